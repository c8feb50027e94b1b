// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import GtkControls

/// Small widgets every demo page uses, built the same way everywhere.
@MainActor
enum PageParts {
    /// A page: a vertical box with the page's margins, scrolled when the window is small.
    /// It scrolls sideways too, so a page wider than the screen (large text) keeps every
    /// part within reach instead of widening the window past the screen's edge.
    static func page(_ content: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        gtk_widget_add_css_class(content, "demo-page")
        let scroller = Accessibility.makeNamedScroller()
        gtk_scrolled_window_set_policy(cgtk_scrolled_window(scroller), GTK_POLICY_AUTOMATIC, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(cgtk_scrolled_window(scroller), content)
        return scroller
    }

    /// `content` in a scroller of its own that scrolls sideways where the page is narrower
    /// than `content` (a phone's width), and is as large as `content` otherwise. It takes the
    /// focus, to be scrolled from the keyboard, named `name`.
    static func sideways(_ content: UnsafeMutablePointer<GtkWidget>, name: String) -> UnsafeMutablePointer<GtkWidget> {
        let scroller = Accessibility.makeNamedScroller()
        Accessibility.setLabel(scroller, name)
        gtk_scrolled_window_set_policy(cgtk_scrolled_window(scroller), GTK_POLICY_AUTOMATIC, GTK_POLICY_NEVER)
        gtk_scrolled_window_set_propagate_natural_width(cgtk_scrolled_window(scroller), 1)
        gtk_scrolled_window_set_propagate_natural_height(cgtk_scrolled_window(scroller), 1)
        gtk_scrolled_window_set_child(cgtk_scrolled_window(scroller), content)
        return scroller
    }

    /// A bold section title, wrapped where it is too long for the width.
    static func heading(_ text: String) -> UnsafeMutablePointer<GtkWidget> {
        let label = paragraph(text)
        gtk_widget_add_css_class(label, "heading")
        return label
    }

    /// A wrapped, left-aligned paragraph. A word too long for a phone's width breaks too.
    static func paragraph(_ text: String) -> UnsafeMutablePointer<GtkWidget> {
        let label = gtk_label_new(text)!
        gtk_label_set_wrap(cgtk_label(label), 1)
        gtk_label_set_wrap_mode(cgtk_label(label), PANGO_WRAP_WORD_CHAR)
        gtk_label_set_xalign(cgtk_label(label), 0)
        return label
    }

    /// A button whose title wraps, to fit a phone's width beside others; it is named after
    /// its title (GTK 4.8 names a button after a label child only when told to).
    static func button(_ title: String) -> UnsafeMutablePointer<GtkWidget> {
        let label = paragraph(title)
        gtk_label_set_xalign(cgtk_label(label), 0.5)
        gtk_label_set_justify(cgtk_label(label), GTK_JUSTIFY_CENTER)
        let button = gtk_button_new()!
        gtk_button_set_child(cgtk_button(button), label)
        Accessibility.setLabel(button, title)
        return button
    }

    /// A check button that calls `toggled` with its new value. Assistive technologies can
    /// toggle it with its "check.toggle" action (GTK 4.8 gives check buttons none).
    static func check(_ title: String, toggled: @escaping @MainActor (Bool) -> Void) -> UnsafeMutablePointer<GtkWidget> {
        let check = gtk_check_button_new_with_label(title)!
        // Its label wraps, as a paragraph does, to fit a phone's width.
        if let label = gtk_widget_get_last_child(check), g_type_check_instance_is_a(UnsafeMutableRawPointer(label).assumingMemoryBound(to: GTypeInstance.self), gtk_label_get_type()) != 0 {
            gtk_label_set_wrap(cgtk_label(label), 1)
            gtk_label_set_wrap_mode(cgtk_label(label), PANGO_WRAP_WORD_CHAR)
        }
        Signal.connect(check, .toggled) {
            toggled(gtk_check_button_get_active(cgtk_check_button(check)) != 0)
        }
        Accessibility.addActions(check, prefix: "check", ["toggle": {
            setActive(check, gtk_check_button_get_active(cgtk_check_button(check)) == 0)
        }])
        return check
    }

    /// Sets a check button without a redundant "toggled".
    static func setActive(_ check: UnsafeMutablePointer<GtkWidget>, _ active: Bool) {
        if (gtk_check_button_get_active(cgtk_check_button(check)) != 0) != active {
            gtk_check_button_set_active(cgtk_check_button(check), active ? 1 : 0)
        }
    }

    /// A labelled GtkSwitch in a row; the switch is named after the label for screen readers.
    static func switchRow(_ title: String, toggled: @escaping @MainActor (Bool) -> Void) -> UnsafeMutablePointer<GtkWidget> {
        let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
        let label = gtk_label_new(title)!
        gtk_label_set_xalign(cgtk_label(label), 0)
        gtk_widget_set_hexpand(label, 1)
        let toggle = gtk_switch_new()!
        Accessibility.setLabel(toggle, title)
        onToggle(toggle, toggled)
        gtk_box_append(cgtk_box(row), label)
        gtk_box_append(cgtk_box(row), toggle)
        return row
    }

    /// Calls `toggled` with a GtkSwitch's new value whenever it changes.
    static func onToggle(_ toggle: UnsafeMutablePointer<GtkWidget>, _ toggled: @escaping @MainActor (Bool) -> Void) {
        Signal.connect(toggle, .notify(.active)) {
            toggled(gtk_switch_get_active(OpaquePointer(toggle)) != 0)
        }
    }

    /// A label for messages that change (errors, results), hidden while empty.
    static func messageLabel(cssClass: String) -> UnsafeMutablePointer<GtkWidget> {
        let label = gtk_label_new(nil)!
        gtk_label_set_wrap(cgtk_label(label), 1)
        gtk_label_set_xalign(cgtk_label(label), 0)
        gtk_widget_add_css_class(label, cssClass)
        gtk_widget_set_visible(label, 0)
        return label
    }

    /// A page's stand-in when it cannot be built: `message` in the error style, and on
    /// stderr.
    static func failure(_ message: String) -> UnsafeMutablePointer<GtkWidget> {
        printError("controls-demo: " + message)
        let label = messageLabel(cssClass: "error")
        show(message, in: label)
        return label
    }

    /// Shows `text` in a label from ``messageLabel(cssClass:)``, or hides it when empty.
    static func show(_ text: String, in label: UnsafeMutablePointer<GtkWidget>) {
        gtk_label_set_text(cgtk_label(label), text)
        gtk_widget_set_visible(label, text.isEmpty ? 0 : 1)
    }

    /// Shows `text` as ``show(_:in:)`` does and has a screen reader say it: for news away
    /// from the keyboard focus (a failure, a note), which GTK 4.8 cannot make a live region.
    static func report(_ text: String, in label: UnsafeMutablePointer<GtkWidget>) {
        show(text, in: label)
        Accessibility.announce(text, in: label)
    }
}
