import CGtk
import ControlCore
@testable import ControlsDemoKit
import GtkControls
import XCTest

/// The Delete Confirmation page saves in the background: closing it must not lose a save.
final class DeleteConfirmationPageTests: GtkTestCase, @unchecked Sendable {
    /// Closing the window finalizes the page, which waits for its save. A write of 10,000
    /// meals (encode, write, fsync, rename) takes milliseconds, so without that wait the
    /// base file still holds the plan before the delete when the window is gone.
    func testClosingThePageWaitsForItsLastSave() throws {
        try onMain {
            let directory = String(cString: g_dir_make_tmp("meals-XXXXXX", nil))
            let path = directory + "/meals.json"
            defer {
                remove(path)
                remove(path + ".journal")
                rmdir(directory)
            }
            let page = DeleteConfirmationPage(store: MealStore(path: path))
            let window = present(page.root)
            page.fillWithManyMeals()
            try page.editableList(page.list, commitDeletionOf: 1, at: 0)
            close(window)
            var text: UnsafeMutablePointer<gchar>?
            XCTAssertNotEqual(g_file_get_contents(path, &text, nil, nil), 0, "the save was not waited for")
            defer { g_free(text) }
            XCTAssert(String(cString: try XCTUnwrap(text)).contains(#""sequence":2"#), "the base lacks the delete made just before closing")
            XCTAssertEqual(try MealStore.savedPlan(at: path).meals.count, 9_999, "the delete made just before closing was lost")
        }
    }
}
