// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import ControlCore
import DemoData
import GtkControls

/// "Modal Button": the App Store flow (Download → Downloading… → Install → Installing… →
/// Complete!) with a simulated download that reports progress, and the Contacts app's
/// Edit/Done control over a small record.
@MainActor
final class ModalButtonPage: ObjectBinding {
    static let plugin = DemoPlugin(
        id: "modal-button",
        title: tr("Modal Button"),
        iconName: "software-update-available-symbolic",
        category: tr("Buttons"),
        summary: tr("A button that walks a sequence of modes, and an Edit/Done control")
    ) { PageParts.page(ModalButtonPage().root) }

    // TRANSLATORS: the App Store button's modes, each with its title while working.
    private static let appStoreModes = [
        ModalButtonMode(title: tr("Download"), busyTitle: tr("Downloading…"), iconName: "heart-symbolic"),
        ModalButtonMode(title: tr("Install"), busyTitle: tr("Installing…"), iconName: "heart-symbolic"),
        ModalButtonMode(title: tr("Complete!"), iconName: "clover-symbolic", isActionable: false),
    ]
    private static let fieldNames = [tr("First name"), tr("Last name"), tr("Phone")]

    private let root = gtk_box_new(GTK_ORIENTATION_VERTICAL, 18)!
    private let modalButton = try! ModalButton(modes: ModalButtonPage.appStoreModes)
    private let status = PageParts.messageLabel(cssClass: "dim-label")
    private let error = PageParts.messageLabel(cssClass: "error")
    private var failNextDownload = false

    private var record = RecordEditorState(values: ["Ada", "Lovelace", "+44 20 7946 0000"])
    private let editButton = StatefulButton(title: tr("Edit"))
    private let cancelButton = gtk_button_new_with_label(tr("Cancel"))!
    private var entries: [UnsafeMutablePointer<GtkWidget>] = []
    private var isShowingRecord = false

    private init() {
        super.init(binding: root)
        gtk_box_append(cgtk_box(root), makeAppStoreSection())
        gtk_box_append(cgtk_box(root), gtk_separator_new(GTK_ORIENTATION_HORIZONTAL))
        gtk_box_append(cgtk_box(root), makeContactSection())
        showRecord()
    }

    // MARK: App Store button

    private func makeAppStoreSection() -> UnsafeMutablePointer<GtkWidget> {
        let section = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
        gtk_box_append(cgtk_box(section), PageParts.heading(tr("App Store button")))
        gtk_box_append(cgtk_box(section), PageParts.paragraph(
            tr("Each press starts the next step; while it runs the button is busy and a double click cannot skip a step. Stop returns to the step it left.")))

        modalButton.work = { [unowned self] _ in
            let fails = failNextDownload
            return .operation { reportProgress in
                // A simulated two-second transfer, off the main thread.
                for step in 1...20 {
                    try await Task.sleep(for: .milliseconds(100))
                    if fails, step == 8 { throw DemoError.networkUnreachable }
                    reportProgress(Double(step) / 20)
                }
            }
        }
        ModalButton.errorSignal.connect(modalButton) { [unowned self] message in PageParts.show(tr("Failed: %s", message ?? ""), in: error) }
        modalButton.addAction(for: .valueChanged) { [unowned self] control, _ in
            guard let button = control as? ModalButton else { return }
            PageParts.show(tr("Mode %1$d of %2$d: %3$s", button.modeIndex + 1, button.modes.count, button.mode.title), in: status)
            PageParts.show("", in: error)
        }
        gtk_widget_set_size_request(modalButton.input, 200, 64)

        let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
        gtk_box_append(cgtk_box(row), modalButton.widget)
        let reset = gtk_button_new_with_label(tr("Reset"))!
        gtk_widget_set_valign(reset, GTK_ALIGN_CENTER)
        Signal.connect(reset, .clicked) { [unowned self] in
            modalButton.reset()
            PageParts.show("", in: error)
        }
        gtk_box_append(cgtk_box(row), reset)
        gtk_box_append(cgtk_box(section), row)
        gtk_box_append(cgtk_box(section), PageParts.check(tr("Make the next step fail")) { [unowned self] on in
            failNextDownload = on
        })
        gtk_box_append(cgtk_box(section), status)
        gtk_box_append(cgtk_box(section), error)
        return section
    }

    // MARK: Contacts record

    private func makeContactSection() -> UnsafeMutablePointer<GtkWidget> {
        let section = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
        let header = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        let title = PageParts.heading(tr("Contact"))
        gtk_widget_set_hexpand(title, 1)
        gtk_box_append(cgtk_box(header), title)
        gtk_box_append(cgtk_box(header), cancelButton)
        gtk_widget_set_valign(editButton.widget, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(cancelButton, GTK_ALIGN_CENTER)
        gtk_box_append(cgtk_box(header), editButton.widget)
        gtk_box_append(cgtk_box(section), header)

        editButton.titles[.selected] = tr("Done")
        editButton.styleClasses[.selected] = ["suggested-action"]
        editButton.addAction(for: .primaryActionTriggered) { [unowned self] _, _ in
            if record.isEditing { record.done() } else { record.edit() }
            showRecord()
        }
        Signal.connect(cancelButton, .clicked) { [unowned self] in
            record.cancel()
            showRecord()
        }

        let grid = gtk_grid_new()!
        gtk_grid_set_row_spacing(cgtk_grid(grid), 6)
        gtk_grid_set_column_spacing(cgtk_grid(grid), 12)
        for (index, name) in Self.fieldNames.enumerated() {
            let label = gtk_label_new(name)!
            gtk_label_set_xalign(cgtk_label(label), 1)
            gtk_widget_add_css_class(label, "dim-label")
            let entry = gtk_entry_new()!
            gtk_widget_set_hexpand(entry, 1)
            Accessibility.setLabel(entry, name)
            Signal.connect(entry, .changed) { [unowned self] in
                guard !isShowingRecord else { return }
                record.change(field: index, to: String(cString: gtk_editable_get_text(OpaquePointer(entry))))
            }
            Signal.connect(entry, .activate) { [unowned self] in editButton.activate() }
            entries.append(entry)
            gtk_grid_attach(cgtk_grid(grid), label, 0, Int32(index), 1, 1)
            gtk_grid_attach(cgtk_grid(grid), entry, 1, Int32(index), 1, 1)
        }
        gtk_box_append(cgtk_box(section), grid)
        return section
    }

    /// Brings the fields, Edit/Done and Cancel in line with the record.
    private func showRecord() {
        isShowingRecord = true
        defer { isShowingRecord = false }
        editButton.isSelected = record.isEditing
        gtk_widget_set_visible(cancelButton, record.isEditing ? 1 : 0)
        for (entry, text) in zip(entries, record.draft) {
            if String(cString: gtk_editable_get_text(OpaquePointer(entry))) != text {
                gtk_editable_set_text(OpaquePointer(entry), text)
            }
            gtk_editable_set_editable(OpaquePointer(entry), record.isEditing ? 1 : 0)
            if record.isEditing {
                gtk_widget_remove_css_class(entry, "read-only")
            } else {
                gtk_widget_add_css_class(entry, "read-only")
            }
        }
        if record.isEditing, let first = entries.first { gtk_widget_grab_focus(first) }
    }
}

/// The simulated failures of the demo's pretend network work.
enum DemoError: Error, CustomStringConvertible {
    case networkUnreachable

    var description: String {
        switch self {
        case .networkUnreachable: return tr("the network is unreachable (simulated)")
        }
    }
}
