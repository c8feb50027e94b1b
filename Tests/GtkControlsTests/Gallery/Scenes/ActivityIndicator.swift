// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import ControlCore
@testable import GtkControls

enum ActivityIndicatorGallery: ControlGalleryDeclaration {
    static let gallery = ControlGallery(scenes: scenes) { ActivityIndicator().widget }
}

extension ActivityIndicatorGallery {
    static let scenes: [GalleryScene] = [
        ("large", "Large", ActivityIndicator.Style.large), ("medium-white", "Medium white, on a dark background", .mediumWhite),
        ("gray", "Gray", .gray),
    ].map { state, caption, style in
        GalleryScene(control: "ActivityIndicator", state: state, caption: caption) { stage in
            let indicator = ActivityIndicator(style: style)
            if style == .mediumWhite { indicator.backgroundColor = "#3d3846" }
            indicator.startAnimating()
            return stage.show(indicator.widget)
        }
    }
}
