// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import ControlCore

/// A query prepared for ``SearchIndex``: its folded UTF-8 (see ``/ControlCore/TextFolding``) and the
/// letters an item must have to contain it.
public struct SearchQuery: Equatable, Sendable {
    public let bytes: [UInt8]
    let letters: UInt32

    /// Folds `text`; control characters are dropped, so a pasted tab or newline cannot
    /// make a query that matches nothing for no visible reason.
    public init(_ text: String) {
        let cleaned = String(String.UnicodeScalarView(text.unicodeScalars.filter { $0.properties.generalCategory != .control }))
        bytes = TextFolding.foldedUTF8(cleaned)
        letters = SearchIndex.letterSignature(bytes[...])
    }

    public var isEmpty: Bool { bytes.isEmpty }

    /// Whether every item containing `self` also contains `other` (so a search for `self`
    /// can look only at `other`'s hits).
    public func refines(_ other: SearchQuery) -> Bool {
        // A plain loop: queries are short, and the standard library's generic search took
        // tens of microseconds a keystroke with its code out of the caches.
        let length = other.bytes.count
        guard length <= bytes.count else { return false }
        return (0...(bytes.count - length)).contains { start in bytes[start..<(start + length)].elementsEqual(other.bytes) }
    }
}

/// The first hits of a query in a range of items (``SearchIndex/firstMatches(_:limit:in:effort:)``).
public struct FirstMatches: Equatable, Sendable {
    /// Every item before ``searchedEnd`` that contains the query, in order.
    public let hits: [UInt32]
    /// Where the search stopped: the items from the range's start up to here were searched.
    public let searchedEnd: Int
}

/// Case-, accent- and width-insensitive substring search over a fixed list of strings, laid
/// out so that a keystroke reads as little memory as it can:
///
/// - every item's text back to back in one buffer, each followed by a newline: its own
///   UTF-8 where folding changes no more than ASCII case (matched ignoring ASCII case), else
///   its folded UTF-8, with the original kept aside. The index holds the text, so the items
///   need not be kept elsewhere: ``item(_:)`` returns them;
/// - a letter signature per item (a bit per letter a–z, digits, other bytes), which answers
///   a one-letter query exactly;
/// - a bitmap over the items for each of the letter pairs found in the most items, which
///   answers a two-letter query exactly and narrows a longer one to the items that have all
///   its pairs. Only those are then read, with a vectorised scan;
/// - for every rarer pair, a bitmap over blocks of items (a few dozen), so that a query of
///   rare pairs scans only the blocks that have them all, and one with a pair that no item
///   has is answered at once.
///
/// The index is immutable and `Sendable`: callers may search disjoint ranges on several
/// threads at once (``matches(_:in:)``) and join the results in order.
public struct SearchIndex: Sendable {
    /// The search text of every item, each followed by a newline, then `padding` zeros.
    private let text: [UInt8]
    /// Where each item's search text starts in `text`, and where the next one would.
    private let starts: [UInt32]
    private let letters: [UInt32]
    private let pairs: PairBitmaps
    /// The items whose search text is folded, in order, and their original UTF-8.
    private let foldedItems: [UInt32]
    private let originals: [UInt8]
    private let originalStarts: [UInt32]
    /// Empty when every item is in scope 0.
    private let scopes: [UInt8]
    /// The UTF-8 size of the items as given.
    public let itemByteCount: Int

    /// Bytes after the text, so a 16-byte load may start at any byte of it.
    private static let padding = 16
    private static let separator = UInt8(ascii: "\n")

