// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
/// Searches a ``SearchIndex`` keystroke after keystroke, refining instead of starting over:
/// a query that extends an earlier one (contains it) looks only at that query's hits, and a
/// query seen before (after a backspace) is answered from memory. Letters typed at the end of
/// a query are checked against what the latest searches noted follows it in their hits, so
/// most hits need not be read again.
///
/// The session is a value: run ``plan(_:)`` to learn what to scan, scan it (on as many
/// threads as you like), then ``record(_:hits:)``. ``search(_:)`` does all three on the
/// calling thread.
public struct SearchSession: Sendable {
    /// Where a query's hits come from.
    public enum Plan: Sendable {
        /// Already known.
        case cached(SearchHits)
        /// Scan these earlier hits, the items that contain this earlier query.
        case refine(SearchHits, containing: SearchQuery)
        /// Scan every item.
        case scanAll
    }

    public let index: SearchIndex
    private var memory: [(query: SearchQuery, hits: SearchHits)] = []
    /// How many past queries are remembered.
    public var capacity = 24
    /// For how many of the latest queries what follows them in their hits is kept (8 bytes
    /// a hit).
    static let continuationsKept = 4

    public init(index: SearchIndex) {
        self.index = index
    }

    /// How `query` should be answered: from memory, by refining the fewest earlier hits that
    /// contain its hits (of the longest query with that few, the latest), or by a search of
    /// every item when those hits are more than the index's ``SearchIndex/refinableHitCount``.
    public func plan(_ query: SearchQuery) -> Plan {
        if let known = memory.last(where: { $0.query == query }) { return .cached(known.hits) }
        // Of the earlier queries with the fewest hits, the longest and latest says the most.
        let narrowest = memory.reversed().filter { query.refines($0.query) }
            .min { ($0.hits.count, -$0.query.bytes.count) < ($1.hits.count, -$1.query.bytes.count) }
        if let narrowest, narrowest.hits.count <= index.refinableHitCount { return .refine(narrowest.hits, containing: narrowest.query) }
        return .scanAll
    }

    /// Remembers `query`'s hits for the queries that follow.
    public mutating func record(_ query: SearchQuery, hits: SearchHits) {
        memory.removeAll { $0.query == query }
        memory.append((query, hits))
        if memory.count > capacity { memory.removeFirst(memory.count - capacity) }
        for older in memory.indices.dropLast(Self.continuationsKept) { memory[older].hits.forgetContinuations() }
    }

    /// The items containing `query`, in order, searched on this thread.
    public mutating func search(_ query: SearchQuery) -> [UInt32] {
        let hits: SearchHits
        switch plan(query) {
        case .cached(let known): hits = known
        case .refine(let candidates, let known): hits = index.matches(query, among: candidates, whichContain: known)
        case .scanAll: hits = index.matches(query, in: 0..<index.count)
        }
        record(query, hits: hits)
        return hits.items
    }

    /// `hits` restricted to items of `scope` (nil: every scope).
    public func filter(_ hits: [UInt32], scope: UInt8?) -> [UInt32] {
        guard let scope else { return hits }
        return hits.filter { index.scope(of: $0) == scope }
    }
}
