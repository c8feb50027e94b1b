// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import ControlCore
@testable import GtkControls

enum LoadingButtonGallery: ControlGalleryDeclaration {
    static let gallery = ControlGallery(scenes: scenes) { LoadingButton(title: "Save").widget }
}

extension LoadingButtonGallery {
    static let scenes: [GalleryScene] = [("normal", "Normal", false), ("loading", "Loading", true)].map { state, caption, loading in
        GalleryScene(control: "LoadingButton", state: state, caption: caption) { stage in
            let button = LoadingButton(title: "Save")
            button.titles[.loading] = "Saving…"
            button.isLoading = loading
            return stage.show(button.widget)
        }
    }
}