    /// Indexes `items`; `scopes[i]` (default 0) tags item i for ``SearchSession`` filters.
    public init(items: [String], scopes: [UInt8] = []) {
        var text: [UInt8] = []
        text.reserveCapacity(items.reduce(items.count + Self.padding) { $0 + $1.utf8.count })
        var starts: [UInt32] = []
        starts.reserveCapacity(items.count + 1)
        var foldedItems: [UInt32] = []
        var originals: [UInt8] = []
        var originalStarts: [UInt32] = [0]
        for (item, string) in items.enumerated() {
            starts.append(UInt32(text.count))
            if string.utf8.allSatisfy({ $0 < 0x80 }) || TextFolding.foldsToASCIILowercase(string) {
                text.append(contentsOf: string.utf8)
            } else {
                text.append(contentsOf: TextFolding.foldedUTF8(string))
                foldedItems.append(UInt32(item))
                originals.append(contentsOf: string.utf8)
                originalStarts.append(UInt32(originals.count))
            }
            text.append(Self.separator)
        }
        starts.append(UInt32(text.count))
        text.append(contentsOf: repeatElement(0, count: Self.padding))
        precondition(text.count <= UInt32.max, "a search index holds at most 4 GiB of text")

        self.letters = text.withUnsafeBufferPointer { text in
            (0..<items.count).map { Self.letterSignature(text[Int(starts[$0])..<(Int(starts[$0 + 1]) - 1)]) }
        }
        self.pairs = PairBitmaps(text: text, starts: starts)
        self.text = text
        self.starts = starts
        self.foldedItems = foldedItems
        self.originals = originals
        self.originalStarts = originalStarts
        self.scopes = scopes.count == items.count && scopes.contains(where: { $0 != 0 }) ? scopes : []
        self.itemByteCount = items.reduce(0) { $0 + $1.utf8.count }
    }

    public var count: Int { letters.count }

    /// Item `index` as it was given.
    public func item(_ index: Int) -> String {
        if let position = Self.position(of: UInt32(index), in: foldedItems) {
            return String(decoding: originals[Int(originalStarts[position])..<Int(originalStarts[position + 1])], as: UTF8.self)
        }
        return String(decoding: text[Int(starts[index])..<Int(starts[index + 1]) - 1], as: UTF8.self)
    }

    /// The bytes the index holds beyond the items' own UTF-8 (``itemByteCount``).
    public var bytesBeyondItemText: Int {
        text.count + originals.count - itemByteCount
            + (starts.count + letters.count + foldedItems.count + originalStarts.count) * MemoryLayout<UInt32>.size
            + pairs.byteCount + scopes.count
    }

    public func scope(of item: UInt32) -> UInt8 { scopes.isEmpty ? 0 : scopes[Int(item)] }

    /// How many hits a query may have for a longer query to look only at them: visiting more
    /// scattered items costs more than the bitmaps and a scan of all the text.
    public var refinableHitCount: Int { max(4096, count / 16) }

    /// The items of `range` that contain `query`, in order. An empty query matches all.
    public func matches(_ query: SearchQuery, in range: Range<Int>) -> SearchHits {
        guard !query.isEmpty else { return SearchHits(range.map { UInt32($0) }) }
        let plan = Plan(query, pairs: pairs)
        if plan.lettersSuffice {
            // Every item is written and only the hits kept: no branch to mispredict.
            return SearchHits(letters.withUnsafeBufferPointer { letters in
                [UInt32](unsafeUninitializedCapacity: range.count) { hits, count in
                    for item in range {
                        hits[count] = UInt32(item)
                        count += letters[item] & query.letters == query.letters ? 1 : 0
                    }
                }
            })
        }
        if plan.isAbsent { return SearchHits() }
        if plan.slots.isEmpty {
            guard !plan.rarePairs.isEmpty else { return SearchHits(scan(query, in: range)) }
            var hits: [UInt32] = []
            pairs.forEachRun(in: range, havingAll: plan.rarePairs) { run in hits += scan(query, in: run) }
            return SearchHits(hits)
        }
        var candidates: [UInt32] = []
        pairs.forEachItem(in: range, havingAll: plan.slots) { item in
            if plan.pairSuffices || (hasLetters(of: query, item: Int(item)) && pairs.block(of: item, hasAll: plan.rarePairs)) {
                candidates.append(item)
            }
        }
        return plan.pairSuffices ? SearchHits(candidates) : filter(candidates, containing: query, noting: false)
    }

    /// The first `limit` items of `range` that contain `query`, in order, found by reading
    /// about `effort` bytes of item text at most: the items from the start of `range` are
    /// searched in growing runs until `limit` hits are found, the range ends, or the runs
    /// have spanned `effort` bytes (at least one run is searched). For a screenful of results
    /// that shows before all are found.
    public func firstMatches(_ query: SearchQuery, limit: Int, in range: Range<Int>, effort: Int) -> FirstMatches {
        var hits: [UInt32] = []
        var end = range.lowerBound
        var runLength = 4096
        while end < range.upperBound && hits.count < limit && Int(starts[end]) - Int(starts[range.lowerBound]) < effort {
            let run = end..<min(range.upperBound, end + runLength)
            hits += matches(query, in: run).items
            end = run.upperBound
            runLength *= 2
        }
        if hits.count >= limit {
            hits.removeLast(hits.count - limit)
            end = limit > 0 ? Int(hits[limit - 1]) + 1 : range.lowerBound
        }
        return FirstMatches(hits: hits, searchedEnd: end)
    }

