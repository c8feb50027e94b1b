import CGtk
import GtkControls

/// What GtkControls' stylesheet gave the window's controls, read back from GTK's computed
/// styles: the lines `Downloads --check` prints. Unstyled, the values are the theme's.
@MainActor
struct StyleReport {
    let lines: [String]

    init(of window: DownloadsWindow) {
        let mainButton = window.installButton.input
        let stepperButton = gtk_widget_get_first_child(window.limitStepper.widget)!
        let theme = gtk_icon_theme_get_for_display(gtk_widget_get_display(window.window))
        lines = [
            // gtkcontrols.css: button.stateful-button { min-height: 36px; padding: 6px 18px }
            "modal-button padding: " + Self.padding(of: mainButton).map(String.init).joined(separator: " "),
            "modal-button min-height: \(Self.contentMinimum(of: mainButton, GTK_ORIENTATION_VERTICAL))",
            // gtkcontrols.css: stepper > button { min-width: 32px }
            "stepper-button min-width: \(Self.contentMinimum(of: stepperButton, GTK_ORIENTATION_HORIZONTAL))",
            // gtkcontrols.css: @define-color ctl_accent_color …
            "accent: " + Self.namedColor("ctl_accent_color", of: mainButton),
            // The library's icons (its GResource).
            "icon heart-symbolic: " + (gtk_icon_theme_has_icon(theme, "heart-symbolic") != 0 ? "found" : "missing"),
        ]
    }

    /// Top, right, bottom and left padding, as CSS lists them.
    private static func padding(of widget: UnsafeMutablePointer<GtkWidget>) -> [Int16] {
        var padding = GtkBorder()
        gtk_style_context_get_padding(gtk_widget_get_style_context(widget), &padding)
        return [padding.top, padding.right, padding.bottom, padding.left]
    }

    /// The minimum size of the widget's content box, which CSS `min-width`/`min-height` set.
    private static func contentMinimum(of widget: UnsafeMutablePointer<GtkWidget>, _ orientation: GtkOrientation) -> Int {
        var minimum: Int32 = 0
        gtk_widget_measure(widget, orientation, -1, &minimum, nil, nil, nil)
        let style = gtk_widget_get_style_context(widget)
        var padding = GtkBorder()
        var border = GtkBorder()
        gtk_style_context_get_padding(style, &padding)
        gtk_style_context_get_border(style, &border)
        let frame = orientation == GTK_ORIENTATION_VERTICAL
            ? padding.top + padding.bottom + border.top + border.bottom
            : padding.left + padding.right + border.left + border.right
        return Int(minimum) - Int(frame)
    }

    private static func namedColor(_ name: String, of widget: UnsafeMutablePointer<GtkWidget>) -> String {
        var color = GdkRGBA()
        guard gtk_style_context_lookup_color(gtk_widget_get_style_context(widget), name, &color) != 0 else { return "undefined" }
        let text = gdk_rgba_to_string(&color)!
        defer { g_free(text) }
        return String(cString: text)
    }
}
