// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import ControlCore
import GtkControls
import GtkTesting
import XCTest

/// Records every delegate call in order; can refuse edits that insert a digit, or every
/// edit, and act on the bar when the text changes.
@MainActor
private final class RecordingDelegate: SearchBarDelegate {
    var calls: [String] = []
    var refusesDigits = false
    var refusesAll = false
    var onTextDidChange: (SearchBar, String) -> Void = { _, _ in }

    func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool { calls.append("shouldBegin"); return true }
    func searchBarTextDidBeginEditing(_ searchBar: SearchBar) { calls.append("didBegin") }
    func searchBar(_ searchBar: SearchBar, shouldChangeTextIn range: Range<Int>, replacementText replacement: String) -> Bool {
        calls.append("shouldChange \(range.lowerBound)..<\(range.upperBound) \"\(replacement)\"")
        return !refusesAll && !(refusesDigits && replacement.contains(where: \.isNumber))
    }
    func searchBar(_ searchBar: SearchBar, textDidChange text: String) {
        calls.append("textDidChange \(text)")
        onTextDidChange(searchBar, text)
    }
    func searchBarShouldEndEditing(_ searchBar: SearchBar) -> Bool { calls.append("shouldEnd"); return true }
    func searchBarTextDidEndEditing(_ searchBar: SearchBar) { calls.append("didEnd") }
    func searchBarSearchButtonClicked(_ searchBar: SearchBar) { calls.append("search") }
    func searchBarCancelButtonClicked(_ searchBar: SearchBar) { calls.append("cancel") }
    func searchBar(_ searchBar: SearchBar, selectedScopeButtonIndexDidChange index: Int) { calls.append("scope \(index)") }
}

/// SearchBar driven by real keys, and the live search behind a results list.
final class SearchBarTests: GtkTestCase, @unchecked Sendable {
    @MainActor private func focusedBar(_ delegate: RecordingDelegate) -> (SearchBar, UnsafeMutablePointer<GtkWidget>) {
        let bar = SearchBar()
        bar.delegate = delegate
        let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
        gtk_box_append(cgtk_box(column), bar.widget)
        let other = gtk_button_new_with_label("Elsewhere")!
        gtk_box_append(cgtk_box(column), other)
        let window = present(column)
        xdotool("windowfocus --sync \(windowPoint(of: window, x: 0, y: 0).window)")
        bar.focus()
        XCTAssertTrue(pump { bar.isEditing })
        return (bar, other)
    }

    /// The prompt, the trailing button and the notice join the bar the first time they are
    /// shown, each in its place: a bar that shows none of them makes none (each widget costs
    /// memory and time to the first frame).
    func testPartsShownLaterJoinTheBarInTheirPlaces() {
        onMain {
            let bar = SearchBar()
            _ = present(bar.widget)
            let row = gtk_widget_get_first_child(bar.widget)!
            XCTAssertEqual(childParts(of: bar.widget), ["box", "revealer"])
            XCTAssertEqual(childParts(of: row), ["entry", "revealer"])
            bar.prompt = "Find a state"
            bar.showsBookmarkButton = true
            XCTAssertEqual(childParts(of: bar.widget), ["label", "box", "revealer"])
            XCTAssertEqual(childParts(of: row), ["entry", "button", "revealer"])
            bar.prompt = ""
            bar.text = "a"
            XCTAssertEqual(childParts(of: bar.widget), ["(label)", "box", "revealer"], "an emptied prompt is hidden")
            XCTAssertEqual(childParts(of: row), ["entry", "(button)", "revealer"], "GtkSearchEntry's own clear icon stands in")
            XCTAssertEqual(bar.trailingButtonWidget, gtk_widget_get_next_sibling(gtk_widget_get_first_child(row)))
        }
    }

