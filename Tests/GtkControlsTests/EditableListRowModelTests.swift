// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import ControlCore
@testable import GtkControls
import GtkTesting
import PropertyChecks
import XCTest

/// The data source of a list on screen that counts which rows it was asked the title of: a
/// row's widget asks when it is bound.
@MainActor
private final class CountingRows: EditableListDataSource {
    /// The rows the data source has, in order.
    var data: [Int]
    /// The rows deleted, with where they were, for undos.
    var deleted: [(id: Int, index: Int)] = []
    /// The rows whose titles were asked for, in order.
    var asked: [Int] = []

    init(_ ids: [Int]) { data = ids }

    func editableList(_ list: EditableList, titleForRow id: Int) -> String {
        asked.append(id)
        return "Row \(id)"
    }

    func editableList(_ list: EditableList, commitDeletionOf id: Int, at index: Int) throws {
        XCTAssertEqual(data[index], id)
        data.remove(at: index)
        deleted.append((id, index))
    }
}

/// The list view's model of an EditableList is the list's own rows (those of its
/// EditableListState): in long random sequences of deletes, fades, undos (which move a row that
/// comes back elsewhere) and inserts, its items-changed say exactly which rows changed, never
/// more, and no row's widget is bound again unless its row is new on the list (or GTK 4.8's
/// list view binds it again, as it does every row after a change).
final class EditableListRowModelTests: GtkTestCase, @unchecked Sendable {
    @MainActor private let scheduler = ManualScheduler()
    /// Steps in one run.
    static let steps = 250

    /// One change the model announced.
    private struct Change: Equatable, CustomStringConvertible {
        let position: Int, removed: Int, added: Int
        var description: String { "(\(position), -\(removed), +\(added))" }
    }

    enum Step: CaseIterable { case delete, undo, insert, fadeSome, fadeAll }

    /// The list view inside `list` and its model (through its selection model).
    @MainActor private func rowModel(of list: EditableList) -> OpaquePointer? {
        var pending = [list.widget]
        while let widget = pending.popLast() {
            if widget.isA(gtk_list_view_get_type()) {
                return gtk_list_view_get_model(OpaquePointer(widget.rawObject)).flatMap { gtk_no_selection_get_model(OpaquePointer($0.rawObject)) }
            }
            var child = gtk_widget_get_first_child(widget)
            while let current = child {
                pending.append(current)
                child = gtk_widget_get_next_sibling(current)
            }
        }
        return nil
    }

    /// The one change that turns `old` into `new`: the rows between their common start and end.
    private func smallestChange(from old: [Int], to new: [Int]) -> [Change] {
        guard old != new else { return [] }
        let start = zip(old, new).prefix { $0 == $1 }.count
        let end = zip(old.reversed(), new.reversed()).prefix { $0 == $1 }.count
        let shared = min(end, min(old.count, new.count) - start)
        return [Change(position: start, removed: old.count - start - shared, added: new.count - start - shared)]
    }

    /// The rows GTK binds again, besides the rows new on the list, after changes from
    /// `position` on: GTK 4.8's list view binds every row at or after a change again, even
    /// those whose item stayed; GTK 4.10 and later bind none.
    @MainActor private func boundAgainByGtk(from position: Int?, of rows: [Int]) -> Set<Int> {
        guard let position, gtk_get_minor_version() < 10 else { return [] }
        return Set(rows[min(position, rows.count)...])
    }

    /// A list of `rows` on screen, laid out, and its list view's model.
    @MainActor private func presentList(_ rows: CountingRows) throws -> (EditableList, OpaquePointer) {
        let list = EditableList(rowIDs: rows.data, scheduler: scheduler)
        list.dataSource = rows
        gtk_widget_set_size_request(list.widget, 400, 600)
        _ = present(list.widget)
        drainEvents()
        return (list, try XCTUnwrap(rowModel(of: list)))
    }

    /// The widget of the row on screen titled `title`.
    @MainActor private func rowWidget(titled title: String, in widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if gtk_widget_has_css_class(current, "editable-row") != 0 {
                if let label = gtk_widget_get_next_sibling(gtk_widget_get_first_child(current)),
                   String(cString: gtk_label_get_text(cgtk_label(label))) == title { return current }
            } else if let found = rowWidget(titled: title, in: current) {
                return found
            }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }

