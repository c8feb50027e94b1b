// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk

/// A Swift object that is a `GListModel`: its GObject is of a type registered with
/// ``ListModelType``, which implements the interface by asking this object. GtkListView,
/// GtkFilterListModel and bindings take it as any list model.
@MainActor
public protocol ListModel: ObjectBinding {
    /// The GType of the items (`GObject` or a subclass).
    var itemType: GType { get }
    /// How many items the model holds.
    var itemCount: Int { get }
    /// A new reference to the item at `position`, which is less than ``itemCount``.
    func item(at position: Int) -> gpointer
}

/// A final GObject type that implements the `GListModel` interface in Swift, through the
/// ``ListModel`` bound to each instance.
@MainActor
public final class ListModelType {
    /// The registered GType.
    public let gtype: GType

    /// Registers `name` as a GObject subclass that is a `GListModel`. A second copy of the
    /// library in the process (a plugin that links its own) registers a name of its own.
    public init(name: String) {
        var query = GTypeQuery()
        g_type_query(g_type_from_name("GObject"), &query)
        let unique = g_type_from_name(name) == 0 ? name : "\(name)_\(UInt(bitPattern: ObjectIdentifier(ListModelType.self).hashValue))"
        gtype = g_type_register_static_simple(g_type_from_name("GObject"), unique, query.class_size, nil, query.instance_size, nil,
                                              G_TYPE_FLAG_FINAL)
        var listModel = GInterfaceInfo(interface_init: { interface, _ in
            guard let methods = interface?.assumingMemoryBound(to: GListModelInterface.self) else { return }
            methods.pointee.get_item_type = { model in
                assumeMainThread { ListModelType.model(model)?.itemType ?? g_type_from_name("GObject") }
            }
            methods.pointee.get_n_items = { model in
                assumeMainThread { guint(ListModelType.model(model)?.itemCount ?? 0) }
            }
            methods.pointee.get_item = { model, position in
                let item = assumeMainThread { () -> UInt? in
                    guard let model = ListModelType.model(model), Int(position) < model.itemCount else { return nil }
                    return UInt(bitPattern: model.item(at: Int(position)))
                }
                return item.flatMap { UnsafeMutableRawPointer(bitPattern: $0) }
            }
        }, interface_finalize: nil, interface_data: nil)
        g_type_add_interface_static(gtype, g_list_model_get_type(), &listModel)
    }

    /// A new instance, for a ``ListModel`` to bind.
    public func instantiate() -> OpaquePointer {
        OpaquePointer(g_object_new_with_properties(gtype, 0, nil, nil))
    }

    private static func model(_ instance: OpaquePointer?) -> ListModel? {
        instance.flatMap { ObjectBinding.bound(to: $0, as: ObjectBinding.self) as? ListModel }
    }
}
