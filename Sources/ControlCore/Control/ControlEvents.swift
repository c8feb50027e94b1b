// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
/// The events a control reports to its actions, with UIKit's `UIControl.Event` bits.
public struct ControlEvents: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// A press began inside the control.
    public static let touchDown = ControlEvents(rawValue: 1 << 0)
    /// A second (or later) press of a multi-click began inside the control.
    public static let touchDownRepeat = ControlEvents(rawValue: 1 << 1)
    /// The pressed pointer moved while inside the control.
    public static let touchDragInside = ControlEvents(rawValue: 1 << 2)
    /// The pressed pointer moved while outside the control.
    public static let touchDragOutside = ControlEvents(rawValue: 1 << 3)
    /// The pressed pointer came back inside the control.
    public static let touchDragEnter = ControlEvents(rawValue: 1 << 4)
    /// The pressed pointer left the control.
    public static let touchDragExit = ControlEvents(rawValue: 1 << 5)
    /// The press ended inside the control: a click.
    public static let touchUpInside = ControlEvents(rawValue: 1 << 6)
    /// The press ended outside the control: no click.
    public static let touchUpOutside = ControlEvents(rawValue: 1 << 7)
    /// The system cancelled the press (a grab was broken, the window went away).
    public static let touchCancel = ControlEvents(rawValue: 1 << 8)
    /// The control's value changed through the user.
    public static let valueChanged = ControlEvents(rawValue: 1 << 12)
    /// The control's main action happened: a click, or Space/Enter from the keyboard.
    public static let primaryActionTriggered = ControlEvents(rawValue: 1 << 13)
    /// Text editing began.
    public static let editingDidBegin = ControlEvents(rawValue: 1 << 16)
    /// The edited text changed.
    public static let editingChanged = ControlEvents(rawValue: 1 << 17)
    /// Text editing ended.
    public static let editingDidEnd = ControlEvents(rawValue: 1 << 18)
    /// Text editing ended with the Return key.
    public static let editingDidEndOnExit = ControlEvents(rawValue: 1 << 19)

    /// Every touch event (bits 0–11).
    public static let allTouchEvents = ControlEvents(rawValue: 0x0000_0FFF)
    /// Every editing event (bits 16–19).
    public static let allEditingEvents = ControlEvents(rawValue: 0x000F_0000)
    /// Bits 24–27, for the application's own events.
    public static let applicationReserved = ControlEvents(rawValue: 0x0F00_0000)
    /// Bits 28–31, reserved for the library.
    public static let systemReserved = ControlEvents(rawValue: 0xF000_0000)
    /// Every event.
    public static let allEvents = ControlEvents(rawValue: 0xFFFF_FFFF)

    /// Each single named event with its name, in bit order.
    public static let named: [(event: ControlEvents, name: String)] = [
        (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"),
        (.touchDragInside, "touchDragInside"), (.touchDragOutside, "touchDragOutside"),
        (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
        (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"),
        (.touchCancel, "touchCancel"), (.valueChanged, "valueChanged"),
        (.primaryActionTriggered, "primaryActionTriggered"),
        (.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
        (.editingDidEnd, "editingDidEnd"), (.editingDidEndOnExit, "editingDidEndOnExit"),
    ]
}

extension ControlEvents: CustomStringConvertible {
    /// The named events joined by "+", e.g. "touchUpInside+primaryActionTriggered".
    public var description: String {
        if isEmpty { return "none" }
        var names = ControlEvents.named.filter { contains($0.event) }.map(\.name)
        let known = ControlEvents.named.reduce(into: ControlEvents()) { $0.formUnion($1.event) }
        let rest = subtracting(known)
        if !rest.isEmpty { names.append("0x" + String(rest.rawValue, radix: 16, uppercase: true)) }
        return names.joined(separator: "+")
    }
}
