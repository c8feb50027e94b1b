// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import ControlCore
@testable import GtkControls

enum EditableListGallery: ControlGalleryDeclaration {
    static let gallery = ControlGallery(scenes: scenes) { EditableList(rowIDs: [1]).widget }
}

extension EditableListGallery {
    static let scenes: [GalleryScene] = [
        ("browsing", "Not editing", false, false), ("editing", "Editing", true, false), ("confirming", "Showing Delete", true, true),
    ].map { state, caption, editing, confirming in
        GalleryScene(control: "EditableList", state: state, caption: caption) { stage in
            let source = GalleryListSource(titles: ["Apples", "Bread", "Coffee", "Eggs"])
            stage.keep(source)
            let scheduler = ManualScheduler()
            let list = EditableList(rowIDs: Array(source.titles.indices), scheduler: scheduler)
            list.dataSource = source
            list.accessibleLabel = "Groceries"
            gtk_widget_set_size_request(list.widget, 280, 200)
            list.isEditing = editing
            let window = stage.show(list.widget)
            if confirming {
                list.handle(.tapMinus(2))
                scheduler.runAll()
                stage.settle(window)
            }
            return window
        }
    }
}

/// The gallery's shopping list; it deletes nothing.
@MainActor final class GalleryListSource: EditableListDataSource {
    let titles: [String]

    init(titles: [String]) { self.titles = titles }

    func editableList(_ list: EditableList, titleForRow id: Int) -> String { titles[id] }
    func editableList(_ list: EditableList, commitDeletionOf id: Int, at index: Int) throws {}
}
