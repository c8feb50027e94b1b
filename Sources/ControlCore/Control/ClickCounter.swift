// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
/// Counts the clicks of a multi-click from press timestamps and positions, the way GTK
/// does: a press within `interval` milliseconds and `distance` pixels of the previous one
/// continues the series.
///
/// Timestamps come from the input events; the counter never reads a clock.
public struct ClickCounter: Sendable {
    /// Longest gap between presses of one series, in milliseconds.
    public var interval: UInt32
    /// Farthest a press may be from the previous one, in pixels.
    public var distance: Double

    private var last: (time: UInt32, x: Double, y: Double, count: Int)?

    public init(interval: UInt32 = 400, distance: Double = 5) {
        self.interval = interval
        self.distance = distance
    }

    /// Registers a press at `time` (ms) and (`x`, `y`); returns its place in the series (1, 2, …).
    public mutating func press(time: UInt32, x: Double, y: Double) -> Int {
        var count = 1
        if let last, time &- last.time <= interval,
           (x - last.x) * (x - last.x) + (y - last.y) * (y - last.y) <= distance * distance {
            count = last.count + 1
        }
        last = (time, x, y, count)
        return count
    }
}
