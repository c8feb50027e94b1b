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

    @Test func overheadStaysUnderFortyEightBytesPerItem() {
        #expect(SearchIndex.overheadPerItem <= 48)
    }

    static let letters: [Character] = Array("abnewsãoé K")
    static let alphabet = Gen.int(in: 0...(letters.count - 1)).map { SearchIndexTests.letters[$0] }

    /// The index agrees with a plain fold-and-contains filter on random data.
    @Test func agreesWithAPlainFilter() async {
        await propertyCheck(count: 300, input: Self.alphabet.string(of: 0...8).array(of: 0...40), Self.alphabet.string(of: 0...3)) { items, text in
            let index = SearchIndex(items: items)
            let query = SearchQuery(text)
            let expected = items.indices.filter {
                query.isEmpty || TextFolding.fold(items[$0]).contains(TextFolding.fold(String(decoding: query.bytes, as: UTF8.self)))
            }.map(UInt32.init)
            #expect(index.matches(query, in: 0..<index.count) == expected)
        }
    }

    /// Typing and backspacing at random: the session's incremental answers equal a full
    /// re-filter for every query.
    @Test func incrementalRefinementEqualsAFullRefilter() async {
        await propertyCheck(count: 200, input: Self.alphabet.string(of: 0...10).array(of: 1...60),
                            Gen.int(in: -1...6).array(of: 1...40)) { items, keys in
            var session = SearchSession(index: SearchIndex(items: items))
            var typed = ""
            let letters = Array("anews")
            for key in keys {
                if key < 0 { if !typed.isEmpty { typed.removeLast() } } else { typed.append(letters[key % letters.count]) }
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
        #expect(bar.notice?.contains("1000000") == true)
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
