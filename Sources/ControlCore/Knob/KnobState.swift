// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
/// A rotary knob: a value in 0…1 shown as an angle over a 270° arc, set by dragging around
/// the centre or from the keyboard. `isContinuous` decides whether dragging sends
/// `valueChanged` as it goes or once at the end.
public struct KnobState: ControlContent, Sendable {
    public enum Event: Equatable, Sendable {
        /// The pointer went down at this angle (radians, 0 = right, counter-clockwise up).
        case dragBegan(angle: Double)
        case dragMoved(angle: Double)
        case dragEnded
        /// Keyboard: change by `delta` (Up/Down a small step, Page keys a large one).
        case adjust(delta: Double)
        /// A value the user gave directly (an assistive technology sets it).
        case enter(Double)
        case setValue(Double)
    }

    /// What the owner must do beyond redrawing, which follows from the change of ``value``.
    public enum Effect: Equatable, Sendable {
        case sendActions(ControlEvents)
    }

    /// The arc's start, 225° (lower left), and its sweep, 270° clockwise to lower right.
    public static let startAngle = 225.0 * .pi / 180
    public static let sweep = 270.0 * .pi / 180

    public private(set) var value: Double
    public var isContinuous: Bool
    private var dragChanged = false
    public private(set) var isDragging = false

    public init(value: Double = 0, isContinuous: Bool = true) {
        self.value = Self.clamp(value)
        self.isContinuous = isContinuous
    }

    /// The angle (radians) at which the value is drawn.
    public var angle: Double { Self.startAngle - value * Self.sweep }

    /// The value for a pointer at `angle`: the nearest point of the arc (the dead zone at
    /// the bottom snaps to whichever end is closer).
    public static func value(forAngle angle: Double) -> Double {
        var offset = (startAngle - angle).truncatingRemainder(dividingBy: 2 * .pi)
        if offset < 0 { offset += 2 * .pi }
        if offset <= sweep { return offset / sweep }
        return offset - sweep < (2 * .pi - offset) ? 1 : 0
    }

    /// A drag's end, and a value set from code, reach a disabled knob.
    public static func passesWhileDisabled(_ event: Event) -> Bool {
        switch event {
        case .dragEnded, .setValue: return true
        case .dragBegan, .dragMoved, .adjust, .enter: return false
        }
    }

    public mutating func handle(_ event: Event) -> [Effect] {
        switch event {
        case .dragBegan(let angle):
            isDragging = true
            dragChanged = false
            return set(Self.value(forAngle: angle), duringDrag: true)
        case .dragMoved(let angle):
            guard isDragging else { return [] }
            return set(Self.value(forAngle: angle), duringDrag: true)
        case .dragEnded:
            guard isDragging else { return [] }
            isDragging = false
            return !isContinuous && dragChanged ? [.sendActions(.valueChanged)] : []
        case .adjust(let delta):
            return set(value + delta, duringDrag: false)
        case .enter(let newValue):
            return newValue.isNaN ? [] : set(newValue, duringDrag: false)
        case .setValue(let newValue):
            let clamped = Self.clamp(newValue)
            guard clamped != value else { return [] }
            value = clamped
            return []
        }
    }

    private mutating func set(_ newValue: Double, duringDrag: Bool) -> [Effect] {
        let clamped = Self.clamp(newValue)
        guard clamped != value else { return [] }
        value = clamped
        if duringDrag { dragChanged = true }
        return duringDrag && !isContinuous ? [] : [.sendActions(.valueChanged)]
    }

    private static func clamp(_ value: Double) -> Double {
        value.isNaN ? 0 : min(1, max(0, value))
    }
}