    /// The items among the hits `candidates` at `positions` (nil: all) that contain `query`,
    /// in order. When every candidate is known to contain `known` (the query they are the
    /// hits of), what that says is not checked again; and when `query` is `known` with
    /// letters added and the candidates note what follows `known` in them, those where it
    /// starts with the letters added are hits without their text being read.
    public func matches(_ query: SearchQuery, among candidates: SearchHits, in positions: Range<Int>? = nil,
                        whichContain known: SearchQuery? = nil) -> SearchHits {
        let positions = positions ?? 0..<candidates.count
        guard !query.isEmpty else { return candidates[positions] }
        let plan = Plan(query, pairs: pairs, except: known)
        guard !plan.isAbsent else { return SearchHits() }
        if plan.lettersSuffice { return SearchHits(candidates.items[positions].filter { hasLetters(of: query, item: Int($0)) }) }
        var decided = SearchHits()
        var unknown: [UInt32] = []
        if let known, !known.isEmpty, candidates.hasContinuations, query.bytes.starts(with: known.bytes) {
            let added = Continuation.AddedBytes(query.bytes[known.bytes.count...])
            for position in positions {
                switch candidates.continuations[position].verdict(adding: added) {
                case .contains(let continuation): decided.append(candidates.items[position], continuation)
                case .lacks: break
                case .unknown: unknown.append(candidates.items[position])
                }
            }
        } else {
            unknown = Array(candidates.items[positions])
        }
        // The letter signatures are left out: a pair bitmap says more, and candidates are
        // scattered, so each signature read would wait for memory.
        let narrowed = plan.slots.isEmpty && plan.rarePairs.isEmpty
            ? unknown
            : unknown.filter { pairs.item($0, hasAll: plan.slots) && pairs.block(of: $0, hasAll: plan.rarePairs) }
        return decided.merged(with: plan.pairSuffices ? SearchHits(narrowed) : filter(narrowed, containing: query, noting: true))
    }

    /// What a query needs read: the bitmaps of its letter pairs, for items or for blocks of
    /// items, and whether the letter signature or a bitmap alone gives the answer.
    private struct Plan {
        /// Item bitmaps, by slot.
        let slots: [Int]
        /// Block bitmaps of rarer pairs, by their number.
        let rarePairs: [Int]
        /// Whether a pair of the query is in no item, so nothing matches.
        let isAbsent: Bool
        let lettersSuffice: Bool
        let pairSuffices: Bool

        /// The plan for `query`, leaving out the pairs of `known`, which the items to be
        /// searched are known to have.
        init(_ query: SearchQuery, pairs: PairBitmaps, except known: SearchQuery? = nil) {
            let bytes = query.bytes
            lettersSuffice = bytes.count == 1 && (0x61...0x7A).contains(bytes[0])
            let knownPairs = Set(known.map { known in known.bytes.indices.dropLast().map { Int(known.bytes[$0]) << 8 | Int(known.bytes[$0 + 1]) } } ?? [])
            var slots: Set<Int> = []
            var rarePairs: Set<Int> = []
            var isAbsent = false
            for offset in bytes.indices.dropLast() where !knownPairs.contains(Int(bytes[offset]) << 8 | Int(bytes[offset + 1])) {
                switch pairs.bitmap(bytes[offset], bytes[offset + 1]) {
                case .items(let slot): slots.insert(slot)
                case .blocks(let number): rarePairs.insert(number)
                case .absent: isAbsent = true
                case nil: break
                }
            }
            self.slots = slots.sorted()
            self.rarePairs = rarePairs.sorted()
            self.isAbsent = isAbsent
            pairSuffices = bytes.count == 2 && !slots.isEmpty
        }
    }

    // MARK: Matching text

    private func hasLetters(of query: SearchQuery, item: Int) -> Bool {
        letters[item] & query.letters == query.letters
    }

