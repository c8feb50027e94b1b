import ControlCore
import PropertyBased
import Testing

@Suite struct SearchIndexTests {
    static let places = ["New York", "New Jersey", "São Paulo", "Newark", "Kansas", "Arkansas", "NEW MEXICO", "Québec"]

    @Test func findsSubstringsIgnoringCaseAndAccents() {
        let index = SearchIndex(items: Self.places)
        #expect(index.matches(SearchQuery("new"), in: 0..<index.count) == [0, 1, 3, 6])
        #expect(index.matches(SearchQuery("sao"), in: 0..<index.count) == [2])
        #expect(index.matches(SearchQuery("QUEB"), in: 0..<index.count) == [7])
        #expect(index.matches(SearchQuery("ansas"), in: 0..<index.count) == [4, 5])
        #expect(index.matches(SearchQuery(""), in: 0..<index.count).count == Self.places.count)
        #expect(index.matches(SearchQuery("zzz"), in: 0..<index.count) == [])
    }

    @Test func splitRangesJoinToTheWholeScan() {
        let index = SearchIndex(items: Self.places)
        let query = SearchQuery("e")
        #expect(index.matches(query, in: 0..<4) + index.matches(query, in: 4..<8) == index.matches(query, in: 0..<8))
    }

    @Test func controlCharactersInAQueryAreDropped() {
        #expect(SearchQuery("ne\tw\n") == SearchQuery("new"))
    }

    @Test func aHugeQueryMatchesNothingQuickly() {
        let index = SearchIndex(items: Self.places)
        #expect(index.matches(SearchQuery(String(repeating: "new ", count: 250_000)), in: 0..<index.count) == [])
    }

    @Test func findsRealNamesWhateverTheirCaseAccentsAndForms() {
        let items = ["Straße 12", "Việt Nam", "İstanbul", "Diyarbakır", "Łódź", "ΟΔΟΣ", "ﬁle.txt", "Cafe\u{0301}", "strasse"]
        let index = SearchIndex(items: items)
        #expect(index.matches(SearchQuery("strasse"), in: 0..<index.count) == [0, 8])
        #expect(index.matches(SearchQuery("STRAẞE"), in: 0..<index.count) == [0, 8])
        #expect(index.matches(SearchQuery("viet"), in: 0..<index.count) == [1])
        #expect(index.matches(SearchQuery("istanbul"), in: 0..<index.count) == [2])
        #expect(index.matches(SearchQuery("bakir"), in: 0..<index.count) == [3])
        #expect(index.matches(SearchQuery("lodz"), in: 0..<index.count) == [4])
        #expect(index.matches(SearchQuery("οδος"), in: 0..<index.count) == [5])
        #expect(index.matches(SearchQuery("FILE"), in: 0..<index.count) == [6])
        #expect(index.matches(SearchQuery("café"), in: 0..<index.count) == [7])
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
            #expect(index.matches(query, in: 0..<index.count) == expected, "\(text)")
            #expect(index.matches(query, among: Array(0..<UInt32(index.count))[...]) == expected, "\(text)")
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
            #expect(index.matches(query, in: 0..<index.count) == expected)
            let half = index.count / 2
            #expect(index.matches(query, in: 0..<half) + index.matches(query, in: half..<index.count) == expected)
            let odd = (0..<UInt32(index.count)).filter { $0 % 2 == 1 }
            #expect(index.matches(query, among: odd[...]) == expected.filter { $0 % 2 == 1 })
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
        PropertyBased.zip(queryText, Gen.int(in: 0...8), Gen.int(in: 0...3)).map { Edit.paste($0.0, at: $0.1, replacing: $0.2) },
        queryText.map { Edit.paste($0, at: 0, replacing: .max) },
        PropertyBased.zip(Gen.int(in: 0...8), Gen.int(in: 1...3)).map { Edit.delete(at: $0.0, count: $0.1) }
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

    /// The first hits of a range are the full search's hits before where it stopped, at most
    /// the limit; it stops only at the limit, the range's end or its effort, and always
    /// searches something.
    @Test func firstMatchesArePrefixesOfAllMatches() async {
        await propertyCheck(count: 40, input: Self.item.array(of: 0...14_000), Self.queryText, Gen.int(in: 0...80), Gen.int(in: 1...200_000)) { items, text, limit, effort in
            let index = SearchIndex(items: items)
            let query = SearchQuery(text)
            let start = items.count / 3
            let all = index.matches(query, in: start..<index.count)
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

@Suite struct SearchBarStateTests {
    @Test func editingNotificationsComeInOrder() {
        var bar = SearchBarState()
        var notes: [SearchBarNotification] = []
        for event: SearchBarState.Event in [.beginEditing, .userChangedText("n"), .userChangedText("ne"), .searchPressed, .endEditing] {
            for case .notify(let note) in bar.handle(event) { notes.append(note) }
        }
        #expect(notes == [.didBeginEditing, .textDidChange("n"), .textDidChange("ne"), .searchButtonClicked, .didEndEditing])
    }

    @Test func settingTextFromCodeDoesNotNotify() {
        var bar = SearchBarState()
        #expect(bar.handle(.setText("Ohio")) == [.showText("Ohio")])
        #expect(bar.handle(.clearPressed) == [.showText(""), .notify(.textDidChange(""))])
    }

    @Test func trailingButtonPrecedence() {
        var bar = SearchBarState()
        #expect(bar.trailingButton == nil)
        bar.showsBookmarkButton = true
        #expect(bar.trailingButton == .bookmark)
        bar.showsSearchResultsButton = true
        #expect(bar.trailingButton == .resultsList, "results list wins over bookmark")
        _ = bar.handle(.userChangedText("x"))
        #expect(bar.trailingButton == .clear, "both give way to clear while there is text")
        #expect(bar.handle(.bookmarkPressed) == [], "a hidden button cannot be pressed")
        _ = bar.handle(.clearPressed)
        #expect(bar.handle(.resultsListPressed) == [.notify(.resultsListButtonClicked)])
    }

    @Test func aTruncatedPasteLeavesANoticeUntilTheTextIsCleared() {
        var bar = SearchBarState()
        _ = bar.handle(.inputTruncated(requested: 1_000_000))
        #expect(bar.notice == .truncated(requestedLength: 1_000_000))
        _ = bar.handle(.userChangedText("x"))
        #expect(bar.notice != nil)
        _ = bar.handle(.clearPressed)
        #expect(bar.notice == nil)
    }

    @Test func scopeChangesNotifyOnceAndStayInRange() {
        var bar = SearchBarState()
        bar.scopeButtonTitles = ["All", "States", "Cities"]
        #expect(bar.handle(.selectScope(2)) == [.notify(.selectedScopeDidChange(2))])
        #expect(bar.handle(.selectScope(2)) == [])
        #expect(bar.handle(.selectScope(5)) == [])
        bar.scopeButtonTitles = ["All"]
        #expect(bar.selectedScopeIndex == 0)
    }
}
