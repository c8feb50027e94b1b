// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk

/// What the library's buttons show inside their GtkButton: a title, and an optional spinner
/// and icon before it.
///
/// A face that has shown only a title is the title's label alone, as a GtkButton with a
/// label is. The first time a spinner or an icon shows, a row takes the label in and holds
/// them: most buttons never show one, and every widget costs a button as much again as its
/// label does, in memory and in time to the first frame (the benchmarks' `controls` group).
///
/// CSS nodes: `label`, or `box` (horizontal) › `spinner`, `image`, `label`.
@MainActor
final class ButtonFace {
    /// The face's widget: the label, or the row once it is made.
    var widget: UnsafeMutablePointer<GtkWidget> { row ?? label }
    /// Puts the face's widget where it belongs, in place of the one before.
    private let place: (UnsafeMutablePointer<GtkWidget>) -> Void
    private var row: UnsafeMutablePointer<GtkWidget>?
    private var spinner: UnsafeMutablePointer<GtkWidget>?
    private var image: UnsafeMutablePointer<GtkWidget>?
    private let label = gtk_label_new(nil)!

    /// Builds the face as `button`'s child.
    convenience init(in button: UnsafeMutablePointer<GtkWidget>) {
        self.init(inRow: false) { gtk_button_set_child(cgtk_button(button), $0) }
    }

    /// Builds a face that `place` puts where it belongs, now and whenever its widget changes;
    /// `inRow` makes the row at once, for a container that needs the face's widget to stay.
    init(inRow: Bool, place: @escaping (UnsafeMutablePointer<GtkWidget>) -> Void) {
        self.place = place
        if inRow { makeRow() } else { place(label) }
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
        gtk_box_insert_child_after(cgtk_box(row ?? makeRow()), part, sibling)
        return part
    }

    /// Makes the row, puts it in the label's place and the label in it.
    @discardableResult
    private func makeRow() -> UnsafeMutablePointer<GtkWidget> {
        let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        gtk_widget_set_halign(row, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(row, GTK_ALIGN_CENTER)
        self.row = row
        // Placing the row takes the label out of the button, which held its only reference.
        g_object_ref(label.rawObject)
        place(row)
        gtk_box_append(cgtk_box(row), label)
        g_object_unref(label.rawObject)
        return row
    }
}
