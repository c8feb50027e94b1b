// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import ControlCore
@testable import GtkControls

extension GalleryScene {
    static let loadingButtons: [GalleryScene] = [("normal", "Normal", false), ("loading", "Loading", true)].map { state, caption, loading in
        GalleryScene(control: "LoadingButton", state: state, caption: caption) { stage in
            let button = LoadingButton(title: "Save")
            button.titles[.loading] = "Saving…"
            button.isLoading = loading
            return stage.show(button.widget)
        }
    }
}

enum LoadingButtonGallery: ControlGalleryDeclaration {
    static let gallery = ControlGallery(scenes: GalleryScene.loadingButtons) { LoadingButton(title: "Save").widget }
}
