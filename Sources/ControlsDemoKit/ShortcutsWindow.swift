import CGtk
import GtkControls

/// The demo's keyboard shortcuts window (Ctrl+?), a GtkShortcutsWindow listing every key of
/// the demo and of its controls. The controls handle their keys themselves; this list says
/// what their documentation says, so a key added to a control belongs here too.
@MainActor
enum ShortcutsWindow {
    /// One shortcut: accelerators in GtkShortcutsShortcut's syntax (several separated by
    /// spaces) and what they do.
    struct Shortcut {
        let keys: String
        let title: String
    }

    /// A titled group of shortcuts.
    struct Group {
        let title: String
        let shortcuts: [Shortcut]
    }

    /// The window's title, which is also its accessible name.
    static let title = tr("Keyboard Shortcuts")

    /// Every shortcut, grouped by the page or control it works on. Right to left, Left turns
    /// the knob up and moves to the next drum.
    static let groups: [Group] = [
        // TRANSLATORS: the keyboard shortcuts window: groups named after a page or control,
        // and what each key does.
        Group(title: tr("General"), shortcuts: [
            Shortcut(keys: "<Control>question", title: tr("Keyboard shortcuts")),
            Shortcut(keys: "Tab <Shift>Tab", title: tr("Next or previous control")),
            Shortcut(keys: "space Return", title: tr("Press the focused button or switch")),
            Shortcut(keys: "Up Down", title: tr("Previous or next page, in the page list")),
        ]),
        Group(title: tr("Stepper"), shortcuts: [
            Shortcut(keys: "Up plus", title: tr("Increase by one step")),
            Shortcut(keys: "Down minus", title: tr("Decrease by one step")),
            Shortcut(keys: "Page_Up Page_Down", title: tr("Increase or decrease by ten steps")),
        ]),
        Group(title: tr("Knob"), shortcuts: [
            Shortcut(keys: isRightToLeft ? "Up Left" : "Up Right", title: tr("Turn up by 5 %")),
            Shortcut(keys: isRightToLeft ? "Down Right" : "Down Left", title: tr("Turn down by 5 %")),
            Shortcut(keys: "Page_Up Page_Down", title: tr("Turn up or down by 20 %")),
            Shortcut(keys: "Home End", title: tr("Turn to the lowest or highest value")),
        ]),
        Group(title: tr("Picker"), shortcuts: [
            Shortcut(keys: "Up Down", title: tr("Previous or next row")),
            Shortcut(keys: "Page_Up Page_Down", title: tr("Five rows up or down")),
            Shortcut(keys: "Home End", title: tr("First or last row")),
            Shortcut(keys: isRightToLeft ? "Right Left" : "Left Right", title: tr("Previous or next drum")),
        ]),
        Group(title: tr("Search"), shortcuts: [
            Shortcut(keys: "<Control>f", title: tr("Go to the search field (or start typing anywhere)")),
            Shortcut(keys: "Return", title: tr("Save the search")),
            Shortcut(keys: "Escape", title: tr("Cancel the search")),
        ]),
        Group(title: tr("Delete Confirmation"), shortcuts: [
            Shortcut(keys: "Delete BackSpace", title: tr("Show the focused meal's Delete button")),
            Shortcut(keys: "Escape", title: tr("Cancel the deletion")),
            Shortcut(keys: "<Control>z", title: tr("Undo the last deletion")),
        ]),
        Group(title: tr("Alert Loader"), shortcuts: [
            Shortcut(keys: "Escape", title: tr("Cancel the alert, or close its result")),
        ]),
    ]

    /// Whether the user's language is written right to left (GTK's default direction).
    private static var isRightToLeft: Bool {
        gtk_widget_get_default_direction() == GTK_TEXT_DIR_RTL
    }

    /// Adds the window action `win.show-help-overlay`, bound to Ctrl+?, which shows the
    /// shortcuts window over `window`. The shortcuts window is built when first asked for,
    /// so it costs nothing at startup, and it goes with `window`.
    static func install(on window: UnsafeMutablePointer<GtkWidget>, application: UnsafeMutablePointer<GtkApplication>) {
        let action = g_simple_action_new("show-help-overlay", nil)!
        var shown: UnsafeMutablePointer<GtkWidget>?
        Signal.connect(action, "activate") { _ in
            if shown == nil {
                let made = make()
                gtk_window_set_transient_for(cgtk_window(made), cgtk_window(window))
                gtk_window_set_destroy_with_parent(cgtk_window(made), 1)
                gtk_window_set_hide_on_close(cgtk_window(made), 1)
                shown = made
            }
            if let shown { gtk_window_present(cgtk_window(shown)) }
        }
        g_action_map_add_action(OpaquePointer(window), action)
        g_object_unref(action.rawObject)
        "<Control>question".withCString { gtk_application_set_accels_for_action(application, "win.show-help-overlay", [$0, nil]) }
    }

    /// A new shortcuts window (a toplevel its caller owns).
    private static func make() -> UnsafeMutablePointer<GtkWidget> {
        let builder = gtk_builder_new_from_string(interface(), -1)!
        let shortcuts = cgtk_widget(gtk_builder_get_object(builder, "shortcuts")!.rawObject)!
        nameSearchFields(in: shortcuts)
        // GTK keeps toplevels alive; the builder's reference is let go.
        g_object_unref(builder.rawObject)
        return shortcuts
    }

    /// The GtkBuilder description of the window: one section holding ``groups``.
    static func interface() -> String {
        let groups = groups.map { group in
            let shortcuts = group.shortcuts.map { shortcut in
                "<child><object class=\"GtkShortcutsShortcut\">" + property("accelerator", shortcut.keys)
                    + property("title", shortcut.title) + "</object></child>"
            }
            return "<child><object class=\"GtkShortcutsGroup\">" + property("title", group.title) + shortcuts.joined() + "</object></child>"
        }
        return "<interface><object class=\"GtkShortcutsWindow\" id=\"shortcuts\">" + property("title", title)
            + "<child><object class=\"GtkShortcutsSection\">" + property("section-name", "shortcuts") + groups.joined()
            + "</object></child></object></interface>"
    }

    /// A GtkBuilder `<property>` element holding `value`.
    private static func property(_ name: String, _ value: String) -> String {
        "<property name=\"\(name)\">\(Markup.escape(value))</property>"
    }

    /// GTK 4.8 leaves the window's own search field unnamed, so a screen reader would say
    /// "GtkSearchEntry".
    private static func nameSearchFields(in widget: UnsafeMutablePointer<GtkWidget>) {
        if g_type_is_a(cgtk_type_of(widget), gtk_search_entry_get_type()) != 0 {
            Accessibility.setLabel(widget, tr("Search shortcuts"))
        }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            nameSearchFields(in: current)
            child = gtk_widget_get_next_sibling(current)
        }
    }
}
