// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import ControlCore
import GtkControls
import GtkTesting
import XCTest

/// A data source of `rows` rows titled "Row N" in each of its components (one unless told).
@MainActor
private final class NumberedRows: PickerDataSource, PickerDelegate {
    var rows: Int
    let components: Int
    var selections: [Int] = []

    init(rows: Int, components: Int = 1) {
        self.rows = rows
        self.components = components
    }

    func numberOfComponents(in picker: AnyObject) -> Int { components }
    func picker(_ picker: AnyObject, numberOfRowsInComponent component: Int) -> Int { rows }
    func picker(_ picker: AnyObject, titleForRow row: Int, forComponent component: Int) -> String { "Row \(row)" }
    func picker(_ picker: AnyObject, accessibleLabelForComponent component: Int) -> String { "Number" }
    func picker(_ picker: AnyObject, didSelectRow row: Int, inComponent component: Int) { selections.append(row) }
}

/// PickerView with a million rows, real drags and keys.
final class PickerViewTests: GtkTestCase, @unchecked Sendable {
    /// A one-drum picker over `source`, on screen; returns it, its window and its drum.
    @MainActor private func presentPicker(_ source: NumberedRows, selecting row: Int = 0)
        -> (picker: PickerView, window: UnsafeMutablePointer<GtkWidget>, drum: UnsafeMutablePointer<GtkWidget>) {
        let picker = PickerView()
        picker.dataSource = source
        picker.delegate = source
        picker.reloadAllComponents()
        picker.selectRow(row, inComponent: 0, animated: false)
        let window = present(picker.widget)
        return (picker, window, gtk_widget_get_first_child(picker.widget)!)
    }

    func testAFlingOverAMillionRowsComesToRestOnARow() throws {
        try onMain {
            let source = NumberedRows(rows: 1_000_000)
            let (picker, _, drum) = presentPicker(source, selecting: 500_000)
            let top = windowPoint(of: drum, x: 40, y: 120)
            xdotool("mousemove --window \(top.window) \(top.x) \(top.y) mousedown 1")
            for step in 1...6 { xdotool("mousemove --window \(top.window) \(top.x) \(top.y - step * 15)") }
            xdotool("mouseup 1")
            XCTAssertTrue(pump { !source.selections.isEmpty }, "the fling must select a row")
            let row = try XCTUnwrap(picker.selectedRow(inComponent: 0))
            XCTAssertGreaterThan(row, 500_000, "dragging up moves to later rows")
            XCTAssertEqual(source.selections.last, row)
        }
    }

    /// The GObject face of the picker: row-selected carries the row and component the
    /// delegate hears, and visible-rows notifies once per change and resizes the drums.
    func testRowSelectedSignalAndVisibleRowsProperty() {
        onMain {
            let source = NumberedRows(rows: 50)
            let (picker, window, drum) = presentPicker(source)
            var heard: [(row: Int, component: Int)] = []
            Signal.connect(picker.widget, "row-selected") { arguments in heard.append((arguments.int(1), arguments.int(2))) }
            gtk_widget_grab_focus(drum)
            xdotool("windowfocus --sync \(windowPoint(of: window, x: 0, y: 0).window)")
            xdotool("key Down")
            XCTAssertTrue(pump { !heard.isEmpty })
            XCTAssertEqual(heard.first?.row, 1)
            XCTAssertEqual(heard.first?.component, 0)
            var notifications = 0
            Signal.connect(picker.widget, "notify::visible-rows") { _ in notifications += 1 }
            let height = naturalHeight(drum)
            picker.visibleRows = 3
            picker.visibleRows = 3
            XCTAssertEqual(notifications, 1)
            XCTAssertEqual(naturalHeight(drum), height * 3 / 5, "three rows of five make a shorter drum")
        }
    }

