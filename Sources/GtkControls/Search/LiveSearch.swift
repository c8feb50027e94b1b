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
    public private(set) var isReady = false

    /// Indexes `items` (tagged with `scopes`) in the background; `ready` runs on the main
    /// actor when searches can begin.
    public init(items: [String], scopes: [UInt8] = [], ready: (@MainActor () -> Void)? = nil) {
        queue.async { [self] in
            let built = SearchSession(index: SearchIndex(items: items, scopes: scopes))
            session = built
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    self.isReady = true
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
