// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
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
/// It redraws only when the value changes. It is the GTK widget type `CtlThermometer`, with
/// the properties `value` (0…1) and `value-description` (what a screen reader says of the
/// value; unset for the percentage), both notifying only on change:
///
/// ```xml
/// <object class="CtlThermometer">
///   <property name="value">0.5</property>
///   <property name="value-description">26 of 52 cards left</property>
/// </object>
/// ```
///
/// CSS nodes: `thermometer`, with a child `label.accent` whose colour the fill takes (the
/// theme's accent); the track is the thermometer's foreground, faded.
///
/// Accessibility: role meter, with its value, which reads "50 percent" or the text set with
/// ``setValueDescription(_:)``; GTK 4.8 exposes no value of a custom widget, so there that
/// text is the description.
@MainActor
public final class Thermometer: ObjectBinding, DrawnWidget {
    /// `value`: the level, 0 to 1.
    public static let valueProperty = PropertyKey<Thermometer, Double>(
        "value", "The level, 0 to 1", range: 0...1, defaultValue: 0,
        get: { thermometer in thermometer.value }, set: { $0.value = $1 })

    /// `value-description`: what assistive technologies read as the value; unset for the percentage.
    public static let valueDescriptionProperty = PropertyKey<Thermometer, String?>(
        "value-description", "What assistive technologies read as the value; unset for the percentage",
        get: { thermometer in thermometer.store.state.valueDescription }, set: { $0.setValueDescription($1) })

    /// The GTK widget type `CtlThermometer`.
    public static let type = WidgetType(
        name: "CtlThermometer",
        summary: "A level drawn in snapshot, 0 to 1.",
        constructor: .plain,
        cssName: "thermometer", role: GTK_ACCESSIBLE_ROLE_METER, isRange: true,
        properties: [valueProperty, valueDescriptionProperty]
    ) { Thermometer() }

    private let store = ControlStore(ThermometerState())

    public var widget: UnsafeMutablePointer<GtkWidget> { cgtk_widget(object) }

    public init() {
        super.init(binding: Self.type.instantiate())
        Drawing.addAccentNode(to: widget)
        store.attach(to: self) { [unowned self] old, new in
            if old?.value != new.value {
                gtk_widget_queue_draw(widget)
                if old != nil { Self.valueProperty.notify(self) }
            }
            if let old, old.valueDescription != new.valueDescription { Self.valueDescriptionProperty.notify(self) }
            if old?.value != new.value || old.map({ Self.spokenValue($0) }) != Self.spokenValue(new) {
                Accessibility.setValue(widget, AccessibleValue(new.value, in: 0...1, text: Self.spokenValue(new)), name: nil, nameWithValue: nil)
            }
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
    public var spokenValue: String { Self.spokenValue(store.state) }

    /// The application's words for the value, or else the percentage ("50 percent").
    private static func spokenValue(_ state: ThermometerState) -> String {
        state.valueDescription ?? Accessibility.percent(state.value)
    }

    public var contentSize: (width: Int, height: Int) { (28, 160) }

    /// A rounded track with the fill clipped inside it, as GSK nodes.
    public func snapshot(_ snapshot: OpaquePointer) {
        let inset: Float = 2
        let width = Float(gtk_widget_get_width(widget)) - 2 * inset
        let height = Float(gtk_widget_get_height(widget)) - 2 * inset
        guard width > 0, height > 0 else { return }
        var track = graphene_rect_t(origin: graphene_point_t(x: inset, y: inset), size: graphene_size_t(width: width, height: height))
        var outline = GskRoundedRect()
        gsk_rounded_rect_init_from_rect(&outline, &track, width / 2)
        gtk_snapshot_push_rounded_clip(snapshot, &outline)
        var trackColor = Drawing.foreground(of: widget)
        trackColor.alpha *= 0.12
        gtk_snapshot_append_color(snapshot, &trackColor, &track)
        let fill = height * Float(store.state.value)
        var level = graphene_rect_t(origin: graphene_point_t(x: inset, y: inset + height - fill), size: graphene_size_t(width: width, height: fill))
        var accent = Drawing.accent(for: widget)
        gtk_snapshot_append_color(snapshot, &accent, &level)
        gtk_snapshot_pop(snapshot)
    }
}