    /// The items of `candidates` whose search text contains `query` (not empty), in order.
    ///
    /// Candidates are scattered through the text, and searching one after the other would
    /// wait for memory at each. So they go in batches: first a byte of every cache line of a
    /// batch's texts is read, loads that need not wait for each other, then the batch, now in
    /// the cache (512 lines of text fit a core's), is searched.
    ///
    /// When `noting`, what follows the query in each hit is noted for the longer query that
    /// likely comes next; and for the first ``occurrencesCountedHits``, whether the query
    /// occurs again.
    private func filter(_ candidates: [UInt32], containing query: SearchQuery, noting: Bool) -> SearchHits {
        let batchSize = 512
        var hits = SearchHits()
        if noting { hits.reserveCapacity(candidates.count) }
        withText(query) { text, starts, needle in
            var batchStart = 0
            while batchStart < candidates.count {
                let batch = batchStart..<min(candidates.count, batchStart + batchSize)
                var touched: UInt8 = 0
                for position in batch {
                    let item = Int(candidates[position])
                    let end = Int(starts[item + 1])
                    for offset in stride(from: Int(starts[item]), to: end, by: 64) { touched |= text[offset] }
                    touched |= text[end - 1]
                }
                Self.keep(touched)
                for position in batch {
                    let item = Int(candidates[position])
                    guard let match = needle.firstMatch(in: text, from: Int(starts[item]), to: Int(starts[item + 1])) else { continue }
                    guard noting else {
                        hits.append(UInt32(item), nil)
                        continue
                    }
                    let end = Int(starts[item + 1]) - 1
                    let after = match + needle.count
                    let occursAgain = hits.count >= Self.occurrencesCountedHits || needle.firstMatch(in: text, from: match + 1, to: end) != nil
                    hits.append(UInt32(item), Continuation(after: text + after, available: end - after, occursAgain: occursAgain))
                }
                batchStart = batch.upperBound
            }
        }
        return hits
    }

    /// For how many hits a refinement looks whether the query occurs again: a search of the
    /// rest of the item, which lets the next refinement rule out the items whose noted bytes
    /// do not follow without reading them. It pays in small refinements (the later letters of
    /// a word, which rule many out, on one core, where each read waits for memory); in large
    /// ones it would cost more than the reads it saves.
    static let occurrencesCountedHits = 4096

    /// Keeps the loads that made `value` from being optimised away.
    @inline(never) @_optimize(none)
    private static func keep(_ value: UInt8) {}

    /// The items of `range` whose search text contains `query`, found by one scan of their
    /// text: no match crosses a separator, since a query holds no control characters.
    private func scan(_ query: SearchQuery, in range: Range<Int>) -> [UInt32] {
        withText(query) { text, starts, needle in
            var hits: [UInt32] = []
            var item = range.lowerBound
            var position = Int(starts[item])
            let end = Int(starts[range.upperBound])
            while let match = needle.firstMatch(in: text, from: position, to: end) {
                while Int(starts[item + 1]) <= match { item += 1 }
                hits.append(UInt32(item))
                position = Int(starts[item + 1])
            }
            return hits
        }
    }

    /// Calls `body` with the text, the item starts and `query` ready to be found in them.
    private func withText<Result>(_ query: SearchQuery,
                                  _ body: (UnsafePointer<UInt8>, UnsafeBufferPointer<UInt32>, Needle) -> Result) -> Result {
        text.withUnsafeBufferPointer { text in
            starts.withUnsafeBufferPointer { starts in
                Needle.with(query.bytes) { needle in body(text.baseAddress!, starts, needle) }
            }
        }
    }

    /// One bit per letter (a–z), digits, bytes of multi-byte characters and other bytes,
    /// ASCII capitals counted as their small letter.
    static func letterSignature(_ text: some Sequence<UInt8>) -> UInt32 {
        var letters: UInt32 = 0
        for byte in text {
            switch byte | (byte >= 0x41 && byte <= 0x5A ? 0x20 : 0) {
            case let letter where letter >= 0x61 && letter <= 0x7A: letters |= 1 << UInt32(letter - 0x61)
            case 0x30...0x39: letters |= 1 << 26
            case 0x80...: letters |= 1 << (27 + UInt32(byte & 3))
            default: letters |= 1 << 31
            }
        }
        return letters
    }

