// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import ControlCore
import PropertyChecks
import SearchEngine
import Testing

@Suite struct SearchIndexTests {
    static let places = ["New York", "New Jersey", "São Paulo", "Newark", "Kansas", "Arkansas", "NEW MEXICO", "Québec"]

    @Test func findsSubstringsIgnoringCaseAndAccents() {
        let index = SearchIndex(items: Self.places)
        #expect(index.matches(SearchQuery("new"), in: 0..<index.count).items == [0, 1, 3, 6])
        #expect(index.matches(SearchQuery("sao"), in: 0..<index.count).items == [2])
        #expect(index.matches(SearchQuery("QUEB"), in: 0..<index.count).items == [7])
        #expect(index.matches(SearchQuery("ansas"), in: 0..<index.count).items == [4, 5])
        #expect(index.matches(SearchQuery(""), in: 0..<index.count).count == Self.places.count)
        #expect(index.matches(SearchQuery("zzz"), in: 0..<index.count).items == [])
    }

    @Test func splitRangesJoinToTheWholeScan() {
        let index = SearchIndex(items: Self.places)
        let query = SearchQuery("e")
        #expect(index.matches(query, in: 0..<4).items + index.matches(query, in: 4..<8).items == index.matches(query, in: 0..<8).items)
    }

    @Test func controlCharactersInAQueryAreDropped() {
        #expect(SearchQuery("ne\tw\n") == SearchQuery("new"))
    }

    @Test func aHugeQueryMatchesNothingQuickly() {
        let index = SearchIndex(items: Self.places)
        #expect(index.matches(SearchQuery(String(repeating: "new ", count: 250_000)), in: 0..<index.count).items == [])
    }

    @Test func findsRealNamesWhateverTheirCaseAccentsAndForms() {
        let items = ["Straße 12", "Việt Nam", "İstanbul", "Diyarbakır", "Łódź", "ΟΔΟΣ", "ﬁle.txt", "Cafe\u{0301}", "strasse"]
        let index = SearchIndex(items: items)
        #expect(index.matches(SearchQuery("strasse"), in: 0..<index.count).items == [0, 8])
        #expect(index.matches(SearchQuery("STRAẞE"), in: 0..<index.count).items == [0, 8])
        #expect(index.matches(SearchQuery("viet"), in: 0..<index.count).items == [1])
        #expect(index.matches(SearchQuery("istanbul"), in: 0..<index.count).items == [2])
        #expect(index.matches(SearchQuery("bakir"), in: 0..<index.count).items == [3])
        #expect(index.matches(SearchQuery("lodz"), in: 0..<index.count).items == [4])
        #expect(index.matches(SearchQuery("οδος"), in: 0..<index.count).items == [5])
        #expect(index.matches(SearchQuery("FILE"), in: 0..<index.count).items == [6])
        #expect(index.matches(SearchQuery("café"), in: 0..<index.count).items == [7])
    }

    @Test func theIndexHoldsTheItemsAsGiven() {
        let items = Self.places + ["Straße", "Cafe\u{0301}", "", "line\nbreak"]
        let index = SearchIndex(items: items)
        #expect(items.indices.map(index.item) == items)
        #expect(index.itemByteCount == items.reduce(0) { $0 + $1.utf8.count })
    }

    /// Every pair of 24 letters, in items of their own and of more pairs: more pairs than
    /// have item bitmaps, so queries are answered by item bitmaps, by block bitmaps of the
    /// rarer pairs, by both, or at once for a pair no item has ("y" and "z" are in none).
    static let pairItems: [String] = {
        let letters = Array("abcdefghijklmnopqrstuvwx")
        var items: [String] = []
        for first in letters {
            for second in letters { items.append("\(first)\(second) \(first)\(second)") }
        }
        return items + (0..<600).map { "e\(letters[$0 % 24])r\(letters[($0 / 24) % 24]) \($0)" }
    }()
    static let pairIndex = SearchIndex(items: pairItems)
    static let pairQuery = Gen.int(in: 0...28).map { String(Array("abcdefghijklmnopqrstuvwxyz 12")[$0]) }.array(of: 1...5).map { $0.joined() }

    @Test func queriesWithAndWithoutPairBitmapsAgree() async {
        await propertyCheck(count: 500, input: Self.pairQuery) { text in
            let items = Self.pairItems
            let index = Self.pairIndex
            let query = SearchQuery(text)
            let expected = items.indices.filter { items[$0].lowercased().contains(text) }.map(UInt32.init)
            #expect(index.matches(query, in: 0..<index.count).items == expected, "\(text)")
            #expect(index.matches(query, among: SearchHits(Array(0..<UInt32(index.count)))).items == expected, "\(text)")
        }
    }

