import CGtk
import ControlCore

/// The seed's custom-drawn thermometer: a rounded track with the fill clipped inside it,
/// rising from the bottom with the value (0…1).
///
/// ```swift
/// let thermometer = Thermometer()
/// thermometer.setAccessibleLabel("Cards left")
/// thermometer.value = 0.5
/// ```
///
/// It redraws only when the value changes.
///
/// CSS node: `thermometer.thermometer`; the fill is the theme's accent, the track its
/// foreground, faded.
///
/// Accessibility: role meter; the value is the accessible description ("50 percent", or
/// the text set with ``setValueDescription(_:)``).
@MainActor
public final class Thermometer: ObjectBinding {
    private let store = ControlStore(ThermometerState())

    public var widget: UnsafeMutablePointer<GtkWidget> { cgtk_widget(object) }

    public init() {
        let area = Drawing.makeArea(role: GTK_ACCESSIBLE_ROLE_METER)
        super.init(binding: area)
        gtk_widget_add_css_class(area, "thermometer")
        gtk_drawing_area_set_content_width(cgtk_drawing_area(area), 28)
        gtk_drawing_area_set_content_height(cgtk_drawing_area(area), 160)
        Drawing.setDrawFunction(area) { [unowned self] cairo, width, height in draw(cairo, width, height) }
        store.attach(to: self) { [unowned self] old, new in
            if old?.value != new.value { gtk_widget_queue_draw(widget) }
            if old?.spokenValue != new.spokenValue { Accessibility.setDescription(widget, new.spokenValue) }
        }
    }

    /// The level, 0…1; values outside are clamped and NaN is ignored.
    public var value: Double {
        get { store.state.value }
        set { store.send(.setValue(newValue)) }
    }

    public func setAccessibleLabel(_ label: String) {
        guard isUsable() else { return }
        Accessibility.setLabel(widget, label)
    }

    /// What assistive technologies read as the value; nil for the percentage, which then
    /// follows every change of ``value``.
    public func setValueDescription(_ text: String?) {
        store.send(.setValueDescription(text))
    }

    /// What assistive technologies read as the value now.
    public var spokenValue: String { store.state.spokenValue }

    private func draw(_ cairo: OpaquePointer, _ width: Double, _ height: Double) {
        let inset = 2.0
        let trackWidth = width - 2 * inset
        let trackHeight = height - 2 * inset
        var track = Drawing.foreground(of: widget)
        track.alpha *= 0.12
        Drawing.roundedRectangle(cairo, x: inset, y: inset, width: trackWidth, height: trackHeight, radius: trackWidth / 2)
        Drawing.setSource(cairo, track)
        cairo_fill_preserve(cairo)
        cairo_clip(cairo)
        let fill = trackHeight * store.state.value
        cairo_rectangle(cairo, inset, inset + trackHeight - fill, trackWidth, fill)
        Drawing.setSource(cairo, Drawing.themeColor("theme_selected_bg_color", for: widget, fallback: "#3584e4"))
        cairo_fill(cairo)
    }
}
