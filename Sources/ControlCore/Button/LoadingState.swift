// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
extension ControlState {
    /// ``LoadingState``'s state: application bit 17 with disabled, as the seed defines it.
    @inlinable public static var loading: ControlState { ControlState(rawValue: 1 << 17).union(.disabled) }
}

/// The content of a control that can be loading: a loading button's, and that of a kind of
/// loading button with more content of its own (``FollowState``).
public protocol LoadingContent: ControlContent {
    /// Whether the control is loading.
    var isLoading: Bool { get }
    /// The event that starts or ends loading.
    static func setLoading(_ loading: Bool) -> Event
}

/// The content behind a loading button: while loading, the control is disabled and carries
/// ``ControlState/loading``. In a ``Controlled`` machine, the enabled flag the application
/// set is kept and comes back when loading ends.
public struct LoadingState: LoadingContent, Sendable {
    public enum Event: Equatable, Sendable {
        /// The application starts or ends loading.
        case setLoading(Bool)
    }

    public typealias Effect = Never

    public private(set) var isLoading = false

    public init() {}

    /// The control takes no input while loading.
    public var allowsInput: Bool { !isLoading }

    /// The application bits this state adds to the control's state.
    public var applicationState: ControlState {
        isLoading ? ControlState.loading.intersection(.applicationMask) : []
    }

    /// Loading is set from code, so it reaches a disabled button.
    public static func passesWhileDisabled(_ event: Event) -> Bool { true }

    public static func setLoading(_ loading: Bool) -> Event { .setLoading(loading) }

    public mutating func handle(_ event: Event) -> [Never] {
        switch event {
        case .setLoading(let loading): isLoading = loading
        }
        return []
    }
}
