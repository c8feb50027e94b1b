// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import ControlCore
@testable import GtkControls

enum SwitchGallery: ControlGalleryDeclaration {
    static let gallery = ControlGallery(scenes: scenes) { Switch().widget }
}

extension SwitchGallery {
    static let scenes: [GalleryScene] = [("on", "On", true, true), ("off", "Off", false, true), ("disabled", "Disabled", false, false)]
        .map { state, caption, on, enabled in
            GalleryScene(control: "Switch", state: state, caption: caption) { stage in
                let toggle = Switch()
                toggle.setAccessibleLabel("Wi-Fi")
                toggle.setOn(on, animated: false)
                toggle.isEnabled = enabled
                return stage.show(toggle.widget)
            }
        }
}
