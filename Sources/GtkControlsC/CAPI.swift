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

/// A property value that crosses the C API as itself.
private protocol PropertyValue {
    static var typeName: String { get }
    init(_ value: UnsafePointer<GValue>)
    func store(in value: UnsafeMutablePointer<GValue>)
}

extension Double: PropertyValue {
    static var typeName: String { "gdouble" }
    init(_ value: UnsafePointer<GValue>) { self = g_value_get_double(value) }
    func store(in value: UnsafeMutablePointer<GValue>) { g_value_set_double(value, self) }
}

extension Int32: PropertyValue {
    static var typeName: String { "gint" }
    init(_ value: UnsafePointer<GValue>) { self = g_value_get_int(value) }
    func store(in value: UnsafeMutablePointer<GValue>) { g_value_set_int(value, self) }
}

extension Bool: PropertyValue {
    static var typeName: String { "gboolean" }
    init(_ value: UnsafePointer<GValue>) { self = g_value_get_boolean(value) != 0 }
    func store(in value: UnsafeMutablePointer<GValue>) { g_value_set_boolean(value, self ? 1 : 0) }
}

/// Reads `property` of `instance`, a `type`; `fallback` when it is not one.
@MainActor
private func read<Value: PropertyValue>(_ instance: UnsafeMutableRawPointer?, _ type: WidgetType, _ property: String,
                                        or fallback: Value, _ function: String = #function) -> Value {
    guard let object = object(instance, type, function) else { return fallback }
    var value = GValue()
    g_value_init(&value, g_type_from_name(Value.typeName))
    defer { g_value_unset(&value) }
    g_object_get_property(object, property, &value)
    return Value(&value)
}

/// Writes `property` of `instance`, a `type`. A number outside the property's range is
/// clamped to it, as GTK's own setters do; NaN is refused.
@MainActor
private func write<Value: PropertyValue>(_ instance: UnsafeMutableRawPointer?, _ type: WidgetType, _ property: String,
                                         _ newValue: Value, _ function: String = #function) {
    guard let object = object(instance, type, function) else { return }
    if let number = newValue as? Double, number.isNaN {
        Diagnostics.report("gtkcontrols: \(function): NaN is not a value; ignored")
        return
    }
    var value = GValue()
    g_value_init(&value, g_type_from_name(Value.typeName))
    defer { g_value_unset(&value) }
    newValue.store(in: &value)
    if let spec = g_object_class_find_property(cgtk_object_class(object), property) { g_param_value_validate(spec, &value) }
    g_object_set_property(object, property, &value)
}

/// Reads the string `property` of `instance` as a new C string (transfer full).
@MainActor
private func readString(_ instance: UnsafeMutableRawPointer?, _ type: WidgetType, _ property: String,
                        _ function: String = #function) -> UnsafeMutablePointer<CChar>? {
    guard let object = object(instance, type, function) else { return nil }
    var value = GValue()
    g_value_init(&value, g_type_from_name("gchararray"))
    defer { g_value_unset(&value) }
    g_object_get_property(object, property, &value)
    return g_value_dup_string(&value) ?? g_strdup("")
}

/// Writes the string (or, for a `GStrv` property, the `NULL`-terminated string array)
/// `property` of `instance`.
@MainActor
private func writeText(_ instance: UnsafeMutableRawPointer?, _ type: WidgetType, _ property: String, _ text: gpointer?,
                       isArray: Bool = false, _ function: String = #function) {
    guard let object = object(instance, type, function) else { return }
    var value = GValue()
    g_value_init(&value, isArray ? g_strv_get_type() : g_type_from_name("gchararray"))
    defer { g_value_unset(&value) }
    if isArray { g_value_set_boxed(&value, text) } else { g_value_set_string(&value, text?.assumingMemoryBound(to: CChar.self)) }
    g_object_set_property(object, property, &value)
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
    make(StatefulButton.type) { writeText($0, StatefulButton.type, "title", UnsafeMutableRawPointer(mutating: title)) }
}