    func testDelegateHearsEveryEventInOrder() {
        onMain {
            let delegate = RecordingDelegate()
            let (bar, other) = focusedBar(delegate)
            xdotool("type --delay 30 ne")
            xdotool("key Return")
            XCTAssertTrue(pump { delegate.calls.contains("search") })
            gtk_widget_grab_focus(other)
            XCTAssertTrue(pump { !bar.isEditing })
            XCTAssertEqual(delegate.calls, [
                "shouldBegin", "didBegin",
                "shouldChange 0..<0 \"n\"", "textDidChange n",
                "shouldChange 1..<1 \"e\"", "textDidChange ne",
                "search", "shouldEnd", "didEnd",
            ])
        }
    }

    func testAVetoedEditNeverHappens() {
        onMain {
            let delegate = RecordingDelegate()
            delegate.refusesDigits = true
            let (bar, _) = focusedBar(delegate)
            xdotool("type --delay 30 a1b")
            XCTAssertTrue(pump { bar.text == "ab" }, "got \(bar.text)")
            XCTAssertFalse(delegate.calls.contains("textDidChange a1"))
        }
    }

    func testEscapeIsCancelAndScopesNotify() {
        onMain {
            let delegate = RecordingDelegate()
            let (bar, _) = focusedBar(delegate)
            bar.scopeButtonTitles = ["All", "States", "Cities"]
            bar.showsScopeBar = true
            xdotool("type x")
            xdotool("key Escape")
            XCTAssertTrue(pump { delegate.calls.contains("cancel") })
            bar.selectedScopeButtonIndex = 2
            XCTAssertEqual(bar.selectedScopeButtonIndex, 2)
            bar.text = "set from code"
            drainEvents()
            XCTAssertFalse(delegate.calls.contains("textDidChange set from code"), "setting text from code is silent")
        }
    }

    /// The GObject face: the user's typing, Return and scope clicks emit signals after the
    /// delegate hears them; a set from code notifies its property once and emits nothing.
    func testSignalsFollowTheUserAndPropertiesNotifyOnce() {
        onMain {
            let delegate = RecordingDelegate()
            let (bar, _) = focusedBar(delegate)
            var heard: [String] = []
            for signal in ["search-button-clicked", "cancel-button-clicked"] {
                Signal.connect(bar.widget, signal) { _ in heard.append(signal) }
            }
            Signal.connect(bar.widget, "text-changed") { arguments in heard.append("text \(arguments.string(1) ?? "NULL")") }
            Signal.connect(bar.widget, "selected-scope-changed") { arguments in heard.append("scope \(arguments.int(1))") }
            var textNotifications = 0
            Signal.connect(bar.widget, "notify::text") { _ in textNotifications += 1 }
            xdotool("type --delay 30 ab")
            xdotool("key Return")
            XCTAssertTrue(pump { heard.contains("search-button-clicked") })
            XCTAssertEqual(heard, ["text a", "text ab", "search-button-clicked"], "text-changed carries the text")
            XCTAssertEqual(textNotifications, 2)
            bar.scopeButtonTitles = ["All", "States"]
            bar.showsScopeBar = true
            let scopes = gtk_widget_get_last_child(bar.widget)!
            let states = gtk_widget_get_last_child(gtk_revealer_get_child(OpaquePointer(scopes))!)!
            emit("clicked", on: states)
            XCTAssertEqual(heard.last, "scope 1")
            heard = []
            bar.text = "from code"
            bar.text = "from code"
            XCTAssertEqual(textNotifications, 3, "one notify for the change from code, none for the repeat")
            XCTAssertEqual(heard, [], "a set from code emits no signal")
        }
    }

