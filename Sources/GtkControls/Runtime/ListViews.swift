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
        return (scroller, listView, factory)
    }

    /// Names what a list made by ``makeScrolled(model:cssClass:label:)`` holds, for screen readers.
    static func setLabel(_ label: String, of listView: UnsafeMutablePointer<GtkWidget>) {
        Accessibility.setLabel(listView, label)
        // An empty list takes no focus, and the scroller does instead: it says what it holds.
        if let scroller = gtk_widget_get_parent(listView) { Accessibility.setLabel(scroller, label) }
    }
}
