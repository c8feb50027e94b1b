// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
/// A query's hits, in order, and, where the search noted it, what follows the query in each:
/// a query typed after it (the same query with letters added at the end) can then be checked
/// against most hits without reading their text again (see ``SearchIndex``).
public struct SearchHits: Sendable {
    /// The items that contain the query, in order.
    public private(set) var items: [UInt32]
    /// One per item, or empty when they were not all noted.
    private(set) var continuations: [Continuation] = []

    /// `items`, with nothing noted.
    public init(_ items: [UInt32] = []) {
        self.items = items
    }

    public var count: Int { items.count }

    var hasContinuations: Bool { continuations.count == items.count }

    /// Adds a hit after the others, with what follows the query in it (nil: not noted, so no
    /// hit keeps what it noted).
    mutating func append(_ item: UInt32, _ continuation: Continuation?) {
        if let continuation, hasContinuations {
            continuations.append(continuation)
        } else if !continuations.isEmpty {
            continuations = []
        }
        items.append(item)
    }

    /// Makes room for `count` hits, noted.
    mutating func reserveCapacity(_ count: Int) {
        items.reserveCapacity(count)
        continuations.reserveCapacity(count)
    }

    /// Forgets what follows the query in the hits, to spend no memory on it.
    mutating func forgetContinuations() {
        continuations = []
    }

    /// The hits at `positions`.
    subscript(positions: Range<Int>) -> SearchHits {
        var hits = SearchHits(Array(items[positions]))
        if hasContinuations { hits.continuations = Array(continuations[positions]) }
        return hits
    }

    /// Adds the hits of `more`, which all come after those of `hits`: joins parts of the
    /// items searched apart.
    public static func += (hits: inout SearchHits, more: SearchHits) {
        if hits.hasContinuations && more.hasContinuations {
            hits.continuations += more.continuations
        } else {
            hits.continuations = []
        }
        hits.items += more.items
    }

    /// The hits of `self` and `other`, which have none in common, in order; `other` is
    /// the fewer, and the runs of `self` between its hits are copied whole.
    func merged(with other: SearchHits) -> SearchHits {
        guard !other.items.isEmpty else { return self }
        guard !items.isEmpty else { return other }
        var merged = SearchHits()
        merged.items.reserveCapacity(count + other.count)
        let keepsContinuations = hasContinuations && other.hasContinuations
        if keepsContinuations { merged.continuations.reserveCapacity(count + other.count) }
        var mine = 0
        for theirs in 0...other.count {
            let end = theirs < other.count ? items[mine...].firstIndex { $0 > other.items[theirs] } ?? count : count
            merged.items += items[mine..<end]
            if keepsContinuations { merged.continuations += continuations[mine..<end] }
            guard theirs < other.count else { break }
            merged.items.append(other.items[theirs])
            if keepsContinuations { merged.continuations.append(other.continuations[theirs]) }
            mine = end
        }
        return merged
    }
}

/// What follows a query's first occurrence in an item, noted when the item was read: the
/// first bytes (ASCII capitals lowered, as queries are), whether the item goes on past them,
/// and whether the query occurs again. A longer query that starts with the noted one is in
/// the item when those bytes start with the letters added; when they do not, it is not,
/// unless the query occurs again or the bytes were cut short: then the item must be read.
struct Continuation: Sendable {
    /// Byte i at bits 8i: the bytes in 0..<7, then a header: how many (low 4 bits),
    /// ``cutShort`` and ``occursAgain``.
    private var word: UInt64

    static let capacity = 7
    private static let cutShort: UInt8 = 0x40
    private static let occursAgain: UInt8 = 0x80

    /// What follows a match that ends at `end`, with `available` bytes before the item's end;
    /// `occursAgain` if the query occurs again or that was not looked for. `end` may be read
    /// 8 bytes on.
    init(after end: UnsafePointer<UInt8>, available: Int, occursAgain: Bool) {
        let count = min(available, Self.capacity)
        let bytes = Self.loweringCapitals(UnsafeRawPointer(end).loadUnaligned(as: UInt64.self))
        word = bytes & Self.mask(bytes: count) | Self.header(count: count, cutShort: available > count, occursAgain: occursAgain)
    }

    private init(word: UInt64) {
        self.word = word
    }

    /// What an item with this continuation says of the noted query followed by some bytes.
    enum Verdict {
        /// The item has it, first where it has the noted query, followed by this.
        case contains(Continuation)
        case lacks
        /// The item must be read.
        case unknown
    }

    func verdict(adding added: AddedBytes) -> Verdict {
        let header = UInt8(truncatingIfNeeded: word >> 56)
        let count = Int(header & 0x0F)
        let follows = (word ^ added.word) & Self.mask(bytes: min(count, added.count)) == 0
        if follows && added.count <= count {
            let following = (word & Self.mask(bytes: count)) >> (8 * added.count)
            return .contains(Continuation(word: following | Self.header(count: count - added.count, cutShort: header & Self.cutShort != 0,
                                                                          occursAgain: header & Self.occursAgain != 0)))
        }
        return header & Self.occursAgain != 0 || (follows && header & Self.cutShort != 0) ? .unknown : .lacks
    }

    /// Bytes added to a query, ready to be compared with continuations.
    struct AddedBytes {
        /// The first ``Continuation/capacity`` of them, byte i at bits 8i.
        fileprivate let word: UInt64
        let count: Int

        init(_ bytes: ArraySlice<UInt8>) {
            word = bytes.prefix(Continuation.capacity).reversed().reduce(0) { $0 << 8 | UInt64($1) }
            count = bytes.count
        }
    }

    /// `word` with each byte of an ASCII capital letter made small, all bytes at once: bit 7
    /// of a byte is set in `atLeastA` from "A" on and in `beyondZ` after "Z".
    private static func loweringCapitals(_ word: UInt64) -> UInt64 {
        let bytes: UInt64 = 0x0101_0101_0101_0101
        let low7Bits = word & (bytes * 0x7F)
        let atLeastA = low7Bits + bytes * (0x80 - 0x41)
        let beyondZ = low7Bits + bytes * (0x80 - 0x5B)
        let capitals = atLeastA & ~beyondZ & ~word & (bytes * 0x80)
        return word | capitals >> 2
    }

    private static func header(count: Int, cutShort: Bool, occursAgain: Bool) -> UInt64 {
        UInt64(UInt8(count) | (cutShort ? Self.cutShort : 0) | (occursAgain ? Self.occursAgain : 0)) << 56
    }

    /// The low `bytes` bytes set.
    private static func mask(bytes: Int) -> UInt64 {
        bytes == 0 ? 0 : UInt64.max >> (64 - 8 * bytes)
    }
}
