// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import ControlCore
import GtkControls

/// The sample external plugin: a colour picker made of three GtkControls knobs (red,
/// green, blue), a swatch and the colour's hex code, which Copy puts on the clipboard.
///
/// ControlsDemo loads it with GModule and calls ``controls_demo_plugin_create_page`` — the
/// only symbol a plugin needs. GTK's types are the boundary: the page is a GtkWidget.
@MainActor
final class ColorPickerPage: ObjectBinding {
    private let root = gtk_box_new(GTK_ORIENTATION_VERTICAL, 18)!
    private let swatch = Drawing.makeArea(role: GTK_ACCESSIBLE_ROLE_IMG)
    private let code = gtk_label_new(nil)!
    private var knobs: [Knob] = []

    init() {
        super.init(binding: root)
        gtk_widget_set_margin_start(root, 24)
        gtk_widget_set_margin_end(root, 24)
        gtk_widget_set_margin_top(root, 24)
        gtk_widget_set_margin_bottom(root, 24)
        let title = gtk_label_new(tr("Colour picker"))!
        gtk_widget_add_css_class(title, "heading")
        gtk_label_set_xalign(cgtk_label(title), 0)
        gtk_box_append(cgtk_box(root), title)

        let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 18)!
        // TRANSLATORS: the colour picker's knobs.
        for (name, start) in [(tr("Red"), 0.2), (tr("Green"), 0.52), (tr("Blue"), 0.89)] {
            let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
            let knob = Knob(value: start)
            knob.setAccessibleLabel(name)
            knob.addAction(for: .valueChanged) { [unowned self] _, _ in show() }
            knobs.append(knob)
            gtk_box_append(cgtk_box(column), knob.widget)
            let label = gtk_label_new(name)!
            gtk_widget_add_css_class(label, "dim-label")
            gtk_box_append(cgtk_box(column), label)
            gtk_box_append(cgtk_box(row), column)
        }
        gtk_drawing_area_set_content_width(cgtk_drawing_area(swatch), 120)
        gtk_drawing_area_set_content_height(cgtk_drawing_area(swatch), 96)
        Drawing.setDrawFunction(swatch) { [unowned self] cairo, width, height in
            Drawing.roundedRectangle(cairo, x: 0, y: 0, width: width, height: height, radius: 12)
            cairo_set_source_rgb(cairo, knobs[0].value, knobs[1].value, knobs[2].value)
            cairo_fill(cairo)
        }
        gtk_box_append(cgtk_box(row), swatch)
        gtk_box_append(cgtk_box(root), row)

        let codeRow = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
        gtk_widget_add_css_class(code, "monospace")
        gtk_label_set_selectable(cgtk_label(code), 1)
        gtk_box_append(cgtk_box(codeRow), code)
        let copy = gtk_button_new_with_label(tr("Copy"))!
        Signal.connect(copy, .clicked) { [unowned self] in
            gdk_clipboard_set_text(gtk_widget_get_clipboard(root), hex)
        }
        gtk_box_append(cgtk_box(codeRow), copy)
        gtk_box_append(cgtk_box(root), codeRow)
        show()
    }

    var widget: UnsafeMutablePointer<GtkWidget> { root }

    /// The colour as "#RRGGBB".
    private var hex: String {
        "#" + knobs.map { knob in
            let byte = Int((knob.value * 255).rounded())
            let digits = String(byte, radix: 16, uppercase: true)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }

    private func show() {
        gtk_label_set_text(cgtk_label(code), hex)
        Accessibility.setLabel(swatch, tr("Colour %s", hex))
        Accessibility.setLabel(code, tr("Hex code %s", hex))
        gtk_widget_queue_draw(swatch)
    }
}

/// The plugin's entry point: builds the page. Never fails, so `error` is left alone.
@_cdecl("controls_demo_plugin_create_page")
public func controlsDemoPluginCreatePage(_ error: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?) -> UnsafeMutablePointer<GtkWidget>? {
    // GTK calls plugins on its main thread; the page's address crosses the isolation
    // boundary as a number because pointers are not Sendable.
    let address = MainActor.assumeIsolated { UInt(bitPattern: ColorPickerPage().widget) }
    return UnsafeMutablePointer(bitPattern: address)
}

/// The demo's text domain, which the demo binds before it loads any plugin.
private let tr = TextDomain("controls-demo")
