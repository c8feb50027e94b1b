// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
/// Why a progress value was refused.
public enum ProgressError: Error, Equatable, Sendable, CustomStringConvertible {
    case notANumber

    public var description: String { "progress must be a number from 0 to 1, not NaN" }
}

/// A progress value 0…1 that may animate towards a new value. Values outside 0…1 are
/// clamped; NaN is refused and changes nothing. Frames of an animation arrive as
/// ``Event/frame(_:)``.
public struct ProgressState: StateMachine, Equatable, Sendable {
    public enum Event: Equatable, Sendable {
        /// A frame at this time: the animation moves on, and ends once finished.
        case frame(Duration)
    }

    /// The owner only draws what it is told: there is nothing else to do.
    public typealias Effect = Never

    /// The value the progress is at or heading to.
    public private(set) var target: Double = 0
    /// The running animation, if any.
    public private(set) var animation: ValueAnimation?
    /// The time of the last frame seen while animating.
    public private(set) var frameTime: Duration = .zero

    /// How long an animated change takes.
    public static let animationDuration = Duration.milliseconds(250)

    public init() {}

    /// Sets the progress, animating from what is shown at `time` when `animated`.
    /// Returns whether anything changed.
    @discardableResult
    public mutating func setProgress(_ value: Double, animated: Bool, at time: Duration) throws(ProgressError) -> Bool {
        guard !value.isNaN else { throw .notANumber }
        let clamped = min(1, max(0, value))
        let shown = displayed(at: time)
        guard clamped != target || shown != clamped else { return false }
        target = clamped
        animation = animated && shown != clamped
            ? ValueAnimation(from: shown, to: clamped, start: time, duration: Self.animationDuration)
            : nil
        return true
    }

    /// The value to draw at `time`.
    public func displayed(at time: Duration) -> Double {
        animation?.value(at: time) ?? target
    }

    public mutating func handle(_ event: Event) -> [Never] {
        switch event {
        case .frame(let time):
            guard let animation else { return [] }
            frameTime = time
            if animation.isFinished(at: time) { self.animation = nil }
        }
        return []
    }
}
