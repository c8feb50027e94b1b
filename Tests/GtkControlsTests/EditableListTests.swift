// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import ControlCore
import GtkControls
import GtkTesting
import XCTest

@MainActor
private final class Rows: EditableListDataSource {
    var titles: [Int: String]
    var deleted: [Int] = []
    var failing = false

    init(_ count: Int) {
        titles = Dictionary(uniqueKeysWithValues: (1...count).map { ($0, "Row \($0)") })
    }

    struct Refused: Error, CustomStringConvertible { var description: String { "the server refused" } }

    func editableList(_ list: EditableList, titleForRow id: Int) -> String { titles[id] ?? "" }
    func editableList(_ list: EditableList, commitDeletionOf id: Int, at index: Int) throws {
        if failing { throw Refused() }
        deleted.append(id)
    }
}

/// EditableList in a real window: real clicks on its buttons and elsewhere, keys, failures.
/// The deleted row's fade runs in virtual time.
final class EditableListTests: GtkTestCase, @unchecked Sendable {
    @MainActor private let scheduler = ManualScheduler()
    /// The lists' data sources, which a list holds weakly, as a table view does.
    @MainActor private var dataSources: [Rows] = []

    @MainActor private func descendants(of widget: UnsafeMutablePointer<GtkWidget>, withClass name: String) -> [UnsafeMutablePointer<GtkWidget>] {
        var found: [UnsafeMutablePointer<GtkWidget>] = []
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if gtk_widget_has_css_class(current, name) != 0 { found.append(current) }
            found += descendants(of: current, withClass: name)
            child = gtk_widget_get_next_sibling(current)
        }
        return found
    }

    /// Waits until the revealer holding `widget` has finished sliding it in.
    @MainActor private func waitUntilRevealed(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        pump { gtk_widget_get_parent(widget).map { gtk_revealer_get_child_revealed(OpaquePointer($0.rawObject)) != 0 } ?? false }
    }

    /// The Delete button whose revealer shows it (or is sliding it in).
    @MainActor private func revealedDeleteButton(of list: EditableList) -> UnsafeMutablePointer<GtkWidget>? {
        descendants(of: list.widget, withClass: "delete-confirmation").first { button in
            gtk_widget_get_parent(button).map { gtk_revealer_get_reveal_child(OpaquePointer($0.rawObject)) != 0 } ?? false
        }
    }

    @MainActor private func click(_ widget: UnsafeMutablePointer<GtkWidget>) {
        let point = windowPoint(of: widget, x: Double(gtk_widget_get_width(widget)) / 2, y: Double(gtk_widget_get_height(widget)) / 2)
        xdotool("mousemove --window \(point.window) \(point.x) \(point.y) click 1")
    }

    @MainActor private func makeList(_ rows: Rows, count: Int) -> EditableList {
        let list = EditableList(rowIDs: Array(1...count), scheduler: scheduler)
        dataSources.append(rows)
        list.dataSource = rows
        gtk_widget_set_size_request(list.widget, 400, 300)
        _ = present(list.widget)
        return list
    }

    /// Edit mode is a GObject property: a change from code or from a .ui binding notifies
    /// once and emits editing-changed; setting the same value does neither.
    func testEditingNotifiesAndSignalsOncePerChange() {
        onMain {
            let list = makeList(Rows(3), count: 3)
            var notifications = 0
            var signals = 0
            Signal.connect(list.widget, "notify::editing") { _ in notifications += 1 }
            Signal.connect(list.widget, "editing-changed") { _ in signals += 1 }
            list.isEditing = true
            list.isEditing = true
            cgtk_set_bool_property(list.widget.rawObject, "editing", 0)
            XCTAssertFalse(list.isEditing)
            XCTAssertEqual(notifications, 2)
            XCTAssertEqual(signals, 2)
        }
    }

    /// The Delete button slides in from the row's end edge: left to right its start stays at
    /// the sliding edge of its revealer, right to left (GtkRevealer mirrors the slide) its
    /// right edge does. Caught mirrored twice once, when the list flipped the slide as well.
    func testTheDeleteButtonSlidesInFromTheEndEdgeInEitherDirection() {
        onMain {
            for direction in [GTK_TEXT_DIR_LTR, GTK_TEXT_DIR_RTL] {
                gtk_widget_set_default_direction(direction)
                defer { gtk_widget_set_default_direction(GTK_TEXT_DIR_LTR) }
                let list = makeList(Rows(3), count: 3)
                XCTAssertTrue(pump { !descendants(of: list.widget, withClass: "delete-confirmation").isEmpty }, "no rows")
                list.handle(.deleteKey(1))
                var sliding: UnsafeMutablePointer<GtkWidget>?
                pump {
                    sliding = descendants(of: list.widget, withClass: "delete-confirmation").first { gtk_widget_get_mapped($0) != 0 }
                    return sliding != nil
                }
                guard let delete = sliding, let revealer = gtk_widget_get_parent(delete) else {
                    return XCTFail("no Delete button is sliding in")
                }
                var bounds = graphene_rect_t()
                XCTAssertTrue(pump {
                    let width = gtk_widget_get_width(revealer)
                    return width > 0 && width < gtk_widget_get_width(delete) && gtk_widget_compute_bounds(delete, revealer, &bounds) != 0
                }, "the Delete button never was half in")
                let revealed = Float(gtk_widget_get_width(revealer))
                if direction == GTK_TEXT_DIR_LTR {
                    XCTAssertEqual(bounds.origin.x, 0, accuracy: 0.5, "left to right the button's left edge leads")
                } else {
                    XCTAssertEqual(bounds.origin.x + bounds.size.width, revealed, accuracy: 0.5, "right to left its right edge leads")
                }
                close(cgtk_widget(gtk_widget_get_root(list.widget)!.rawObject))
            }
        }
    }

    func testMinusThenClickElsewhereCancelsThenMinusThenDeleteCommits() throws {
        try onMain {
            let rows = Rows(20)
            let list = makeList(rows, count: 20)
            list.isEditing = true
            drainEvents()
            let minuses = descendants(of: list.widget, withClass: "edit-control")
            XCTAssertGreaterThan(minuses.count, 5)
            XCTAssertTrue(waitUntilRevealed(minuses[1]))
            click(minuses[1])
            XCTAssertTrue(pump { list.confirmingRow != nil })
            let confirming = try XCTUnwrap(list.confirmingRow)
            let labels = descendants(of: list.widget, withClass: "editable-row")
            click(labels[5])
            XCTAssertTrue(pump { list.confirmingRow == nil }, "a click elsewhere must cancel")
            XCTAssertEqual(rows.deleted, [], "cancelling deletes nothing")
            click(minuses[1])
            XCTAssertTrue(pump { list.confirmingRow == confirming })
            let delete = try XCTUnwrap(revealedDeleteButton(of: list))
            XCTAssertTrue(waitUntilRevealed(delete), "the Delete button slides in")
            click(delete)
            XCTAssertEqual(rows.deleted, [confirming])
            XCTAssertTrue(list.rowIDs.contains(confirming), "the row fades before it goes")
            scheduler.advance(by: .milliseconds(250))
            XCTAssertFalse(list.rowIDs.contains(confirming))
        }
    }

    /// A press held on a row while it fades out and goes (a slow tap, or a drag begun on it)
    /// leaves GTK's count of pressed widgets right: its release finds what it pressed.
    func testARowThatGoesWhileAPressHoldsItLeavesNothingPressed() throws {
        try onMain {
            let rows = Rows(5)
            let list = makeList(rows, count: 5)
            list.isEditing = true
            drainEvents()
            let minuses = descendants(of: list.widget, withClass: "edit-control")
            XCTAssertTrue(waitUntilRevealed(minuses[1]))
            click(minuses[1])
            let deleting = try XCTUnwrap(list.confirmingRow)
            let delete = try XCTUnwrap(revealedDeleteButton(of: list))
            XCTAssertTrue(waitUntilRevealed(delete))
            let label = descendants(of: list.widget, withClass: "editable-row")[1]
            let logged = warnings {
                click(delete)
                XCTAssertEqual(rows.deleted, [deleting])
                let point = windowPoint(of: label, x: 200, y: 10)
                xdotool("mousemove --window \(point.window) \(point.x) \(point.y) mousedown 1")
                scheduler.advance(by: .milliseconds(250))
                drainEvents()
                XCTAssertFalse(list.rowIDs.contains(deleting), "the row went while pressed")
                xdotool("mousemove --window \(point.window) \(point.x - 100) \(point.y) mouseup 1")
                click(minuses[3])
            }
            XCTAssertEqual(logged, [], "GTK complained of the press")
        }
    }

    func testSwipeShowsDeleteOutsideEditModeAndEscapeCancels() {
        onMain {
            let rows = Rows(5)
            let list = makeList(rows, count: 5)
            let row = descendants(of: list.widget, withClass: "editable-row")[0]
            let start = windowPoint(of: row, x: 300, y: 10)
            xdotool("mousemove --window \(start.window) \(start.x) \(start.y) mousedown 1")
            for step in 1...6 { xdotool("mousemove --window \(start.window) \(start.x - step * 25) \(start.y)") }
            xdotool("mouseup 1")
            XCTAssertTrue(pump { list.confirmingRow == 1 }, "a swipe to the start edge shows Delete")
            xdotool("windowfocus --sync \(start.window)")
            xdotool("key Escape")
            XCTAssertTrue(pump { list.confirmingRow == nil })
        }
    }

    /// Delete or Backspace on a focused row shows its Delete button and gives it the focus;
    /// Escape cancels. With no deletion shown, Escape goes on to the window.
    func testBackspaceOnAFocusedRowAsksAndEscapeCancelsElseGoesOn() throws {
        try onMain {
            let list = makeList(Rows(3), count: 3)
            list.isEditing = true
            let minus = descendants(of: list.widget, withClass: "edit-control")[1]
            XCTAssertTrue(waitUntilRevealed(minus))
            let window = cgtk_widget(gtk_widget_get_root(list.widget)!.rawObject)!
            var passedOn = 0
            let keys = gtk_event_controller_key_new()!
            Signal.connect(keys, .keyPressed) { keyval, _, _ in
                if keyval == UInt32(GDK_KEY_Escape) { passedOn += 1 }
                return true
            }
            gtk_widget_add_controller(window, keys)
            gtk_widget_grab_focus(minus)
            xdotool("windowfocus --sync \(windowPoint(of: window, x: 0, y: 0).window)")
            xdotool("key Escape")
            XCTAssertTrue(pump { passedOn == 1 }, "with nothing to cancel, Escape goes on")
            xdotool("key BackSpace")
            XCTAssertTrue(pump { list.confirmingRow != nil }, "Backspace on a focused row asks")
            let delete = try XCTUnwrap(revealedDeleteButton(of: list))
            // It takes it once it is on screen, after the frame that showed it.
            XCTAssertTrue(pump {
                scheduler.advance(by: .zero)
                return gtk_root_get_focus(OpaquePointer(window)) == delete
            }, "its Delete button takes the focus")
            xdotool("key Escape")
            XCTAssertTrue(pump { list.confirmingRow == nil }, "Escape cancels")
            drainEvents()
            XCTAssertEqual(passedOn, 1, "the list used the Escape that cancelled")
        }
    }

    /// Backspace on a row, then Escape before its Delete button came on screen: the request
    /// for the focus ends with the Escape. When that row asks again later (a tap on its minus)
    /// while the focus is elsewhere, its Delete button shows and the focus stays where it is.
    func testADeleteButtonAskedForAndCancelledAtOnceDoesNotTakeTheFocusLater() throws {
        try onMain {
            let list = makeList(Rows(3), count: 3)
            list.isEditing = true
            let minuses = descendants(of: list.widget, withClass: "edit-control")
            let minus = minuses[1]
            XCTAssertTrue(waitUntilRevealed(minus))
            let window = cgtk_widget(gtk_widget_get_root(list.widget)!.rawObject)!
            var keysRead = 0
            let keys = gtk_event_controller_key_new()!
            gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
            Signal.connect(keys, .keyPressed) { _, _, _ in
                keysRead += 1
                return false
            }
            gtk_widget_add_controller(window, keys)
            var deleteButtonsShown = 0
            for button in descendants(of: list.widget, withClass: "delete-confirmation") {
                Signal.connect(button, .map) { deleteButtonsShown += 1 }
            }
            gtk_widget_grab_focus(minus)
            xdotool("windowfocus --sync \(windowPoint(of: window, x: 0, y: 0).window)")
            // GTK reads both keys before the frame that would show the Delete button.
            xdotool("key --delay 0 BackSpace Escape")
            XCTAssertTrue(pump { keysRead == 2 })
            let row = try XCTUnwrap(list.rowIDs.dropFirst().first)
            XCTAssertNil(list.confirmingRow, "Escape cancelled")
            drainEvents()
            XCTAssertEqual(deleteButtonsShown, 0, "no Delete button came on screen between the keys")
            gtk_widget_grab_focus(minuses[0])
            list.handle(.tapMinus(row))
            XCTAssertTrue(pump { deleteButtonsShown == 1 }, "its Delete button comes on screen")
            scheduler.advance(by: .zero)
            drainEvents()
            XCTAssertEqual(gtk_root_get_focus(OpaquePointer(window)), minuses[0], "the focus moved from the other row's minus")
        }
    }

    func testAFailingCommitKeepsTheRowAndSaysWhy() {
        onMain {
            let rows = Rows(3)
            rows.failing = true
            let list = makeList(rows, count: 3)
            var errors: [String?] = []
            EditableList.errorSignal.connect(list) { errors.append($0) }
            list.handle(.deleteKey(2))
            list.handle(.tapDelete(2))
            XCTAssertEqual(errors, ["the server refused"])
            XCTAssertEqual(list.rowIDs, [1, 2, 3])
            list.insert(9, at: 1)
            XCTAssertEqual(list.rowIDs, [1, 9, 2, 3])
        }
    }

    func testDeletingFromTenThousandRows() {
        onMain {
            let rows = Rows(10_000)
            let list = makeList(rows, count: 10_000)
            let clock = ContinuousClock()
            let elapsed = clock.measure {
                for id in 1...50 {
                    list.handle(.deleteKey(id * 100))
                    list.handle(.tapDelete(id * 100))
                }
                scheduler.advance(by: .milliseconds(250))
                drainEvents()
            }
            print("50 deletes from 10,000 rows, fades in virtual time: \(elapsed)")
            XCTAssertEqual(list.rowIDs.count, 9_950)
            XCTAssertEqual(rows.deleted.count, 50)
        }
    }

    /// An Undo while the deleted row still fades keeps the row, in the list and on screen.
    func testUndoWhileTheRowFadesBringsItBack() {
        onMain {
            let rows = Rows(3)
            let list = makeList(rows, count: 3)
            list.handle(.deleteKey(2))
            list.handle(.tapDelete(2))
            XCTAssertEqual(rows.deleted, [2])
            scheduler.advance(by: .milliseconds(100))
            list.insert(2, at: 1)
            scheduler.advance(by: .seconds(1))
            drainEvents()
            XCTAssertEqual(list.rowIDs, [1, 2, 3])
            let shown = descendants(of: list.widget, withClass: "editable-row")
            XCTAssertEqual(shown.count, 3, "the list view shows the row that came back")
            XCTAssertFalse(shown.contains { gtk_widget_has_css_class($0, "deleting") != 0 }, "nothing still fades")
        }
    }

    /// GTK 4.8's list view drops a scroll that moves it between a change of its rows and their
    /// layout, warning "failed to scroll to given position", and GTK 4.18's can take it to
    /// the list's end when frames come late; an animated scroll (Page Down, a click in the
    /// scrollbar's trough) easily comes there. The list still goes where the scroll was
    /// going, and GTK has nothing to warn about.
    func testAScrollAnimatingWhileEveryRowChangesArrivesWithoutAWarning() {
        onMain {
            let (list, scroller) = makeScrollingList()
            let logged = pageDown(scroller) { list.reload(rowIDs: Array(1...10_000)) }
            XCTAssertEqual(logged, [])
        }
    }

    /// Rows that changed while the list was hidden are laid out only after it shows again:
    /// a scroll right after it shows arrives too.
    func testAScrollRightAfterTheListShowsAgainArrivesWithoutAWarning() {
        onMain {
            let (list, scroller) = makeScrollingList()
            gtk_widget_set_visible(list.widget, 0)
            drainEvents()
            list.reload(rowIDs: Array(1...10_000))
            drainEvents()
            gtk_widget_set_visible(list.widget, 1)
            XCTAssertEqual(pageDown(scroller), [])
        }
    }

    /// Each scroll the list takes moves its anchor, and GTK 4.8 leaves rows without a height
    /// until the next layout: a second scroll in the same frame (two wheel clicks, a wheel
    /// click and a kinetic-scrolling tick) must wait for that layout, and still arrives.
    func testTwoScrollsBeforeALayoutBothArriveWithoutAWarning() {
        onMain {
            let (_, adjustment) = makeLaidOutLongList()
            let page = gtk_adjustment_get_page_size(adjustment)
            assertScrollArrives(adjustment) {
                gtk_adjustment_set_value(adjustment, 40 * page)
                gtk_adjustment_set_value(adjustment, 400 * page)
                return 400 * page
            }
        }
    }

    /// Keys that move the focus far (End, Home, Page Down in the list) move the list's anchor
    /// without a scroll, and GTK 4.8 leaves rows without a height until the next layout: a
    /// wheel turned right after such a key waits for that layout, and still arrives.
    func testAScrollRightAfterTheAnchorMovesArrivesWithoutAWarning() {
        onMain {
            let (scroller, adjustment) = makeLaidOutLongList()
            let listView = gtk_scrolled_window_get_child(cgtk_scrolled_window(scroller))!
            let destination = 100 * gtk_adjustment_get_page_size(adjustment)
            assertScrollArrives(adjustment) {
                XCTAssertNotEqual(gtk_widget_activate_action_variant(listView, "list.scroll-to-item", g_variant_new_uint32(9_000)), 0)
                gtk_adjustment_set_value(adjustment, destination)
                return destination
            }
        }
    }

    /// A shown list of 10,000 rows, laid out, its scroller and the scroller's vertical adjustment.
    @MainActor private func makeLaidOutLongList() -> (UnsafeMutablePointer<GtkWidget>, UnsafeMutablePointer<GtkAdjustment>) {
        let (list, scroller) = makeScrollingList()
        list.reload(rowIDs: Array(1...10_000))
        drainEvents()
        return (scroller, gtk_scrolled_window_get_vadjustment(cgtk_scrolled_window(scroller))!)
    }

    /// Runs `scroll` before GTK's next frame, then checks that GLib warned of nothing and the
    /// list stayed where `scroll` says it went.
    @MainActor private func assertScrollArrives(_ adjustment: UnsafeMutablePointer<GtkAdjustment>, _ scroll: () -> Double,
                                                file: StaticString = #filePath, line: UInt = #line) {
        var destination = 0.0
        let logged = warnings {
            destination = scroll()
            drainEvents()
        }
        XCTAssertEqual(logged, [], file: file, line: line)
        XCTAssertEqual(gtk_adjustment_get_value(adjustment), destination, "the list stayed where the scroll went", file: file, line: line)
    }

    /// A shown list of 50 rows (its data source has 10,000) and its scroller.
    @MainActor private func makeScrollingList() -> (EditableList, UnsafeMutablePointer<GtkWidget>) {
        let list = makeList(Rows(10_000), count: 50)
        let scroller = descendants(of: list.widget, withClass: "editable-list").first ?? list.widget
        return (list, scroller)
    }

    /// Page Down in `scroller`, then `change` before GTK's next frame; waits until the list has
    /// scrolled a page and stays there, and returns what GLib warned meanwhile.
    @MainActor private func pageDown(_ scroller: UnsafeMutablePointer<GtkWidget>, then change: () -> Void = {}) -> [String] {
        let adjustment = gtk_scrolled_window_get_vadjustment(cgtk_scrolled_window(scroller))!
        let destination = gtk_adjustment_get_value(adjustment) + gtk_adjustment_get_page_increment(adjustment)
        XCTAssertGreaterThan(destination, 0)
        let logged = warnings {
            XCTAssertTrue(emitScrollChild(scroller, GTK_SCROLL_PAGE_FORWARD), "the scroller took Page Down")
            change()
            XCTAssertTrue(pump { gtk_adjustment_get_value(adjustment) == destination }, "the scroll arrived")
            drainEvents()
        }
        XCTAssertEqual(gtk_adjustment_get_value(adjustment), destination, "the list stayed where the scroll went")
        return logged
    }

    /// Emits GtkScrolledWindow's keybinding signal "scroll-child", as Page Down does.
    @MainActor private func emitScrollChild(_ scroller: UnsafeMutablePointer<GtkWidget>, _ scroll: GtkScrollType) -> Bool {
        var arguments = [GValue](repeating: GValue(), count: 3)
        g_value_init(&arguments[0], gtk_scrolled_window_get_type())
        g_value_set_object(&arguments[0], scroller.rawObject)
        g_value_init(&arguments[1], gtk_scroll_type_get_type())
        g_value_set_enum(&arguments[1], gint(scroll.rawValue))
        g_value_init(&arguments[2], g_type_from_name("gboolean"))
        g_value_set_boolean(&arguments[2], 0)
        var handled = GValue()
        g_value_init(&handled, g_type_from_name("gboolean"))
        g_signal_emitv(arguments, g_signal_lookup("scroll-child", gtk_scrolled_window_get_type()), 0, &handled)
        defer {
            for index in arguments.indices { g_value_unset(&arguments[index]) }
            g_value_unset(&handled)
        }
        return g_value_get_boolean(&handled) != 0
    }

    /// Closing the list while a row fades cancels the fade: nothing touches the freed rows.
    func testClosingTheListWhileARowFadesCancelsTheFade() {
        onMain {
            let rows = Rows(3)
            let list = makeList(rows, count: 3)
            list.handle(.deleteKey(1))
            list.handle(.tapDelete(1))
            XCTAssertEqual(scheduler.pendingCount, 1)
            close(gtk_widget_get_root(list.widget).map { cgtk_widget($0.rawObject) }!)
            drainEvents()
            XCTAssertEqual(scheduler.pendingCount, 0, "the fade's timer went with the list")
            scheduler.runAll()
        }
    }
}
