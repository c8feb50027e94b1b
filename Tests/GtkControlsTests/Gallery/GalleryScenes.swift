// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk

/// Where a scene is shown: the golden-image test. (Its requirements, not the protocol, are
/// on the main actor: XCTest on Linux cannot run a test class isolated to it.)
protocol GalleryStage {
    /// Shows `widget` in a window of its natural size with a small margin, drawn as its
    /// state says by the time this returns; returns the window.
    @MainActor func show(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>
    /// Waits until `window` is drawn as its widgets' state says now.
    @MainActor func settle(_ window: UnsafeMutablePointer<GtkWidget>)
    /// Paints one frame of `window`, running `change` with that frame's time before it is
    /// laid out: an animation given its frame times shows the state they say.
    @MainActor func paintFrame(_ window: UnsafeMutablePointer<GtkWidget>, changing change: ((_ frameTime: Duration) -> Void)?)
    /// Keeps `object` (a data source, a delegate) alive until the scene is rendered.
    @MainActor func keep(_ object: AnyObject)
}

/// One state of one control, as the gallery shows it and the golden-image test checks it.
/// `make` builds the control in that state through its own API (no clock: timers run on a
/// ManualScheduler, an animation is given its frame times) and returns the window to render.
struct GalleryScene: Sendable {
    /// The control's type, which names its DocC page.
    let control: String
    /// The state in file names ("downloading").
    let state: String
    /// The state in words ("Downloading…").
    let caption: String
    let make: @MainActor @Sendable (GalleryStage) throws -> UnsafeMutablePointer<GtkWidget>

    /// The reference's or gallery picture's path under its folder: CONTROL/STATE.APPEARANCE.png.
    func path(_ appearance: Appearance) -> String { "\(control)/\(state).\(appearance.name).png" }
}

extension GalleryScene {
    /// Every control of the library, in the states that matter. Each control's scenes are in
    /// a file of their own, `Scenes/CONTROL.swift`, and named once here: Swift finds no
    /// declarations by itself. WidgetTypeTests names a control that has none.
    static let all: [GalleryScene] = [
        modalButtons, switches, steppers, knobs, progressViews, thermometers, activityIndicators, statefulButtons, loadingButtons,
        followButtons, pickers, datePickers, searchBars, searchResults, editableLists, alertLoaders,
    ].flatMap { $0 }
}