    static let letters: [String] = ["a", "b", "n", "e", "w", "s", "K", "ß", "S", "İ", "ı", "i", "ã", "e\u{0301}", "é", " ", "ﬁ", "f", "Ω", "ω", "-", "2"]
    static let alphabet = Gen.int(in: 0...(letters.count - 1)).map { SearchIndexTests.letters[$0] }
    static let item = alphabet.array(of: 0...12).map { $0.joined() }
    static let queryText = alphabet.array(of: 0...4).map { $0.joined() }

    /// The index agrees with a plain fold-and-contains filter on random data, whether a
    /// query is answered by signatures, pair bitmaps or a scan, on the whole index or on
    /// candidates.
    @Test func agreesWithAPlainFilter() async {
        await propertyCheck(count: 300, input: Self.item.array(of: 0...60), Self.queryText) { items, text in
            let index = SearchIndex(items: items)
            let query = SearchQuery(text)
            let expected = items.indices.filter {
                TextFolding.foldedUTF8(items[$0]).firstRange(of: query.bytes) != nil || query.isEmpty
            }.map(UInt32.init)
            #expect(index.matches(query, in: 0..<index.count).items == expected)
            let half = index.count / 2
            #expect(index.matches(query, in: 0..<half).items + index.matches(query, in: half..<index.count).items == expected)
            let odd = (0..<UInt32(index.count)).filter { $0 % 2 == 1 }
            #expect(index.matches(query, among: SearchHits(odd)).items == expected.filter { $0 % 2 == 1 })
        }
    }

    /// What a user does to the search field: types a letter at the end, presses backspace,
    /// pastes text at some place (replacing a selection, or all of it), or deletes a stretch.
    enum Edit {
        case type(String)
        case backspace
        case paste(String, at: Int, replacing: Int)
        case delete(at: Int, count: Int)

        func applied(to text: String) -> String {
            var scalars = Array(text.unicodeScalars)
            switch self {
            case .type(let letter): return text + letter
            case .backspace: return text.isEmpty ? text : String(text.dropLast())
            case .paste(let pasted, let at, let replacing):
                let start = min(at, scalars.count)
                scalars.replaceSubrange(start..<(start + min(scalars.count - start, replacing)), with: pasted.unicodeScalars)
            case .delete(let at, let count):
                let start = min(at, scalars.count)
                scalars.removeSubrange(start..<min(scalars.count, start + count))
            }
            return String(String.UnicodeScalarView(scalars))
        }
    }

    static let edit = Gen<Edit>.oneOf(
        alphabet.map { Edit.type($0) },
        alphabet.map { Edit.type($0) },
        Gen.always(Edit.backspace),
        PropertyChecks.zip(queryText, Gen.int(in: 0...8), Gen.int(in: 0...3)).map { Edit.paste($0.0, at: $0.1, replacing: $0.2) },
        queryText.map { Edit.paste($0, at: 0, replacing: .max) },
        PropertyChecks.zip(Gen.int(in: 0...8), Gen.int(in: 1...3)).map { Edit.delete(at: $0.0, count: $0.1) }
    )

    /// Editing at random (typing, backspace, pastes anywhere, deletions), with a memory of a
    /// random size: the session's incremental answers, refined from earlier ones or taken
    /// from memory, equal a plain fold-and-contains filter of every item.
    @Test func incrementalSearchEqualsAFullRefilter() async {
        await propertyCheck(count: 300, input: Self.item.array(of: 1...60), Self.edit.array(of: 1...40), Gen.int(in: 1...24)) { items, edits, capacity in
            var session = SearchSession(index: SearchIndex(items: items))
            session.capacity = capacity
            let folded = items.map(TextFolding.foldedUTF8)
            var typed = ""
            for edit in edits {
                typed = edit.applied(to: typed)
                let query = SearchQuery(typed)
                let expected = folded.indices.filter { query.isEmpty || folded[$0].firstRange(of: query.bytes) != nil }.map(UInt32.init)
                #expect(session.search(query) == expected, "\(typed)")
            }
        }
    }

    /// Typing a word letter by letter into items longer than what a search notes after a
    /// query (15 bytes), where the word may occur twice in an item, end it, or be cut off by
    /// its end: every keystroke's answer, mostly decided from what the last one noted,
    /// equals a plain fold-and-contains filter. Half the words are taken from an item, so
    /// that they have hits to refine.
    @Test func lettersTypedAtTheEndAgreeWithAFullRefilter() async {
        let longItem = Self.alphabet.array(of: 0...40).map { $0.joined() }
        await propertyCheck(count: 300, input: longItem.array(of: 1...80), Self.alphabet.array(of: 1...20), Gen.int(in: 0...79)) { items, typed, source in
            var session = SearchSession(index: SearchIndex(items: items))
            let folded = items.map(TextFolding.foldedUTF8)
            let fromAnItem = Array(items[source % items.count].unicodeScalars.map(String.init).dropFirst(source % 7))
            let word = source % 2 == 0 && !fromAnItem.isEmpty ? fromAnItem : typed
            var text = ""
            for letter in word {
                text += letter
                let query = SearchQuery(text)
                let expected = folded.indices.filter { query.isEmpty || folded[$0].firstRange(of: query.bytes) != nil }.map(UInt32.init)
                #expect(session.search(query) == expected, "\(text)")
            }
        }
    }