    /// The app sets the text while the user's edit is being told (it upper-cases it): the
    /// delegate and `text-changed` hear the user's changes only, and the property notifies
    /// each change once, with the text it changed to.
    func testTextSetFromCodeDuringAUserEditIsNotTheUsers() {
        onMain {
            let delegate = RecordingDelegate()
            delegate.onTextDidChange = { bar, text in bar.text = text.uppercased() }
            let (bar, _) = focusedBar(delegate)
            var heard: [String] = []
            Signal.connect(bar.widget, "text-changed") { arguments in heard.append(arguments.string(1) ?? "NULL") }
            var notified: [String] = []
            Signal.connect(bar.widget, "notify::text") { _ in notified.append(bar.text) }
            // Where the caret goes after a set from code differs between GTK 4.8 and 4.18, so
            // the second "a" makes "Aa" or "aA".
            xdotool("type --delay 30 aa")
            XCTAssertTrue(pump { bar.text == "AA" }, "got \(bar.text)")
            drainEvents()
            XCTAssertEqual(heard.map { $0.lowercased() }, ["a", "aa"])
            XCTAssertEqual(delegate.calls.filter { $0.hasPrefix("textDidChange") }, heard.map { "textDidChange \($0)" })
            XCTAssertEqual(notified, [heard.first, "A", heard.last, "AA"].compactMap(\.self))
        }
    }

    /// A delegate that refuses every edit keeps the user's out, but is not asked about the
    /// app's text, which always goes in.
    func testAVetoingDelegateIsNotAskedAboutTheAppsText() {
        onMain {
            let delegate = RecordingDelegate()
            delegate.refusesAll = true
            let (bar, _) = focusedBar(delegate)
            bar.showsBookmarkButton = true
            xdotool("type x")
            XCTAssertTrue(pump { delegate.calls.contains("shouldChange 0..<0 \"x\"") })
            drainEvents()
            XCTAssertEqual(bar.text, "")
            delegate.calls = []
            bar.text = "Ohio"
            XCTAssertEqual(bar.text, "Ohio")
            XCTAssertEqual(delegate.calls, [], "the app's text is neither asked about nor told")
            XCTAssertEqual(gtk_widget_get_visible(bar.trailingButtonWidget), 0, "the clear icon stands in for the bookmark")
            xdotool("type y")
            XCTAssertTrue(pump { delegate.calls.contains { $0.hasPrefix("shouldChange") && $0.hasSuffix("\"y\"") } }, "got \(delegate.calls)")
            drainEvents()
            XCTAssertEqual(bar.text, "Ohio")
        }
    }

    /// Undo in the entry is the user's edit, asked about and heard like typing, and the bar
    /// follows it (the bookmark button comes back when the field is emptied), whether it
    /// undoes the user's typing or the app's text (GTK 4.8 keeps a set from code in the
    /// entry's history).
    func testUndoInTheEntryIsTheUsersEdit() {
        onMain {
            let delegate = RecordingDelegate()
            let (bar, _) = focusedBar(delegate)
            bar.showsBookmarkButton = true
            var heard: [String] = []
            Signal.connect(bar.widget, "text-changed") { arguments in heard.append(arguments.string(1) ?? "NULL") }
            xdotool("type --delay 30 ab")
            XCTAssertTrue(pump { bar.text == "ab" })
            xdotool("key ctrl+z")
            XCTAssertTrue(pump { bar.text != "ab" }, "undo must change the text")
            drainEvents()
            XCTAssertTrue(delegate.calls.dropLast().last?.hasPrefix("shouldChange") == true, "got \(delegate.calls)")
            XCTAssertEqual(delegate.calls.last, "textDidChange \(bar.text)")
            XCTAssertEqual(heard.last, bar.text)
            XCTAssertEqual(gtk_widget_get_visible(bar.trailingButtonWidget), bar.text.isEmpty ? 1 : 0)
            bar.text = "Ohio"
            delegate.calls = []
            heard = []
            xdotool("key ctrl+z")
            drainEvents()
            XCTAssertEqual(delegate.calls.last, bar.text == "Ohio" ? nil : "textDidChange \(bar.text)")
            XCTAssertEqual(heard, bar.text == "Ohio" ? [] : [bar.text])
            XCTAssertEqual(gtk_widget_get_visible(bar.trailingButtonWidget), bar.text.isEmpty ? 1 : 0)
        }
    }

