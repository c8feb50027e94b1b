// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import GtkControls

/// A control as C sees it: its widget type, what gtkcontrols.h says it is, and the properties
/// that get accessors (`ctl_<type>_get_<property>`, and `_set_` when the property is writable).
@MainActor
struct CType {
    let type: WidgetType
    let summary: String
    let accessors: [WidgetProperty]
}

/// Every control in gtkcontrols.h, in its order: the one place that says which properties C
/// reaches through accessors (all of them through g_object_get/set) and what each type is.
@MainActor
let cTypes = [
    CType(type: StatefulButton.type,
          summary: "A #GtkButton whose title, icon and CSS classes follow its control state (highlighted, disabled, selected and the application's bits).",
          accessors: [StatefulButton.titleProperty, StatefulButton.selectedProperty]),
    CType(type: LoadingButton.loadingType, summary: "A #CtlStatefulButton that can be loading: disabled, with a spinner.",
          accessors: [LoadingButton.loadingProperty]),
    CType(type: FollowButton.followType, summary: "The follow button: Follow, Followed, Mutual and loading.",
          accessors: [FollowButton.mutualProperty]),
    CType(type: ModalButton.type, summary: "A button that walks a sequence of modes (Download, Install, Complete!).",
          accessors: [ModalButton.modeIndexProperty]),
    CType(type: Switch.type,
          summary: "A #GtkSwitch with UISwitch's event rules: only a user's toggle emits #CtlSwitch::value-changed. Use #GtkSwitch's API for its value.",
          accessors: []),
    CType(type: Stepper.type, summary: "A − and + pair that steps a value, with wrapping and accelerating autorepeat.",
          accessors: [Stepper.valueProperty]),
    CType(type: Knob.type, summary: "A rotary knob drawn in snapshot, 0 to 1.", accessors: [Knob.valueProperty]),
    CType(type: ActivityIndicator.type, summary: "A spinner for work of unknown length.", accessors: [ActivityIndicator.animatingProperty]),
    CType(type: ProgressView.type, summary: "A progress bar drawn in snapshot, 0 to 1.", accessors: [ProgressView.progressProperty]),
    CType(type: Thermometer.type, summary: "A level drawn in snapshot, 0 to 1.", accessors: [Thermometer.valueProperty]),
    CType(type: PickerView.type,
          summary: "Drums that turn to a row: one drum per component, whose rows come from a list model of string lists (#GtkStringList, or any #GListModel of #GtkStringObject).",
          accessors: [PickerView.modelProperty]),
    CType(type: DatePicker.type, summary: "Month, day and year drums.", accessors: []),
    CType(type: SearchBar.type, summary: "A search field with prompt, bookmark, results and Cancel buttons and a scope bar.",
          accessors: [SearchBar.textProperty]),
    CType(type: SearchResultsView.type, summary: "Search results in a virtualised list (titles from Swift, for now).", accessors: []),
    CType(type: EditableList.type,
          summary: "A list whose Delete slides in per row: one row per string of a #GtkStringList, its model, which a confirmed Delete removes the string from.",
          accessors: [EditableList.editingProperty, EditableList.modelProperty]),
]

extension CType {
    /// The accessors of each of ``accessors``, which must be properties of the type (or of a
    /// type it derives from) of a value type C has accessors for.
    func cAccessors() throws(GeneratorError) -> [CAccessor] {
        let typeClass = g_type_class_ref(type.gtype)
        defer { g_type_class_unref(typeClass) }
        return try accessors.map { property throws(GeneratorError) in
            guard g_object_class_find_property(typeClass?.assumingMemoryBound(to: GObjectClass.self), property.name) != nil else {
                throw .declaration("\(type.name) has no property \"\(property.name)\"")
            }
            guard let accessor = CAccessor(property) else {
                throw .declaration("\(type.name):\(property.name): C has no accessors for values of the type \(String(cString: g_type_name(property.valueType)))")
            }
            return accessor
        }
    }
}