    /// Letters typed after a query are compared with what follows it in items written in
    /// capitals (kept as they are in the index, and matched ignoring ASCII case).
    @Test func lettersTypedAfterAQueryMatchCapitals() {
        let items = ["SECURITY UPDATE", "Security team", "insecure", "SeCuRiTy", "securities", "secure SECURITY", "SECURE"]
        var session = SearchSession(index: SearchIndex(items: items))
        for text in ["s", "se", "sec", "secu", "secur", "securi", "securit", "security", "security ", "security u", "security t"] {
            let expected = items.indices.filter { items[$0].lowercased().contains(text) }.map(UInt32.init)
            #expect(session.search(SearchQuery(text)) == expected, "\(text)")
        }
    }

    /// Refinements of more hits than are noted (90,000 items, so that 5,625 hits are refined):
    /// the hits are read again, and the answers stay right.
    @Test func refinementsWithManyHitsAgreeWithAFullRefilter() {
        let items = (0..<90_000).map { $0 % 19 == 0 ? "security \($0)" : $0 % 300 == 1 ? "Secure \($0)" : "section \($0)" }
        var session = SearchSession(index: SearchIndex(items: items))
        for text in ["sec", "secu", "secur", "securi", "security", "security 1", "security 19"] {
            let expected = items.indices.filter { items[$0].lowercased().contains(text) }.map(UInt32.init)
            #expect(session.search(SearchQuery(text)) == expected, "\(text)")
        }
    }

    /// The first hits of a range are the full search's hits before where it stopped, at most
    /// the limit; it stops only at the limit, the range's end or its effort, and always
    /// searches something.
    @Test func firstMatchesArePrefixesOfAllMatches() async {
        await propertyCheck(count: 40, input: Self.item.array(of: 0...14_000), Self.queryText, Gen.int(in: 0...80), Gen.int(in: 1...200_000)) { items, text, limit, effort in
            let index = SearchIndex(items: items)
            let query = SearchQuery(text)
            let start = items.count / 3
            let all = index.matches(query, in: start..<index.count).items
            let first = index.firstMatches(query, limit: limit, in: start..<index.count, effort: effort)
            #expect(first.searchedEnd <= index.count && first.searchedEnd >= start)
            #expect(first.hits == all.filter { Int($0) < first.searchedEnd }, "every hit before the end, none after")
            #expect(first.hits.count <= limit)
            if first.hits.count < limit && first.searchedEnd < index.count {
                #expect(first.searchedEnd > start, "something is searched")
                #expect(items[start..<first.searchedEnd].reduce(0) { $0 + $1.utf8.count + 1 } >= min(effort, 1), "it stops early only for its effort")
            }
        }
    }

    @Test func theSessionRefinesAndRemembers() {
        var session = SearchSession(index: SearchIndex(items: Self.places))
        _ = session.search(SearchQuery("n"))
        guard case .refine(let candidates, let known) = session.plan(SearchQuery("ne")) else { Issue.record("expected refine"); return }
        #expect(candidates.count == 6)
        #expect(known == SearchQuery("n"), "the hits refined are those of \"n\"")
        _ = session.search(SearchQuery("ne"))
        guard case .cached = session.plan(SearchQuery("n")) else { Issue.record("a backspace must be answered from memory"); return }
        guard case .scanAll = session.plan(SearchQuery("q")) else { Issue.record("an unrelated query scans"); return }
        #expect(session.filter([0, 2, 4], scope: nil) == [0, 2, 4])
    }

    @Test func theSessionSearchesEveryItemRatherThanRefiningTooManyHits() {
        var session = SearchSession(index: SearchIndex(items: Array(repeating: "New York", count: 70_000) + ["Kansas"]))
        _ = session.search(SearchQuery("n"))
        guard case .scanAll = session.plan(SearchQuery("ne")) else { Issue.record("70,000 earlier hits are too many to refine"); return }
        _ = session.search(SearchQuery("s"))
        guard case .refine = session.plan(SearchQuery("sa")) else { Issue.record("one earlier hit is refined"); return }
    }

    @Test func scopesFilterHits() {
        let session = SearchSession(index: SearchIndex(items: ["Texas", "Austin", "Dallas"], scopes: [0, 1, 1]))
        #expect(session.filter([0, 1, 2], scope: 1) == [1, 2])
        #expect(session.filter([0, 1, 2], scope: 0) == [0])
    }
}