    /// The app configures the bar each time the user types (new scopes, placeholder, the
    /// bookmark button): the typing goes on, and rebuilding the scope buttons is no scope
    /// change of the user's.
    func testTypingWhileTheBarIsBeingConfigured() {
        onMain {
            let delegate = RecordingDelegate()
            let (bar, _) = focusedBar(delegate)
            bar.scopeButtonTitles = ["All", "States", "Cities"]
            bar.showsScopeBar = true
            bar.selectedScopeButtonIndex = 2
            delegate.onTextDidChange = { bar, text in
                bar.scopeButtonTitles = ["All", "States", "Cities", text]
                bar.placeholder = "After \(text)"
                bar.showsBookmarkButton.toggle()
            }
            var scopeSignals = 0
            Signal.connect(bar.widget, "selected-scope-changed") { _ in scopeSignals += 1 }
            xdotool("type --delay 30 abc")
            XCTAssertTrue(pump { bar.text == "abc" }, "got \(bar.text)")
            drainEvents()
            XCTAssertEqual(delegate.calls.filter { $0.hasPrefix("textDidChange") }, ["textDidChange a", "textDidChange ab", "textDidChange abc"])
            XCTAssertFalse(delegate.calls.contains { $0.hasPrefix("scope") })
            XCTAssertEqual(scopeSignals, 0)
            XCTAssertEqual(bar.selectedScopeButtonIndex, 2)
            XCTAssertEqual(bar.scopeButtonTitles.last, "abc")
            let scopes = gtk_revealer_get_child(OpaquePointer(gtk_widget_get_last_child(bar.widget)!))!
            var active: [Int32] = []
            var button = gtk_widget_get_first_child(scopes)
            while let current = button {
                active.append(gtk_toggle_button_get_active(cgtk_toggle_button(current)))
                button = gtk_widget_get_next_sibling(current)
            }
            XCTAssertEqual(active, [0, 0, 1, 0])
            XCTAssertEqual(gtk_widget_get_visible(bar.trailingButtonWidget), 0, "text hides the bookmark button")
            xdotool("key ctrl+a BackSpace")
            XCTAssertTrue(pump { bar.text.isEmpty })
            drainEvents()
            XCTAssertEqual(gtk_widget_get_visible(bar.trailingButtonWidget), bar.showsBookmarkButton ? 1 : 0)
        }
    }

    /// GtkEntryBuffer holds at most 65,535 characters: the bar keeps what fits, says so, and
    /// the search still answers.
    func testAOneMegabytePasteIsAcceptedAndSearched() {
        onMain {
            let delegate = RecordingDelegate()
            let (bar, _) = focusedBar(delegate)
            let pasted = String(repeating: "new york\t", count: 111_112)
            gdk_clipboard_set_text(gdk_display_get_clipboard(gdk_display_get_default()), pasted)
            xdotool("key ctrl+v")
            XCTAssertTrue(pump(timeout: 30) { bar.text.count > 60_000 && bar.notice != nil }, "got \(bar.text.count) characters")
            XCTAssertLessThanOrEqual(bar.text.count, SearchBarState.maximumLength)
            XCTAssertTrue(delegate.calls.contains { $0.hasPrefix("textDidChange new york") })
            var ready = false
            let search = LiveSearch(items: ["New York", "Newark"]) { ready = true }
            XCTAssertTrue(pump { ready })
            var delivered: [UInt32]?
            search.search(bar.text, scope: nil) { hits, _ in delivered = hits }
            XCTAssertTrue(pump(timeout: 10) { delivered != nil }, "a huge query must still be answered")
            XCTAssertEqual(delivered, [], "tabs are dropped, and no item holds the whole paste")
            bar.text = ""
            XCTAssertNil(bar.notice, "setting the text clears the notice")
        }
    }

