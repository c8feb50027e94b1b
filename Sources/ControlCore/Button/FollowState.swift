// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
extension ControlState {
    /// ``FollowState``'s "they follow you back": application bit 16 with selected.
    public static let mutual = ControlState(rawValue: 1 << 16).union(.selected)
    /// ``FollowState``'s "you follow them": plain selected.
    public static let followed = ControlState.selected
}

/// The state behind a follow button: followed (selected) and mutual, with the invariants
/// mutual ⇒ selected and ¬selected ⇒ ¬mutual kept by the setters whatever their order.
public struct FollowState: Equatable, Sendable {
    public private(set) var isSelected = false
    public private(set) var isMutual = false

    public init() {}

    /// Following or not; unfollowing also ends mutual.
    public mutating func setSelected(_ selected: Bool) {
        isSelected = selected
        if !selected { isMutual = false }
    }

    /// Mutual or not; mutual implies following.
    public mutating func setMutual(_ mutual: Bool) {
        isMutual = mutual
        if mutual { isSelected = true }
    }

    /// The application bits this state adds to the control's state.
    public var applicationState: ControlState {
        isMutual ? ControlState.mutual.intersection(.applicationMask) : []
    }
}
