import CGtk

/// A virtualised, selection-free GtkListView in a window that scrolls vertically: the base
/// of the library's lists. The caller connects the factory's "setup" and "bind".
@MainActor
enum ListViews {
    /// A list view over `model` (a GListModel; a reference is taken) inside a scroller with the
    /// CSS class `cssClass`, both named `label` for assistive technologies.
    static func makeScrolled(model: gpointer, cssClass: String, label: String)
        -> (scroller: UnsafeMutablePointer<GtkWidget>, listView: UnsafeMutablePointer<GtkWidget>, factory: OpaquePointer) {
        let factory = gtk_signal_list_item_factory_new()!
        let selection = gtk_no_selection_new(OpaquePointer(g_object_ref(model)))!
        // gtk_list_view_new takes the selection model and the factory (transfer full).
        let listView = gtk_list_view_new(OpaquePointer(selection.rawObject), factory)!
        let scroller = gtk_scrolled_window_new()!
        gtk_widget_add_css_class(scroller, cssClass)
        gtk_scrolled_window_set_child(cgtk_scrolled_window(scroller), listView)
        gtk_scrolled_window_set_policy(cgtk_scrolled_window(scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_widget_set_vexpand(scroller, 1)
        setLabel(label, of: listView)
        holdWheelUntilLaidOut(scroller: scroller, listView: listView, selection: selection.rawObject)
        return (scroller, listView, factory)
    }

    /// Names what a list made by ``makeScrolled(model:cssClass:label:)`` holds, for screen readers.
    static func setLabel(_ label: String, of listView: UnsafeMutablePointer<GtkWidget>) {
        Accessibility.setLabel(listView, label)
        // An empty list takes no focus, and the scroller does instead: it says what it holds.
        if let scroller = gtk_widget_get_parent(listView) { Accessibility.setLabel(scroller, label) }
    }

    /// Wheel input that is held back while the list's rows changed and are not laid out.
    @MainActor
    private final class HeldWheel {
        /// Frames still to pass before the rows are laid out; nil when they are.
        var framesToWait: Int?
        /// Held vertical scrolling, in pixels.
        var pixels = 0.0
    }

    /// GTK 4.8's list view loses its place, and warns "failed to scroll to given position",
    /// when a wheel scroll reaches it after its rows changed and before it laid them out (a
    /// monkey test hit it after deletes). Wheel input that comes in that gap, at most two
    /// frames, is held and applied once the list has been laid out.
    private static func holdWheelUntilLaidOut(scroller: UnsafeMutablePointer<GtkWidget>, listView: UnsafeMutablePointer<GtkWidget>,
                                              selection: gpointer) {
        let held = HeldWheel()
        // The selection model lives exactly as long as the list view, which holds it.
        Signal.connect(selection, "items-changed") { _ in
            guard gtk_widget_get_mapped(listView) != 0 else { return }
            let waiting = held.framesToWait != nil
            // A tick comes before the frame's layout: the second tick follows a layout.
            held.framesToWait = 2
            guard !waiting else { return }
            FrameTicks.add(to: listView) { _ in
                held.framesToWait! -= 1
                guard held.framesToWait == 0 else { return true }
                held.framesToWait = nil
                if held.pixels != 0, let adjustment = gtk_scrolled_window_get_vadjustment(cgtk_scrolled_window(scroller)) {
                    gtk_adjustment_set_value(adjustment, gtk_adjustment_get_value(adjustment) + held.pixels)
                }
                held.pixels = 0
                return false
            }
        }
        let wheel = gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_VERTICAL)!
        gtk_event_controller_set_propagation_phase(wheel, GTK_PHASE_CAPTURE)
        Signal.connectReturning(wheel, "scroll") { arguments in
            guard held.framesToWait != nil else { return false }
            var pixels = arguments.double(2)
            // A wheel notch scrolls as GtkScrolledWindow makes it: the page size to the 2/3.
            if gtk_event_controller_scroll_get_unit(wheel) == GDK_SCROLL_UNIT_WHEEL,
               let adjustment = gtk_scrolled_window_get_vadjustment(cgtk_scrolled_window(scroller)) {
                pixels *= pow(gtk_adjustment_get_page_size(adjustment), 2.0 / 3.0)
            }
            held.pixels += pixels
            return true
        }
        gtk_widget_add_controller(scroller, wheel)
    }
}
