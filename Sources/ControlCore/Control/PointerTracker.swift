// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
/// Turns a pointer's press, moves and release into ``ControlEvents`` and the highlighted
/// flag, exactly as UIControl tracks a touch.
///
/// - A press inside starts tracking: `touchDown` (plus `touchDownRepeat` from the second
///   click of a multi-click) and highlighted. A press outside is not the control's.
/// - Moving sends `touchDragInside` or `touchDragOutside`; crossing the edge also sends
///   `touchDragExit` (highlight off) or `touchDragEnter` (highlight back on).
/// - Releasing inside sends `touchUpInside` and `primaryActionTriggered`; releasing outside
///   sends only `touchUpOutside`.
/// - Cancel sends `touchCancel`. Input that arrives out of order (a move or release with no
///   press) is ignored.
///
/// The tracker knows nothing of enabled state: ``ControlModel`` does not feed it while the
/// control is disabled.
public struct PointerTracker: Equatable, Sendable {
    /// One step of pointer input; `inside` says whether the pointer is over the control.
    public enum Input: Equatable, Sendable {
        case press(inside: Bool, clickCount: Int)
        case move(inside: Bool)
        case release(inside: Bool)
        case cancel
    }

    /// Whether a press that began inside is still down.
    public private(set) var isTracking = false
    /// Whether the tracked pointer is inside the control (false when not tracking).
    public private(set) var isInside = false

    public init() {}

    /// Whether the control should be drawn highlighted.
    public var isHighlighted: Bool { isTracking && isInside }

    /// Feeds one input; returns the events to send.
    public mutating func handle(_ input: Input) -> ControlEvents {
        switch input {
        case .press(let inside, let clickCount):
            guard inside, !isTracking else { return [] }
            isTracking = true
            isInside = true
            return clickCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown
        case .move(let inside):
            guard isTracking else { return [] }
            defer { isInside = inside }
            switch (isInside, inside) {
            case (true, true): return .touchDragInside
            case (true, false): return [.touchDragExit, .touchDragOutside]
            case (false, true): return [.touchDragEnter, .touchDragInside]
            case (false, false): return .touchDragOutside
            }
        case .release(let inside):
            guard isTracking else { return [] }
            reset()
            return inside ? [.touchUpInside, .primaryActionTriggered] : .touchUpOutside
        case .cancel:
            guard isTracking else { return [] }
            reset()
            return .touchCancel
        }
    }

    /// Stops tracking without sending anything (the control was disabled mid-press).
    public mutating func reset() {
        isTracking = false
        isInside = false
    }
}
