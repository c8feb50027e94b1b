// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
/// A control's behaviour as a value: events go in, the state changes, effects come out.
///
/// The machine performs nothing itself: its owner carries out the effects (sending
/// actions, starting timers, redrawing), which keeps it testable without GTK or a clock.
public protocol StateMachine {
    associatedtype Event
    associatedtype Effect

    /// Applies `event` and returns the effects its owner must now carry out, in order.
    mutating func handle(_ event: Event) -> [Effect]
}
