import CGtk
import GtkControls
import XCTest

/// scripts/test.sh runs the widget tests under GSK_RENDERER=cairo and again under
/// GSK_RENDERER=gl. GTK falls back to cairo without a word when GL fails, so this checks
/// that the windows really draw with the renderer asked for.
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
}
