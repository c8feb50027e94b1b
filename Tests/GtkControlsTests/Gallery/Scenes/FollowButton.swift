// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import ControlCore
@testable import GtkControls

extension GalleryScene {
    static let followButtons: [GalleryScene] = [
        ("follow", "Follow"), ("followed", "Followed"), ("mutual", "Mutual"), ("loading", "Loading"),
    ].map { state, caption in
        GalleryScene(control: "FollowButton", state: state, caption: caption) { stage in
            let button = FollowButton()
            button.isSelected = state == "followed"
            button.isMutual = state == "mutual"
            button.isLoading = state == "loading"
            return stage.show(button.widget)
        }
    }
}

enum FollowButtonGallery: ControlGalleryDeclaration {
    static let gallery = ControlGallery(scenes: GalleryScene.followButtons) { FollowButton().widget }
}
