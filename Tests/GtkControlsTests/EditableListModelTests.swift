// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import ControlCore
import GtkControls
import GtkTesting
import XCTest

/// An EditableList whose rows are a GtkStringList, its `model` property, as C, Python and .ui
/// files give them: shown, followed as the app changes the strings, and removed from by the
/// user's deletions. The deleted row's fade runs in virtual time.
final class EditableListModelTests: GtkTestCase, @unchecked Sendable {
    @MainActor private let scheduler = ManualScheduler()

    @MainActor private func stringList(_ strings: [String]) -> OpaquePointer {
        let list = gtk_string_list_new(nil)!
        for string in strings { gtk_string_list_append(list, string) }
        return list
    }

    @MainActor private func strings(of model: OpaquePointer) -> [String] {
        (0..<g_list_model_get_n_items(model)).map { String(cString: gtk_string_list_get_string(model, $0)) }
    }

    /// The titles of the list's rows, as its data source gives them to the rows on screen.
    @MainActor private func titles(_ list: EditableList) -> [String] {
        list.rowIDs.map { list.dataSource?.editableList(list, titleForRow: $0) ?? "<no data source>" }
    }

    /// A list on screen whose model is a new string list of `strings`, which the test owns.
    @MainActor private func presentList(_ strings: [String]) -> (list: EditableList, model: OpaquePointer) {
        let list = EditableList(rowIDs: [], scheduler: scheduler)
        gtk_widget_set_size_request(list.widget, 400, 300)
        _ = present(list.widget)
        let model = stringList(strings)
        list.model = ObjectReference(model.rawObject)
        return (list, model)
    }

    @MainActor private func release(_ model: OpaquePointer) {
        expectFinalized(model)
        g_object_unref(model.rawObject)
    }

