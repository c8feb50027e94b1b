/// A query prepared for ``SearchIndex``: folded (lower case, no accents) UTF-8 plus the
/// letter and letter-pair signatures an item must have to contain it.
public struct SearchQuery: Equatable, Sendable {
    public let bytes: [UInt8]
    let letters: UInt32
    let pairs: UInt64

    /// Folds `text`; control characters are dropped, so a pasted tab or newline cannot
    /// make a query that matches nothing for no visible reason.
    public init(_ text: String) {
        let cleaned = String(String.UnicodeScalarView(text.unicodeScalars.filter { $0.properties.generalCategory != .control }))
        bytes = SearchIndex.foldedBytes(cleaned)
        (letters, pairs) = SearchIndex.signature(bytes[...])
    }

    public var isEmpty: Bool { bytes.isEmpty }

    /// Whether every item containing `self` also contains `other` (so a search for `self`
    /// can look only at `other`'s hits).
    public func refines(_ other: SearchQuery) -> Bool {
        other.bytes.isEmpty || SearchIndex.contains(bytes[...], other.bytes)
    }
}

/// Case- and accent-insensitive substring search over a fixed list of strings, laid out for
/// scanning: every item's folded UTF-8 back to back in one buffer, with per-item letter and
/// letter-pair signatures that rule out most items with one AND each.
///
/// Memory per item, on top of the folded text: 4 bytes of offset, 4 of letter signature,
/// 8 of pair signature and 1 of scope — 17 bytes.
///
/// The index is immutable and `Sendable`: callers may search disjoint ranges on several
/// threads at once (``matches(_:in:)``) and join the results in order.
public struct SearchIndex: Sendable {
    private let bytes: [UInt8]
    private let starts: [UInt32]
    private let letters: [UInt32]
    private let pairs: [UInt64]
    private let scopes: [UInt8]

    /// Indexes `items`; `scopes[i]` (default 0) tags item i for ``SearchSession`` filters.
    public init(items: [String], scopes: [UInt8] = []) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(items.reduce(0) { $0 + $1.utf8.count })
        var starts: [UInt32] = []
        starts.reserveCapacity(items.count + 1)
        var letters: [UInt32] = []
        letters.reserveCapacity(items.count)
        var pairs: [UInt64] = []
        pairs.reserveCapacity(items.count)
        for item in items {
            starts.append(UInt32(bytes.count))
            let folded = Self.foldedBytes(item)
            let signature = Self.signature(folded[...])
            letters.append(signature.letters)
            pairs.append(signature.pairs)
            bytes.append(contentsOf: folded)
        }
        starts.append(UInt32(bytes.count))
        self.bytes = bytes
        self.starts = starts
        self.letters = letters
        self.pairs = pairs
        self.scopes = scopes.count == items.count ? scopes : Array(repeating: 0, count: items.count)
    }

    public var count: Int { letters.count }

    /// Bytes the index holds beyond the folded text, per item.
    public static let overheadPerItem = MemoryLayout<UInt32>.size * 2 + MemoryLayout<UInt64>.size + 1

    /// The size of the folded text, in bytes.
    public var foldedByteCount: Int { bytes.count }

    public func scope(of item: UInt32) -> UInt8 { scopes[Int(item)] }

    /// The items of `range` that contain `query`, in order. An empty query matches all.
    public func matches(_ query: SearchQuery, in range: Range<Int>) -> [UInt32] {
        collect(query, range.lazy.map { UInt32($0) }, capacity: range.count / 2)
    }

    /// The items of `candidates` that contain `query`, in order.
    public func matches(_ query: SearchQuery, among candidates: ArraySlice<UInt32>) -> [UInt32] {
        collect(query, candidates, capacity: candidates.count)
    }

    /// The items of `items` that contain `query`: the signatures first (one AND each), then
    /// the bytes — skipped when one letter is asked for, since the letter signature is exact
    /// for a–z. Generic so each caller's loop is compiled on its own, without indirection.
    private func collect<Items: Sequence<UInt32>>(_ query: SearchQuery, _ items: Items, capacity: Int) -> [UInt32] {
        let wantedLetters = query.letters
        let wantedPairs = query.pairs
        let signatureSuffices = query.bytes.count == 1 && (0x61...0x7A).contains(query.bytes[0])
        var hits: [UInt32] = []
        hits.reserveCapacity(capacity)
        bytes.withUnsafeBufferPointer { text in
            starts.withUnsafeBufferPointer { starts in
                letters.withUnsafeBufferPointer { letters in
                    pairs.withUnsafeBufferPointer { pairs in
                        query.bytes.withUnsafeBufferPointer { needle in
                            for item in items {
                                let index = Int(item)
                                guard letters[index] & wantedLetters == wantedLetters,
                                      pairs[index] & wantedPairs == wantedPairs else { continue }
                                if signatureSuffices
                                    || Self.contains(text, from: Int(starts[index]), to: Int(starts[index + 1]), needle) {
                                    hits.append(item)
                                }
                            }
                        }
                    }
                }
            }
        }
        return hits
    }

    // MARK: Folding and matching

    /// Lower-cased, unaccented UTF-8 (ASCII is lower-cased byte by byte; the rest through
    /// ``TextFolding``).
    static func foldedBytes(_ text: String) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            guard byte < 0x80 else { return Array(TextFolding.fold(text).utf8) }
            result.append(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte)
        }
        return result
    }

    /// One bit per letter (a–z), digits and other bytes; one bit per hashed letter pair.
    static func signature(_ text: ArraySlice<UInt8>) -> (letters: UInt32, pairs: UInt64) {
        var letters: UInt32 = 0
        var pairs: UInt64 = 0
        var previous: UInt8?
        for byte in text {
            letters |= 1 << letterBit(byte)
            if let previous { pairs |= 1 << ((UInt64(previous) &* 31 &+ UInt64(byte)) & 63) }
            previous = byte
        }
        return (letters, pairs)
    }

    private static func letterBit(_ byte: UInt8) -> UInt32 {
        switch byte {
        case 0x61...0x7A: return UInt32(byte - 0x61)
        case 0x30...0x39: return 26
        case 0x80...: return 27 + UInt32(byte & 3)
        default: return 31
        }
    }

    static func contains(_ text: ArraySlice<UInt8>, _ needle: [UInt8]) -> Bool {
        text.withUnsafeBufferPointer { text in
            needle.withUnsafeBufferPointer { needle in contains(text, from: 0, to: text.count, needle) }
        }
    }

    @inline(__always)
    private static func contains(_ text: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, _ needle: UnsafeBufferPointer<UInt8>) -> Bool {
        let length = needle.count
        guard length > 0 else { return true }
        guard end - start >= length else { return false }
        let first = needle[0]
        var position = start
        let last = end - length
        while position <= last {
            if text[position] == first {
                var offset = 1
                while offset < length && text[position + offset] == needle[offset] { offset += 1 }
                if offset == length { return true }
            }
            position += 1
        }
        return false
    }
}
