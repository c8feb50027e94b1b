import CGtk
import ControlCore
import GtkControls

// The C API declared in gtkcontrols.h: each function stands on the Swift control bound to
// the instance. Everything runs on GTK's main thread, as GTK's own API does.

/// The Swift control of type `T` bound to `instance`, or nil (reported) when `instance` is
/// not one: the C API's `g_return_val_if_fail`.
@MainActor
private func control<T: ObjectBinding>(_ instance: UnsafeMutableRawPointer?, _ function: String = #function) -> T? {
    guard let instance, let bound = ObjectBinding.bound(to: instance, as: T.self) else {
        Diagnostics.report("gtkcontrols: \(function): the instance is not a \(T.self)")
        return nil
    }
    return bound
}

/// A newly allocated C string (transfer full), freed with g_free.
private func copy(_ text: String) -> UnsafeMutablePointer<CChar> {
    g_strdup(text)
}

@MainActor @_cdecl("ctl_init")
public func ctl_init() {
    WidgetTypes.register()
}

// MARK: Buttons

@MainActor @_cdecl("ctl_stateful_button_get_type")
public func ctl_stateful_button_get_type() -> GType { StatefulButton.type.gtype }

@MainActor @_cdecl("ctl_stateful_button_new")
public func ctl_stateful_button_new(_ title: UnsafePointer<CChar>?) -> UnsafeMutablePointer<GtkWidget> {
    StatefulButton(title: title.map { String(cString: $0) } ?? "").widget
}