    /// An undo that brings a fading row back past a row inserted since moves it: one change
    /// over the rows between, and GTK keeps their widgets. The row that comes back is the
    /// widget that was fading, fading no more, and no row is bound again.
    func testAnUndoThatMovesAFadingRowKeepsItsWidget() throws {
        try onMain {
            let rows = CountingRows(Array(1...5))
            let (list, model) = try presentList(rows)
            var heard: [Change] = []
            Signal.connect(model, .itemsChanged) { position, removed, added in
                heard.append(Change(position: Int(position), removed: Int(removed), added: Int(added)))
            }
            list.handle(.deleteKey(3))
            list.handle(.tapDelete(3))
            rows.data.insert(9, at: 1)
            list.insert(9, at: 1)
            drainEvents()
            XCTAssertEqual(list.rowIDs, [1, 9, 2, 3, 4, 5])
            let fading = try XCTUnwrap(rowWidget(titled: "Row 3", in: list.widget))
            XCTAssertNotEqual(gtk_widget_has_css_class(fading, "deleting"), 0)
            heard = []
            rows.asked = []
            rows.data.insert(3, at: 2)
            list.insert(3, at: 2)
            drainEvents()
            XCTAssertEqual(list.rowIDs, [1, 9, 3, 2, 4, 5])
            XCTAssertEqual(heard, [Change(position: 2, removed: 2, added: 2)], "one change, over the rows the undo moved")
            XCTAssertEqual(Set(rows.asked).subtracting(boundAgainByGtk(from: 2, of: list.rowIDs)), [], "no row was bound again")
            XCTAssertEqual(rowWidget(titled: "Row 3", in: list.widget), fading, "the row that came back is the widget that faded")
            XCTAssertEqual(gtk_widget_has_css_class(fading, "deleting"), 0, "and it fades no more")
        }
    }

    func testTheModelAnnouncesExactlyTheRowsThatChangedAndNoRowIsBoundAgain() throws {
        try onMain {
            // A new seed each run; PROPERTY_CHECK_SEED=N replays one.
            let seed = SplitMix64.chosenSeed ?? UInt64(g_get_real_time())
            var random = SplitMix64(seed: seed)
            let replay = "\(SplitMix64.seedVariable)=\(seed)"
            let rows = CountingRows(Array(1...30))
            let (list, model) = try presentList(rows)
            @MainActor func id(at position: Int) -> Int {
                let item = g_list_model_get_item(model, guint(position))!
                defer { g_object_unref(item) }
                return EditableListRowModel.id(of: item)
            }
            var shown = (0..<Int(g_list_model_get_n_items(model))).map(id(at:))
            XCTAssertEqual(shown, list.rowIDs, "the model's items are the list's rows")
            var heard: [Change] = []
            Signal.connect(model, .itemsChanged) { position, removed, added in
                let change = Change(position: Int(position), removed: Int(removed), added: Int(added))
                heard.append(change)
                shown.replaceSubrange(change.position..<change.position + change.removed,
                                      with: (change.position..<change.position + change.added).map(id(at:)))
            }
            var nextID = 31
            for step in 0..<Self.steps {
                let before = list.rowIDs
                heard = []
                rows.asked = []
                var newRow: Int?
                let kind = Step.allCases.randomElement(using: &random)!
                switch kind {
                case .delete:
                    guard let id = rows.data.randomElement(using: &random) else { continue }
                    list.handle(.deleteKey(id))
                    list.handle(.tapDelete(id))
                    newRow = id      // its title goes with the row-deleted signal
                case .undo:
                    guard let (id, deletedAt) = rows.deleted.popLast() else { continue }
                    let index = min(deletedAt, rows.data.count)
                    rows.data.insert(id, at: index)
                    list.insert(id, at: index)
                    newRow = id
                case .insert:
                    let index = Int.random(in: 0...rows.data.count, using: &random)
                    rows.data.insert(nextID, at: index)
                    list.insert(nextID, at: index)
                    newRow = nextID
                    nextID += 1
                case .fadeSome:
                    scheduler.advance(by: .milliseconds(100))
                case .fadeAll:
                    scheduler.advance(by: .milliseconds(250))
                }
                drainEvents()
                let context = "\(replay), step \(step), \(kind): \(before) → \(list.rowIDs), heard \(heard)"
                XCTAssertEqual(shown, list.rowIDs, "the model's items follow the rows; \(context)")
                if kind == .fadeSome || kind == .fadeAll {
                    XCTAssertEqual(heard.count, before.count - list.rowIDs.count, "one change per row that faded out; \(context)")
                    XCTAssertTrue(heard.allSatisfy { $0.removed == 1 && $0.added == 0 }, "only removals, one row each: \(heard); \(context)")
                } else {
                    XCTAssertEqual(heard, smallestChange(from: before, to: list.rowIDs), "\(context)")
                }
                // Rows that leave after changes before them (fades that end) may be bound again too.
                let firstChange = heard.map(\.position).min()
                let mayBind = boundAgainByGtk(from: firstChange, of: before).union(boundAgainByGtk(from: firstChange, of: list.rowIDs))
                    .union([newRow].compactMap { $0 })
                XCTAssertEqual(Set(rows.asked).subtracting(mayBind), [], "rows bound again; \(context)")
            }
        }
    }
}
