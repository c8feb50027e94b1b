import CGtk
import ControlCore
import GtkControls
import XCTest

/// scripts/test.sh runs the widget tests under GSK_RENDERER=cairo and again under
/// GSK_RENDERER=gl. GTK falls back to cairo without a word when GL fails, so these check
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
        let (width, height) = (Int(gtk_widget_get_width(widget)), Int(gtk_widget_get_height(widget)))
        let paintable = gtk_widget_paintable_new(widget)!
        defer { g_object_unref(paintable.rawObject) }
        let snapshot = gtk_snapshot_new()!
        gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
        guard let node = gtk_snapshot_free_to_node(snapshot) else { return 0 }
        defer { gsk_render_node_unref(node) }
        var viewport = graphene_rect_t(origin: graphene_point_t(x: 0, y: 0), size: graphene_size_t(width: Float(width), height: Float(height)))
        let texture = gsk_renderer_render_texture(renderer, node, &viewport)!
        defer { g_object_unref(texture.rawObject) }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        gdk_texture_download(texture, &pixels, gsize(width * 4))
        // Premultiplied B, G, R, A in memory (cairo ARGB32, little-endian): the alpha is every fourth byte.
        let painted = stride(from: 3, to: pixels.count, by: 4).filter { pixels[$0] != 0 }.count
        return Double(painted) / Double(width * height)
    }
}
