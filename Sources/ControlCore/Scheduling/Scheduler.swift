// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
/// Runs code later. The core never reads a clock: controls ask a scheduler for timers,
/// GTK widgets use GLib's main loop, and tests use ``ManualScheduler`` in virtual time.
public protocol Scheduler: AnyObject {
    /// Runs `action` once, `delay` from now, unless the returned timer is cancelled first.
    func schedule(after delay: Duration, _ action: @escaping () -> Void) -> ScheduledTimer
}

/// A pending ``Scheduler`` action.
public protocol ScheduledTimer: AnyObject {
    /// Stops the action from running; does nothing if it already ran or was cancelled.
    func cancel()
}