@MainActor @_cdecl("ctl_stateful_button_get_title")
public func ctl_stateful_button_get_title(_ button: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<CChar>? {
    readString(button, StatefulButton.type, "title")
}

@MainActor @_cdecl("ctl_stateful_button_set_title")
public func ctl_stateful_button_set_title(_ button: UnsafeMutableRawPointer?, _ title: UnsafePointer<CChar>?) {
    writeText(button, StatefulButton.type, "title", UnsafeMutableRawPointer(mutating: title))
}

@MainActor @_cdecl("ctl_stateful_button_get_selected")
public func ctl_stateful_button_get_selected(_ button: UnsafeMutableRawPointer?) -> gboolean {
    read(button, StatefulButton.type, "selected", or: false) ? 1 : 0
}

@MainActor @_cdecl("ctl_stateful_button_set_selected")
public func ctl_stateful_button_set_selected(_ button: UnsafeMutableRawPointer?, _ selected: gboolean) {
    write(button, StatefulButton.type, "selected", selected != 0)
}

@MainActor @_cdecl("ctl_loading_button_get_type")
public func ctl_loading_button_get_type() -> GType { publicType(LoadingButton.loadingType) }

@MainActor @_cdecl("ctl_loading_button_new")
public func ctl_loading_button_new(_ title: UnsafePointer<CChar>?) -> UnsafeMutablePointer<GtkWidget> {
    make(LoadingButton.loadingType) { writeText($0, StatefulButton.type, "title", UnsafeMutableRawPointer(mutating: title)) }
}

@MainActor @_cdecl("ctl_loading_button_get_loading")
public func ctl_loading_button_get_loading(_ button: UnsafeMutableRawPointer?) -> gboolean {
    read(button, LoadingButton.loadingType, "loading", or: false) ? 1 : 0
}

@MainActor @_cdecl("ctl_loading_button_set_loading")
public func ctl_loading_button_set_loading(_ button: UnsafeMutableRawPointer?, _ loading: gboolean) {
    write(button, LoadingButton.loadingType, "loading", loading != 0)
}

@MainActor @_cdecl("ctl_follow_button_get_type")
public func ctl_follow_button_get_type() -> GType { publicType(FollowButton.followType) }

@MainActor @_cdecl("ctl_follow_button_new")
public func ctl_follow_button_new() -> UnsafeMutablePointer<GtkWidget> {
    make(FollowButton.followType)
}

@MainActor @_cdecl("ctl_follow_button_get_mutual")
public func ctl_follow_button_get_mutual(_ button: UnsafeMutableRawPointer?) -> gboolean {
    read(button, FollowButton.followType, "mutual", or: false) ? 1 : 0
}

@MainActor @_cdecl("ctl_follow_button_set_mutual")
public func ctl_follow_button_set_mutual(_ button: UnsafeMutableRawPointer?, _ mutual: gboolean) {
    write(button, FollowButton.followType, "mutual", mutual != 0)
}

@MainActor @_cdecl("ctl_modal_button_get_type")
public func ctl_modal_button_get_type() -> GType { publicType(ModalButton.type) }

@MainActor @_cdecl("ctl_modal_button_new")
public func ctl_modal_button_new(_ titles: UnsafePointer<UnsafePointer<CChar>?>?) -> UnsafeMutablePointer<GtkWidget>? {
    guard let titles, titles[0] != nil else {
        Diagnostics.report("gtkcontrols: ctl_modal_button_new: \(ModalButtonError.noModes)")
        return nil
    }
    return make(ModalButton.type) { writeText($0, ModalButton.type, "modes", UnsafeMutableRawPointer(mutating: titles), isArray: true) }
}

@MainActor @_cdecl("ctl_modal_button_set_modes")
public func ctl_modal_button_set_modes(_ button: UnsafeMutableRawPointer?, _ titles: UnsafePointer<UnsafePointer<CChar>?>?) {
    writeText(button, ModalButton.type, "modes", UnsafeMutableRawPointer(mutating: titles), isArray: true)
}

@MainActor @_cdecl("ctl_modal_button_get_mode_index")
public func ctl_modal_button_get_mode_index(_ button: UnsafeMutableRawPointer?) -> Int32 {
    read(button, ModalButton.type, "mode-index", or: -1)
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
        let current = read(stepper, Stepper.type, "maximum", or: 0.0)
        let order = minimum < current ? [("minimum", minimum), ("maximum", maximum)] : [("maximum", maximum), ("minimum", minimum)]
        for (property, value) in order + [("step", step)] { write(stepper, Stepper.type, property, value) }
    }
}

@MainActor @_cdecl("ctl_stepper_get_value")
public func ctl_stepper_get_value(_ stepper: UnsafeMutableRawPointer?) -> Double {
    read(stepper, Stepper.type, "value", or: 0)
}

@MainActor @_cdecl("ctl_stepper_set_value")
public func ctl_stepper_set_value(_ stepper: UnsafeMutableRawPointer?, _ value: Double) {
    write(stepper, Stepper.type, "value", value)
}

@MainActor @_cdecl("ctl_knob_get_type")
public func ctl_knob_get_type() -> GType { publicType(Knob.type) }

@MainActor @_cdecl("ctl_knob_new")
public func ctl_knob_new() -> UnsafeMutablePointer<GtkWidget> {
    make(Knob.type)
}

@MainActor @_cdecl("ctl_knob_get_value")
public func ctl_knob_get_value(_ knob: UnsafeMutableRawPointer?) -> Double {
    read(knob, Knob.type, "value", or: 0)
}

@MainActor @_cdecl("ctl_knob_set_value")
public func ctl_knob_set_value(_ knob: UnsafeMutableRawPointer?, _ value: Double) {
    write(knob, Knob.type, "value", value)
}

