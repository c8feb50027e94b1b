// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk

/// Keyboard shortcuts that belong to a part of a window (a page, a control) and work
/// wherever the focus is in that window, as GNOME apps bind Ctrl+Z or Ctrl+F.
///
/// ```swift
/// Shortcuts.add(to: page, "<Control>z") { undoLastDelete() }   // false: nothing to undo
/// ```
@MainActor
public enum Shortcuts {
    /// Runs `perform` when `accelerator` (GTK's syntax, such as `"<Control>z"`) is pressed
    /// anywhere in `widget`'s window while `widget` is shown. `perform` returns whether it
    /// used the key; when it did not, or `widget` is hidden (a page of a GtkStack that is not
    /// its visible child, even while the stack's transition still draws it), the key goes on
    /// to whatever else handles it. A focused text field handles its own shortcuts (its
    /// Ctrl+Z undoes typing) before these.
    public static func add(to widget: UnsafeMutablePointer<GtkWidget>, _ accelerator: String,
                           _ perform: @escaping @MainActor () -> Bool) {
        guard let trigger = gtk_shortcut_trigger_parse_string(accelerator) else {
            preconditionFailure("Shortcuts: \"\(accelerator)\" is not an accelerator GTK can parse")
        }
        let box = CallbackBox<@MainActor () -> Bool>(perform).retainedPointer()
        let action = gtk_callback_action_new({ widget, _, data in
            guard let widget, let data else { return 0 }
            return MainActor.assumeIsolated { Shortcuts.isShown(widget) && CallbackBox<@MainActor () -> Bool>.from(data).value() } ? 1 : 0
        }, box) { data in
            guard let data else { return }
            CallbackBox<@MainActor () -> Bool>.release(data)
        }
        let controller = gtk_shortcut_controller_new()!
        gtk_shortcut_controller_set_scope(controller, GTK_SHORTCUT_SCOPE_MANAGED)
        gtk_shortcut_controller_add_shortcut(controller, gtk_shortcut_new(trigger, action))
        gtk_widget_add_controller(widget, controller)
    }

    private static func isShown(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard gtk_widget_get_mapped(widget) != 0 else { return false }
        var child = widget
        while let parent = gtk_widget_get_parent(child) {
            if g_type_is_a(cgtk_type_of(parent), gtk_stack_get_type()) != 0,
               gtk_stack_get_visible_child(cgtk_stack(parent)) != child { return false }
            child = parent
        }
        return true
    }
}
