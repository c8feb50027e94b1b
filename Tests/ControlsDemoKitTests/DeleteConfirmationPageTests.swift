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
        try onMain {
            let directory = String(cString: g_dir_make_tmp("meals-XXXXXX", nil))
            let path = directory + "/meals.db"
            defer {
                for file in [path, path + "-wal", path + "-shm"] { remove(file) }
                rmdir(directory)
            }
            let page = DeleteConfirmationPage(store: MealStore(path: path))
            let window = present(page.root)
            page.fillWithManyMeals()
            try page.editableList(page.list, commitDeletionOf: 1, at: 0)
            close(window)
            XCTAssertEqual(try MealStore.savedPlan(at: path).meals.count, 9_999, "the delete made just before closing was lost")
        }
    }
}
