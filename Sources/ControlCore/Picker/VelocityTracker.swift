// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
/// Estimates how fast a drag was moving when it ended, from timestamped positions: the
/// average speed over the last `window` milliseconds, so a pause before letting go means
/// no fling.
public struct VelocityTracker: Sendable {
    /// How far back samples count, in milliseconds.
    public var window: UInt32

    private var samples: [(time: UInt32, position: Double)] = []

    public init(window: UInt32 = 100) {
        self.window = window
    }

    public mutating func reset() {
        samples.removeAll()
    }

    /// Records `position` at `time` (milliseconds, from the input events).
    public mutating func add(time: UInt32, position: Double) {
        samples.append((time, position))
        samples.removeAll { time &- $0.time > window * 2 }
    }

    /// Units per second at `time`; 0 without two samples inside the window.
    public func velocity(at time: UInt32) -> Double {
        let recent = samples.filter { time &- $0.time <= window }
        guard let first = recent.first, let last = recent.last, last.time != first.time else { return 0 }
        return (last.position - first.position) / Double(last.time &- first.time) * 1000
    }
}
