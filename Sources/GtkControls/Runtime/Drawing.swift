// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk

/// Custom drawing on a GtkDrawingArea with a Swift closure, and the colours to draw with.
@MainActor
public enum Drawing {
    private typealias Draw = @MainActor (OpaquePointer, Double, Double) -> Void

    /// A drawing area with `role` for assistive technologies.
    public static func makeArea(role: GtkAccessibleRole) -> UnsafeMutablePointer<GtkWidget> {
        cgtk_widget_new_with_role(gtk_drawing_area_get_type(), role)
    }

    /// Draws `area` with `draw(cairo, width, height)` whenever GTK asks.
    public static func setDrawFunction(_ area: UnsafeMutablePointer<GtkWidget>, _ draw: @escaping @MainActor (_ cairo: OpaquePointer, _ width: Double, _ height: Double) -> Void) {
        let box = CallbackBox<Draw>(draw)
        gtk_drawing_area_set_draw_func(cgtk_drawing_area(area), { _, cairo, width, height, data in
            guard let cairo, let data else { return }
            let draw = CallbackBox<Draw>.from(data).value
            assumeMainThread { draw(cairo, Double(width), Double(height)) }
        }, box.retainedPointer()) { data in
            guard let data else { return }
            CallbackBox<Draw>.release(data)
        }
    }

    /// Draws with cairo into `snapshot` over the whole of `widget`, for shapes GSK's nodes
    /// cannot express (arcs): `draw(cairo, width, height)`.
    public static func withCairo(_ snapshot: OpaquePointer, on widget: UnsafeMutablePointer<GtkWidget>,
                                 _ draw: (_ cairo: OpaquePointer, _ width: Double, _ height: Double) -> Void) {
        let width = Double(gtk_widget_get_width(widget))
        let height = Double(gtk_widget_get_height(widget))
        var bounds = graphene_rect_t(origin: graphene_point_t(x: 0, y: 0), size: graphene_size_t(width: Float(width), height: Float(height)))
        guard let cairo = gtk_snapshot_append_cairo(snapshot, &bounds) else { return }
        draw(cairo, width, height)
        cairo_destroy(cairo)
    }

    /// A colour from CSS syntax ("#3584e4", "rgb(…)", "red"), or nil when it does not parse.
    public static func color(_ specification: String) -> GdkRGBA? {
        var rgba = GdkRGBA()
        return gdk_rgba_parse(&rgba, specification) != 0 ? rgba : nil
    }

    /// Whether `tint` (a colour, or nil for the theme's) can be drawn by the control itself,
    /// as a GdkRGBA: "#3584e4", "rgb(…)", "rgba(…)", "red". One that cannot is reported,
    /// naming `property` (`CtlProgressView track-tint`), and the caller keeps its old colour.
    static func isDrawable(tint: String?, property: String) -> Bool {
        guard let tint, color(tint) == nil else { return true }
        reportNotAColour(tint, property: property)
        return false
    }

    /// Whether `tint` (a colour, or nil for the theme's) can go into the control's CSS: what
    /// GTK's CSS takes as a colour, its expressions (`alpha(#2ec27e, 0.2)`, `mix(…)`, a named
    /// colour `@accent_bg_color`) included, and nothing that would end the rule it goes in.
    /// One that cannot is reported as ``isDrawable(tint:property:)`` reports it.
    static func isCSSColour(tint: String?, property: String) -> Bool {
        guard let tint else { return true }
        var parses = !tint.contains(where: { ";{}".contains($0) })
        if parses {
            let probe = gtk_css_provider_new()!
            Signal.connect(probe, .parsingError) { _, _ in parses = false }
            cgtk_css_provider_load_string(probe, "* { color: \(tint); }")
            g_object_unref(probe.rawObject)
        }
        if !parses { reportNotAColour(tint, property: property) }
        return parses
    }

    private static func reportNotAColour(_ tint: String, property: String) {
        Diagnostics.report("gtkcontrols: \(property): \"\(tint)\" is not a CSS colour; the colour is unchanged")
    }

    /// Gives `widget` the `accent` CSS node that ``accent(for:)`` reads: a child that takes
    /// no space, draws nothing and is hidden from assistive technologies. gtkcontrols.css
    /// colours it `@ctl_accent_color`; a themer may restyle one control's accent with, say,
    /// `knob > .accent { color: … }`. Call it once, when the control is made.
    public static func addAccentNode(to widget: UnsafeMutablePointer<GtkWidget>) {
        let node = cgtk_widget_new_with_role(gtk_label_get_type(), GTK_ACCESSIBLE_ROLE_NONE)!
        gtk_widget_add_css_class(node, accentClass)
        // Out of layout and drawing, but its style is kept up to date with the parent's.
        gtk_widget_set_child_visible(node, 0)
        gtk_widget_set_parent(node, widget)
        g_object_set_data(cgtk_object(widget.rawObject), accentClass, node.rawObject)
    }