    /// Where `item` is in the sorted `list`, if it is.
    private static func position(of item: UInt32, in list: [UInt32]) -> Int? {
        var low = 0
        var high = list.count
        while low < high {
            let middle = (low + high) / 2
            if list[middle] < item { low = middle + 1 } else { high = middle }
        }
        return low < list.count && list[low] == item ? low : nil
    }
}

/// A folded query ready for a vectorised substring search that ignores ASCII case: 16
/// positions at a time are tested for the query's first and last byte, and only where both
/// agree are the bytes between compared. It borrows its bytes: use it inside ``with(_:_:)``.
private struct Needle {
    private let bytes: UnsafeBufferPointer<UInt8>
    /// 0x20 where the query has a small letter a–z (so `byte | mask` lowers a capital), else 0.
    private let masks: UnsafeBufferPointer<UInt8>
    private let first, firstMask, last, lastMask: SIMD16<UInt8>

    /// Calls `body` with `bytes` (not empty) ready to be found.
    static func with<Result>(_ bytes: [UInt8], _ body: (Needle) -> Result) -> Result {
        let masks = bytes.map { (0x61...0x7A).contains($0) ? UInt8(0x20) : 0 }
        return bytes.withUnsafeBufferPointer { bytes in
            masks.withUnsafeBufferPointer { masks in body(Needle(bytes: bytes, masks: masks)) }
        }
    }

    /// The query's length in bytes.
    var count: Int { bytes.count }

    private init(bytes: UnsafeBufferPointer<UInt8>, masks: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        self.masks = masks
        first = SIMD16(repeating: bytes[0])
        firstMask = SIMD16(repeating: masks[0])
        last = SIMD16(repeating: bytes[bytes.count - 1])
        lastMask = SIMD16(repeating: masks[masks.count - 1])
    }

    /// Where the first match that lies wholly within `text[from..<to]` starts, if any.
    /// `text` may be read up to 16 bytes past `to`.
    @inline(__always)
    func firstMatch(in text: UnsafePointer<UInt8>, from: Int, to: Int) -> Int? {
        let lastStart = to - bytes.count
        var position = from
        while position <= lastStart {
            let room = lastStart - position
            // Where nothing matches, as almost everywhere, 64 bytes are ruled out at once.
            if room >= 63 && Self.bitmask(edges(text + position) .| edges(text + position + 16)
                                          .| edges(text + position + 32) .| edges(text + position + 48)) == 0 {
                position += 64
                continue
            }
            var candidates = Self.bitmask(edges(text + position))
            if room < 15 { candidates &= (2 << room) - 1 }
            while candidates != 0 {
                let start = position + candidates.trailingZeroBitCount
                var offset = 1
                while offset < bytes.count - 1 && text[start + offset] | masks[offset] == bytes[offset] { offset += 1 }
                if offset >= bytes.count - 1 { return start }
                candidates &= candidates - 1
            }
            position += 16
        }
        return nil
    }

    /// Lane i is true where a match could start at `pointer + i`: the query's first and last
    /// bytes are where they would be.
    @inline(__always)
    private func edges(_ pointer: UnsafePointer<UInt8>) -> SIMDMask<SIMD16<Int8>> {
        ((Self.load(pointer) | firstMask) .== first) .& ((Self.load(pointer + bytes.count - 1) | lastMask) .== last)
    }

    @inline(__always)
    private static func load(_ pointer: UnsafePointer<UInt8>) -> SIMD16<UInt8> {
        UnsafeRawPointer(pointer).loadUnaligned(as: SIMD16<UInt8>.self)
    }

    /// Bit i set where lane i is true (what SSE's movemask does; LLVM compiles this to a
    /// few vector instructions).
    @inline(__always)
    private static func bitmask(_ lanes: SIMDMask<SIMD16<Int8>>) -> Int {
        let weights = SIMD16<UInt8>(1, 2, 4, 8, 16, 32, 64, 128, 1, 2, 4, 8, 16, 32, 64, 128)
        let bits = unsafeBitCast(lanes, to: SIMD16<UInt8>.self) & weights
        return Int(bits.lowHalf.wrappedSum()) | Int(bits.highHalf.wrappedSum()) << 8
    }
}