    /// The labels of the rows the list view shows.
    @MainActor private func labelsOnScreen(_ widget: UnsafeMutablePointer<GtkWidget>) -> [String] {
        var labels: [String] = []
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if gtk_widget_has_css_class(current, "editable-row") != 0, let label = gtk_widget_get_next_sibling(gtk_widget_get_first_child(current)) {
                labels.append(String(cString: gtk_label_get_text(cgtk_label(label))))
            } else {
                labels += labelsOnScreen(current)
            }
            child = gtk_widget_get_next_sibling(current)
        }
        return labels
    }

    /// A model set through GObject shows its strings and notifies once; the list follows
    /// strings appended, removed and replaced (a splice) by the app.
    func testAListShowsAndFollowsItsStringList() {
        onMain {
            let list = EditableList(rowIDs: [], scheduler: scheduler)
            gtk_widget_set_size_request(list.widget, 400, 300)
            _ = present(list.widget)
            var notified = 0
            Signal.connect(list.widget, "notify::model") { _ in notified += 1 }
            let model = stringList(["Milk", "Eggs", "Bread"])
            var value = GValue()
            g_value_init(&value, gtk_string_list_get_type())
            g_value_set_object(&value, model.rawObject)
            g_object_set_property(cgtk_object(list.object), "model", &value)
            g_object_set_property(cgtk_object(list.object), "model", &value)
            g_value_unset(&value)
            XCTAssertEqual(notified, 1, "notify::model once per real change")
            XCTAssertEqual(list.model?.object, model.rawObject)
            XCTAssertEqual(titles(list), ["Milk", "Eggs", "Bread"])
            XCTAssertTrue(pump { labelsOnScreen(list.widget).sorted() == ["Bread", "Eggs", "Milk"] }, "shown: \(labelsOnScreen(list.widget))")

            gtk_string_list_append(model, "Tea")
            XCTAssertEqual(titles(list), ["Milk", "Eggs", "Bread", "Tea"])
            gtk_string_list_remove(model, 0)
            XCTAssertEqual(titles(list), ["Eggs", "Bread", "Tea"])
            let bread = list.rowIDs[1]
            withStrings(["Jam", "Honey"]) { gtk_string_list_splice(model, 1, 1, $0) }
            XCTAssertEqual(titles(list), ["Eggs", "Jam", "Honey", "Tea"])
            XCTAssertFalse(list.rowIDs.contains(bread), "a replaced string is a new row")
            XCTAssertTrue(pump { labelsOnScreen(list.widget).sorted() == ["Eggs", "Honey", "Jam", "Tea"] }, "shown: \(labelsOnScreen(list.widget))")
            release(model)
        }
    }

    /// A string the app removes while its row shows the Delete button takes the
    /// confirmation with it.
    func testARowRemovedByTheAppWhileItsDeleteShowsGoesWithItsConfirmation() {
        onMain {
            let (list, model) = presentList(["Milk", "Eggs", "Bread"])
            let eggs = list.rowIDs[1]
            list.handle(.deleteKey(eggs))
            XCTAssertEqual(list.confirmingRow, eggs)
            XCTAssertNotEqual(gtk_widget_has_css_class(list.widget, "confirming"), 0)
            gtk_string_list_remove(model, 1)
            XCTAssertNil(list.confirmingRow)
            XCTAssertEqual(gtk_widget_has_css_class(list.widget, "confirming"), 0)
            XCTAssertEqual(titles(list), ["Milk", "Bread"])
            list.handle(.tapDelete(eggs))
            XCTAssertEqual(strings(of: model), ["Milk", "Bread"], "a Delete tap on a row gone deletes nothing")
            release(model)
        }
    }

    /// A confirmed Delete removes the row's string, emits row-deleted with where it was and
    /// the string, and the row fades; the app putting the string back (an undo) while it
    /// fades keeps the row.
    func testAConfirmedDeleteRemovesTheStringAndAnUndoBringsItBack() {
        onMain {
            let (list, model) = presentList(["Milk", "Eggs", "Bread"])
            var deleted: [String] = []
            Signal.connect(list.widget, "row-deleted") { arguments in
                deleted.append("\(arguments.int(1)) \(arguments.string(2) ?? "nil")")
            }
            let eggs = list.rowIDs[1]
            list.handle(.deleteKey(eggs))
            list.handle(.tapDelete(eggs))
            XCTAssertEqual(strings(of: model), ["Milk", "Bread"])
            XCTAssertEqual(deleted, ["1 Eggs"])
            XCTAssertEqual(list.rowIDs.count, 3, "the row fades before it goes")
            scheduler.advance(by: .milliseconds(100))
            withStrings(["Eggs"]) { gtk_string_list_splice(model, 1, 0, $0) }
            scheduler.advance(by: .seconds(1))
            XCTAssertEqual(list.rowIDs[1], eggs, "the string put back is the row that faded")
            XCTAssertEqual(titles(list), ["Milk", "Eggs", "Bread"])

            let milk = list.rowIDs[0]
            list.handle(.deleteKey(milk))
            list.handle(.tapDelete(milk))
            scheduler.advance(by: .seconds(1))
            XCTAssertEqual(titles(list), ["Eggs", "Bread"])
            XCTAssertEqual(deleted, ["1 Eggs", "0 Milk"])
            gtk_string_list_append(model, "Milk")
            XCTAssertNotEqual(list.rowIDs.last, milk, "a string put back after the fade is a new row")
            XCTAssertEqual(titles(list), ["Eggs", "Bread", "Milk"])
            release(model)
        }
    }

    /// A data source given directly replaces the model and its rows, and says so; the list
    /// lets go of the model.
    func testADataSourceReplacesTheModel() {
        onMain {
            let (list, model) = presentList(["Milk"])
            var notified = 0
            Signal.connect(list.widget, "notify::model") { _ in notified += 1 }
            let rows = Titles()
            list.dataSource = rows
            XCTAssertNil(list.model, "the model no longer gives the rows")
            XCTAssertEqual(notified, 1)
            XCTAssertEqual(list.rowIDs, [])
            list.reload(rowIDs: [7])
            XCTAssertEqual(titles(list), ["Row 7"])
            gtk_string_list_append(model, "Eggs")
            XCTAssertEqual(list.rowIDs, [7], "the list no longer follows the model")
            withExtendedLifetime(rows) { release(model) }
        }
    }

    /// row-deleted tells of a Swift data source's deletions too, with the row's title; a
    /// deletion the data source refuses emits nothing.
    func testRowDeletedTellsOfASwiftDataSourcesDeletions() {
        onMain {
            let list = EditableList(rowIDs: [4, 5], scheduler: scheduler)
            let rows = Titles()
            list.dataSource = rows
            _ = present(list.widget)
            var deleted: [String] = []
            Signal.connect(list.widget, "row-deleted") { arguments in
                deleted.append("\(arguments.int(1)) \(arguments.string(2) ?? "nil")")
            }
            list.handle(.deleteKey(5))
            list.handle(.tapDelete(5))
            XCTAssertEqual(deleted, ["1 Row 5"])
            rows.refusing = true
            list.handle(.deleteKey(4))
            list.handle(.tapDelete(4))
            XCTAssertEqual(deleted, ["1 Row 5"], "a refused deletion is no deletion")
            withExtendedLifetime(rows) {}
        }
    }

    /// An object that is not a GtkStringList, which Swift can give (GObject refuses it), is
    /// reported and leaves the rows as they were.
    func testAWrongModelIsReported() {
        onMain {
            let (list, model) = presentList(["Milk"])
            let store = g_list_store_new(gtk_string_object_get_type())!
            let reports = collectReports { list.model = ObjectReference(store.rawObject) }
            XCTAssertEqual(reports, ["gtkcontrols: CtlEditableList:model: a GListStore is not a string list (GtkStringList): the rows stay as they were"])
            XCTAssertEqual(list.model?.object, model.rawObject)
            XCTAssertEqual(titles(list), ["Milk"])
            list.model = nil
            XCTAssertEqual(list.rowIDs, [])
            g_object_unref(store.rawObject)
            release(model)
        }
    }

    /// Runs `body` with `strings` as a NULL-terminated C array.
    @MainActor private func withStrings(_ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> Void) {
        var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { g_strdup($0) }
        pointers.append(nil)
        pointers.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: UnsafePointer<CChar>?.self) { body($0.baseAddress!) }
        }
        for pointer in pointers { g_free(pointer) }
    }
}

/// A data source of rows titled "Row <id>", which refuses deletions when told to.
@MainActor
private final class Titles: EditableListDataSource {
    var refusing = false

    struct Refused: Error {}

    func editableList(_ list: EditableList, titleForRow id: Int) -> String { "Row \(id)" }
    func editableList(_ list: EditableList, commitDeletionOf id: Int, at index: Int) throws {
        if refusing { throw Refused() }
    }
}
