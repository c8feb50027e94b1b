// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import ControlCore
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