    /// The accent the drawn controls paint with (knob arc, fills, picker band and focus):
    /// the colour of `widget`'s `accent` node (see ``addAccentNode(to:)``), which
    /// gtkcontrols.css sets to `@ctl_accent_color`. It follows the theme and keeps WCAG
    /// contrast with the window (3:1, 4.5:1 in HighContrast). A widget without the node
    /// paints with its foreground.
    public static func accent(for widget: UnsafeMutablePointer<GtkWidget>) -> GdkRGBA {
        guard let node = g_object_get_data(cgtk_object(widget.rawObject), accentClass) else { return foreground(of: widget) }
        return foreground(of: node.assumingMemoryBound(to: GtkWidget.self))
    }

    /// The widget's foreground colour from its style.
    public static func foreground(of widget: UnsafeMutablePointer<GtkWidget>) -> GdkRGBA {
        var rgba = GdkRGBA()
        cgtk_widget_get_color(widget, &rgba)
        return rgba
    }

    private static let accentClass = "accent"

    /// Fills a rectangle with rounded corners of `radius`.
    public static func roundedRectangle(_ cairo: OpaquePointer, x: Double, y: Double, width: Double, height: Double, radius: Double) {
        let r = max(0, min(radius, width / 2, height / 2))
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, x + width - r, y + r, r, -.pi / 2, 0)
        cairo_arc(cairo, x + width - r, y + height - r, r, 0, .pi / 2)
        cairo_arc(cairo, x + r, y + height - r, r, .pi / 2, .pi)
        cairo_arc(cairo, x + r, y + r, r, .pi, 3 * .pi / 2)
        cairo_close_path(cairo)
    }

    public static func setSource(_ cairo: OpaquePointer, _ color: GdkRGBA) {
        cairo_set_source_rgba(cairo, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
    }
}

/// Styles for one widget and its children only, for values an app gives at run time (a
/// custom tint, say): the widget gets a CSS class of its own and a stylesheet on the display
/// whose rules are scoped to that class. Write `SELF` where the widget's selector goes:
/// `"SELF:checked { background-color: red; }"`, `"SELF button.cancel { color: red; }"`.
///
/// Only for what a stylesheet file cannot say: GTK 4.8 has no CSS custom properties
/// (`var()` came in 4.16), so an app's colour for a part GTK draws itself (a switch's track,
/// a caret) can only reach it in a rule made for it. Every rule that does not depend on
/// such a value belongs in the control's stylesheet (docs/theming.md says which stay).
///
/// The class is added with the first CSS, and its name is reused once its widget is gone:
/// GLib keeps every class name it has seen for the life of the process, so a name per
/// widget would grow memory with every widget ever made. The stylesheet is removed when
/// the CSS is emptied.
@MainActor
public final class WidgetStyle {
    /// Scope numbers whose widgets are gone, for the next styled widget.
    private static var freeIDs: [Int] = []
    private static var nextID = 0
    /// How many of these stylesheets are on the display now.
    static private(set) var providerCount = 0
    private let widget: UnsafeMutablePointer<GtkWidget>
    private var scope: (id: Int, name: String)?
    private var provider: UnsafeMutablePointer<GtkCssProvider>?
    /// The CSS in use, as given (with `SELF`); empty when there is none.
    private(set) var css = ""

    public init(widget: UnsafeMutablePointer<GtkWidget>) {
        self.widget = widget
    }

    deinit {
        MainActor.assumeIsolated {
            if let scope { Self.freeIDs.append(scope.id) }
            removeProvider()
        }
    }

    private func removeProvider() {
        guard let provider else { return }
        if let display = gdk_display_get_default() {
            gtk_style_context_remove_provider_for_display(display, OpaquePointer(provider))
        }
        g_object_unref(provider)
        self.provider = nil
        Self.providerCount -= 1
    }

    /// The widget's own class, added the first time it is needed.
    private func scopeName() -> String {
        if let scope { return scope.name }
        let id = Self.freeIDs.popLast() ?? { Self.nextID += 1; return Self.nextID }()
        let name = "gtkcontrols-style-\(id)"
        gtk_widget_add_css_class(widget, name)
        scope = (id, name)
        return name
    }

    /// Replaces the widget's own CSS (empty removes it).
    public func setCSS(_ css: String) {
        guard let display = gdk_display_get_default(), css != self.css else { return }
        self.css = css
        guard !css.isEmpty else { return removeProvider() }
        if provider == nil {
            let created = gtk_css_provider_new()!
            gtk_style_context_add_provider_for_display(display, OpaquePointer(created), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION + 10))
            provider = created
            Self.providerCount += 1
        }
        let scoped = css.split(separator: "SELF", omittingEmptySubsequences: false).joined(separator: "." + scopeName())
        cgtk_css_provider_load_string(provider, scoped)
    }
}
