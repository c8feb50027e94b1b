// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import GtkControls

/// The renderer GTK really draws with in this run. GTK falls back to cairo without a word
/// when GL fails, even under GSK_RENDERER=gl, so figures are labelled with the renderer a
/// shown window got, not the one asked for.
@MainActor
enum RendererProbe {
    /// GTK's name for it: "GskGLRenderer" or "GskCairoRenderer".
    static func typeName() -> String {
        let window = gtk_window_new()!
        gtk_window_present(cgtk_window(window))
        defer { gtk_window_destroy(cgtk_window(window)) }
        guard let renderer = gtk_native_get_renderer(gtk_widget_get_native(window)) else { return "none" }
        return String(cString: cgtk_type_name(renderer.rawObject))
    }
}
