// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import Foundation
import GtkControls
import GtkTesting
import XCTest

/// Every control in every state that matters (``GalleryScene/all``), in Adwaita, Adwaita dark,
/// HighContrast and right to left, compared with the references checked in for this GTK
/// (`Tests/Fixtures/golden/gtk-4.MINOR/`): GTK 4.8 and 4.18 draw differently, so each has its
/// own. A render that differs fails, and its expected, actual and diff images go to
/// `test-artifacts/golden/`.
///
/// A render is the same pixels every run: the cairo renderer, GTK's animations off (a
/// spinner shows one frame), timers on ManualSchedulers, a fling given its frame times, and
/// the pointer away from every window. The tolerance is for font rendering only.
///
/// `scripts/gallery.sh` runs this test to write the references instead
/// (`GTKCONTROLS_GOLDEN=update`, `make update-golden`) or the gallery in `docs/gallery/`
/// and the DocC pictures (`GTKCONTROLS_GOLDEN=gallery`, `make gallery`).
final class GoldenImageTests: GtkTestCase, GalleryStage, @unchecked Sendable {
    static let appearances: [Appearance] = [.adwaita, .adwaitaDark, .highContrast, .rightToLeft]
    /// How far apart one channel of a pixel may be and still count as the same: absorbs the
    /// rounding of anti-aliased glyph edges.
    static let channelTolerance = 4
    /// The share of an image's pixels that may differ beyond the channel tolerance: a few
    /// glyph edges, less than any one-rule CSS change moves.
    static let allowedFraction = 0.0005

    /// What a run does: compare (the test), or write the references or the gallery.
    private enum Mode: String {
        case compare, update, gallery
    }

    /// This system's set of references: GTK's major and minor version.
    static let system = "gtk-\(gtk_get_major_version()).\(gtk_get_minor_version())"

    /// Where a failing render's expected, actual and diff images go.
    static let artifacts = checkoutPath("test-artifacts/golden/\(system)")

    @MainActor private var sceneWindows: [UnsafeMutablePointer<GtkWidget>] = []
    @MainActor private var kept: [AnyObject] = []

    func testEveryControlLooksAsItsReferenceShows() throws {
        let setting = g_getenv("GTKCONTROLS_GOLDEN").map { String(cString: $0) } ?? "compare"
        guard let mode = Mode(rawValue: setting) else {
            return XCTFail("GTKCONTROLS_GOLDEN=\(setting): it must be compare, update or gallery")
        }
        guard g_getenv("GSK_RENDERER").map({ String(cString: $0) }) == "cairo" else {
            throw XCTSkip("the references are cairo renders: the golden images are compared in the GSK_RENDERER=cairo run")
        }
        let references = Self.checkoutPath("Tests/Fixtures/golden/\(Self.system)")
        if mode == .compare && g_file_test(references, G_FILE_TEST_IS_DIR) == 0 {
            throw XCTSkip("no golden images for \(Self.system) in \(references): `make update-golden` makes them")
        }
        try? FileManager.default.removeItem(atPath: Self.artifacts)
        try onMain {
            // Windows open at the screen's top left: keep the pointer from hovering over them.
            xdotool("mousemove 1279 799")
            var gallery = GalleryWriter(scenes: GalleryScene.all, appearances: Self.appearances, system: Self.system)
            var failures: [String] = []
            for appearance in Self.appearances {
                try withAppearance(appearance, animations: false) {
                    for scene in GalleryScene.all {
                        let actual = try render(scene)
                        let path = scene.path(appearance)
                        switch mode {
                        case .compare: failures += compare(actual, with: "\(references)/\(path)", name: path)
                        case .update: actual.save(to: "\(references)/\(path)")
                        case .gallery: gallery.add(actual, scene: scene, appearance: appearance)
                        }
                    }
                }
            }
            if mode == .gallery { gallery.write() }
            if mode == .compare {
                let rendered = Set(Self.appearances.flatMap { appearance in GalleryScene.all.map { $0.path(appearance) } })
                let files = FileManager.default.enumerator(atPath: references)?.compactMap { $0 as? String } ?? []
                for file in files.sorted() where file.hasSuffix(".png") && !rendered.contains(file) {
                    failures.append("\(file): a reference no scene renders (`make update-golden` writes only those of scenes)")
                }
            }
            XCTAssertTrue(failures.isEmpty, "\(failures.count) golden images fail (`make update-golden` writes new ones "
                          + "when a change is meant):\n" + failures.joined(separator: "\n"))
        }
    }

    // MARK: Rendering

