// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import ControlCore
import DemoData
import GtkControls

/// "Switch & Stepper": a switch (user toggles report valueChanged, setting it from code
/// does not), a stepper with wrap and autorepeat toggles, and the custom knob, with a log
/// of the events each sends.
@MainActor
final class SwitchStepperPage: ObjectBinding {
    static let plugin = DemoPlugin(
        id: "switch-stepper",
        title: tr("Switch & Stepper"),
        iconName: "emblem-system-symbolic",
        category: tr("Input"),
        summary: tr("A switch, a stepper and a custom knob, with the events they send")
    ) { PageParts.page(SwitchStepperPage().root) }

    private let root = gtk_box_new(GTK_ORIENTATION_VERTICAL, 18)!
    private let toggle = Switch()
    private let stepper = Stepper(configuration: try! .init(minimum: 0, maximum: 10, step: 1), value: 0)
    private let stepperValue = gtk_label_new(nil)!
    private let knob = Knob(value: 0.3)
    private let knobValue = gtk_label_new(nil)!
    private let log = EventLog()
    private var wraps = false
    private var autorepeat = true

    private init() {
        super.init(binding: root)
        gtk_box_append(cgtk_box(root), makeSwitchSection())
        gtk_box_append(cgtk_box(root), makeStepperSection())
        gtk_box_append(cgtk_box(root), makeKnobSection())
        gtk_box_append(cgtk_box(root), log.widget)
        showValues()
    }

    private func makeSwitchSection() -> UnsafeMutablePointer<GtkWidget> {
        let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
        let title = PageParts.heading(tr("Switch"))
        gtk_widget_set_hexpand(title, 1)
        gtk_box_append(cgtk_box(row), title)
        toggle.setAccessibleLabel(tr("Wi-Fi"))
        toggle.onTint = "#2ec27e"
        gtk_widget_set_valign(toggle.widget, GTK_ALIGN_CENTER)
        toggle.addAction(for: .valueChanged) { [unowned self] _, _ in
            // TRANSLATORS: event log lines; valueChanged is the event's name in the API.
            log.append(toggle.isOn ? tr("Switch valueChanged: on") : tr("Switch valueChanged: off"))
        }
        let fromCode = gtk_button_new_with_label(tr("Flip from code"))!
        gtk_widget_set_tooltip_text(fromCode, tr("setOn(_:animated:) sends no valueChanged"))
        Signal.connect(fromCode, .clicked) { [unowned self] in
            toggle.setOn(!toggle.isOn, animated: true)
            log.append(toggle.isOn ? tr("Switch set from code to on (no event)") : tr("Switch set from code to off (no event)"))
        }
        gtk_box_append(cgtk_box(row), fromCode)
        gtk_box_append(cgtk_box(row), toggle.widget)
        return row
    }

    private func makeStepperSection() -> UnsafeMutablePointer<GtkWidget> {
        let section = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
        gtk_box_append(cgtk_box(section), PageParts.heading(tr("Stepper")))
        let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
        stepper.setAccessibleLabel(tr("Quantity"))
        stepper.addAction(for: .valueChanged) { [unowned self] _, _ in
            showValues()
            log.append(tr("Stepper valueChanged: %s", Stepper.format(stepper.value)))
        }
        gtk_box_append(cgtk_box(row), stepper.widget)
        gtk_widget_add_css_class(stepperValue, "numeric")
        gtk_box_append(cgtk_box(row), stepperValue)
        gtk_box_append(cgtk_box(section), row)
        gtk_box_append(cgtk_box(section), PageParts.check(tr("Wraps around (10 → 0)")) { [unowned self] on in
            wraps = on
            reconfigureStepper()
        })
        let repeats = PageParts.check(tr("Autorepeat while held")) { [unowned self] on in
            autorepeat = on
            reconfigureStepper()
        }
        PageParts.setActive(repeats, true)
        gtk_box_append(cgtk_box(section), repeats)
        return section
    }

    private func reconfigureStepper() {
        let old = stepper.configuration
        if let configuration = try? StepperState.Configuration(
            minimum: old.minimum, maximum: old.maximum, step: old.step, wraps: wraps,
            autorepeat: autorepeat, isContinuous: old.isContinuous) {
            stepper.configure(configuration)
        }
    }

    private func makeKnobSection() -> UnsafeMutablePointer<GtkWidget> {
        let section = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 18)!
        knob.setAccessibleLabel(tr("Volume"))
        knob.addAction(for: .valueChanged) { [unowned self] _, _ in
            showValues()
            log.append(tr("Knob valueChanged: %d %%", Int((knob.value * 100).rounded())))
        }
        gtk_box_append(cgtk_box(section), knob.widget)
        let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
        gtk_widget_set_valign(column, GTK_ALIGN_CENTER)
        gtk_box_append(cgtk_box(column), PageParts.heading(tr("Knob")))
        gtk_label_set_xalign(cgtk_label(knobValue), 0)
        gtk_box_append(cgtk_box(column), knobValue)
        gtk_box_append(cgtk_box(column), PageParts.check(tr("Send valueChanged only when released")) { [unowned self] on in
            knob.isContinuous = !on
        })
        gtk_box_append(cgtk_box(section), column)
        return section
    }

    private func showValues() {
        gtk_label_set_text(cgtk_label(stepperValue), tr("Quantity: %s", Stepper.format(stepper.value)))
        gtk_label_set_text(cgtk_label(knobValue), tr("Volume: %d %%", Int((knob.value * 100).rounded())))
    }
}
