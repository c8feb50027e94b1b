// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import ControlCore
@testable import GtkControls

enum ThermometerGallery: ControlGalleryDeclaration {
    static let gallery = ControlGallery(scenes: scenes) { Thermometer().widget }
}

extension ThermometerGallery {
    static let scenes: [GalleryScene] = [("low", "At 20 %", 0.2), ("high", "At 80 %", 0.8)].map { state, caption, value in
        GalleryScene(control: "Thermometer", state: state, caption: caption) { stage in
            let thermometer = Thermometer()
            thermometer.value = value
            return stage.show(thermometer.widget)
        }
    }
}
