// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
/// A level from 0 to 1, as the thermometer shows it, and the words a screen reader says of it
/// instead of the percentage, if the application gave any ("26 of 52 cards left"); they stay
/// until it takes them back.
public struct ThermometerState: StateMachine, Equatable, Sendable {
    public enum Event: Equatable, Sendable {
        /// A new level; clamped to 0…1, NaN ignored.
        case setValue(Double)
        /// Words for the value; nil for the percentage.
        case setValueDescription(String?)
    }

    /// The owner only shows the state: there is nothing else to do.
    public typealias Effect = Never

    public private(set) var value = 0.0
    public private(set) var valueDescription: String?

    public init() {}

    public mutating func handle(_ event: Event) -> [Never] {
        switch event {
        case .setValue(let newValue):
            if !newValue.isNaN { value = min(1, max(0, newValue)) }
        case .setValueDescription(let description):
            valueDescription = description
        }
        return []
    }
}
