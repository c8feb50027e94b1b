// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import ControlCore
@testable import GtkControls

enum StepperGallery: ControlGalleryDeclaration {
    static let gallery = ControlGallery(scenes: scenes) { try Stepper(configuration: .init()).widget }
}

extension StepperGallery {
    static let scenes: [GalleryScene] = [
        ("minimum", "At its minimum (0)", 0.0, true), ("middle", "In the middle (5)", 5, true), ("maximum", "At its maximum (10)", 10, true),
        ("disabled", "Disabled (5)", 5, false),
    ].map { state, caption, value, enabled in
            GalleryScene(control: "Stepper", state: state, caption: caption) { stage in
                let scheduler = ManualScheduler()
                let stepper = Stepper(configuration: try .init(minimum: 0, maximum: 10), value: value, scheduler: scheduler)
                stepper.setAccessibleLabel("Quantity")
                stepper.isEnabled = enabled
                // The store's effects (− and + follow the ends once an event is over) run as
                // they would on GLib's loop.
                scheduler.runAll()
                let label = gtk_label_new(Stepper.format(value))!
                let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
                gtk_box_append(cgtk_box(row), label)
                gtk_box_append(cgtk_box(row), stepper.widget)
                return stage.show(row)
            }
        }
}
