// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import Dispatch
import Glibc
import Synchronization

/// Runs a ``SearchSession`` query on every core: the items to scan are split in
/// equal parts searched at once and joined in order. Safe to call off the main thread.
public enum ParallelSearch {
    /// How many parts a scan is split into: one per core.
    public static let parts = max(1, System.activeProcessorCount)

    /// The hits of `query`, using and updating `session`'s memory.
    public static func run(_ query: SearchQuery, session: inout SearchSession) -> [UInt32] {
        let index = session.index
        let hits: SearchHits
        switch session.plan(query) {
        case .cached(let known):
            hits = known
        case .refine(let candidates, let known):
            hits = split(count: candidates.count) { range in index.matches(query, among: candidates, in: range, whichContain: known) }
        case .scanAll:
            hits = split(count: index.count) { range in index.matches(query, in: range) }
        }
        session.record(query, hits: hits)
        return hits.items
    }

    private static func split(count: Int, _ search: @Sendable (Range<Int>) -> SearchHits) -> SearchHits {
        guard parts > 1, count > 4096 else { return search(0..<count) }
        let results = Mutex<[SearchHits]>(Array(repeating: SearchHits(), count: parts))
        let size = (count + parts - 1) / parts
        DispatchQueue.concurrentPerform(iterations: parts) { part in
            let found = search(min(count, part * size)..<min(count, (part + 1) * size))
            results.withLock { $0[part] = found }
        }
        return results.withLock { parts in parts.reduce(into: SearchHits()) { $0 += $1 } }
    }
}

/// The number of processors this process may use.
enum System {
    static var activeProcessorCount: Int {
        Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    }
}
