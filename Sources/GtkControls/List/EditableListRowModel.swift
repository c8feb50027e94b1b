// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import ControlCore

/// The list model of an ``EditableList``'s list view: the rows of its
/// ``/ControlCore/EditableListState``, read from its store, with one item per row that carries
/// the row's id (``id(of:)``). It keeps no rows of its own; the list announces each change of
/// the state's rows as the state's effects tell it (``announce(_:)``).
///
/// A row keeps its item while it stays on the list, so a change that removes and adds the
/// same row (a move) hands GTK the item it had, and GTK keeps the row's widget.
@MainActor
final class EditableListRowModel: ObjectBinding, ListModel {
    /// The GObject type `CtlEditableListRowModel`, a `GListModel` implemented here.
    static let type = ListModelType(name: "CtlEditableListRowModel")
    private static let idKey = g_quark_from_static_string("ctl-editable-list-row-id")

    private let store: ControlStore<EditableListState<Int>>
    /// The item of each row GTK has asked for, holding one reference.
    private var items: [Int: OpaquePointer] = [:]

    /// The rows of `store`'s state, holding one reference to its GObject for its owner.
    init(store: ControlStore<EditableListState<Int>>) {
        self.store = store
        super.init(binding: Self.type.instantiate())
    }

    var itemType: GType { g_type_from_name("GObject") }
    var itemCount: Int { store.state.rows.count }

    func item(at position: Int) -> gpointer {
        let id = store.state.rows[position]
        let item = items[id] ?? {
            let item = OpaquePointer(g_object_new_with_properties(g_type_from_name("GObject"), 0, nil, nil)!)
            g_object_set_qdata(cgtk_object(item.rawObject), Self.idKey, gpointer(bitPattern: id))
            items[id] = item
            return item
        }()
        return g_object_ref(item.rawObject)
    }

    /// The id of the row `item`, an item of this model, stands for.
    static func id(of item: gpointer) -> Int {
        Int(bitPattern: g_object_get_qdata(cgtk_object(item), idKey))
    }

    /// Tells GTK how the state's rows changed, by the state's row effect: exactly the
    /// positions removed and added, so the other rows keep their widgets as they are. A row
    /// that left the list loses its item.
    func announce(_ effect: EditableListState<Int>.Effect) {
        switch effect {
        case .rowRemoved(let id, let index):
            if let item = items.removeValue(forKey: id) { g_object_unref(item.rawObject) }
            itemsChanged(at: index, removed: 1, added: 0)
        case .rowInserted(_, let index):
            itemsChanged(at: index, removed: 0, added: 1)
        case .rowMoved(_, let from, let to):
            // One change over the rows between, which keep their items: GTK moves their widgets.
            itemsChanged(at: min(from, to), removed: abs(from - to) + 1, added: abs(from - to) + 1)
        default:
            break
        }
    }

    /// The state's rows were all replaced (`removed` of them went): every row gets a new item,
    /// so GTK binds each row afresh, asking the data source for its title again.
    func rowsReplaced(removing removed: Int) {
        releaseItems()
        itemsChanged(at: 0, removed: removed, added: itemCount)
    }

    override func objectDidFinalize() {
        releaseItems()
    }

    private func itemsChanged(at position: Int, removed: Int, added: Int) {
        g_list_model_items_changed(OpaquePointer(object), guint(position), guint(removed), guint(added))
    }

    private func releaseItems() {
        for item in items.values { g_object_unref(item.rawObject) }
        items = [:]
    }
}
