// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import ControlCore

/// A picker's rows from a `GListModel` of `GListModel`s, one per component, whose items are
/// strings (`GtkStringObject`, as in a `GtkStringList`): the picker's `model` property, which
/// C, Python and `.ui` files give. It follows the models' `items-changed`: a component added
/// or removed reloads every component, a row added or removed reloads its component. An item
/// of another type is reported once, naming where it is, and shows as an empty drum or row.
@MainActor
final class PickerListModelSource: PickerDataSource {
    /// The model, referenced while the source lives.
    let model: OpaquePointer
    private unowned let picker: PickerView
    private var modelHandler: UInt = 0
    /// The components' models and their handlers, to let go of when the components change.
    private var componentHandlers: [(model: OpaquePointer, handler: UInt)] = []
    /// The wrong items reported so far, each once.
    private var reported: Set<String> = []

    init(model: gpointer, picker: PickerView) {
        self.model = OpaquePointer(g_object_ref(model))
        self.picker = picker
        modelHandler = Signal.connect(self.model, .itemsChanged) { [unowned self] _, _, _ in componentsChanged() }
        followComponents()
    }

    /// Lets go of the models; the picker calls it when the model is replaced or the picker
    /// goes.
    func close() {
        unfollowComponents()
        Signal.disconnect(model, modelHandler)
        g_object_unref(model.rawObject)
    }

    func numberOfComponents(in picker: AnyObject) -> Int {
        Int(g_list_model_get_n_items(model))
    }

    func picker(_ picker: AnyObject, numberOfRowsInComponent component: Int) -> Int {
        withComponent(component) { Int(g_list_model_get_n_items($0)) } ?? 0
    }

    func picker(_ picker: AnyObject, titleForRow row: Int, forComponent component: Int) -> String {
        withComponent(component) { rows in
            guard let item = g_list_model_get_item(rows, guint(row)) else { return "" }
            defer { g_object_unref(item) }
            guard item.isA(gtk_string_object_get_type()) else {
                reportOnce("component \(component), row \(row) is a \(item.typeName), not a string (GtkStringObject): it shows empty")
                return ""
            }
            return String(cString: gtk_string_object_get_string(OpaquePointer(item)))
        } ?? ""
    }

    /// Runs `body` with the model of `component`, when it is a list model.
    private func withComponent<Result>(_ component: Int, _ body: (OpaquePointer) -> Result) -> Result? {
        guard component >= 0, let item = g_list_model_get_item(model, guint(component)) else { return nil }
        defer { g_object_unref(item) }
        guard item.isA(g_list_model_get_type()) else {
            reportOnce("component \(component) is a \(item.typeName), not a list model: its drum has no rows")
            return nil
        }
        return body(OpaquePointer(item))
    }

    private func reportOnce(_ problem: String) {
        guard reported.insert(problem).inserted else { return }
        Diagnostics.report("gtkcontrols: CtlPickerView:model: \(problem)")
    }

    private func componentsChanged() {
        unfollowComponents()
        followComponents()
        picker.reloadAllComponents()
    }

    private func followComponents() {
        for component in 0..<numberOfComponents(in: picker) {
            withComponent(component) { rows in
                let handler = Signal.connect(rows, .itemsChanged) { [unowned self] _, _, _ in picker.reloadComponent(component) }
                componentHandlers.append((OpaquePointer(g_object_ref(rows.rawObject)), handler))
            }
        }
    }

    private func unfollowComponents() {
        for (rows, handler) in componentHandlers {
            Signal.disconnect(rows, handler)
            g_object_unref(rows.rawObject)
        }
        componentHandlers.removeAll()
    }
}
