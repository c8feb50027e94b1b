// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import ControlCore
@testable import GtkControls

enum StatefulButtonGallery: ControlGalleryDeclaration {
    static let gallery = ControlGallery(scenes: scenes) { StatefulButton(title: "Follow").widget }
}

extension StatefulButtonGallery {
    static let scenes: [GalleryScene] = [
        ("normal", "Normal"), ("highlighted", "Highlighted (pressed)"), ("selected", "Selected"), ("disabled", "Disabled"),
        ("custom", "A custom state (application bit 0)"),
    ].map { state, caption in
        GalleryScene(control: "StatefulButton", state: state, caption: caption) { stage in
            let custom = try ControlState.application(0)
            let button = StatefulButton(title: "Normal")
            button.titles[.highlighted] = "Highlighted"
            button.titles[.selected] = "Selected"
            button.titles[.disabled] = "Disabled"
            button.titles[custom] = "Custom"
            button.iconNames[.selected] = "object-select-symbolic"
            button.styleClasses[.selected] = ["suggested-action"]
            button.styleClasses[custom] = ["destructive-action"]
            switch state {
            case "highlighted": button.send(.pointer(.press(inside: true, clickCount: 1)))
            case "selected": button.isSelected = true
            case "disabled": button.isEnabled = false
            case "custom": try button.setApplicationState(custom)
            default: break
            }
            return stage.show(button.widget)
        }
    }
}
