// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import Dispatch
import SearchEngine
import Synchronization

/// Searches a list as the user types without ever making typing wait: the index is built
/// and every query runs on a background queue (on all cores), and only the newest query's
/// results are delivered, on the main actor. A query overtaken before it starts is skipped;
/// one already running when the next key arrives finishes unseen. Only a screenful of first
/// hits is looked for on the main actor, within a bounded effort, so that it shows in the
/// keystroke's own frame.
@MainActor
public final class LiveSearch {
    private let queue = DispatchQueue(label: "gtkcontrols.live-search")
    /// Owned by `queue`: only touched there.
    private nonisolated(unsafe) var session: SearchSession?
    /// The newest search asked for; read on the queue to skip overtaken ones.
    private let latest = Atomic<Int>(0)
    private var generation = 0
    /// The index, once built: it holds the items, so callers need not keep them.
    public private(set) var index: SearchIndex?
    public var isReady: Bool { index != nil }

    /// Indexes `items` (tagged with `scopes`) in the background; `ready` runs on the main
    /// actor when searches can begin.
    public convenience init(items: [String], scopes: [UInt8] = [], ready: (@MainActor () -> Void)? = nil) {
        self.init(makingItems: { (items, scopes) }, ready: ready)
    }

    /// Makes the items (and their scopes, or none) in the background, then indexes them;
    /// `ready` runs on the main actor when searches can begin. For lists that take a while
    /// to make, such as a million lines read from files.
    public init(makingItems: @escaping @Sendable () -> (items: [String], scopes: [UInt8]), ready: (@MainActor () -> Void)? = nil) {
        queue.async { [self] in
            let (items, scopes) = makingItems()
            let built = SearchSession(index: SearchIndex(items: items, scopes: scopes))
            session = built
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    self.index = built.index
                    ready?()
                }
            }
        }
    }

    /// How many hits make a screenful: what ``search(_:scope:deliver:)`` finds before it
    /// returns.
    public static let firstScreenful = 64
    /// How much item text the search for a screenful may span on the main thread: about a
    /// millisecond of reading here, a small part of a frame.
    public static let firstScreenfulEffort = 2 << 20

    /// Searches for `text` among items of `scope` (nil: all) and delivers the hits, in order,
    /// unless a newer search was asked for meanwhile: first, before this returns, a
    /// screenful of the first hits (``firstScreenful`` of them, `isComplete` false) when they
    /// are quick to find, so that they are painted in the same frame as the keystroke; then
    /// all of them (`isComplete` true), from the background. The hits delivered first always
    /// begin the full list.
    public func search(_ text: String, scope: UInt8?, deliver: @escaping @MainActor (_ hits: [UInt32], _ isComplete: Bool) -> Void) {
        generation += 1
        let asked = generation
        latest.store(asked, ordering: .relaxed)
        let query = SearchQuery(text)
        if let index {
            let first = index.firstMatches(query, limit: Self.firstScreenful, in: 0..<index.count, effort: Self.firstScreenfulEffort)
            let hits = scope.map { scope in first.hits.filter { index.scope(of: $0) == scope } } ?? first.hits
            if first.searchedEnd == index.count {
                deliver(hits, true)
                queue.async { [self] in session?.record(query, hits: SearchHits(first.hits)) }
                return
            }
            if hits.count == Self.firstScreenful { deliver(hits, false) }
        }
        queue.async { [self] in
            guard latest.load(ordering: .relaxed) == asked, var current = session else { return }
            let hits = current.filter(ParallelSearch.run(query, session: &current), scope: scope)
            session = current
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    guard asked == self.generation else { return }
                    deliver(hits, true)
                }
            }
        }
    }
}
