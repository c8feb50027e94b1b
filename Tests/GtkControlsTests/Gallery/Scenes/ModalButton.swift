// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import ControlCore
@testable import GtkControls

enum ModalButtonGallery: ControlGalleryDeclaration {
    static let gallery = ControlGallery(scenes: scenes) { try ModalButton(modes: [ModalButtonMode(title: "Download", busyTitle: "Downloading…")]).widget }
}

extension ModalButtonGallery {
    static let scenes: [GalleryScene] = [
        ("download", "Download", 0, false), ("downloading", "Downloading…", 0, true), ("install", "Install", 1, false),
        ("installing", "Installing…", 1, true), ("complete", "Complete!", 2, false),
    ].map { state, caption, mode, busy in
        GalleryScene(control: "ModalButton", state: state, caption: caption) { stage in
            let scheduler = ManualScheduler()
            let button = try ModalButton(modes: [
                ModalButtonMode(title: "Download", busyTitle: "Downloading…"),
                ModalButtonMode(title: "Install", busyTitle: "Installing…"),
                ModalButtonMode(title: "Complete!", isActionable: false),
            ], scheduler: scheduler)
            button.work = { _ in .delay(.seconds(1)) }
            for _ in 0..<mode {
                button.activate()
                scheduler.advance(by: .seconds(1))
            }
            if busy { button.activate() }
            return stage.show(button.widget)
        }
    }
}
