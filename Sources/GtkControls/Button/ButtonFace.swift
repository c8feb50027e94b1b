// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk

/// What the library's buttons show inside their GtkButton: a row with an optional spinner,
/// an icon and a title, in a column that may hold more rows (a progress bar).
///
/// The spinner and the icon are made the first time they are shown: most buttons never
/// show one, and the two hidden widgets cost every button a third of what a whole GtkButton
/// costs, in memory and in time to the first frame (the benchmarks' `controls` group).
///
/// CSS nodes: `box` (vertical) › `box` (horizontal) › `spinner`, `image`, `label`.
@MainActor
final class ButtonFace {
    /// The button's child.
    let body = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)!
    /// The row with the spinner, icon and title.
    let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
    private var spinner: UnsafeMutablePointer<GtkWidget>?
    private var image: UnsafeMutablePointer<GtkWidget>?
    private let label = gtk_label_new(nil)!

    /// Builds the face inside `button`.
    init(in button: UnsafeMutablePointer<GtkWidget>) {
        gtk_widget_set_halign(row, GTK_ALIGN_CENTER)
        gtk_box_append(cgtk_box(row), label)
        gtk_widget_set_valign(body, GTK_ALIGN_CENTER)
        gtk_box_append(cgtk_box(body), row)
        gtk_button_set_child(cgtk_button(button), body)
    }

    /// Shows `title`, or no label when it is empty.
    func setTitle(_ title: String) {
        gtk_label_set_text(cgtk_label(label), title)
        gtk_widget_set_visible(label, title.isEmpty ? 0 : 1)
    }

    /// Shows the icon `name`, or none when it is empty.
    func setIcon(_ name: String) {
        guard !name.isEmpty || image != nil else { return }
        let image = self.image ?? makePart(gtk_image_new()!, after: spinner)
        self.image = image
        gtk_image_set_from_icon_name(OpaquePointer(image), name.isEmpty ? nil : name)
        gtk_widget_set_visible(image, name.isEmpty ? 0 : 1)
    }

    /// A still copy of a face showing `title` and `iconName`, with a spinner when `spinning`:
    /// as wide as that face, for a container that keeps room for the widest of several.
    /// Hidden from assistive technologies.
    static func sizer(title: String, iconName: String?, spinning: Bool) -> UnsafeMutablePointer<GtkWidget> {
        let sizer = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        if spinning { gtk_box_append(cgtk_box(sizer), gtk_spinner_new()) }
        if let iconName { gtk_box_append(cgtk_box(sizer), gtk_image_new_from_icon_name(iconName)) }
        gtk_box_append(cgtk_box(sizer), gtk_label_new(title))
        Accessibility.setHidden(sizer, true)
        return sizer
    }

    /// Shows a turning spinner before the icon, or hides it.
    func setSpinning(_ spinning: Bool) {
        guard spinning || spinner != nil else { return }
        let spinner = self.spinner ?? makePart(gtk_spinner_new()!, after: nil)
        self.spinner = spinner
        gtk_spinner_set_spinning(OpaquePointer(spinner), spinning ? 1 : 0)
        gtk_widget_set_visible(spinner, spinning ? 1 : 0)
    }

    /// Puts `part` in the row after `sibling` (first when nil), hidden from assistive
    /// technologies, which read the button's name instead.
    private func makePart(_ part: UnsafeMutablePointer<GtkWidget>, after sibling: UnsafeMutablePointer<GtkWidget>?) -> UnsafeMutablePointer<GtkWidget> {
        Accessibility.setHidden(part, true)
        gtk_box_insert_child_after(cgtk_box(row), part, sibling)
        return part
    }
}
