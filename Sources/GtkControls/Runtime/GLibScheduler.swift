// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import ControlCore

/// A ``/ControlCore/Scheduler`` on GLib's main loop: timers are `g_timeout` sources on the default main
/// context. Use it from the main thread.
public final class GLibScheduler: Scheduler {
    public init() {}

    public func schedule(after delay: Duration, _ action: @escaping () -> Void) -> ScheduledTimer {
        let milliseconds = max(0, delay.components.seconds * 1000 + delay.components.attoseconds / 1_000_000_000_000_000)
        let timer = GLibTimer(action: action)
        let box = CallbackBox(timer)
        timer.sourceID = g_timeout_add_full(G_PRIORITY_DEFAULT, guint(clamping: milliseconds), { data in
            guard let data else { return 0 }
            CallbackBox<GLibTimer>.from(data).value.fire()
            return 0
        }, box.retainedPointer()) { data in
            guard let data else { return }
            CallbackBox<GLibTimer>.release(data)
        }
        return timer
    }
}

/// One pending GLib timeout; its source is removed when it fires or is cancelled.
private final class GLibTimer: ScheduledTimer {
    var sourceID: guint = 0
    private var action: (() -> Void)?

    init(action: @escaping () -> Void) {
        self.action = action
    }

    func fire() {
        let action = self.action
        self.action = nil
        sourceID = 0
        action?()
    }

    func cancel() {
        action = nil
        guard sourceID != 0 else { return }
        g_source_remove(sourceID)
        sourceID = 0
    }
}
