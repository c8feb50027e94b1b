// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
extension ControlState {
    /// ``FollowState``'s "they follow you back": application bit 16 with selected.
    @inlinable public static var mutual: ControlState { ControlState(rawValue: 1 << 16).union(.selected) }
    /// ``FollowState``'s "you follow them": plain selected.
    @inlinable public static var followed: ControlState { .selected }
}

/// The content behind a follow button: followed (selected) and mutual, with the invariants
/// mutual ⇒ selected and ¬selected ⇒ ¬mutual kept whatever the order of events, and loading
/// as a loading button's (``LoadingState``). It owns the control's selected flag
/// (``selection``); mutual and loading reach the control as application bits.
public struct FollowState: LoadingContent, Sendable {
    public enum Event: Equatable, Sendable {
        /// The application follows them or not; unfollowing also ends mutual.
        case setSelected(Bool)
        /// The application says whether you follow each other; mutual also means followed.
        case setMutual(Bool)
        /// The application starts or ends loading.
        case setLoading(Bool)
    }

    public typealias Effect = Never

    public private(set) var isSelected = false
    public private(set) var isMutual = false
    private var loading = LoadingState()

    public init() {}

    public var isLoading: Bool { loading.isLoading }

    /// The control takes no input while loading.
    public var allowsInput: Bool { loading.allowsInput }

    /// The application bits this state adds to the control's state: mutual's and loading's.
    public var applicationState: ControlState {
        (isMutual ? ControlState.mutual.intersection(.applicationMask) : []).union(loading.applicationState)
    }

    /// Followed is the control's selected flag: the content is its one owner.
    public var selection: Bool? { isSelected }

    /// Every event comes from code, so each reaches a disabled (loading) button.
    public static func passesWhileDisabled(_ event: Event) -> Bool { true }

    public static func setLoading(_ loading: Bool) -> Event { .setLoading(loading) }

    public mutating func handle(_ event: Event) -> [Never] {
        switch event {
        case .setSelected(let selected):
            isSelected = selected
            if !selected { isMutual = false }
        case .setMutual(let mutual):
            isMutual = mutual
            if mutual { isSelected = true }
        case .setLoading(let loading):
            _ = self.loading.handle(.setLoading(loading))
        }
        return []
    }
}
