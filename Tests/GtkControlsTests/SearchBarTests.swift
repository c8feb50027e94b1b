import CGtk
import ControlCore
import GtkControls
import XCTest

/// Records every delegate call in order; can refuse edits that insert a digit.
@MainActor
private final class RecordingDelegate: SearchBarDelegate {
    var calls: [String] = []
    var refusesDigits = false

    func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool { calls.append("shouldBegin"); return true }
    func searchBarTextDidBeginEditing(_ searchBar: SearchBar) { calls.append("didBegin") }
    func searchBar(_ searchBar: SearchBar, shouldChangeTextIn range: Range<Int>, replacementText replacement: String) -> Bool {
        calls.append("shouldChange \(range.lowerBound)..<\(range.upperBound) \"\(replacement)\"")
        return !(refusesDigits && replacement.contains(where: \.isNumber))
    }
    func searchBar(_ searchBar: SearchBar, textDidChange text: String) { calls.append("textDidChange \(text)") }
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
            for signal in ["text-changed", "search-button-clicked", "cancel-button-clicked"] {
                Signal.connect(bar.widget, signal) { _ in heard.append(signal) }
            }
            Signal.connect(bar.widget, "selected-scope-changed") { arguments in heard.append("scope \(arguments.int(1))") }
            var textNotifications = 0
            Signal.connect(bar.widget, "notify::text") { _ in textNotifications += 1 }
            xdotool("type --delay 30 ab")
            xdotool("key Return")
            XCTAssertTrue(pump { heard.contains("search-button-clicked") })
            XCTAssertEqual(heard, ["text-changed", "text-changed", "search-button-clicked"])
            XCTAssertEqual(textNotifications, 2)
            bar.scopeButtonTitles = ["All", "States"]
            bar.showsScopeBar = true
            let scopes = gtk_widget_get_last_child(bar.widget)!
            let states = gtk_widget_get_last_child(gtk_revealer_get_child(OpaquePointer(scopes))!)!
            WidgetType.emit(states, "clicked")
            XCTAssertEqual(heard.last, "scope 1")
            heard = []
            bar.text = "from code"
            bar.text = "from code"
            XCTAssertEqual(textNotifications, 3, "one notify for the change from code, none for the repeat")
            XCTAssertEqual(heard, [], "a set from code emits no signal")
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
            search.search(bar.text, scope: nil) { delivered = $0 }
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

    func testLiveSearchDeliversOnlyTheNewestQueryAndRowsHighlightTheMatch() {
        onMain {
            var ready = false
            let search = LiveSearch(items: ["New York", "Newark", "São Paulo", "Kansas"]) { ready = true }
            XCTAssertTrue(pump { ready })
            var delivered: [[UInt32]] = []
            search.search("n", scope: nil) { delivered.append($0) }
            search.search("ne", scope: nil) { delivered.append($0) }
            search.search("sao", scope: nil) { delivered.append($0) }
            XCTAssertTrue(pump { !delivered.isEmpty })
            drainEvents()
            XCTAssertEqual(delivered, [[2]], "only the newest query's results arrive")
            XCTAssertEqual(SearchResultsView.markup("São Paulo", highlighting: "sao"), "<b>São</b> Paulo")
            XCTAssertEqual(SearchResultsView.markup("A & B", highlighting: "b"), "A &amp; <b>B</b>")
            XCTAssertEqual(search.index?.item(2), "São Paulo", "the index keeps the items for the rows")
        }
    }

    /// The results list notifies count once per change and names the activated item.
    func testResultsCountNotifiesAndActivationSignalsTheItem() {
        onMain {
            let titles = ["Albany", "Boston", "Chicago"]
            let results = SearchResultsView { titles[Int($0)] }
            gtk_widget_set_size_request(results.widget, 300, 200)
            _ = present(results.widget)
            var counts = 0
            var activated: [Int] = []
            Signal.connect(results.widget, "notify::count") { _ in counts += 1 }
            Signal.connect(results.widget, "row-activated") { arguments in activated.append(arguments.int(1)) }
            results.show([0, 2], query: "")
            results.show([2, 0], query: "a")
            XCTAssertEqual(counts, 1, "the same number of rows is no change of count")
            let listView = gtk_scrolled_window_get_child(cgtk_scrolled_window(gtk_widget_get_first_child(results.widget)!))!
            XCTAssertNotEqual(gtk_widget_activate_action_variant(listView, "list.activate-item", g_variant_new_uint32(1)), 0)
            XCTAssertEqual(activated, [0], "the second row shows item 0")
        }
    }

    /// Folding changes the length of the text ("ß" is "ss", a decomposed "é" is two
    /// scalars, "ﬁ" is "fi"): the bold still covers the title's own characters.
    func testTheHighlightMarksTheOriginalCharactersWhereFoldingChangesTheLength() {
        onMain {
            XCTAssertEqual(SearchResultsView.markup("Straße 5", highlighting: "SS"), "Stra<b>ß</b>e 5")
            XCTAssertEqual(SearchResultsView.markup("Straße 5", highlighting: "strasse"), "<b>Straße</b> 5")
            XCTAssertEqual(SearchResultsView.markup("Cafe\u{0301} <noir>", highlighting: "café"), "<b>Cafe\u{0301}</b> &lt;noir&gt;")
            XCTAssertEqual(SearchResultsView.markup("ﬁle", highlighting: "IL"), "<b>ﬁl</b>e")
            XCTAssertEqual(SearchResultsView.markup("Việt Nam", highlighting: "viet"), "<b>Việt</b> Nam")
        }
    }
}
