// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
/// An activity indicator: animating or not, and whether it hides when stopped.
public struct ActivityIndicatorState: StateMachine, Equatable, Sendable {
    public enum Event: Equatable, Sendable {
        case setAnimating(Bool)
        case setHidesWhenStopped(Bool)
    }

    /// The indicator's owner only shows its state: there is nothing else to do.
    public typealias Effect = Never

    public private(set) var isAnimating = false
    public private(set) var hidesWhenStopped = true

    public init() {}

    /// Whether the indicator is on screen.
    public var isVisible: Bool { isAnimating || !hidesWhenStopped }

    public mutating func handle(_ event: Event) -> [Never] {
        switch event {
        case .setAnimating(let animating): isAnimating = animating
        case .setHidesWhenStopped(let hides): hidesWhenStopped = hides
        }
        return []
    }
}
