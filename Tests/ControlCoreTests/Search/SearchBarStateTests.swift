// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import ControlCore
import PropertyChecks
import Testing

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
        #expect(bar.handle(.setText("Ohio")) == [])
        #expect(bar.trailingButton == .clear)
        #expect(bar.handle(.userChangedText("")) == [.notify(.textDidChange(""))], "the clear icon is the user's edit")
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
        _ = bar.handle(.setText(""))
        #expect(bar.handle(.resultsListPressed) == [.notify(.resultsListButtonClicked)])
    }

    @Test func aTruncatedPasteLeavesANoticeUntilTheTextIsCleared() {
        var bar = SearchBarState()
        _ = bar.handle(.inputTruncated(requested: 1_000_000))
        #expect(bar.notice == .truncated(requestedLength: 1_000_000))
        _ = bar.handle(.userChangedText("x"))
        #expect(bar.notice != nil)
        _ = bar.handle(.userChangedText(""))
        #expect(bar.notice == nil)
        _ = bar.handle(.inputTruncated(requested: 1_000_000))
        _ = bar.handle(.setText("x"))
        #expect(bar.notice == nil, "a set from code clears it too, text or not")
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

    enum Input: CaseIterable {
        case type, erase, setText, truncate, begin, end, search, cancel, bookmark, resultsList, showBookmark, showResults, scope, setScope
    }

    /// Long random input against a field of the test's own, the one owner of the text: the
    /// delegate hears each of the user's changes once, with the field's text, and never the
    /// app's; the trailing button follows the field; the notice goes when the app sets the
    /// field or the user empties it; a button is pressed only while it shows.
    @Test func theFieldsTextDecidesOverRandomInput() async {
        await propertyCheck(count: 300, input: Gen<Input>.case.array(of: 1...200), Gen.int(in: -3...5).array(of: 200)) { inputs, numbers in
            var bar = SearchBarState()
            bar.scopeButtonTitles = ["All", "States", "Cities"]
            var field = ""
            for (step, input) in inputs.enumerated() {
                let n = numbers[step % numbers.count]
                let button = bar.trailingButton
                let event: SearchBarState.Event
                switch input {
                case .type:
                    field += String(repeating: "a", count: max(1, n))
                    event = .userChangedText(field)
                case .erase:
                    field = String(field.dropLast(max(1, n)))
                    event = .userChangedText(field)
                case .setText:
                    field = n > 0 ? "set \(n)" : ""
                    event = .setText(field)
                case .truncate: event = .inputTruncated(requested: SearchBarState.maximumLength + 1 + abs(n))
                case .begin: event = .beginEditing
                case .end: event = .endEditing
                case .search: event = .searchPressed
                case .cancel: event = .cancelPressed
                case .bookmark: event = .bookmarkPressed
                case .resultsList: event = .resultsListPressed
                case .showBookmark:
                    bar.showsBookmarkButton = n > 0
                    continue
                case .showResults:
                    bar.showsSearchResultsButton = n > 0
                    continue
                case .scope: event = .selectScope(n)
                case .setScope: event = .setSelectedScope(n)
                }
                let notes = bar.handle(event).map { effect in
                    switch effect { case .notify(let note): note }
                }
                let textChanges = notes.filter { if case .textDidChange = $0 { true } else { false } }
                switch input {
                case .type, .erase: #expect(textChanges == [.textDidChange(field)])
                default: #expect(textChanges == [])
                }
                if input == .setText || ([.type, .erase].contains(input) && field.isEmpty) { #expect(bar.notice == nil) }
                if input == .truncate { #expect(bar.notice != nil) }
                #expect((bar.trailingButton == .clear) == !field.isEmpty)
                #expect(bar.hasText == !field.isEmpty)
                if input == .bookmark { #expect(notes == (button == .bookmark ? [.bookmarkButtonClicked] : [])) }
                if input == .resultsList { #expect(notes == (button == .resultsList ? [.resultsListButtonClicked] : [])) }
                #expect(bar.scopeButtonTitles.indices.contains(bar.selectedScopeIndex))
            }
        }
    }
}