    @MainActor private func naturalHeight(_ widget: UnsafeMutablePointer<GtkWidget>) -> Int32 {
        var natural: Int32 = 0
        gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, -1, nil, &natural, nil, nil)
        return natural
    }

    func testKeyboardTypeAheadAndReloadClamping() {
        onMain {
            let source = NumberedRows(rows: 50)
            let (picker, window, drum) = presentPicker(source)
            gtk_widget_grab_focus(drum)
            xdotool("windowfocus --sync \(windowPoint(of: window, x: 0, y: 0).window)")
            xdotool("key Down Down Page_Down")
            XCTAssertTrue(pump { picker.selectedRow(inComponent: 0) == 7 })
            xdotool("type --delay 50 \"row 42\"")
            XCTAssertTrue(pump { picker.selectedRow(inComponent: 0) == 42 }, "type-ahead, got \(String(describing: picker.selectedRow(inComponent: 0)))")
            source.rows = 10
            picker.reloadComponent(0)
            XCTAssertEqual(picker.selectedRow(inComponent: 0), 9, "a reload keeps the selection inside the new count")
            source.rows = 0
            picker.reloadComponent(0)
            XCTAssertNil(picker.selectedRow(inComponent: 0))
            xdotool("key Down")
            XCTAssertNil(picker.selectedRow(inComponent: 0), "an empty drum ignores keys")
        }
    }

    /// The drums' Left and Right are mirrored, as the knob's are: left to right, Right moves
    /// to the next drum; right to left, where the next drum is on the left, Left does.
    func testDrumKeysTurnRoundRightToLeft() {
        onMain {
            let source = NumberedRows(rows: 50, components: 3)
            let (picker, window, first) = presentPicker(source)
            let second = gtk_widget_get_next_sibling(first)!
            func focused() -> UnsafeMutablePointer<GtkWidget>? { gtk_root_get_focus(OpaquePointer(window)) }
            gtk_widget_grab_focus(first)
            xdotool("windowfocus --sync \(windowPoint(of: window, x: 0, y: 0).window)")
            xdotool("key Right")
            XCTAssertTrue(pump { focused() == second }, "left to right, Right goes to the next drum")
            xdotool("key Left")
            XCTAssertTrue(pump { focused() == first }, "left to right, Left goes back")
            for drum in [picker.widget, first, second, gtk_widget_get_next_sibling(second)!] { gtk_widget_set_direction(drum, GTK_TEXT_DIR_RTL) }
            xdotool("key Left")
            XCTAssertTrue(pump { focused() == second }, "right to left, Left goes to the next drum")
            xdotool("key Right")
            XCTAssertTrue(pump { focused() == first }, "right to left, Right goes back")
        }
    }

    func testEachDrumOffersRowActionsToAssistiveTechnologies() {
        onMain {
            let source = NumberedRows(rows: 50)
            let (picker, _, drum) = presentPicker(source, selecting: 5)
            XCTAssertNotEqual(gtk_widget_activate_action_variant(drum, "picker.next-row", nil), 0)
            XCTAssertTrue(pump { picker.selectedRow(inComponent: 0) == 6 })
            XCTAssertNotEqual(gtk_widget_activate_action_variant(drum, "picker.previous-row", nil), 0)
            XCTAssertNotEqual(gtk_widget_activate_action_variant(drum, "picker.previous-row", nil), 0)
            XCTAssertTrue(pump { picker.selectedRow(inComponent: 0) == 4 })
            XCTAssertTrue(pump { source.selections.last == 4 }, "the delegate hears of it, got \(source.selections)")
        }
    }

    /// From C or Python a picker gets its drums as a list model of string lists, and follows
    /// the lists as they change.
    func testAPickerFollowsItsListModelProperty() {
        onMain {
            let states = gtk_string_list_new(nil)!
            let cities = gtk_string_list_new(nil)!
            for name in ["Texas", "Ohio"] { gtk_string_list_append(states, name) }
            for name in ["Austin", "Dallas", "Houston"] { gtk_string_list_append(cities, name) }
            let components = g_list_store_new(gtk_string_list_get_type())!
            g_list_store_append(components, states.rawObject)
            g_list_store_append(components, cities.rawObject)
            let picker = PickerView()
            _ = present(picker.widget)
            var notified = 0
            Signal.connect(picker.widget, "notify::components") { _ in notified += 1 }
            var value = GValue()
            g_value_init(&value, g_list_model_get_type())
            g_value_set_object(&value, components.rawObject)
            g_object_set_property(cgtk_object(picker.object), "model", &value)
            g_value_unset(&value)
            XCTAssertEqual(picker.numberOfComponents, 2)
            XCTAssertEqual(picker.model?.object, components.rawObject)
            picker.selectRow(2, inComponent: 1, animated: false)
            XCTAssertEqual(picker.selectedRow(inComponent: 1), 2)
            gtk_string_list_remove(cities, 2)
            XCTAssertEqual(picker.selectedRow(inComponent: 1), 1, "a row removed from the list: the selection stays inside it")
            let empty = gtk_string_list_new(nil)!
            g_list_store_append(components, empty.rawObject)
            XCTAssertEqual(picker.numberOfComponents, 3, "a list added to the model is a new drum")
            XCTAssertEqual(picker.selectedRow(inComponent: 2), nil)
            XCTAssertEqual(notified, 2)
            for object in [states.rawObject, cities.rawObject, empty.rawObject, components.rawObject] {
                expectFinalized(object)
                g_object_unref(object)
            }
        }
    }

    /// A data source given directly replaces the model, and says so.
    func testADataSourceReplacesTheModel() {
        onMain {
            let rows = gtk_string_list_new(nil)!
            gtk_string_list_append(rows, "Texas")
            let components = g_list_store_new(gtk_string_list_get_type())!
            g_list_store_append(components, rows.rawObject)
            let picker = PickerView()
            _ = present(picker.widget)
            picker.model = ObjectReference(components.rawObject)
            XCTAssertEqual(picker.numberOfComponents, 1)
            var notified = 0
            Signal.connect(picker.widget, "notify::model") { _ in notified += 1 }
            let source = NumberedRows(rows: 3)
            picker.dataSource = source
            XCTAssertNil(picker.model, "the model no longer gives the rows")
            XCTAssertEqual(notified, 1)
            picker.reloadAllComponents()
            XCTAssertEqual(picker.numberOfComponents, 1)
            XCTAssertEqual(picker.selectedRow(inComponent: 0), 0)
            for object in [rows.rawObject, components.rawObject] {
                expectFinalized(object)
                g_object_unref(object)
            }
        }
    }

    /// A model whose items are not list models of strings is reported once per wrong item,
    /// naming where it is; the picker shows an empty drum or row and goes on.
    func testWrongItemsInTheModelAreReportedOnce() {
        onMain {
            let rows = g_list_store_new(g_object_get_type())!
            let label = gtk_label_new("Texas")!
            g_object_ref_sink(label.rawObject)
            g_list_store_append(rows, label.rawObject)
            let components = g_list_store_new(g_object_get_type())!
            g_list_store_append(components, rows.rawObject)
            g_list_store_append(components, label.rawObject)
            let picker = PickerView()
            _ = present(picker.widget)
            let wrongRow = "component 0, row 0 is a GtkLabel, not a string (GtkStringObject)"
            let reports = collectReports { reported in
                picker.model = ObjectReference(components.rawObject)
                XCTAssertEqual(picker.numberOfComponents, 2)
                XCTAssertEqual(picker.selectedRow(inComponent: 1), nil, "a component that is not a list has no rows")
                XCTAssertTrue(pump { reported().contains { $0.contains(wrongRow) } }, "the row's title was asked for; got \(reported())")
                picker.reloadAllComponents()
                drainEvents()
            }
            XCTAssertEqual(reports.filter { $0.contains("component 1 is a GtkLabel, not a list model") }.count, 1, "got \(reports)")
            XCTAssertEqual(reports.filter { $0.contains(wrongRow) }.count, 1, "got \(reports)")
            let refusal = collectReports { picker.model = ObjectReference(label.rawObject) }
            XCTAssertEqual(picker.model?.object, components.rawObject, "an object that is not a list model is refused")
            XCTAssertTrue(refusal.last?.contains("a GtkLabel is not a list model (GListModel)") == true, "got \(refusal)")
            picker.model = nil
            for object in [label.rawObject, rows.rawObject, components.rawObject] { g_object_unref(object) }
        }
    }

    func testDatePickerReloadsTheDayForTheMonth() {
        onMain {
            let picker = DatePicker(date: CalendarDate(year: 2023, month: 1, day: 31))
            _ = present(picker.widget)
            picker.setDate(CalendarDate(year: 2024, month: 2, day: 31), animated: false)
            XCTAssertEqual(picker.date, CalendarDate(year: 2024, month: 2, day: 29))
            XCTAssertEqual(picker.picker.selectedRow(inComponent: 1), 28)
        }
    }

    /// The date's fields are GObject properties: each notifies once per real change, and a
    /// month set from C keeps the day inside it.
    func testDatePickerPropertiesNotifyOnceAndKeepTheDayValid() {
        onMain {
            let picker = DatePicker(date: CalendarDate(year: 2024, month: 1, day: 31))
            _ = present(picker.widget)
            var heard: [String] = []
            for name in ["year", "month", "day"] {
                Signal.connect(picker.widget, "notify::\(name)") { _ in heard.append(name) }
            }
            setProperty(picker.widget, "month", Int32(2))
            XCTAssertEqual(picker.date, CalendarDate(year: 2024, month: 2, day: 29))
            // GObject holds notifications back during a set and sends them in its own order.
            XCTAssertEqual(heard.sorted(), ["day", "month"])
            setProperty(picker.widget, "month", Int32(2))
            XCTAssertEqual(heard.count, 2, "the same month changes nothing")
        }
    }

}
