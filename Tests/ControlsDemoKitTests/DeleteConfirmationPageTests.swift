// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import ControlCore
@testable import ControlsDemoKit
import DemoData
import GtkControls
import GtkTesting
import XCTest

/// The Delete Confirmation page saves in the background: closing it must not lose a save.
final class DeleteConfirmationPageTests: DemoKitTestCase, @unchecked Sendable {
    /// Closing the window finalizes the page, which waits for its save. The commit of 10,000
    /// meals takes milliseconds, so without that wait the database does not yet hold the
    /// delete (nor the fill before it) when the window is gone.
    func testClosingThePageWaitsForItsLastSave() throws {
        try withPage { page, window, path in
            page.fillWithManyMeals()
            try page.editableList(page.list, commitDeletionOf: 1, at: 0)
            close(window)
            XCTAssertEqual(try MealStore.savedPlan(at: path).meals.count, 9_999, "the delete made just before closing was lost")
        }
    }

    /// A deletion right after another says so in the toast still sliding in, which stays the
    /// only toast: libadwaita 1.2 frees a toast dismissed while it slides in, and then uses it
    /// when its animations end, as the page's unmap ends them (the monkey's crash, seed
    /// 1199678734). Undo at once lets the toast go only once it is in.
    func testDeletionsAndUndoAtOnceNeverDismissAToastSlidingIn() throws {
        try withPage { page, window, _ in
            drainEvents()
            let ids = page.list.rowIDs
            try page.editableList(page.list, commitDeletionOf: ids[0], at: 0)
            let first = toastTitles(in: page.root)
            try page.editableList(page.list, commitDeletionOf: ids[1], at: 0)
            let second = toastTitles(in: page.root)
            XCTAssertEqual(second.count, 1, "a toast sliding in was replaced")
            XCTAssertNotEqual(second, first, "the toast does not say the last deletion")
            page.undoDelete()
            XCTAssertEqual(toastTitles(in: page.root), second, "a toast sliding in was dismissed")
            gtk_widget_set_visible(page.root, 0)
            drainEvents()
            XCTAssertTrue(pump(timeout: 3) { toastTitles(in: page.root).isEmpty }, "the toast never went")
            close(window)
        }
    }

    /// Runs `body` with a page over a database of its own in a temporary folder, shown in a
    /// window, and the database's path; the folder goes afterwards.
    private func withPage(_ body: @MainActor (DeleteConfirmationPage, UnsafeMutablePointer<GtkWidget>, String) throws -> Void) throws {
        try onMain {
            let directory = String(cString: g_dir_make_tmp("meals-XXXXXX", nil))
            let path = directory + "/meals.db"
            defer {
                for file in [path, path + "-wal", path + "-shm"] { remove(file) }
                rmdir(directory)
            }
            let page = DeleteConfirmationPage(store: MealStore(path: path))
            try body(page, present(page.root), path)
        }
    }

    /// The titles of the toasts `overlay` shows, sliding in or out.
    @MainActor private func toastTitles(in overlay: UnsafeMutablePointer<GtkWidget>) -> [String] {
        var titles: [String] = []
        var child = gtk_widget_get_first_child(overlay)
        while let widget = child {
            if String(cString: cgtk_type_name(widget)) == "AdwToastWidget" { titles.append(firstLabel(in: widget) ?? "") }
            child = gtk_widget_get_next_sibling(widget)
        }
        return titles
    }

    @MainActor private func firstLabel(in widget: UnsafeMutablePointer<GtkWidget>) -> String? {
        if gtk_widget_get_css_name(widget).map({ String(cString: $0) }) == "label" { return String(cString: gtk_label_get_text(cgtk_label(widget))) }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if let text = firstLabel(in: current) { return text }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }
}
