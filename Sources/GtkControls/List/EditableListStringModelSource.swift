// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import ControlCore

/// An editable list's rows from a `GtkStringList`, one row per string: the list's `model`
/// property, which C, Python and `.ui` files give. It follows the strings' `items-changed`,
/// telling the list of each string removed or inserted, and a deletion the user confirms
/// removes the row's string. A string inserted while a row of the same text still fades out
/// after the user deleted it is that row coming back (an undo), as
/// ``/ControlCore/EditableListState`` keeps it.
@MainActor
final class EditableListStringModelSource: EditableListDataSource {
    /// The string list, referenced while the source lives.
    let model: OpaquePointer
    private unowned let list: EditableList
    private var handler: UInt = 0
    /// The id of each string's row, in the strings' order.
    private(set) var rowIDs: [Int] = []
    /// The titles of the rows on the list: those of the strings, and of the rows still fading
    /// out after the user deleted their strings.
    private var titles: [Int: String] = [:]
    /// The rows the user deleted that still fade out.
    private var fading: Set<Int> = []
    /// The row whose string a confirmed deletion is removing now.
    private var deleting: Int?
    private var lastID = 0

    /// Follows `model`, a `GtkStringList`, for `list`.
    init(model: gpointer, list: EditableList) {
        self.model = OpaquePointer(g_object_ref(model))
        self.list = list
        rowIDs = (0..<Int(g_list_model_get_n_items(self.model))).map { newRow(at: $0) }
        handler = Signal.connect(self.model, .itemsChanged) { [unowned self] position, removed, added in
            itemsChanged(at: Int(position), removed: Int(removed), added: Int(added))
        }
    }

    /// Lets go of the strings; the list calls it when the model is replaced or the list goes.
    func close() {
        Signal.disconnect(model, handler)
        g_object_unref(model.rawObject)
    }

    /// Row `id` has left the list (faded out, or removed with its string).
    func rowLeft(_ id: Int) {
        titles[id] = nil
        fading.remove(id)
    }

    func editableList(_ list: EditableList, titleForRow id: Int) -> String {
        titles[id] ?? ""
    }

    /// Removes the row's string: the deletion the user confirmed.
    func editableList(_ list: EditableList, commitDeletionOf id: Int, at index: Int) throws {
        guard rowIDs.indices.contains(index), rowIDs[index] == id else { return }
        deleting = id
        defer { deleting = nil }
        gtk_string_list_remove(model, guint(index))
    }

    private func string(at position: Int) -> String {
        gtk_string_list_get_string(model, guint(position)).map { String(cString: $0) } ?? ""
    }

    /// A new row for the string at `position`.
    private func newRow(at position: Int) -> Int {
        lastID += 1
        titles[lastID] = string(at: position)
        return lastID
    }

    private func itemsChanged(at position: Int, removed: Int, added: Int) {
        let removedIDs = rowIDs[position..<position + removed]
        rowIDs.removeSubrange(position..<position + removed)
        for id in removedIDs {
            if id == deleting { fading.insert(id) } else { list.handle(.removed(id)) }
        }
        for offset in 0..<added {
            let title = string(at: position + offset)
            let id = fading.first { titles[$0] == title } ?? newRow(at: position + offset)
            fading.remove(id)
            rowIDs.insert(id, at: position + offset)
            list.insert(id, at: position + offset)
        }
    }
}