    /// `scene` rendered by its window's renderer; its windows are closed again.
    @MainActor func render(_ scene: GalleryScene, inspecting inspect: ((UnsafeMutablePointer<GtkWidget>, RenderedImage) throws -> Void)? = nil) throws -> RenderedImage {
        defer {
            for window in sceneWindows.reversed() { gtk_window_destroy(cgtk_window(window)) }
            sceneWindows.removeAll()
            kept.removeAll()
        }
        let window = try scene.make(self)
        let renderer = gtk_native_get_renderer(gtk_widget_get_native(window)).map { String(cString: cgtk_type_name($0.rawObject)) }
        XCTAssertEqual(renderer, "GskCairoRenderer", "\(scene.control) \(scene.state) was not drawn with cairo")
        let image = try RenderedImage(window)
        try inspect?(window, image)
        return image
    }

    @MainActor func show(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        let margin = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        for setMargin in [gtk_widget_set_margin_top, gtk_widget_set_margin_bottom, gtk_widget_set_margin_start, gtk_widget_set_margin_end] {
            setMargin(margin, 8)
        }
        gtk_box_append(cgtk_box(margin), widget)
        // Nothing takes the focus as the window opens (an entry would select its text); a
        // scene that wants the focus takes it.
        gtk_widget_set_can_focus(margin, 0)
        let window = gtk_window_new()!
        gtk_window_set_resizable(cgtk_window(window), 0)
        gtk_window_set_child(cgtk_window(window), margin)
        sceneWindows.append(window)
        expectFinalized(margin)
        gtk_window_present(cgtk_window(window))
        gtk_widget_set_can_focus(margin, 1)
        settle(window)
        return window
    }

    /// Paints frames until a render is the same as the one before (a list builds its rows
    /// over a few frames).
    @MainActor func settle(_ window: UnsafeMutablePointer<GtkWidget>) {
        let renderer = gtk_native_get_renderer(gtk_widget_get_native(window))!
        var previous: [UInt8]?
        for _ in 0..<20 {
            paintFrame(window, changing: nil)
            let pixels = try? renderedPixels(of: window, with: renderer).pixels
            if pixels != nil && pixels == previous { return }
            previous = pixels
        }
        XCTFail("the window still changed after 20 frames: an animation runs")
    }

    /// Paints one frame of `window`, running `change` (if any) with that frame's time in its
    /// layout phase: after the frame's tick callbacks, before it is painted.
    @MainActor func paintFrame(_ window: UnsafeMutablePointer<GtkWidget>, changing change: ((_ frameTime: Duration) -> Void)?) {
        let clock = gtk_widget_get_frame_clock(window)!
        var (changed, painted) = (change == nil, false)
        let layout = Signal.connect(clock, .layout) {
            guard !changed else { return }
            changed = true
            change?(.microseconds(gdk_frame_clock_get_frame_time(clock)))
        }
        let afterPaint = Signal.connect(clock, .afterPaint) { painted = true }
        defer {
            Signal.disconnect(clock, layout)
            Signal.disconnect(clock, afterPaint)
        }
        gtk_widget_queue_draw(window)
        gdk_frame_clock_request_phase(clock, GDK_FRAME_CLOCK_PHASE_LAYOUT)
        XCTAssertTrue(pump { painted }, "no frame was painted")
        XCTAssertTrue(changed, "the frame was painted without its change")
    }

    @MainActor func keep(_ object: AnyObject) {
        kept.append(object)
    }

    // MARK: Comparing

    /// Compares `actual` with the reference at `path`; on a difference, keeps the expected,
    /// actual and diff images in test-artifacts/golden/ and says what differs.
    @MainActor private func compare(_ actual: RenderedImage, with path: String, name: String) -> [String] {
        let artifacts = "\(Self.artifacts)/" + name.replacing(".png", with: "")
        guard let expected = RenderedImage(contentsOf: path) else {
            actual.save(to: "\(artifacts).actual.png")
            return ["\(name): no reference (the render is \(artifacts).actual.png)"]
        }
        let difference = expected.difference(to: actual, channelTolerance: Self.channelTolerance)
        let sameSize = expected.width == actual.width && expected.height == actual.height
        if sameSize && difference.fraction <= Self.allowedFraction { return [] }
        expected.save(to: "\(artifacts).expected.png")
        actual.save(to: "\(artifacts).actual.png")
        difference.image.save(to: "\(artifacts).diff.png")
        let what = sameSize
            ? "\(difference.differingPixels) pixels (\(String(format: "%.2f", difference.fraction * 100)) %) differ by more than "
                + "\(Self.channelTolerance) (largest \(difference.largestChannelDifference))"
            : "\(actual.width)×\(actual.height) pixels, not \(expected.width)×\(expected.height)"
        return ["\(name): \(what); see \(artifacts).{expected,actual,diff}.png"]
    }
}
