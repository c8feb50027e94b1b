// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import ControlCore
@testable import GtkControls

enum ProgressViewGallery: ControlGalleryDeclaration {
    static let gallery = ControlGallery(scenes: scenes) { ProgressView().widget }
}

extension ProgressViewGallery {
    static let scenes: [GalleryScene] = [
        GalleryScene(control: "ProgressView", state: "default", caption: "Default style, 40 %") { stage in
            try stage.show(progressView(.default, 0.4))
        },
        GalleryScene(control: "ProgressView", state: "bar", caption: "Bar style, 70 %") { stage in
            try stage.show(progressView(.bar, 0.7))
        },
        GalleryScene(control: "ProgressView", state: "tinted", caption: "Bar style with tints, 70 %") { stage in
            try stage.show(progressView(.bar, 0.7) { $0.progressTint = "#2ec27e"; $0.trackTint = "#f6d32d" })
        },
    ]

    @MainActor private static func progressView(_ style: ProgressView.Style, _ progress: Double,
                                                 _ configure: (ProgressView) -> Void = { _ in }) throws -> UnsafeMutablePointer<GtkWidget> {
        let view = ProgressView(style: style)
        try view.setProgress(progress)
        configure(view)
        gtk_widget_set_size_request(view.widget, 200, -1)
        return view.widget
    }
}
