import CGtk
import ControlCore
import GtkControls

// The C API declared in gtkcontrols.h. It reaches the controls only through GObject: types by
// their public names, properties and signals, never this library's Swift objects. An app may
// link its own copy of GtkControls and load a plugin that links this library; the app's copy
// registers the controls first, and then controls made here, in the app and from .ui files
// are all of that copy's types, whose property handlers do the work. Everything runs on GTK's
// main thread, as GTK's own API does.

/// `type` as C sees it: the type under its public name, whichever copy registered it.
@MainActor
private func publicType(_ type: WidgetType) -> GType {
    _ = type.gtype
    return g_type_from_name(type.name)
}

/// `instance` as a GObject when it is a `type`; otherwise nil, reported (the C API's
/// `g_return_val_if_fail`).
@MainActor
private func object(_ instance: UnsafeMutableRawPointer?, _ type: WidgetType, _ function: String) -> UnsafeMutablePointer<GObject>? {
    guard let instance, g_type_check_instance_is_a(instance.assumingMemoryBound(to: GTypeInstance.self), publicType(type)) != 0 else {
        Diagnostics.report("gtkcontrols: \(function): the instance is not a \(type.name)")
        return nil
    }
    return instance.assumingMemoryBound(to: GObject.self)
}

/// Reads `property` of `instance`, a `type`; `fallback` when it is not one.
@MainActor
private func read<Owner, Value>(_ instance: UnsafeMutableRawPointer?, _ type: WidgetType, _ property: PropertyKey<Owner, Value>,
                                or fallback: Value, _ function: String = #function) -> Value {
    guard let object = object(instance, type, function) else { return fallback }
    var value = GValue()
    g_value_init(&value, property.valueType)
    defer { g_value_unset(&value) }
    g_object_get_property(object, property.name, &value)
    return Value(from: &value)
}

/// Reads the string `property` of `instance` as a new C string (transfer full), "" for none.
@MainActor
private func readString<Owner>(_ instance: UnsafeMutableRawPointer?, _ type: WidgetType, _ property: PropertyKey<Owner, String?>,
                               _ function: String = #function) -> UnsafeMutablePointer<CChar>? {
    guard let object = object(instance, type, function) else { return nil }
    return g_strdup(read(object, type, property, or: nil, function) ?? "")
}

/// Writes `property` of `instance`, a `type`. A number outside the property's range is
/// clamped to it, as GTK's own setters do; NaN is refused.
@MainActor
private func write<Owner, Value>(_ instance: UnsafeMutableRawPointer?, _ type: WidgetType, _ property: PropertyKey<Owner, Value>,
                                 _ newValue: Value, _ function: String = #function) {
    guard let object = object(instance, type, function) else { return }
    if let number = newValue as? Double, number.isNaN {
        Diagnostics.report("gtkcontrols: \(function): NaN is not a value; ignored")
        return
    }
    var value = GValue()
    g_value_init(&value, property.valueType)
    defer { g_value_unset(&value) }
    newValue.store(in: &value)
    if let spec = g_object_class_find_property(cgtk_object_class(object), property.name) { g_param_value_validate(spec, &value) }
    g_object_set_property(object, property.name, &value)
}

/// `text`, a C string, as Swift sees it.
private func string(_ text: UnsafePointer<CChar>?) -> String? {
    text.map { String(cString: $0) }
}

/// `strings`, a `NULL`-terminated C string array, as Swift sees it.
private func strings(_ strings: UnsafePointer<UnsafePointer<CChar>?>?) -> [String] {
    var result: [String] = []
    while let strings, let entry = strings[result.count] { result.append(String(cString: entry)) }
    return result
}

/// A new floating instance of `type`, which `configure` may set up.
@MainActor
private func make(_ type: WidgetType, _ configure: (UnsafeMutableRawPointer) -> Void = { _ in }) -> UnsafeMutablePointer<GtkWidget> {
    let instance = g_object_new_with_properties(publicType(type), 0, nil, nil)!
    configure(UnsafeMutableRawPointer(instance))
    return cgtk_widget(instance)
}

@MainActor @_cdecl("ctl_init")
public func ctl_init() {
    // An app that links GtkControls itself registered the types and styled the display.
    let appHasTheLibrary = g_type_from_name("CtlKnob") != 0
    WidgetTypes.register()
    guard !appHasTheLibrary else { return }
    Stylesheet.install()
    IconTheme.install()
}

// MARK: Buttons

@MainActor @_cdecl("ctl_stateful_button_get_type")
public func ctl_stateful_button_get_type() -> GType { publicType(StatefulButton.type) }

