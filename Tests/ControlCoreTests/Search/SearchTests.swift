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

    /// Every pair of 24 letters: more pairs than have bitmaps, so both ways of searching
    /// (bitmaps, and a scan of the text for the rarest pairs) are taken.
    @Test func queriesWithAndWithoutPairBitmapsAgree() {
        let letters = Array("abcdefghijklmnopqrstuvwx")
        var items: [String] = []
        for first in letters {
            for second in letters { items.append("\(first)\(second) \(first)\(second)") }
        }
        let index = SearchIndex(items: items)
        for query in ["ab", "xw", "wx", "a", "abab", "b a", "xwxw", "Ab "] {
            let expected = items.indices.filter { items[$0].lowercased().contains(query.lowercased()) }.map(UInt32.init)
            #expect(index.matches(SearchQuery(query), in: 0..<index.count) == expected, "\(query)")
            #expect(index.matches(SearchQuery(query), among: index.matches(SearchQuery(""), in: 0..<index.count)[...]) == expected)
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

    /// Typing and backspacing at random: the session's incremental answers equal a full
    /// re-filter for every query.
    @Test func incrementalRefinementEqualsAFullRefilter() async {
        await propertyCheck(count: 200, input: Self.item.array(of: 1...60),
                            Gen.int(in: -1...6).array(of: 1...40)) { items, keys in
            var session = SearchSession(index: SearchIndex(items: items))
            var typed = ""
            let letters = ["a", "n", "e", "w", "s", "ß", "S"]
            for key in keys {
                if key < 0 { if !typed.isEmpty { typed.removeLast() } } else { typed += letters[key % letters.count] }
                let query = SearchQuery(typed)
                #expect(session.search(query) == session.index.matches(query, in: 0..<session.index.count))
            }
        }
    }

    @Test func theSessionRefinesAndRemembers() {
        var session = SearchSession(index: SearchIndex(items: Self.places))
        _ = session.search(SearchQuery("n"))
        guard case .refine(let candidates) = session.plan(SearchQuery("ne")) else { Issue.record("expected refine"); return }
        #expect(candidates.count == 6)
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
