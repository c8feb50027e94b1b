// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
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
            // gtkcontrols.css: button.stateful-button { min-height: 36px; padding: 6px 18px },
            // inside the theme's border.
            "modal-button padding and border: " + Self.insets(of: mainButton).map(String.init).joined(separator: " "),
            "modal-button min-height: \(Self.contentMinimum(of: mainButton, GTK_ORIENTATION_VERTICAL))",
            // gtkcontrols.css: stepper > button { min-width: 32px }
            "stepper-button min-width: \(Self.contentMinimum(of: stepperButton, GTK_ORIENTATION_HORIZONTAL))",
            // The library's icons (its GResource).
            "icon heart-symbolic: " + (gtk_icon_theme_has_icon(theme, "heart-symbolic") != 0 ? "found" : "missing"),
        ]
    }

    /// Top, right, bottom and left: the widget's padding and border together. A widget's
    /// own coordinates start at its content box, and its bounds are its border box. (GTK 4.10
    /// deprecated GtkStyleContext, which could read them one by one.)
    private static func insets(of widget: UnsafeMutablePointer<GtkWidget>) -> [Int] {
        var bounds = graphene_rect_t()
        _ = gtk_widget_compute_bounds(widget, widget, &bounds)
        let left = -Int(bounds.origin.x), top = -Int(bounds.origin.y)
        return [top, Int(bounds.size.width) - Int(gtk_widget_get_width(widget)) - left,
                Int(bounds.size.height) - Int(gtk_widget_get_height(widget)) - top, left]
    }

    /// The minimum size of the widget's content box, which CSS `min-width`/`min-height` set.
    private static func contentMinimum(of widget: UnsafeMutablePointer<GtkWidget>, _ orientation: GtkOrientation) -> Int {
        var minimum: Int32 = 0
        gtk_widget_measure(widget, orientation, -1, &minimum, nil, nil, nil)
        let insets = insets(of: widget)
        return Int(minimum) - (orientation == GTK_ORIENTATION_VERTICAL ? insets[0] + insets[2] : insets[1] + insets[3])
    }
}
