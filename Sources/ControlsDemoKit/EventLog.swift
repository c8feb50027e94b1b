// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import DemoData
import GtkControls

/// A titled, scrolling list of control events, newest first, with a Clear button; keeps the
/// last 200 lines.
@MainActor
final class EventLog {
    /// The log's widget: title, Clear and the list.
    let widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
    private let list = gtk_list_box_new()!
    private var count = 0

    init(title: String = tr("Events sent")) {
        let header = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        let heading = PageParts.heading(title)
        gtk_widget_set_hexpand(heading, 1)
        gtk_box_append(cgtk_box(header), heading)
        let clear = gtk_button_new_with_label(tr("Clear"))!
        Signal.connect(clear, .clicked) { [weak self] in self?.clear() }
        gtk_box_append(cgtk_box(header), clear)
        gtk_box_append(cgtk_box(widget), header)
        gtk_list_box_set_selection_mode(cgtk_list_box(list), GTK_SELECTION_NONE)
        gtk_widget_add_css_class(list, "event-log")
        Accessibility.setLabel(list, title)
        let scroller = Accessibility.makeNamedScroller()
        gtk_scrolled_window_set_child(cgtk_scrolled_window(scroller), list)
        gtk_scrolled_window_set_policy(cgtk_scrolled_window(scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        // While the log is empty the scroller takes the focus instead of a row.
        Accessibility.setLabel(scroller, title)
        gtk_widget_set_vexpand(scroller, 1)
        gtk_widget_set_size_request(scroller, -1, 160)
        gtk_widget_add_css_class(scroller, "frame")
        gtk_box_append(cgtk_box(widget), scroller)
        gtk_widget_set_vexpand(widget, 1)
    }

    /// Adds a numbered line at the top.
    func append(_ line: String) {
        count += 1
        let text = "\(count). \(line)"
        let label = PageParts.paragraph(text)
        gtk_widget_add_css_class(label, "monospace")
        let row = gtk_list_box_row_new()!
        gtk_list_box_row_set_child(cgtk_list_box_row(row), label)
        Accessibility.setLabel(row, text)
        gtk_list_box_prepend(cgtk_list_box(list), row)
        if let oldest = gtk_list_box_get_row_at_index(cgtk_list_box(list), 200) {
            gtk_list_box_remove(cgtk_list_box(list), cgtk_widget(oldest))
        }
    }

    func clear() {
        while let row = gtk_list_box_get_row_at_index(cgtk_list_box(list), 0) {
            gtk_list_box_remove(cgtk_list_box(list), cgtk_widget(row))
        }
        count = 0
    }
}
