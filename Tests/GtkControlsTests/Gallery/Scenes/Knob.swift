// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import ControlCore
@testable import GtkControls

extension GalleryScene {
    static let knobs: [GalleryScene] = [("low", "At 35 %", 0.35, true), ("full", "At 100 %", 1, true), ("disabled", "Disabled", 0.35, false)]
        .map { state, caption, value, enabled in
            GalleryScene(control: "Knob", state: state, caption: caption) { stage in
                let knob = Knob(value: value)
                knob.setAccessibleLabel("Volume")
                knob.isEnabled = enabled
                return stage.show(knob.widget)
            }
        }
}

enum KnobGallery: ControlGalleryDeclaration {
    static let gallery = ControlGallery(scenes: GalleryScene.knobs) { Knob().widget }
}
