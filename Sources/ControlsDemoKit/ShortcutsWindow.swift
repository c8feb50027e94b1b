// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import DemoData
import GtkControls

/// The demo's keyboard shortcuts window (Ctrl+?), listing every key of the demo and of its
/// controls, with a search field. The controls' keys come from their widget types'
/// declarations (``WidgetTypes/withKeyBindings``), the keys they are bound to; the demo's own
/// and those of the controls not yet declared so are a table here, which says what their
/// documentation says, so a key added to one of those belongs here too.
///
/// A plain window, not a GtkShortcutsWindow: GTK 4.18 deprecated that with no replacement
/// in GTK itself (libadwaita has one).
@MainActor
enum ShortcutsWindow {
    /// One shortcut: accelerators in GTK's syntax (several separated by spaces) and what
    /// they do.
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

    /// Every shortcut, grouped by the page or control it works on: the demo's, each
    /// control's as its type declares them (right to left, Left turns the knob up and moves
    /// to the next drum), then those no type declares.
    static var groups: [Group] {
        [general] + controlGroups + undeclaredGroups
    }

    /// One group per control type with keys, headed by its title.
    private static var controlGroups: [Group] {
        WidgetTypes.withKeyBindings.map { type in
            Group(title: type.title ?? type.name, shortcuts: type.keyBindings.map { binding in
                Shortcut(keys: binding.accelerators(rightToLeft: isRightToLeft).joined(separator: " "), title: binding.summary)
            })
        }
    }

    // TRANSLATORS: the keyboard shortcuts window: groups named after a page or control,
    // and what each key does.
    private static var general: Group {
        Group(title: tr("General"), shortcuts: [
            Shortcut(keys: "<Control>question", title: tr("Keyboard shortcuts")),
            Shortcut(keys: "Tab <Shift>Tab", title: tr("Next or previous control")),
            Shortcut(keys: "space Return", title: tr("Press the focused button or switch")),
            Shortcut(keys: "Up Down", title: tr("Previous or next page, in the page list")),
            Shortcut(keys: "F10", title: tr("Main menu")),
            // TRANSLATORS: in a narrow window the page list and a page take turns.
            Shortcut(keys: "<Alt>Left Escape", title: tr("Back to the page list, in a narrow window")),
            Shortcut(keys: "<Control>w", title: tr("Close the window")),
            Shortcut(keys: "<Control>q", title: tr("Quit")),
        ])
    }

    /// The keys no widget type declares: the search bar's (Ctrl+F, a shortcut of its window;
    /// Return and Escape, its entry's) and the Delete Confirmation page's Undo.
    private static var undeclaredGroups: [Group] { [
        Group(title: tr("Search"), shortcuts: [
            Shortcut(keys: "<Control>f", title: tr("Go to the search field (or start typing anywhere)")),
            Shortcut(keys: "Return", title: tr("Save the search")),
            Shortcut(keys: "Escape", title: tr("Cancel the search")),
        ]),
        Group(title: tr("Delete Confirmation"), shortcuts: [
            Shortcut(keys: "<Control>z", title: tr("Undo the last deletion")),
        ]),
    ] }

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
        Signal.connect(action, .activate) {
            if shown == nil {
                let made = make()
                gtk_window_set_transient_for(cgtk_window(made), cgtk_window(window))
                // One of the application's windows, so that its keys (Ctrl+W) work there too.
                gtk_window_set_application(cgtk_window(made), application)
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

    /// A new shortcuts window (a toplevel its caller owns): a search field over a heading
    /// and a grid of keys and what they do for each group. Escape closes it.
    private static func make() -> UnsafeMutablePointer<GtkWidget> {
        let window = gtk_window_new()!
        gtk_window_set_title(cgtk_window(window), title)
        gtk_window_set_default_size(cgtk_window(window), 560, 640)
        let search = gtk_search_entry_new()!
        Accessibility.setLabel(search, tr("Search shortcuts"))
        let content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 18)!
        var rows: [(group: UnsafeMutablePointer<GtkWidget>, parts: [UnsafeMutablePointer<GtkWidget>], text: String)] = []
        for group in groups {
            let section = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
            let heading = gtk_label_new(group.title)!
            gtk_widget_add_css_class(heading, "heading")
            gtk_label_set_xalign(cgtk_label(heading), 0)
            gtk_box_append(cgtk_box(section), heading)
            let grid = gtk_grid_new()!
            gtk_grid_set_row_spacing(cgtk_grid(grid), 6)
            gtk_grid_set_column_spacing(cgtk_grid(grid), 18)
            for (row, shortcut) in group.shortcuts.enumerated() {
                let keys = gtk_label_new(keyLabel(shortcut.keys))!
                gtk_widget_add_css_class(keys, "dim-label")
                let what = gtk_label_new(shortcut.title)!
                for (column, label) in [keys, what].enumerated() {
                    gtk_label_set_xalign(cgtk_label(label), 0)
                    gtk_grid_attach(cgtk_grid(grid), label, Int32(column), Int32(row), 1, 1)
                }
                rows.append((section, [keys, what], (group.title + " " + shortcut.title).lowercased()))
            }
            gtk_box_append(cgtk_box(section), grid)
            gtk_box_append(cgtk_box(content), section)
        }
        // A search keeps the shortcuts whose group or description holds every word typed.
        let allRows = rows
        Signal.connect(search, .searchChanged) {
            let words = String(cString: gtk_editable_get_text(OpaquePointer(search))).lowercased().split(separator: " ")
            var shownGroups = Set<UnsafeMutablePointer<GtkWidget>>()
            for row in allRows {
                let text = row.text
                let shown = words.allSatisfy { text.contains($0) }
                for part in row.parts { gtk_widget_set_visible(part, shown ? 1 : 0) }
                if shown { shownGroups.insert(row.group) }
            }
            for group in Set(allRows.map(\.group)) { gtk_widget_set_visible(group, shownGroups.contains(group) ? 1 : 0) }
        }
        // The list takes the focus after the search field, to be scrolled: it says what it is.
        let scroller = Accessibility.makeNamedScroller()
        Accessibility.setLabel(scroller, title)
        gtk_scrolled_window_set_policy(cgtk_scrolled_window(scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(cgtk_scrolled_window(scroller), content)
        gtk_widget_set_vexpand(scroller, 1)
        let body = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
        gtk_widget_add_css_class(body, "demo-page")
        gtk_box_append(cgtk_box(body), search)
        gtk_box_append(cgtk_box(body), scroller)
        gtk_window_set_child(cgtk_window(window), body)
        gtk_search_entry_set_key_capture_widget(OpaquePointer(search), window)
        // Escape closes the window; in the search field (which takes every key typed) it
        // stops the search, which closes the window too.
        Shortcuts.add(to: window, "Escape") {
            gtk_window_close(cgtk_window(window))
            return true
        }
        Signal.connect(search, .stopSearch) { gtk_window_close(cgtk_window(window)) }
        return window
    }

    /// `keys` ("<Control>z Escape") as GTK shows accelerators to the user, in the user's
    /// language: "Ctrl+Z, Esc".
    private static func keyLabel(_ keys: String) -> String {
        keys.split(separator: " ").map { accelerator in
            var key: guint = 0
            var modifiers = GdkModifierType(rawValue: 0)
            gtk_accelerator_parse(String(accelerator), &key, &modifiers)
            guard let label = gtk_accelerator_get_label(key, modifiers) else { return String(accelerator) }
            defer { g_free(label) }
            return String(cString: label)
        }
        // TRANSLATORS: between two keys that do the same, in the keyboard shortcuts window.
        .joined(separator: tr(", "))
    }
}
