import CGtk
import ControlCore

/// An on/off switch like UISwitch, on GtkSwitch's state/active split: a user's toggle sends
/// `valueChanged`; ``setOn(_:animated:)`` from code does not.
///
/// ```swift
/// let toggle = Switch()
/// toggle.onTint = "#2ec27e"
/// toggle.addAction(for: .valueChanged) { control, _ in print((control as! Switch).isOn) }
/// toggle.setOn(true, animated: false)
/// ```
///
/// CSS node: `switch.control-switch`, `.no-animation` while a change is applied without
/// animation.
///
/// Accessibility: GtkSwitch's own (a check box with a toggle action and the checked state
/// in GTK 4.8), named with ``setAccessibleLabel(_:)``.
@MainActor
public final class Switch: Control {
    private var switchState = SwitchState()
    private let style: WidgetStyle
    /// Set while the widget is being changed from code, so its signals are not user input.
    private var isApplying = false

    public init() {
        let toggle = gtk_switch_new()!
        style = WidgetStyle(widget: toggle)
        super.init(host: toggle, tracksPointer: false)
        gtk_widget_add_css_class(toggle, "control-switch")
        Signal.connectReturning(toggle, "state-set") { [unowned self] arguments in
            guard !isApplying else { return false }
            perform(switchState.handle(.userToggled(arguments.bool(1))), animated: true)
            return true
        }
    }

    /// Whether the switch is on.
    public var isOn: Bool { switchState.isOn }

    /// The track colour when on, in CSS syntax; nil for the theme's.
    public var onTint: String? {
        didSet { style.setCSS(onTint.map { "SELF:checked { background-color: \($0); }" } ?? "") }
    }

    /// Sets the value from code: no `valueChanged` is sent.
    public func setOn(_ on: Bool, animated: Bool) {
        perform(switchState.handle(.set(on)), animated: animated)
    }

    public func setAccessibleLabel(_ label: String) {
        Accessibility.setLabel(host, label)
    }

    public override func stateDidChange() {
        _ = switchState.handle(.setEnabled(isEnabled))
    }

    private func perform(_ effects: [SwitchState.Effect], animated: Bool) {
        for effect in effects {
            switch effect {
            case .show(let on):
                isApplying = true
                if !animated { gtk_widget_add_css_class(host, "no-animation") }
                gtk_switch_set_active(OpaquePointer(host), on ? 1 : 0)
                gtk_switch_set_state(OpaquePointer(host), on ? 1 : 0)
                if !animated { gtk_widget_remove_css_class(host, "no-animation") }
                isApplying = false
            case .sendActions(let events):
                sendActions(for: events)
            }
        }
    }
}
