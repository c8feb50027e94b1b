// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import ControlCore
@testable import GtkControls

enum FollowButtonGallery: ControlGalleryDeclaration {
    static let gallery = ControlGallery(scenes: scenes) { FollowButton().widget }
}

extension FollowButtonGallery {
    static let scenes: [GalleryScene] = [
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
