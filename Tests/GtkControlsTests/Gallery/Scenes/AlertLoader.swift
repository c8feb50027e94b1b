// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import ControlCore
@testable import GtkControls

enum AlertLoaderGallery: ControlGalleryDeclaration {
    static let gallery = ControlGallery(scenes: scenes, cssNodesInstance: nil)
}

extension AlertLoaderGallery {
    static let scenes: [GalleryScene] = [
        ("confirm", "Asking"), ("loading", "Working, 40 %"), ("done", "Done"), ("failed", "Failed, with Retry"),
    ].map { state, caption in
        GalleryScene(control: "AlertLoader", state: state, caption: caption) { stage in
            let scheduler = ManualScheduler()
            let parent = stage.show(gtk_label_new("Account")!)
            let alert = AlertLoader(parent: parent, content: AlertLoaderContent(
                title: "Sign Out", message: "Are you sure you want to sign out?", confirmTitle: "Sign Out",
                completedMessage: "You are signed out."), scheduler: scheduler, work: untilCancelled)
            stage.keep(alert)
            alert.present()
            if state != "confirm" { alert.handle(.confirm) }
            if state == "loading" { alert.handle(.progress(run: 1, 0.4)) }
            if state == "done" { alert.handle(.workSucceeded(run: 1)) }
            if state == "failed" { alert.handle(.workFailed(run: 1, message: "The server did not answer.")) }
            scheduler.runAll()
            let window = alert.window!
            stage.settle(window)
            return window
        }
    }

    /// Work that runs until it is cancelled: its result is given as an event.
    private static let untilCancelled: ProgressWork = { _ in
        let (stream, end) = AsyncStream<Never>.makeStream()
        await withTaskCancellationHandler {
            for await _ in stream {}
        } onCancel: {
            end.finish()
        }
    }
}
