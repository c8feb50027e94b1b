// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
/// A ``Scheduler`` in virtual time: nothing runs until ``advance(by:)`` moves the clock.
///
/// ```swift
/// let scheduler = ManualScheduler()
/// var fired = 0
/// _ = scheduler.schedule(after: .seconds(2)) { fired += 1 }
/// scheduler.advance(by: .seconds(2))   // fired is 1
/// ```
///
/// Timers fire in due order (ties in the order scheduled), each with ``now`` set to its due
/// time; a timer scheduled by a firing action fires in the same advance if it falls due.
public final class ManualScheduler: Scheduler {
    /// The virtual time since the scheduler was made.
    public private(set) var now: Duration = .zero
    private var pending: [Timer] = []
    private var nextSequence = 0

    public init() {}

    /// The number of timers not yet fired or cancelled.
    public var pendingCount: Int { pending.count }

    public func schedule(after delay: Duration, _ action: @escaping () -> Void) -> ScheduledTimer {
        nextSequence += 1
        let timer = Timer(due: now + max(delay, .zero), sequence: nextSequence, action: action) { [weak self] timer in
            self?.pending.removeAll { $0 === timer }
        }
        pending.append(timer)
        return timer
    }

    /// Moves virtual time forward by `duration`, firing every timer that falls due.
    public func advance(by duration: Duration) {
        let end = now + duration
        while let next = pending.filter({ $0.due <= end }).min(by: { ($0.due, $0.sequence) < ($1.due, $1.sequence) }) {
            pending.removeAll { $0 === next }
            now = next.due
            next.fire()
        }
        now = end
    }

    /// Fires every pending timer, however far ahead, advancing time to the last one.
    public func runAll() {
        while let last = pending.map(\.due).max() { advance(by: last - now) }
    }

    private final class Timer: ScheduledTimer {
        let due: Duration
        let sequence: Int
        private var action: (() -> Void)?
        private let onCancel: (Timer) -> Void

        init(due: Duration, sequence: Int, action: @escaping () -> Void, onCancel: @escaping (Timer) -> Void) {
            self.due = due
            self.sequence = sequence
            self.action = action
            self.onCancel = onCancel
        }

        func fire() {
            let action = self.action
            self.action = nil
            action?()
        }

        func cancel() {
            guard action != nil else { return }
            action = nil
            onCancel(self)
        }
    }
}
