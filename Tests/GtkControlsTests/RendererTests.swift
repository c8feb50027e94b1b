// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import ControlCore
import GtkControls
import GtkTesting
import XCTest

/// scripts/test.sh runs the widget tests under GSK_RENDERER=cairo and again under
/// GSK_RENDERER=opengl, GTK's GL renderer (GskGLRenderer) by the name that GTK 4.8 and 4.18
/// both take without a word (4.8 knows no "ngl", and 4.18 warns that "gl" names a renderer it
/// removed). GTK falls back to cairo without a word when GL fails, so these check
/// that the windows really draw with the renderer asked for, and that the drawn controls
/// paint through it.
final class RendererTests: GtkTestCase, @unchecked Sendable {
    func testWindowsDrawWithTheRendererAskedFor() {
        onMain {
            let asked = g_getenv("GSK_RENDERER").map { String(cString: $0) } ?? ""
            let window = present(gtk_label_new("Renderer")!)
            let renderer = gtk_native_get_renderer(gtk_widget_get_native(window))!
            let expected = asked == "cairo" ? "GskCairoRenderer" : "GskGLRenderer"
            XCTAssertEqual(String(cString: cgtk_type_name(renderer.rawObject)), expected,
                           "GSK_RENDERER=\(asked.isEmpty ? "(unset)" : asked)")
        }
    }

    func testTheDrawnControlsPaintThroughTheWindowsRenderer() throws {
        try onMain {
            let thermometer = Thermometer()
            thermometer.value = 0.5
            let progress = ProgressView()
            try progress.setProgress(0.5)
            let indicator = ActivityIndicator(style: .large)
            indicator.startAnimating()
            let controls = [("Knob", Knob(value: 0.5).widget), ("Thermometer", thermometer.widget),
                            ("ProgressView", progress.widget), ("ActivityIndicator", indicator.widget),
                            ("DatePicker", DatePicker(date: CalendarDate(year: 2024, month: 2, day: 29)).widget)]
            let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
            for (_, widget) in controls { gtk_box_append(cgtk_box(box), widget) }
            let window = present(box)
            let renderer = try XCTUnwrap(gtk_native_get_renderer(gtk_widget_get_native(window)))
            for (name, widget) in controls {
                XCTAssertGreaterThan(paintedShare(of: widget, with: renderer), 0.01,
                                     "\(name) painted nothing with \(String(cString: cgtk_type_name(renderer.rawObject)))")
            }
        }
    }

    /// The share of `widget`'s pixels that are not transparent when `renderer` draws the
    /// widget alone into a texture.
    @MainActor private func paintedShare(of widget: UnsafeMutablePointer<GtkWidget>, with renderer: OpaquePointer) -> Double {
        guard let (width, height, pixels) = try? renderedPixels(of: widget, with: renderer) else { return 0 }
        // Premultiplied B, G, R, A in memory (cairo ARGB32, little-endian): the alpha is every fourth byte.
        let painted = stride(from: 3, to: pixels.count, by: 4).filter { pixels[$0] != 0 }.count
        return Double(painted) / Double(width * height)
    }
}
