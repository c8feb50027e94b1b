// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import GtkControls

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

/// One control's page of the gallery: its scenes, and the instance whose CSS nodes its DocC
/// page draws.
struct ControlGallery: Sendable {
    /// The control's type, which names its DocC page.
    let control: String
    let scenes: [GalleryScene]
    /// Makes the control as the "CSS nodes" block of its DocC page draws it (DocumentedCSSNodesTests);
    /// nil for the alert loader, which is no widget: that test shows its window.
    let cssNodesInstance: (@MainActor @Sendable () throws -> UnsafeMutablePointer<GtkWidget>)?

    init(scenes: [GalleryScene], cssNodesInstance: (@MainActor @Sendable () throws -> UnsafeMutablePointer<GtkWidget>)?) {
        precondition(!scenes.isEmpty, "a control's gallery shows at least one scene")
        let control = scenes[0].control
        precondition(scenes.allSatisfy { $0.control == control }, "the scenes of \(control)'s gallery show other controls")
        (self.control, self.scenes, self.cssNodesInstance) = (control, scenes, cssNodesInstance)
    }

    /// Every control of the library that declares its gallery, in the order of the library's
    /// topics (``WidgetTypes/topics``), the one list of controls: a new control adds its file
    /// to Scenes/ and nothing here. WidgetTypeTests names a control that declares none.
    static let all: [ControlGallery] = MainActor.assumeIsolated {
        WidgetTypes.topics.flatMap(\.controls).compactMap { of(String($0.name.dropFirst("Ctl".count))) }
    }

    /// The gallery `control` declares: `enum CONTROLGallery: ControlGalleryDeclaration`, in its
    /// file Scenes/CONTROL.swift. Swift lists no declarations, but its runtime finds a type by its
    /// mangled name: "16GtkControlsTests14StepperGalleryO" is the enum StepperGallery of this module.
    static func of(_ control: String) -> ControlGallery? {
        let module = String(reflecting: ControlGallery.self).prefix { $0 != "." }
        let type = "\(control)Gallery"
        return (_typeByName("\(module.utf8.count)\(module)\(type.utf8.count)\(type)O") as? ControlGalleryDeclaration.Type)?.gallery
    }
}

/// A control's gallery, declared by the enum `CONTROLGallery` of its file in Scenes/.
protocol ControlGalleryDeclaration {
    static var gallery: ControlGallery { get }
}

extension GalleryScene {
    /// Every control of the library in the states that matter.
    static let all = ControlGallery.all.flatMap(\.scenes)
}
