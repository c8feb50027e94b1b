// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import ControlCore
@testable import GtkControls

enum KnobGallery: ControlGalleryDeclaration {
    static let gallery = ControlGallery(scenes: scenes) { Knob().widget }
}

extension KnobGallery {
    static let scenes: [GalleryScene] = [("low", "At 35 %", 0.35, true), ("full", "At 100 %", 1, true), ("disabled", "Disabled", 0.35, false)]
        .map { state, caption, value, enabled in
            GalleryScene(control: "Knob", state: state, caption: caption) { stage in
                let knob = Knob(value: value)
                knob.setAccessibleLabel("Volume")
                knob.isEnabled = enabled
                return stage.show(knob.widget)
            }
        }
}