/// For each of the (at most 255) pairs of word bytes (letters, digits, bytes of multi-byte
/// characters) found in the most items, a bitmap with a bit per item that has the pair,
/// bit-sliced: slot s's bitmap is `words[s * wordsPerSlot...]`. For every other pair found,
/// a bitmap with a bit per block of ``itemsPerBlock`` items, where the block size keeps them
/// all within ``blockBitsPerItem``. Pairs are of folded text (ASCII capitals count as small
/// letters). Pairs with spaces or punctuation are left out: they are common but say little
/// about a query, which has letter pairs too.
private struct PairBitmaps: Sendable {
    /// For pair (a, b) at `a << 8 | b`: its slot + 1, or 0 when it has no item bitmap.
    private let slotOfPair: [UInt8]
    private let words: [UInt64]
    private let wordsPerSlot: Int
    /// The pairs with a block bitmap, sorted (`a << 8 | b`); pair n's bitmap is
    /// `blockWords[n * blockWordsPerPair...]`.
    private let rarePairs: [UInt16]
    private let blockWords: [UInt64]
    private let blockWordsPerPair: Int
    let itemsPerBlock: Int

    static let maximumSlots = 255
    /// What the block bitmaps may take, in bits per item (so at most 4 bytes an item).
    static let blockBitsPerItem = 32

    /// Where a pair of folded bytes is found.
    enum Bitmap {
        /// In the item bitmap of this slot.
        case items(Int)
        /// In the block bitmap of this rarer pair.
        case blocks(Int)
        /// In no item.
        case absent
    }

    init(text: [UInt8], starts: [UInt32]) {
        let itemCount = starts.count - 1
        // How many items have each pair: count a pair once per item by remembering the
        // last item it was seen in.
        var itemsWithPair = [Int](repeating: 0, count: 1 << 16)
        var lastItem = [Int32](repeating: -1, count: 1 << 16)
        Self.forEachPair(text: text, starts: starts) { pair, item in
            if lastItem[pair] != Int32(item) {
                lastItem[pair] = Int32(item)
                itemsWithPair[pair] += 1
            }
        }
        let found = itemsWithPair.indices.filter { itemsWithPair[$0] > 0 }.sorted { itemsWithPair[$0] > itemsWithPair[$1] }
        var slotOfPair = [UInt8](repeating: 0, count: 1 << 16)
        for (slot, pair) in found.prefix(Self.maximumSlots).enumerated() { slotOfPair[pair] = UInt8(slot + 1) }
        let rarePairs = found.dropFirst(Self.maximumSlots).sorted().map(UInt16.init)
        var numberOfRarePair = [Int32](repeating: -1, count: 1 << 16)
        for (number, pair) in rarePairs.enumerated() { numberOfRarePair[Int(pair)] = Int32(number) }
        var itemsPerBlock = 1
        while rarePairs.count > Self.blockBitsPerItem * itemsPerBlock { itemsPerBlock *= 2 }

        let wordsPerSlot = (itemCount + 63) / 64
        let blockWordsPerPair = ((itemCount + itemsPerBlock - 1) / itemsPerBlock + 63) / 64
        var words = [UInt64](repeating: 0, count: min(found.count, Self.maximumSlots) * wordsPerSlot)
        var blockWords = [UInt64](repeating: 0, count: rarePairs.count * blockWordsPerPair)
        Self.forEachPair(text: text, starts: starts) { pair, item in
            let slot = Int(slotOfPair[pair])
            if slot != 0 {
                words[(slot - 1) * wordsPerSlot + item / 64] |= 1 << UInt64(item % 64)
            } else {
                let block = item / itemsPerBlock
                blockWords[Int(numberOfRarePair[pair]) * blockWordsPerPair + block / 64] |= 1 << UInt64(block % 64)
            }
        }
        self.slotOfPair = slotOfPair
        self.words = words
        self.wordsPerSlot = wordsPerSlot
        self.rarePairs = rarePairs
        self.blockWords = blockWords
        self.blockWordsPerPair = blockWordsPerPair
        self.itemsPerBlock = itemsPerBlock
    }

    var byteCount: Int {
        slotOfPair.count + (words.count + blockWords.count) * MemoryLayout<UInt64>.size + rarePairs.count * MemoryLayout<UInt16>.size
    }

