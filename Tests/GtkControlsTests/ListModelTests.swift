// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import GtkControls
import GtkTesting
import XCTest

/// Letters as a GListModel of GtkStringObjects, implemented in Swift.
@MainActor
private final class Letters: ObjectBinding, ListModel {
    static let type = ListModelType(name: "TestLetters")
    let letters: [String]

    init(_ letters: [String]) {
        self.letters = letters
        super.init(binding: Self.type.instantiate())
    }

    var itemType: GType { gtk_string_object_get_type() }
    var itemCount: Int { letters.count }
    func item(at position: Int) -> gpointer { gpointer(gtk_string_object_new(letters[position])) }
}

/// A GObject interface implemented from Swift: GListModel, as GTK's own models and list
/// views use it.
final class ListModelTests: GtkTestCase, @unchecked Sendable {
    func testASwiftListModelIsAGListModelThatGtkFilters() {
        onMain {
            let letters = Letters(["alpha", "beta", "gamma"])
            let model = OpaquePointer(letters.object)
            XCTAssertNotEqual(g_type_is_a(Letters.type.gtype, g_list_model_get_type()), 0)
            XCTAssertEqual(g_list_model_get_item_type(model), gtk_string_object_get_type())
            XCTAssertEqual(g_list_model_get_n_items(model), 3)
            XCTAssertNil(g_list_model_get_item(model, 3), "no item past the end")
            // GtkFilterListModel reads it through the interface (it takes the model).
            let filter = gtk_string_filter_new(gtk_property_expression_new(gtk_string_object_get_type(), nil, "string"))!
            gtk_string_filter_set_search(filter, "mm")
            let filtered = gtk_filter_list_model_new(OpaquePointer(g_object_ref(letters.object)), filter.rawObject.assumingMemoryBound(to: GtkFilter.self))!
            XCTAssertEqual(g_list_model_get_n_items(filtered), 1)
            let item = g_list_model_get_item(filtered, 0)!
            XCTAssertEqual(String(cString: gtk_string_object_get_string(OpaquePointer(item))), "gamma")
            g_object_unref(item)
            expectFinalized(model)
            g_object_unref(filtered.rawObject)
            g_object_unref(letters.object)
        }
    }
}
