// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import DemoData
import GtkControls

/// "Plugins": every plugin, built-in and external, with its description, origin and state
/// (loaded, disabled or failed and why). External plugins can be switched off and on; the
/// choice applies from the next start and is remembered.
@MainActor
final class PluginsPage: ObjectBinding {
    static let plugin = DemoPlugin(
        id: "plugins",
        title: tr("Plugins"),
        iconName: "application-x-addon-symbolic",
        category: tr("About"),
        summary: tr("The demo's plugins, where they come from, and whether they loaded")
    ) { PageParts.page(PluginsPage().root) }

    private let root = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
    private let list = gtk_list_box_new()!
    private let message = PageParts.messageLabel(cssClass: "error")

    private init() {
        super.init(binding: root)
        gtk_box_append(cgtk_box(root), PageParts.heading(tr("Plugins")))
        gtk_box_append(cgtk_box(root), PageParts.paragraph(
            tr("External plugins are NAME.plugin key files beside libNAME.so in a plugin directory. Switching one off or on takes effect at the next start.")))
        gtk_box_append(cgtk_box(root), message)
        gtk_list_box_set_selection_mode(cgtk_list_box(list), GTK_SELECTION_NONE)
        gtk_widget_add_css_class(list, "boxed-list")
        gtk_widget_add_css_class(list, "frame")
        Accessibility.setLabel(list, tr("Plugins"))
        gtk_box_append(cgtk_box(root), list)
        // Records change when a plugin's page fails to build: look again each time the page
        // is shown.
        Signal.connect(root, .map) { [unowned self] in refresh() }
        refresh()
    }

    /// The records the rows show.
    private var shownRecords: [PluginRecord] = []

    /// Rebuilds the rows when the records changed. Rows are not rebuilt for nothing: that would
    /// take the keyboard focus from a row and pull widgets from under the pointer.
    private func refresh() {
        let records = PluginStates.shared.records
        guard records != shownRecords else { return }
        shownRecords = records
        while let row = gtk_list_box_get_row_at_index(cgtk_list_box(list), 0) {
            gtk_list_box_remove(cgtk_list_box(list), cgtk_widget(row))
        }
        for record in records { gtk_list_box_append(cgtk_list_box(list), makeRow(record)) }
    }

    private func makeRow(_ record: PluginRecord) -> UnsafeMutablePointer<GtkWidget> {
        let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
        gtk_widget_set_margin_start(row, 12)
        gtk_widget_set_margin_end(row, 12)
        gtk_widget_set_margin_top(row, 8)
        gtk_widget_set_margin_bottom(row, 8)
        let text = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)!
        gtk_widget_set_hexpand(text, 1)
        let name = PageParts.heading(record.name)
        gtk_box_append(cgtk_box(text), name)
        if !record.summary.isEmpty { gtk_box_append(cgtk_box(text), PageParts.paragraph(record.summary)) }
        let state: String = switch record.state {
        case .loaded: tr("Loaded")
        case .disabled: tr("Disabled")
        case .failed(let reason): tr("Failed: %s", reason)
        }
        // TRANSLATORS: where a plugin comes from (“built-in”, or its key file), then its state.
        let details = PageParts.paragraph(tr("%1$s · %2$s", record.isExternal ? record.origin : tr("built-in"), state))
        gtk_widget_add_css_class(details, "dim-label")
        // Only a failure's details, a file and what is wrong with it, are worth copying. A
        // selectable label is a Tab stop of its own in the row, and dragging its text starts a
        // drag-and-drop whose pointer grab GTK 4.8 to 4.18 miscount ("Broken accounting of
        // active state") when a press or a popover comes in between.
        if case .failed = record.state { gtk_label_set_selectable(cgtk_label(details), 1) }
        gtk_box_append(cgtk_box(text), details)
        gtk_box_append(cgtk_box(row), text)
        if record.isExternal {
            let toggle = gtk_switch_new()!
            gtk_widget_set_valign(toggle, GTK_ALIGN_CENTER)
            gtk_switch_set_active(OpaquePointer(toggle), record.state == .disabled ? 0 : 1)
            Accessibility.setLabel(toggle, tr("Enable %s", record.name))
            Signal.connect(toggle, .notify(.active)) { [unowned self] in
                let enabled = gtk_switch_get_active(OpaquePointer(toggle)) != 0
                let note = enabled ? tr("“%s” will be enabled at the next start.", record.name)
                    : tr("“%s” will be disabled at the next start.", record.name)
                PageParts.report(PluginStates.shared.setEnabled(record.id, enabled) ?? note, in: message)
            }
            gtk_box_append(cgtk_box(row), toggle)
        }
        let listRow = gtk_list_box_row_new()!
        gtk_list_box_row_set_child(cgtk_list_box_row(listRow), row)
        // TRANSLATORS: a plugin's row, for screen readers: its name, then its state.
        Accessibility.setLabel(listRow, tr("%1$s, %2$s", record.name, state))
        return listRow
    }
}
