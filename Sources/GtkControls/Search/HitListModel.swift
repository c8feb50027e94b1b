// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk

/// The list model of a ``SearchResultsView``: the hits' item indices, of which the first
/// ``shownCount`` are its items, so that a million hits get their row widgets a few frames
/// at a time. An item is a plain GObject that knows its position (``position(of:)``).
@MainActor
final class HitListModel: ObjectBinding, ListModel {
    /// The GObject type `CtlHitListModel`, a `GListModel` implemented here.
    static let type = ListModelType(name: "CtlHitListModel")
    private static let positionKey = g_quark_from_static_string("ctl-hit-position")

    /// The item index of every hit, in order.
    private(set) var indices: [UInt32] = []
    /// How many hits are items now.
    private(set) var shownCount = 0

    /// A model with no hits, holding one reference to its GObject for its owner.
    init() {
        super.init(binding: Self.type.instantiate())
    }

    var itemType: GType { g_type_from_name("GObject") }
    var itemCount: Int { shownCount }

    func item(at position: Int) -> gpointer {
        let item = g_object_new_with_properties(g_type_from_name("GObject"), 0, nil, nil)!
        g_object_set_qdata(item, Self.positionKey, gpointer(bitPattern: position + 1))
        return gpointer(item)
    }

    /// The position of `item`, an item of this model.
    static func position(of item: OpaquePointer) -> Int {
        Int(bitPattern: g_object_get_qdata(cgtk_object(item.rawObject), positionKey)) - 1
    }

    /// The item index of the hit at `position`; nil past the end.
    func index(at position: Int) -> UInt32? {
        indices.indices.contains(position) ? indices[position] : nil
    }

    /// Replaces the hits, showing the first `shown` of them.
    func setIndices(_ indices: [UInt32], shown: Int) {
        self.indices = indices
        show(shown)
    }

    /// Replaces the first hits with `hits`, no more than there are; the items stay.
    func replaceFirst(_ hits: [UInt32]) {
        indices.replaceSubrange(0..<min(hits.count, indices.count), with: hits.prefix(indices.count))
    }

    /// Shows the first `count` hits (no more than there are) as items.
    func show(_ count: Int) {
        let before = shownCount
        shownCount = min(count, indices.count)
        if shownCount < before { g_list_model_items_changed(OpaquePointer(object), guint(shownCount), guint(before - shownCount), 0) }
        if shownCount > before { g_list_model_items_changed(OpaquePointer(object), guint(before), 0, guint(shownCount - before)) }
    }
}
