import ControlCore
import Dispatch
import Synchronization

/// Searches a list as the user types without ever making typing wait: the index is built
/// and every query runs on a background queue (on all cores), and only the newest query's
/// results are delivered, on the main actor. A query overtaken before it starts is skipped;
/// one already running when the next key arrives finishes unseen.
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

    /// Searches for `text` among items of `scope` (nil: all) and delivers the hits, in
    /// order, unless a newer search was asked for meanwhile.
    public func search(_ text: String, scope: UInt8?, deliver: @escaping @MainActor ([UInt32]) -> Void) {
        generation += 1
        let asked = generation
        latest.store(asked, ordering: .relaxed)
        let query = SearchQuery(text)
        queue.async { [self] in
            guard latest.load(ordering: .relaxed) == asked, var current = session else { return }
            let hits = current.filter(ParallelSearch.run(query, session: &current), scope: scope)
            session = current
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    guard asked == self.generation else { return }
                    deliver(hits)
                }
            }
        }
    }
}