@MainActor @_cdecl("ctl_stateful_button_get_title")
public func ctl_stateful_button_get_title(_ button: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<CChar>? {
    (control(button) as StatefulButton?).map { copy($0.titles[.normal] ?? "") }
}

@MainActor @_cdecl("ctl_stateful_button_set_title")
public func ctl_stateful_button_set_title(_ button: UnsafeMutableRawPointer?, _ title: UnsafePointer<CChar>?) {
    (control(button) as StatefulButton?)?.titles[.normal] = title.map { String(cString: $0) } ?? ""
}

@MainActor @_cdecl("ctl_stateful_button_get_selected")
public func ctl_stateful_button_get_selected(_ button: UnsafeMutableRawPointer?) -> gboolean {
    (control(button) as StatefulButton?)?.isSelected == true ? 1 : 0
}

@MainActor @_cdecl("ctl_stateful_button_set_selected")
public func ctl_stateful_button_set_selected(_ button: UnsafeMutableRawPointer?, _ selected: gboolean) {
    (control(button) as StatefulButton?)?.isSelected = selected != 0
}

@MainActor @_cdecl("ctl_loading_button_get_type")
public func ctl_loading_button_get_type() -> GType { LoadingButton.loadingType.gtype }

@MainActor @_cdecl("ctl_loading_button_new")
public func ctl_loading_button_new(_ title: UnsafePointer<CChar>?) -> UnsafeMutablePointer<GtkWidget> {
    LoadingButton(title: title.map { String(cString: $0) } ?? "").widget
}

@MainActor @_cdecl("ctl_loading_button_get_loading")
public func ctl_loading_button_get_loading(_ button: UnsafeMutableRawPointer?) -> gboolean {
    (control(button) as LoadingButton?)?.isLoading == true ? 1 : 0
}

@MainActor @_cdecl("ctl_loading_button_set_loading")
public func ctl_loading_button_set_loading(_ button: UnsafeMutableRawPointer?, _ loading: gboolean) {
    (control(button) as LoadingButton?)?.isLoading = loading != 0
}

@MainActor @_cdecl("ctl_follow_button_get_type")
public func ctl_follow_button_get_type() -> GType { FollowButton.followType.gtype }

@MainActor @_cdecl("ctl_follow_button_new")
public func ctl_follow_button_new() -> UnsafeMutablePointer<GtkWidget> {
    FollowButton().widget
}

@MainActor @_cdecl("ctl_follow_button_get_mutual")
public func ctl_follow_button_get_mutual(_ button: UnsafeMutableRawPointer?) -> gboolean {
    (control(button) as FollowButton?)?.isMutual == true ? 1 : 0
}

@MainActor @_cdecl("ctl_follow_button_set_mutual")
public func ctl_follow_button_set_mutual(_ button: UnsafeMutableRawPointer?, _ mutual: gboolean) {
    (control(button) as FollowButton?)?.isMutual = mutual != 0
}

@MainActor @_cdecl("ctl_modal_button_get_type")
public func ctl_modal_button_get_type() -> GType { ModalButton.type.gtype }

@MainActor @_cdecl("ctl_modal_button_new")
public func ctl_modal_button_new(_ titles: UnsafePointer<UnsafePointer<CChar>?>?) -> UnsafeMutablePointer<GtkWidget>? {
    var modes: [ModalButtonMode] = []
    while let titles, let title = titles[modes.count] { modes.append(ModalButtonMode(title: String(cString: title))) }
    do {
        return try ModalButton(modes: modes).widget
    } catch {
        Diagnostics.report("gtkcontrols: ctl_modal_button_new: \(error)")
        return nil
    }
}

@MainActor @_cdecl("ctl_modal_button_get_mode_index")
public func ctl_modal_button_get_mode_index(_ button: UnsafeMutableRawPointer?) -> Int32 {
    (control(button) as ModalButton?).map { Int32($0.modeIndex) } ?? -1
}

// MARK: Values

@MainActor @_cdecl("ctl_switch_get_type")
public func ctl_switch_get_type() -> GType { Switch.type.gtype }

@MainActor @_cdecl("ctl_switch_new")
public func ctl_switch_new() -> UnsafeMutablePointer<GtkWidget> {
    Switch().widget
}

@MainActor @_cdecl("ctl_stepper_get_type")
public func ctl_stepper_get_type() -> GType { Stepper.type.gtype }

@MainActor @_cdecl("ctl_stepper_new")
public func ctl_stepper_new(_ minimum: Double, _ maximum: Double, _ step: Double) -> UnsafeMutablePointer<GtkWidget>? {
    do {
        return Stepper(configuration: try StepperState.Configuration(minimum: minimum, maximum: maximum, step: step)).widget
    } catch {
        Diagnostics.report("gtkcontrols: ctl_stepper_new: \(error)")
        return nil
    }
}

@MainActor @_cdecl("ctl_stepper_get_value")
public func ctl_stepper_get_value(_ stepper: UnsafeMutableRawPointer?) -> Double {
    (control(stepper) as Stepper?)?.value ?? 0
}

@MainActor @_cdecl("ctl_stepper_set_value")
public func ctl_stepper_set_value(_ stepper: UnsafeMutableRawPointer?, _ value: Double) {
    (control(stepper) as Stepper?)?.setValue(value)
}

@MainActor @_cdecl("ctl_knob_get_type")
public func ctl_knob_get_type() -> GType { Knob.type.gtype }

@MainActor @_cdecl("ctl_knob_new")
public func ctl_knob_new() -> UnsafeMutablePointer<GtkWidget> {
    Knob().widget
}

@MainActor @_cdecl("ctl_knob_get_value")
public func ctl_knob_get_value(_ knob: UnsafeMutableRawPointer?) -> Double {
    (control(knob) as Knob?)?.value ?? 0
}

@MainActor @_cdecl("ctl_knob_set_value")
public func ctl_knob_set_value(_ knob: UnsafeMutableRawPointer?, _ value: Double) {
    (control(knob) as Knob?)?.setValue(value)
}

// MARK: Indicators

@MainActor @_cdecl("ctl_activity_indicator_get_type")
public func ctl_activity_indicator_get_type() -> GType { ActivityIndicator.type.gtype }

@MainActor @_cdecl("ctl_activity_indicator_new")
public func ctl_activity_indicator_new() -> UnsafeMutablePointer<GtkWidget> {
    ActivityIndicator().widget
}

@MainActor @_cdecl("ctl_activity_indicator_set_animating")
public func ctl_activity_indicator_set_animating(_ indicator: UnsafeMutableRawPointer?, _ animating: gboolean) {
    guard let indicator = control(indicator) as ActivityIndicator? else { return }
    animating != 0 ? indicator.startAnimating() : indicator.stopAnimating()
}

@MainActor @_cdecl("ctl_activity_indicator_get_animating")
public func ctl_activity_indicator_get_animating(_ indicator: UnsafeMutableRawPointer?) -> gboolean {
    (control(indicator) as ActivityIndicator?)?.isAnimating == true ? 1 : 0
}

@MainActor @_cdecl("ctl_progress_view_get_type")
public func ctl_progress_view_get_type() -> GType { ProgressView.type.gtype }

@MainActor @_cdecl("ctl_progress_view_new")
public func ctl_progress_view_new() -> UnsafeMutablePointer<GtkWidget> {
    ProgressView().widget
}

@MainActor @_cdecl("ctl_progress_view_get_progress")
public func ctl_progress_view_get_progress(_ view: UnsafeMutableRawPointer?) -> Double {
    (control(view) as ProgressView?)?.progress ?? 0
}

@MainActor @_cdecl("ctl_progress_view_set_progress")
public func ctl_progress_view_set_progress(_ view: UnsafeMutableRawPointer?, _ progress: Double) {
    do {
        try (control(view) as ProgressView?)?.setProgress(progress)
    } catch {
        Diagnostics.report("gtkcontrols: ctl_progress_view_set_progress: \(error)")
    }
}

@MainActor @_cdecl("ctl_thermometer_get_type")
public func ctl_thermometer_get_type() -> GType { Thermometer.type.gtype }

@MainActor @_cdecl("ctl_thermometer_new")
public func ctl_thermometer_new() -> UnsafeMutablePointer<GtkWidget> {
    Thermometer().widget
}

@MainActor @_cdecl("ctl_thermometer_get_value")
public func ctl_thermometer_get_value(_ thermometer: UnsafeMutableRawPointer?) -> Double {
    (control(thermometer) as Thermometer?)?.value ?? 0
}

@MainActor @_cdecl("ctl_thermometer_set_value")
public func ctl_thermometer_set_value(_ thermometer: UnsafeMutableRawPointer?, _ value: Double) {
    (control(thermometer) as Thermometer?)?.value = value
}

// MARK: Pickers, search and lists

@MainActor @_cdecl("ctl_picker_view_get_type")
public func ctl_picker_view_get_type() -> GType { PickerView.type.gtype }

@MainActor @_cdecl("ctl_date_picker_get_type")
public func ctl_date_picker_get_type() -> GType { DatePicker.type.gtype }

@MainActor @_cdecl("ctl_date_picker_new")
public func ctl_date_picker_new(_ year: Int32, _ month: Int32, _ day: Int32) -> UnsafeMutablePointer<GtkWidget> {
    DatePicker(date: CalendarDate(year: Int(year), month: Int(month), day: Int(day))).widget
}

@MainActor @_cdecl("ctl_search_bar_get_type")
public func ctl_search_bar_get_type() -> GType { SearchBar.type.gtype }

@MainActor @_cdecl("ctl_search_bar_new")
public func ctl_search_bar_new() -> UnsafeMutablePointer<GtkWidget> {
    SearchBar().widget
}

@MainActor @_cdecl("ctl_search_bar_get_text")
public func ctl_search_bar_get_text(_ bar: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<CChar>? {
    (control(bar) as SearchBar?).map { copy($0.text) }
}

@MainActor @_cdecl("ctl_search_bar_set_text")
public func ctl_search_bar_set_text(_ bar: UnsafeMutableRawPointer?, _ text: UnsafePointer<CChar>?) {
    (control(bar) as SearchBar?)?.text = text.map { String(cString: $0) } ?? ""
}

@MainActor @_cdecl("ctl_search_results_view_get_type")
public func ctl_search_results_view_get_type() -> GType { SearchResultsView.type.gtype }

@MainActor @_cdecl("ctl_editable_list_get_type")
public func ctl_editable_list_get_type() -> GType { EditableList.type.gtype }

@MainActor @_cdecl("ctl_editable_list_get_editing")
public func ctl_editable_list_get_editing(_ list: UnsafeMutableRawPointer?) -> gboolean {
    (control(list) as EditableList?)?.isEditing == true ? 1 : 0
}

@MainActor @_cdecl("ctl_editable_list_set_editing")
public func ctl_editable_list_set_editing(_ list: UnsafeMutableRawPointer?, _ editing: gboolean) {
    (control(list) as EditableList?)?.isEditing = editing != 0
}
