// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
/// The behaviour every control shares, as UIControl has it: enabled, selected, focused and
/// application flags, highlighting from the pointer tracker, and which events to send.
///
/// Invariants, checked after every event by the property tests:
/// - a disabled control is never highlighted, never tracking, and sends nothing;
/// - ``state`` holds exactly the flags the model was given plus the tracker's highlight;
/// - every change of ``state`` is reported once, as ``Effect/stateChanged(_:)``.
public struct ControlModel: StateMachine, Equatable, Sendable {
    public enum Event: Equatable, Sendable {
        /// Pointer input, already classified as inside or outside the control.
        case pointer(PointerTracker.Input)
        /// Space, Enter or an assistive technology's "click".
        case activate
        case setEnabled(Bool)
        case setSelected(Bool)
        case setFocused(Bool)
        /// Replaces the application-defined bits (16–23); other bits are ignored.
        case setApplicationState(ControlState)
    }

    public enum Effect: Equatable, Sendable {
        /// The composed ``state`` changed to this value: restyle.
        case stateChanged(ControlState)
        /// Run the actions registered for these events.
        case sendActions(ControlEvents)
    }

    public private(set) var isEnabled = true
    public private(set) var isSelected = false
    public private(set) var isFocused = false
    /// The application-defined bits, only ever within ``ControlState/applicationMask``.
    public private(set) var applicationState: ControlState = []
    public private(set) var tracker = PointerTracker()

    public init() {}

    public var isHighlighted: Bool { tracker.isHighlighted }

    /// Every flag of the control as one bitmask.
    public var state: ControlState {
        var state = applicationState
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isFocused { state.insert(.focused) }
        return state
    }

    public mutating func handle(_ event: Event) -> [Effect] {
        let before = state
        var sent: ControlEvents = []
        switch event {
        case .pointer(let input):
            if isEnabled { sent = tracker.handle(input) }
        case .activate:
            if isEnabled { sent = .primaryActionTriggered }
        case .setEnabled(let enabled):
            isEnabled = enabled
            if !enabled { tracker.reset() }
        case .setSelected(let selected):
            isSelected = selected
        case .setFocused(let focused):
            isFocused = focused
        case .setApplicationState(let bits):
            applicationState = bits.intersection(.applicationMask)
        }
        var effects: [Effect] = []
        if state != before { effects.append(.stateChanged(state)) }
        if !sent.isEmpty { effects.append(.sendActions(sent)) }
        return effects
    }
}