// MARK: Indicators

@MainActor @_cdecl("ctl_activity_indicator_style_get_type")
public func ctl_activity_indicator_style_get_type() -> GType { ActivityIndicator.styleType.gtype }

@MainActor @_cdecl("ctl_activity_indicator_get_type")
public func ctl_activity_indicator_get_type() -> GType { publicType(ActivityIndicator.type) }

@MainActor @_cdecl("ctl_activity_indicator_new")
public func ctl_activity_indicator_new() -> UnsafeMutablePointer<GtkWidget> {
    make(ActivityIndicator.type)
}

@MainActor @_cdecl("ctl_activity_indicator_get_animating")
public func ctl_activity_indicator_get_animating(_ indicator: UnsafeMutableRawPointer?) -> gboolean {
    read(indicator, ActivityIndicator.type, "animating", or: false) ? 1 : 0
}

@MainActor @_cdecl("ctl_activity_indicator_set_animating")
public func ctl_activity_indicator_set_animating(_ indicator: UnsafeMutableRawPointer?, _ animating: gboolean) {
    write(indicator, ActivityIndicator.type, "animating", animating != 0)
}

@MainActor @_cdecl("ctl_progress_view_style_get_type")
public func ctl_progress_view_style_get_type() -> GType { ProgressView.styleType.gtype }

@MainActor @_cdecl("ctl_progress_view_get_type")
public func ctl_progress_view_get_type() -> GType { publicType(ProgressView.type) }

@MainActor @_cdecl("ctl_progress_view_new")
public func ctl_progress_view_new() -> UnsafeMutablePointer<GtkWidget> {
    make(ProgressView.type)
}

@MainActor @_cdecl("ctl_progress_view_get_progress")
public func ctl_progress_view_get_progress(_ view: UnsafeMutableRawPointer?) -> Double {
    read(view, ProgressView.type, "progress", or: 0)
}

@MainActor @_cdecl("ctl_progress_view_set_progress")
public func ctl_progress_view_set_progress(_ view: UnsafeMutableRawPointer?, _ progress: Double) {
    write(view, ProgressView.type, "progress", progress)
}

@MainActor @_cdecl("ctl_thermometer_get_type")
public func ctl_thermometer_get_type() -> GType { publicType(Thermometer.type) }

@MainActor @_cdecl("ctl_thermometer_new")
public func ctl_thermometer_new() -> UnsafeMutablePointer<GtkWidget> {
    make(Thermometer.type)
}

@MainActor @_cdecl("ctl_thermometer_get_value")
public func ctl_thermometer_get_value(_ thermometer: UnsafeMutableRawPointer?) -> Double {
    read(thermometer, Thermometer.type, "value", or: 0)
}

@MainActor @_cdecl("ctl_thermometer_set_value")
public func ctl_thermometer_set_value(_ thermometer: UnsafeMutableRawPointer?, _ value: Double) {
    write(thermometer, Thermometer.type, "value", value)
}

// MARK: Pickers, search and lists

@MainActor @_cdecl("ctl_picker_view_get_type")
public func ctl_picker_view_get_type() -> GType { publicType(PickerView.type) }

@MainActor @_cdecl("ctl_date_picker_get_type")
public func ctl_date_picker_get_type() -> GType { publicType(DatePicker.type) }

@MainActor @_cdecl("ctl_date_picker_new")
public func ctl_date_picker_new(_ year: Int32, _ month: Int32, _ day: Int32) -> UnsafeMutablePointer<GtkWidget> {
    // The day last, once its month and year are in place (29 February needs both).
    make(DatePicker.type) { picker in
        for (property, value) in [("year", year), ("month", month), ("day", day)] { write(picker, DatePicker.type, property, value) }
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
    readString(bar, SearchBar.type, "text")
}

@MainActor @_cdecl("ctl_search_bar_set_text")
public func ctl_search_bar_set_text(_ bar: UnsafeMutableRawPointer?, _ text: UnsafePointer<CChar>?) {
    writeText(bar, SearchBar.type, "text", UnsafeMutableRawPointer(mutating: text))
}

@MainActor @_cdecl("ctl_search_results_view_get_type")
public func ctl_search_results_view_get_type() -> GType { publicType(SearchResultsView.type) }

@MainActor @_cdecl("ctl_editable_list_get_type")
public func ctl_editable_list_get_type() -> GType { publicType(EditableList.type) }

@MainActor @_cdecl("ctl_editable_list_get_editing")
public func ctl_editable_list_get_editing(_ list: UnsafeMutableRawPointer?) -> gboolean {
    read(list, EditableList.type, "editing", or: false) ? 1 : 0
}

@MainActor @_cdecl("ctl_editable_list_set_editing")
public func ctl_editable_list_set_editing(_ list: UnsafeMutableRawPointer?, _ editing: gboolean) {
    write(list, EditableList.type, "editing", editing != 0)
}