    /// A paste the delegate refuses changes nothing and says nothing of being cut short.
    func testAVetoedLongPasteShowsNoNotice() {
        onMain {
            let delegate = RecordingDelegate()
            delegate.refusesDigits = true
            let (bar, _) = focusedBar(delegate)
            let pasted = String(repeating: "route 66 ", count: 10_000)
            gdk_clipboard_set_text(gdk_display_get_clipboard(gdk_display_get_default()), pasted)
            xdotool("key ctrl+v")
            XCTAssertTrue(pump { delegate.calls.contains { $0.hasPrefix("shouldChange 0..<0 \"route 66") } }, "the paste must reach the delegate")
            drainEvents()
            XCTAssertEqual(bar.text, "")
            XCTAssertNil(bar.notice, "a refused paste was not cut short: it never happened")
        }
    }

    func testInputTraitsMapOntoGtkHints() {
        onMain {
            let (purpose, hints) = SearchBar.gtkInput(for: TextInputTraits(autocapitalization: .words, spellChecking: true, purpose: .email))
            XCTAssertEqual(purpose, GTK_INPUT_PURPOSE_EMAIL)
            XCTAssertNotEqual(hints.rawValue & GTK_INPUT_HINT_UPPERCASE_WORDS.rawValue, 0)
            XCTAssertNotEqual(hints.rawValue & GTK_INPUT_HINT_SPELLCHECK.rawValue, 0)
        }
    }

    func testLiveSearchAnswersASmallListAtOnceAndHighlightsTheMatch() {
        onMain {
            var ready = false
            let search = LiveSearch(items: ["New York", "Newark", "São Paulo", "Kansas"]) { ready = true }
            XCTAssertTrue(pump { ready })
            var delivered: [([UInt32], Bool)] = []
            search.search("n", scope: nil) { delivered.append(($0, $1)) }
            XCTAssertEqual(delivered.map(\.0), [[0, 1, 3]], "a list searched within the first screenful's effort is answered before search returns")
            XCTAssertEqual(delivered.map(\.1), [true])
            drainEvents()
            XCTAssertEqual(delivered.count, 1, "and only once")
            XCTAssertEqual(SearchResultsView.markup("São Paulo", highlighting: "sao"), "<b>São</b> Paulo")
            XCTAssertEqual(SearchResultsView.markup("A & B", highlighting: "b"), "A &amp; <b>B</b>")
            XCTAssertEqual(search.index?.item(2), "São Paulo", "the index keeps the items for the rows")
        }
    }

    /// A long list: the first screenful comes before search returns, and then every hit
    /// from the background, but only for the newest query.
    func testLiveSearchDeliversAScreenfulAtOnceThenAllHitsOfTheNewestQuery() {
        onMain {
            let items = (0..<300_000).map { $0 % 1000 == 0 ? "needle \($0)" : "hay \($0)" }
            var ready = false
            let search = LiveSearch(items: items) { ready = true }
            XCTAssertTrue(pump(timeout: 30) { ready })
            let expected = items.indices.filter { items[$0].hasPrefix("needle") }.map(UInt32.init)
            var delivered: [([UInt32], Bool)] = []
            search.search("needle", scope: nil) { delivered.append(($0, $1)) }
            XCTAssertEqual(delivered.count, 1, "the first screenful, at once")
            XCTAssertEqual(delivered.first?.0, Array(expected.prefix(LiveSearch.firstScreenful)))
            XCTAssertEqual(delivered.first?.1, false)
            XCTAssertTrue(pump(timeout: 10) { delivered.count == 2 })
            XCTAssertEqual(delivered.last?.0, expected, "then every hit")
            XCTAssertEqual(delivered.last?.1, true)

            delivered = []
            search.search("hay 1", scope: nil) { delivered.append(($0, $1)) }
            search.search("needle 29", scope: nil) { delivered.append(($0, $1)) }
            XCTAssertTrue(pump(timeout: 10) { delivered.last?.1 == true })
            drainEvents()
            XCTAssertEqual(delivered.filter(\.1).map(\.0), [[29_000] + Array(290_000..<300_000).filter { $0 % 1000 == 0 }.map(UInt32.init)],
                           "only the newest query's complete results arrive")
        }
    }
}
