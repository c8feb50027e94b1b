// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
/// An on/off switch. A user's toggle reports `valueChanged`; setting the value from code
/// does not, as with UISwitch's `setOn(_:animated:)`.
public struct SwitchState: StateMachine, Equatable, Sendable {
    public enum Event: Equatable, Sendable {
        /// The user flipped the switch to this value.
        case userToggled(Bool)
        /// The application set the value.
        case set(Bool)
        case setEnabled(Bool)
    }

    public enum Effect: Equatable, Sendable {
        /// Show this value.
        case show(Bool)
        case sendActions(ControlEvents)
    }

    public private(set) var isOn = false
    public private(set) var isEnabled = true

    public init() {}

    public mutating func handle(_ event: Event) -> [Effect] {
        switch event {
        case .userToggled(let on):
            guard isEnabled else { return [.show(isOn)] }
            guard on != isOn else { return [] }
            isOn = on
            return [.show(on), .sendActions(.valueChanged)]
        case .set(let on):
            guard on != isOn else { return [] }
            isOn = on
            return [.show(on)]
        case .setEnabled(let enabled):
            isEnabled = enabled
            return []
        }
    }
}
