// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import ControlCore
@testable import GtkControls

extension GalleryScene {
    static let switches: [GalleryScene] = [("on", "On", true, true), ("off", "Off", false, true), ("disabled", "Disabled", false, false)]
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

enum SwitchGallery: ControlGalleryDeclaration {
    static let gallery = ControlGallery(scenes: GalleryScene.switches) { Switch().widget }
}
