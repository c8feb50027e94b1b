// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
extension ControlState {
    /// ``LoadingState``'s state: application bit 17 with disabled, as the seed defines it.
    public static let loading = ControlState(rawValue: 1 << 17).union(.disabled)
}

/// The state behind a loading button: while loading the control is disabled and carries
/// ``ControlState/loading``; the enabled flag the application set is kept and comes back
/// when loading ends.
public struct LoadingState: Equatable, Sendable {
    /// What the application asked for; the control is enabled only when not loading too.
    public var requestedEnabled = true
    public var isLoading = false

    public init() {}

    /// Whether the control takes input now.
    public var isEnabled: Bool { requestedEnabled && !isLoading }

    /// The application bits this state adds to the control's state.
    public var applicationState: ControlState {
        isLoading ? ControlState.loading.intersection(.applicationMask) : []
    }
}