@MainActor @_cdecl("ctl_stateful_button_new")
public func ctl_stateful_button_new(_ title: UnsafePointer<CChar>?) -> UnsafeMutablePointer<GtkWidget> {
    make(StatefulButton.type) { write($0, StatefulButton.type, StatefulButton.titleProperty, string(title)) }
}

@MainActor @_cdecl("ctl_stateful_button_get_title")
public func ctl_stateful_button_get_title(_ button: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<CChar>? {
    readString(button, StatefulButton.type, StatefulButton.titleProperty)
}

@MainActor @_cdecl("ctl_stateful_button_set_title")
public func ctl_stateful_button_set_title(_ button: UnsafeMutableRawPointer?, _ title: UnsafePointer<CChar>?) {
    write(button, StatefulButton.type, StatefulButton.titleProperty, string(title))
}

@MainActor @_cdecl("ctl_stateful_button_get_selected")
public func ctl_stateful_button_get_selected(_ button: UnsafeMutableRawPointer?) -> gboolean {
    read(button, StatefulButton.type, StatefulButton.selectedProperty, or: false) ? 1 : 0
}

@MainActor @_cdecl("ctl_stateful_button_set_selected")
public func ctl_stateful_button_set_selected(_ button: UnsafeMutableRawPointer?, _ selected: gboolean) {
    write(button, StatefulButton.type, StatefulButton.selectedProperty, selected != 0)
}

@MainActor @_cdecl("ctl_loading_button_get_type")
public func ctl_loading_button_get_type() -> GType { publicType(LoadingButton.loadingType) }

@MainActor @_cdecl("ctl_loading_button_new")
public func ctl_loading_button_new(_ title: UnsafePointer<CChar>?) -> UnsafeMutablePointer<GtkWidget> {
    make(LoadingButton.loadingType) { write($0, StatefulButton.type, StatefulButton.titleProperty, string(title)) }
}

@MainActor @_cdecl("ctl_loading_button_get_loading")
public func ctl_loading_button_get_loading(_ button: UnsafeMutableRawPointer?) -> gboolean {
    read(button, LoadingButton.loadingType, LoadingButton.loadingProperty, or: false) ? 1 : 0
}

@MainActor @_cdecl("ctl_loading_button_set_loading")
public func ctl_loading_button_set_loading(_ button: UnsafeMutableRawPointer?, _ loading: gboolean) {
    write(button, LoadingButton.loadingType, LoadingButton.loadingProperty, loading != 0)
}

@MainActor @_cdecl("ctl_follow_button_get_type")
public func ctl_follow_button_get_type() -> GType { publicType(FollowButton.followType) }

@MainActor @_cdecl("ctl_follow_button_new")
public func ctl_follow_button_new() -> UnsafeMutablePointer<GtkWidget> {
    make(FollowButton.followType)
}

@MainActor @_cdecl("ctl_follow_button_get_mutual")
public func ctl_follow_button_get_mutual(_ button: UnsafeMutableRawPointer?) -> gboolean {
    read(button, FollowButton.followType, FollowButton.mutualProperty, or: false) ? 1 : 0
}

@MainActor @_cdecl("ctl_follow_button_set_mutual")
public func ctl_follow_button_set_mutual(_ button: UnsafeMutableRawPointer?, _ mutual: gboolean) {
    write(button, FollowButton.followType, FollowButton.mutualProperty, mutual != 0)
}

@MainActor @_cdecl("ctl_modal_button_get_type")
public func ctl_modal_button_get_type() -> GType { publicType(ModalButton.type) }

@MainActor @_cdecl("ctl_modal_button_new")
public func ctl_modal_button_new(_ titles: UnsafePointer<UnsafePointer<CChar>?>?) -> UnsafeMutablePointer<GtkWidget>? {
    guard let titles, titles[0] != nil else {
        Diagnostics.report("gtkcontrols: ctl_modal_button_new: \(ModalButtonError.noModes)")
        return nil
    }
    return make(ModalButton.type) { write($0, ModalButton.type, ModalButton.modesProperty, strings(titles)) }
}

@MainActor @_cdecl("ctl_modal_button_set_modes")
public func ctl_modal_button_set_modes(_ button: UnsafeMutableRawPointer?, _ titles: UnsafePointer<UnsafePointer<CChar>?>?) {
    write(button, ModalButton.type, ModalButton.modesProperty, strings(titles))
}

@MainActor @_cdecl("ctl_modal_button_get_mode_index")
public func ctl_modal_button_get_mode_index(_ button: UnsafeMutableRawPointer?) -> Int32 {
    read(button, ModalButton.type, ModalButton.modeIndexProperty, or: -1)
}

// MARK: Values

@MainActor @_cdecl("ctl_switch_get_type")
public func ctl_switch_get_type() -> GType { publicType(Switch.type) }

@MainActor @_cdecl("ctl_switch_new")
public func ctl_switch_new() -> UnsafeMutablePointer<GtkWidget> {
    make(Switch.type)
}

@MainActor @_cdecl("ctl_stepper_get_type")
public func ctl_stepper_get_type() -> GType { publicType(Stepper.type) }

@MainActor @_cdecl("ctl_stepper_new")
public func ctl_stepper_new(_ minimum: Double, _ maximum: Double, _ step: Double) -> UnsafeMutablePointer<GtkWidget>? {
    do {
        _ = try StepperState.Configuration(minimum: minimum, maximum: maximum, step: step)
    } catch {
        Diagnostics.report("gtkcontrols: ctl_stepper_new: \(error)")
        return nil
    }
    return make(Stepper.type) { stepper in
        // Each setting is checked against the others on its own, so widen the range first:
        // a new minimum above the current maximum would be refused.
        let current = read(stepper, Stepper.type, Stepper.maximumProperty, or: 0)
        let order = minimum < current ? [(Stepper.minimumProperty, minimum), (Stepper.maximumProperty, maximum)]
            : [(Stepper.maximumProperty, maximum), (Stepper.minimumProperty, minimum)]
        for (property, value) in order + [(Stepper.stepProperty, step)] { write(stepper, Stepper.type, property, value) }
    }
}

@MainActor @_cdecl("ctl_stepper_get_value")
public func ctl_stepper_get_value(_ stepper: UnsafeMutableRawPointer?) -> Double {
    read(stepper, Stepper.type, Stepper.valueProperty, or: 0)
}

@MainActor @_cdecl("ctl_stepper_set_value")
public func ctl_stepper_set_value(_ stepper: UnsafeMutableRawPointer?, _ value: Double) {
    write(stepper, Stepper.type, Stepper.valueProperty, value)
}

@MainActor @_cdecl("ctl_knob_get_type")
public func ctl_knob_get_type() -> GType { publicType(Knob.type) }

@MainActor @_cdecl("ctl_knob_new")
public func ctl_knob_new() -> UnsafeMutablePointer<GtkWidget> {
    make(Knob.type)
}

@MainActor @_cdecl("ctl_knob_get_value")
public func ctl_knob_get_value(_ knob: UnsafeMutableRawPointer?) -> Double {
    read(knob, Knob.type, Knob.valueProperty, or: 0)
}

@MainActor @_cdecl("ctl_knob_set_value")
public func ctl_knob_set_value(_ knob: UnsafeMutableRawPointer?, _ value: Double) {
    write(knob, Knob.type, Knob.valueProperty, value)
}

// MARK: Indicators

@MainActor @_cdecl("ctl_activity_indicator_style_get_type")
public func ctl_activity_indicator_style_get_type() -> GType { ActivityIndicator.Style.enumType.gtype }

@MainActor @_cdecl("ctl_activity_indicator_get_type")
public func ctl_activity_indicator_get_type() -> GType { publicType(ActivityIndicator.type) }

@MainActor @_cdecl("ctl_activity_indicator_new")
public func ctl_activity_indicator_new() -> UnsafeMutablePointer<GtkWidget> {
    make(ActivityIndicator.type)
}

@MainActor @_cdecl("ctl_activity_indicator_get_animating")
public func ctl_activity_indicator_get_animating(_ indicator: UnsafeMutableRawPointer?) -> gboolean {
    read(indicator, ActivityIndicator.type, ActivityIndicator.animatingProperty, or: false) ? 1 : 0
}

@MainActor @_cdecl("ctl_activity_indicator_set_animating")
public func ctl_activity_indicator_set_animating(_ indicator: UnsafeMutableRawPointer?, _ animating: gboolean) {
    write(indicator, ActivityIndicator.type, ActivityIndicator.animatingProperty, animating != 0)
}

@MainActor @_cdecl("ctl_progress_view_style_get_type")
public func ctl_progress_view_style_get_type() -> GType { ProgressView.Style.enumType.gtype }

@MainActor @_cdecl("ctl_progress_view_get_type")
public func ctl_progress_view_get_type() -> GType { publicType(ProgressView.type) }

@MainActor @_cdecl("ctl_progress_view_new")
public func ctl_progress_view_new() -> UnsafeMutablePointer<GtkWidget> {
    make(ProgressView.type)
}

@MainActor @_cdecl("ctl_progress_view_get_progress")
public func ctl_progress_view_get_progress(_ view: UnsafeMutableRawPointer?) -> Double {
    read(view, ProgressView.type, ProgressView.progressProperty, or: 0)
}

@MainActor @_cdecl("ctl_progress_view_set_progress")
public func ctl_progress_view_set_progress(_ view: UnsafeMutableRawPointer?, _ progress: Double) {
    write(view, ProgressView.type, ProgressView.progressProperty, progress)
}

@MainActor @_cdecl("ctl_thermometer_get_type")
public func ctl_thermometer_get_type() -> GType { publicType(Thermometer.type) }

@MainActor @_cdecl("ctl_thermometer_new")
public func ctl_thermometer_new() -> UnsafeMutablePointer<GtkWidget> {
    make(Thermometer.type)
}

@MainActor @_cdecl("ctl_thermometer_get_value")
public func ctl_thermometer_get_value(_ thermometer: UnsafeMutableRawPointer?) -> Double {
    read(thermometer, Thermometer.type, Thermometer.valueProperty, or: 0)
}

@MainActor @_cdecl("ctl_thermometer_set_value")
public func ctl_thermometer_set_value(_ thermometer: UnsafeMutableRawPointer?, _ value: Double) {
    write(thermometer, Thermometer.type, Thermometer.valueProperty, value)
}

// MARK: Pickers, search and lists

@MainActor @_cdecl("ctl_picker_view_get_type")
public func ctl_picker_view_get_type() -> GType { publicType(PickerView.type) }

@MainActor @_cdecl("ctl_picker_view_new")
public func ctl_picker_view_new(_ model: OpaquePointer?) -> UnsafeMutablePointer<GtkWidget> {
    make(PickerView.type) { write($0, PickerView.type, PickerView.modelProperty, model.map { ObjectReference($0.rawObject) }) }
}

@MainActor @_cdecl("ctl_picker_view_get_model")
public func ctl_picker_view_get_model(_ picker: UnsafeMutableRawPointer?) -> OpaquePointer? {
    read(picker, PickerView.type, PickerView.modelProperty, or: nil).map { OpaquePointer($0.object) }
}

@MainActor @_cdecl("ctl_picker_view_set_model")
public func ctl_picker_view_set_model(_ picker: UnsafeMutableRawPointer?, _ model: OpaquePointer?) {
    write(picker, PickerView.type, PickerView.modelProperty, model.map { ObjectReference($0.rawObject) })
}

@MainActor @_cdecl("ctl_date_picker_get_type")
public func ctl_date_picker_get_type() -> GType { publicType(DatePicker.type) }

@MainActor @_cdecl("ctl_date_picker_new")
public func ctl_date_picker_new(_ year: Int32, _ month: Int32, _ day: Int32) -> UnsafeMutablePointer<GtkWidget> {
    // The day last, once its month and year are in place (29 February needs both).
    make(DatePicker.type) { picker in
        for (property, value) in [(DatePicker.yearProperty, year), (DatePicker.monthProperty, month), (DatePicker.dayProperty, day)] {
            write(picker, DatePicker.type, property, value)
        }
    }
}

@MainActor @_cdecl("ctl_search_bar_get_type")
public func ctl_search_bar_get_type() -> GType { publicType(SearchBar.type) }

@MainActor @_cdecl("ctl_search_bar_new")
public func ctl_search_bar_new() -> UnsafeMutablePointer<GtkWidget> {
    make(SearchBar.type)
}

@MainActor @_cdecl("ctl_search_bar_get_text")
public func ctl_search_bar_get_text(_ bar: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<CChar>? {
    readString(bar, SearchBar.type, SearchBar.textProperty)
}

@MainActor @_cdecl("ctl_search_bar_set_text")
public func ctl_search_bar_set_text(_ bar: UnsafeMutableRawPointer?, _ text: UnsafePointer<CChar>?) {
    write(bar, SearchBar.type, SearchBar.textProperty, string(text))
}

@MainActor @_cdecl("ctl_search_results_view_get_type")
public func ctl_search_results_view_get_type() -> GType { publicType(SearchResultsView.type) }

@MainActor @_cdecl("ctl_editable_list_get_type")
public func ctl_editable_list_get_type() -> GType { publicType(EditableList.type) }

@MainActor @_cdecl("ctl_editable_list_get_editing")
public func ctl_editable_list_get_editing(_ list: UnsafeMutableRawPointer?) -> gboolean {
    read(list, EditableList.type, EditableList.editingProperty, or: false) ? 1 : 0
}

@MainActor @_cdecl("ctl_editable_list_set_editing")
public func ctl_editable_list_set_editing(_ list: UnsafeMutableRawPointer?, _ editing: gboolean) {
    write(list, EditableList.type, EditableList.editingProperty, editing != 0)
}
