// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
/// An on/off switch. A user's toggle reports `valueChanged`; setting the value from code
/// does not, as with UISwitch's `setOn(_:animated:)`. A disabled switch refuses a user's
/// toggle and shows its value again (``refusing(_:)``, through ``Controlled``).
public struct SwitchState: ControlContent, Sendable {
    public enum Event: Equatable, Sendable {
        /// The user flipped the switch to this value.
        case userToggled(Bool)
        /// The application set the value.
        case set(Bool)
    }

    public enum Effect: Equatable, Sendable {
        /// Show this value.
        case show(Bool)
        case sendActions(ControlEvents)
    }

    public private(set) var isOn = false

    public init() {}

    /// A value set from code reaches a disabled switch.
    public static func passesWhileDisabled(_ event: Event) -> Bool {
        switch event {
        case .set: return true
        case .userToggled: return false
        }
    }

    /// A refused toggle shows the value the switch keeps.
    public func refusing(_ event: Event) -> [Effect] {
        [.show(isOn)]
    }

    public mutating func handle(_ event: Event) -> [Effect] {
        switch event {
        case .userToggled(let on):
            guard on != isOn else { return [] }
            isOn = on
            return [.show(on), .sendActions(.valueChanged)]
        case .set(let on):
            guard on != isOn else { return [] }
            isOn = on
            return [.show(on)]
        }
    }
}
