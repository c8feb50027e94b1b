// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk

/// Stops a GtkButton's own click gesture from receiving events, for controls that track
/// the pointer themselves: otherwise every pointer click would count twice, and GtkButton
/// knows nothing of touch-up-outside or press-and-hold. The gesture stays in place
/// (GtkButton refers to it); "clicked" is then left to Space, Enter and assistive
/// technologies' "click" action.
@MainActor
func silenceBuiltInClickGesture(of button: UnsafeMutablePointer<GtkWidget>) {
    let controllers = gtk_widget_observe_controllers(button)!
    for index in 0..<g_list_model_get_n_items(controllers) {
        guard let controller = g_list_model_get_item(controllers, index) else { continue }
        if cgtk_is_gesture_click(controller) != 0 {
            gtk_event_controller_set_propagation_phase(cgtk_event_controller(controller), GTK_PHASE_NONE)
        }
        g_object_unref(controller)
    }
    g_object_unref(controllers.rawObject)
}
