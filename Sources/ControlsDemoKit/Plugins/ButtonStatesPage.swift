// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import ControlCore
import DemoData
import GtkControls

/// "Button States": a StatefulButton with live switches for its enabled, selected and
/// custom state, the title its state table resolves for every combination, and a log of
/// the control events it sends. Each switch's accessible description is the button's
/// title, so a screen reader says what a switch made of the button.
@MainActor
final class ButtonStatesPage: ObjectBinding {
    static let plugin = DemoPlugin(
        id: "button-states",
        title: tr("Button States"),
        iconName: "input-mouse-symbolic",
        category: tr("Buttons"),
        summary: tr("UIControl states, per-state titles and styles, and the events a button sends")
    ) { PageParts.page(ButtonStatesPage().root) }

    /// The application state this page defines (bit 16), as the seed's custom states do.
    private static let custom = try! ControlState.application(0)

    private let root: UnsafeMutablePointer<GtkWidget>
    private let button = StatefulButton(title: tr("Press Me"))
    private var enabledCheck: UnsafeMutablePointer<GtkWidget>!
    private var selectedCheck: UnsafeMutablePointer<GtkWidget>!
    private var customCheck: UnsafeMutablePointer<GtkWidget>!
    private var resolvedLabels: [(state: ControlState, title: OpaquePointer, row: UnsafeMutablePointer<GtkWidget>)] = []
    private let log = EventLog()

    private init() {
        root = gtk_box_new(GTK_ORIENTATION_VERTICAL, 18)
        super.init(binding: root)
        configureButton()

        gtk_box_append(cgtk_box(root), PageParts.paragraph(
            tr("Press the button (click, Space or Enter) to toggle Selected. Press it, drag off and let go: it sends touchUpOutside and no action.")))

        let buttonRow = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        gtk_widget_set_halign(buttonRow, GTK_ALIGN_CENTER)
        gtk_widget_set_size_request(button.widget, 240, 48)
        gtk_box_append(cgtk_box(buttonRow), button.widget)
        gtk_box_append(cgtk_box(root), buttonRow)

        // One above the other, so that the page fits a phone's width.
        gtk_box_append(cgtk_box(root), makeStateSwitches())
        gtk_box_append(cgtk_box(root), makeResolvedTitles())
        gtk_box_append(cgtk_box(root), log.widget)
        refresh()
    }

    private func configureButton() {
        // TRANSLATORS: the Button States page's button: its title in each state.
        var titles = StateTable(normal: tr("Press Me"))
        titles[.highlighted] = tr("Highlighted")
        titles[.disabled] = tr("Disabled")
        titles[.selected] = tr("Selected")
        titles[[.selected, .highlighted]] = tr("Selected & Highlighted")
        titles[[.selected, .disabled]] = tr("Selected & Disabled")
        titles[Self.custom] = tr("Custom")
        titles[Self.custom.union(.selected)] = tr("Custom & Selected")
        titles[Self.custom.union(.disabled)] = tr("Custom & Disabled")
        button.titles = titles
        button.iconNames[.selected] = "object-select-symbolic"
        button.iconNames[Self.custom] = "starred-symbolic"
        button.styleClasses[.selected] = ["suggested-action"]
        button.styleClasses[Self.custom] = ["custom-state"]
        button.styleClasses[Self.custom.union(.selected)] = ["custom-state", "suggested-action"]

        button.addAction(for: .primaryActionTriggered) { control, _ in control.isSelected.toggle() }
        button.addAction(for: .allEvents) { [unowned self] _, events in log.append(events.description) }
        Control.stateChangedSignal.connect(button) { [unowned self] _ in refresh() }
    }

    private func makeStateSwitches() -> UnsafeMutablePointer<GtkWidget> {
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
        gtk_box_append(cgtk_box(box), PageParts.heading(tr("State")))
        enabledCheck = PageParts.check(tr("Enabled")) { [unowned self] on in button.isEnabled = on }
        selectedCheck = PageParts.check(tr("Selected")) { [unowned self] on in button.isSelected = on }
        customCheck = PageParts.check(tr("Custom state (application bit 16)")) { [unowned self] on in
            try? button.setApplicationState(on ? Self.custom : [])
        }
        for check in [enabledCheck!, selectedCheck!, customCheck!] { gtk_box_append(cgtk_box(box), check) }
        return box
    }

    private func makeResolvedTitles() -> UnsafeMutablePointer<GtkWidget> {
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
        gtk_box_append(cgtk_box(box), PageParts.heading(tr("Title resolved for each state")))
        let grid = gtk_grid_new()!
        gtk_grid_set_column_spacing(cgtk_grid(grid), 12)
        gtk_grid_set_row_spacing(cgtk_grid(grid), 2)
        let flags: [ControlState] = [.highlighted, .disabled, .selected]
        for combination in 0..<8 {
            let state = flags.enumerated().reduce(into: ControlState()) { state, flag in
                if combination & (1 << flag.offset) != 0 { state.insert(flag.element) }
            }
            let name = PageParts.paragraph(Self.name(of: state))
            gtk_widget_add_css_class(name, "dim-label")
            let title = PageParts.paragraph("")
            gtk_grid_attach(cgtk_grid(grid), name, 0, Int32(combination), 1, 1)
            gtk_grid_attach(cgtk_grid(grid), title, 1, Int32(combination), 1, 1)
            resolvedLabels.append((state, OpaquePointer(title), name))
        }
        gtk_box_append(cgtk_box(box), grid)
        return box
    }

    /// Brings the switches and the resolved-title grid in line with the button's state.
    private func refresh() {
        guard isAlive else { return }
        PageParts.setActive(enabledCheck, button.isEnabled)
        PageParts.setActive(selectedCheck, button.isSelected)
        PageParts.setActive(customCheck, button.applicationState.contains(Self.custom))
        for check in [enabledCheck!, selectedCheck!, customCheck!] {
            Accessibility.setDescription(check, tr("The button reads “%s”", button.currentTitle))
        }
        let current = button.state.intersection([.highlighted, .disabled, .selected])
        for entry in resolvedLabels {
            let state = entry.state.union(button.applicationState)
            gtk_label_set_text(entry.title, button.titles.resolved(for: state) ?? "")
            if entry.state == current {
                gtk_widget_add_css_class(entry.row, "current-state")
            } else {
                gtk_widget_remove_css_class(entry.row, "current-state")
            }
        }
    }

    /// A combination of the UIControl states, as the grid names it: "normal", or the states
    /// joined by "+" ("highlighted+selected"), in the user's language.
    private static func name(of state: ControlState) -> String {
        // TRANSLATORS: UIControl's states, named in the Button States page's grid.
        let names: [(ControlState, String)] = [(.highlighted, tr("highlighted")), (.disabled, tr("disabled")), (.selected, tr("selected"))]
        let parts = names.filter { state.contains($0.0) }.map(\.1)
        return parts.isEmpty ? tr("normal") : parts.joined(separator: "+")
    }
}
