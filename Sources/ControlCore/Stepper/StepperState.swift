// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
/// Why a stepper's settings were refused.
public enum StepperError: Error, Equatable, Sendable, CustomStringConvertible {
    case emptyRange(minimum: Double, maximum: Double)
    case nonPositiveStep(Double)
    case notANumber

    public var description: String {
        switch self {
        case .emptyRange(let minimum, let maximum): return "stepper minimum \(minimum) must be below its maximum \(maximum)"
        case .nonPositiveStep(let step): return "stepper step must be greater than 0, not \(step)"
        case .notANumber: return "stepper values must be numbers, not NaN"
        }
    }
}

/// UIStepper's behaviour: a value in minimum…maximum moved by `step`, optionally wrapping;
/// press and hold repeats, then speeds up; `continuous` decides whether a held press sends
/// `valueChanged` on every step or once when released.
///
/// Timing enters as `repeatTick` events and leaves as `scheduleRepeat` effects, so tests
/// run autorepeat in virtual time.
public struct StepperState: ControlContent, Sendable {
    public enum Direction: Equatable, Sendable {
        case down, up
    }

    public enum Event: Equatable, Sendable {
        /// The − or + button went down (pointer), starting autorepeat when enabled.
        case press(Direction)
        case release
        /// A pending repeat fell due.
        case repeatTick
        /// One step from the keyboard or scroll wheel (Up/Down).
        case step(Direction)
        /// Several steps at once (Page Up/Down).
        case page(Direction)
        /// A value the user gave directly (an assistive technology sets it): kept in range
        /// and on the step grid.
        case enter(Double)
        case setValue(Double)
    }

    public enum Effect: Equatable, Sendable {
        /// Send `repeatTick` after this delay.
        case scheduleRepeat(Duration)
        case cancelRepeat
        case sendActions(ControlEvents)
    }

    /// Settings, checked when set.
    public struct Configuration: Equatable, Sendable {
        public var minimum: Double
        public var maximum: Double
        public var step: Double
        public var wraps: Bool
        public var autorepeat: Bool
        public var isContinuous: Bool

        public init(minimum: Double = 0, maximum: Double = 100, step: Double = 1,
                    wraps: Bool = false, autorepeat: Bool = true, isContinuous: Bool = true) throws(StepperError) {
            guard !minimum.isNaN, !maximum.isNaN, !step.isNaN else { throw .notANumber }
            guard minimum < maximum else { throw .emptyRange(minimum: minimum, maximum: maximum) }
            guard step > 0 else { throw .nonPositiveStep(step) }
            self.init(checkedMinimum: minimum, maximum: maximum, step: step, wraps: wraps, autorepeat: autorepeat, isContinuous: isContinuous)
        }

        /// 0 to 100 in steps of 1, without wrapping, repeating while held, continuous.
        public static let standard = Configuration(checkedMinimum: 0, maximum: 100, step: 1, wraps: false, autorepeat: true, isContinuous: true)

        private init(checkedMinimum minimum: Double, maximum: Double, step: Double, wraps: Bool, autorepeat: Bool, isContinuous: Bool) {
            self.minimum = minimum
            self.maximum = maximum
            self.step = step
            self.wraps = wraps
            self.autorepeat = autorepeat
            self.isContinuous = isContinuous
        }
    }

    /// The delay before the first repeat, and the intervals after it.
    public static let initialDelay = Duration.milliseconds(500)
    public static let repeatInterval = Duration.milliseconds(120)
    public static let fastInterval = Duration.milliseconds(40)
    /// Repeats at the normal interval before speeding up.
    public static let repeatsBeforeAcceleration = 10

    public private(set) var configuration: Configuration
    public private(set) var value: Double
    /// A − or + button held down.
    public struct Hold: Equatable, Sendable {
        public var direction: Direction
        /// Repeats made so far.
        public var repeats: Int
        /// Whether the value changed during the hold.
        public var changed: Bool
    }

    public private(set) var held: Hold?

    public init(configuration: Configuration, value: Double = 0) {
        self.configuration = configuration
        self.value = min(configuration.maximum, max(configuration.minimum, value.isNaN ? configuration.minimum : value))
    }

    public var canStepDown: Bool { configuration.wraps || value > configuration.minimum }
    public var canStepUp: Bool { configuration.wraps || value < configuration.maximum }

    /// Replaces the settings, keeping the value inside the new range.
    public mutating func configure(_ configuration: Configuration) {
        self.configuration = configuration
        value = min(configuration.maximum, max(configuration.minimum, value))
    }

    /// The release that ends a hold, and a value set from code, reach a disabled stepper.
    public static func passesWhileDisabled(_ event: Event) -> Bool {
        switch event {
        case .release, .setValue: return true
        case .press, .repeatTick, .step, .page, .enter: return false
        }
    }

    public mutating func handle(_ event: Event) -> [Effect] {
        switch event {
        case .press(let direction):
            guard held == nil else { return [] }
            let changed = move(direction)
            held = Hold(direction: direction, repeats: 0, changed: changed)
            var effects: [Effect] = changed && configuration.isContinuous ? [.sendActions(.valueChanged)] : []
            if configuration.autorepeat { effects.append(.scheduleRepeat(Self.initialDelay)) }
            return effects
        case .repeatTick:
            guard let current = held else { return [] }
            let changed = move(current.direction)
            held = Hold(direction: current.direction, repeats: current.repeats + 1, changed: current.changed || changed)
            var effects: [Effect] = changed && configuration.isContinuous ? [.sendActions(.valueChanged)] : []
            // At an end (not wrapping) the hold stops repeating; release still ends it.
            guard changed else { return effects }
            let interval = current.repeats + 1 >= Self.repeatsBeforeAcceleration ? Self.fastInterval : Self.repeatInterval
            effects.append(.scheduleRepeat(interval))
            return effects
        case .release:
            guard let current = held else { return [] }
            held = nil
            var effects: [Effect] = [.cancelRepeat]
            if current.changed && !configuration.isContinuous { effects.append(.sendActions(.valueChanged)) }
            return effects
        case .step(let direction):
            return move(direction) ? [.sendActions(.valueChanged)] : []
        case .page(let direction):
            var changed = false
            for _ in 0..<10 { changed = move(direction) || changed }
            return changed ? [.sendActions(.valueChanged)] : []
        case .enter(let newValue):
            guard !newValue.isNaN else { return [] }
            let old = value
            let steps = ((newValue - configuration.minimum) / configuration.step).rounded()
            value = min(configuration.maximum, max(configuration.minimum, configuration.minimum + steps * configuration.step))
            return value != old ? [.sendActions(.valueChanged)] : []
        case .setValue(let newValue):
            guard !newValue.isNaN else { return [] }
            value = min(configuration.maximum, max(configuration.minimum, newValue))
            return []
        }
    }

    /// Moves one step; wraps past an end when wrapping, else stops there. Returns whether
    /// the value changed.
    private mutating func move(_ direction: Direction) -> Bool {
        let (minimum, maximum, step) = (configuration.minimum, configuration.maximum, configuration.step)
        let old = value
        switch direction {
        case .up:
            if value >= maximum { value = configuration.wraps ? minimum : maximum } else { value = min(maximum, value + step) }
        case .down:
            if value <= minimum { value = configuration.wraps ? maximum : minimum } else { value = max(minimum, value - step) }
        }
        return value != old
    }
}
