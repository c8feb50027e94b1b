// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk

/// The library's registered GTK widget types: register them once (``Application`` does) so
/// that GtkBuilder, `.ui` files and `g_type_from_name` find them.
@MainActor
public enum WidgetTypes {
    /// Every control that is a GTK widget type of its own so far.
    public static var all: [WidgetType] { [
        ActivityIndicator.type, DatePicker.type, EditableList.type, FollowButton.followType, Knob.type, LoadingButton.loadingType, ModalButton.type, PickerView.type,
        ProgressView.type, SearchBar.type, SearchResultsView.type, StatefulButton.type, Stepper.type, Switch.type, Thermometer.type,
    ] }

    /// The types that declare keys (``WidgetType/keyBindings``), the parts of a control
    /// (a picker's drums, an alert loader's window) included: what a shortcuts window lists
    /// for the controls.
    public static var withKeyBindings: [WidgetType] {
        (all + [PickerDrum.type, AlertLoaderDialog.type]).filter { !$0.keyBindings.isEmpty }
    }

    /// Registers every widget type; calling it again does nothing.
    public static func register() {
        _ = all
    }
}