    /// The bitmap that says which items have the pair (a, b) of folded bytes; nil when either
    /// is no word byte.
    func bitmap(_ a: UInt8, _ b: UInt8) -> Bitmap? {
        guard Self.isWordByte(a) && Self.isWordByte(b) else { return nil }
        let pair = Int(a) << 8 | Int(b)
        let slot = slotOfPair[pair]
        if slot != 0 { return .items(Int(slot) - 1) }
        var low = 0
        var high = rarePairs.count
        while low < high {
            let middle = (low + high) / 2
            if rarePairs[middle] < UInt16(pair) { low = middle + 1 } else { high = middle }
        }
        return low < rarePairs.count && rarePairs[low] == UInt16(pair) ? .blocks(low) : .absent
    }

    func item(_ item: UInt32, hasAll slots: [Int]) -> Bool {
        let word = Int(item) / 64
        let bit = UInt64(1) << UInt64(item % 64)
        return slots.allSatisfy { words[$0 * wordsPerSlot + word] & bit != 0 }
    }

    /// Whether the block of `item` has every rarer pair of `rarePairs`.
    func block(of item: UInt32, hasAll rarePairs: [Int]) -> Bool {
        let block = Int(item) / itemsPerBlock
        let bit = UInt64(1) << UInt64(block % 64)
        return rarePairs.allSatisfy { blockWords[$0 * blockWordsPerPair + block / 64] & bit != 0 }
    }

    /// Calls `body` with each item of `range`, in order, that has every pair of `slots`
    /// (not empty).
    func forEachItem(in range: Range<Int>, havingAll slots: [Int], _ body: (UInt32) -> Void) {
        Self.forEachBit(in: range, of: words, perBitmap: wordsPerSlot, havingAll: slots) { body(UInt32($0)) }
    }

    /// Calls `body` with the runs of `range`, in order, made of the blocks that have every
    /// rarer pair of `rarePairs` (not empty); adjacent blocks make one run.
    func forEachRun(in range: Range<Int>, havingAll rarePairs: [Int], _ body: (Range<Int>) -> Void) {
        guard !range.isEmpty else { return }
        let blocks = (range.lowerBound / itemsPerBlock)..<((range.upperBound - 1) / itemsPerBlock + 1)
        var run: Range<Int>?
        Self.forEachBit(in: blocks, of: blockWords, perBitmap: blockWordsPerPair, havingAll: rarePairs) { block in
            let items = max(range.lowerBound, block * itemsPerBlock)..<min(range.upperBound, (block + 1) * itemsPerBlock)
            if let current = run, current.upperBound == items.lowerBound {
                run = current.lowerBound..<items.upperBound
            } else {
                if let current = run { body(current) }
                run = items
            }
        }
        if let run { body(run) }
    }

    /// Calls `body` with each bit of `range`, in order, set in every bitmap of `bitmaps`
    /// (bitmap n is `words[n * wordsPerBitmap...]`).
    private static func forEachBit(in range: Range<Int>, of words: [UInt64], perBitmap wordsPerBitmap: Int,
                                   havingAll bitmaps: [Int], _ body: (Int) -> Void) {
        guard !range.isEmpty else { return }
        words.withUnsafeBufferPointer { words in
            for word in (range.lowerBound / 64)...((range.upperBound - 1) / 64) {
                var bits = UInt64.max
                for bitmap in bitmaps { bits &= words[bitmap * wordsPerBitmap + word] }
                if word == range.lowerBound / 64 { bits &= UInt64.max << UInt64(range.lowerBound % 64) }
                if word == (range.upperBound - 1) / 64 { bits &= UInt64.max >> UInt64(63 - (range.upperBound - 1) % 64) }
                while bits != 0 {
                    body(word * 64 + bits.trailingZeroBitCount)
                    bits &= bits - 1
                }
            }
        }
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte) || byte >= 0x80
    }

    /// Calls `body` with every pair of adjacent word bytes in each item's text (ASCII
    /// capitals lowered) and the item's number.
    private static func forEachPair(text: [UInt8], starts: [UInt32], _ body: (Int, Int) -> Void) {
        text.withUnsafeBufferPointer { text in
            for item in 0..<(starts.count - 1) {
                var previous = -1
                for position in Int(starts[item])..<(Int(starts[item + 1]) - 1) {
                    let byte = text[position]
                    let folded = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
                    guard isWordByte(folded) else {
                        previous = -1
                        continue
                    }
                    if previous >= 0 { body(previous << 8 | Int(folded), item) }
                    previous = Int(folded)
                }
            }
        }
    }
}
