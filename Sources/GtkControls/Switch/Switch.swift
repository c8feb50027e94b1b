// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import ControlCore

/// An on/off switch like UISwitch, on GtkSwitch's state/active split: a user's toggle sends
/// `valueChanged`; ``setOn(_:animated:)`` from code does not.
///
/// ```swift
/// let toggle = Switch()
/// toggle.onTint = "#2ec27e"
/// toggle.addAction(for: .valueChanged) { control, _ in setWiFi((control as! Switch).isOn) }
/// toggle.setOn(true, animated: false)
/// ```
///
/// CSS node: `switch.control-switch`, `.no-animation` while a change is applied without
/// animation. The node keeps GtkSwitch's name, so every theme draws it as a switch.
///
/// It is the GTK widget type `CtlSwitch`, a GtkSwitch subclass: `active`, `state` and
/// GtkActionable's `action-name` (a boolean stateful action keeps it in step) work as on
/// GtkSwitch, with the property `on-tint` and the signal `value-changed` for a user's
/// toggle.
///
/// Accessibility: GtkSwitch's own (a check box with a toggle action and the checked state
/// in GTK 4.8), named with ``setAccessibleLabel(_:)``.
@MainActor
public final class Switch: Control {
    /// `on-tint`: the track colour when on, in CSS syntax; unset for the theme's.
    public static let onTintProperty = PropertyKey<Switch, String?>(
        "on-tint", "The track colour when on, in CSS syntax; unset for the theme's",
        get: { toggle in toggle.onTint }, set: { $0.onTint = $1 })

    /// The GTK widget type `CtlSwitch`.
    public static let type = WidgetType(
        name: "CtlSwitch",
        summary: "A #GtkSwitch with UISwitch's event rules: only a user's toggle emits #CtlSwitch::value-changed. Use #GtkSwitch's API for its value.",
        constructor: .plain,
        parent: gtk_switch_get_type(),
        properties: [onTintProperty],
        signals: [valueChangedSignal, stateChangedSignal]
    ) { Switch() }

    private let store = ControlStore(Controlled(SwitchState()))
    /// The app's values (the tint), the only CSS made at run time.
    let style: WidgetStyle
    /// Set while the widget is being changed from code, so its signals are not user input.
    private var isApplying = false
    /// Whether the change being shown animates.
    private var animatesChange = true

    public init() {
        let toggle = Self.type.instantiate()
        style = WidgetStyle(widget: toggle)
        super.init(host: toggle, tracksPointer: false, store: store)
        gtk_widget_add_css_class(toggle, "control-switch")
        Signal.connect(toggle, .stateSet) { [unowned self] on in
            guard !isApplying else { return false }
            store.send(content: .userToggled(on))
            // An accepted toggle goes on to GtkSwitch's own handler, which runs the
            // switch's action (GtkActionable) and shows the state; a refused one stops here.
            return isOn != on
        }
        // What the switch shows is an effect, not a render: a refused toggle shows the old
        // value again although the state did not change.
        attach(store) { _, _ in } perform: { [unowned self] effect in perform(effect) }
    }

    /// Whether the switch is on.
    public var isOn: Bool { store.state.content.isOn }

    /// The track colour when on, in CSS syntax; nil for the theme's. One that is not a
    /// colour is reported and the tint stays as it was.
    public var onTint: String? {
        didSet {
            guard onTint != oldValue else { return }
            guard Drawing.isCSSColour(tint: onTint, property: "CtlSwitch on-tint") else { return onTint = oldValue }
            style.setCSS(onTint.map { "SELF:checked { background-color: \($0); }" } ?? "")
            Self.onTintProperty.notify(self)
        }
    }

    /// Sets the value from code: no `valueChanged` is sent.
    public func setOn(_ on: Bool, animated: Bool) {
        animatesChange = animated
        store.send(content: .set(on))
        animatesChange = true
    }

    public func setAccessibleLabel(_ label: String) {
        guard isUsable() else { return }
        Accessibility.setLabel(host, label)
    }

    private func perform(_ effect: SwitchState.Effect) {
        switch effect {
        case .show(let on):
            isApplying = true
            if !animatesChange { gtk_widget_add_css_class(host, "no-animation") }
            gtk_switch_set_active(OpaquePointer(host), on ? 1 : 0)
            gtk_switch_set_state(OpaquePointer(host), on ? 1 : 0)
            if !animatesChange { gtk_widget_remove_css_class(host, "no-animation") }
            isApplying = false
        case .sendActions(let events):
            sendActions(for: events)
        }
    }
}
