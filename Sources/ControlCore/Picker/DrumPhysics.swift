// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
/// The motion of one picker drum as pure functions, in rows: offset 2.5 means the middle of
/// the band is halfway between rows 2 and 3.
public enum DrumPhysics {
    /// How quickly a fling slows down: velocity falls by e every 1/`deceleration` seconds.
    public static let deceleration = 3.0
    /// How far past an end a drag may stretch, at most, in rows.
    public static let rubberBandLimit = 1.5

    /// The offset while dragging, given where the drag would put it without limits:
    /// inside 0…last it follows the pointer; past an end it stretches less and less.
    public static func draggedOffset(_ raw: Double, rowCount: Int) -> Double {
        let last = Double(max(0, rowCount - 1))
        if raw < 0 { return -rubberBand(-raw) }
        if raw > last { return last + rubberBand(raw - last) }
        return raw
    }

    private static func rubberBand(_ overshoot: Double) -> Double {
        rubberBandLimit * (1 - 1 / (overshoot / rubberBandLimit + 1))
    }

    /// The row a fling from `offset` at `velocity` rows per second comes to rest on: where
    /// exponential deceleration would stop, snapped to the nearest row and kept in range.
    public static func restingRow(offset: Double, velocity: Double, rowCount: Int) -> Int {
        guard rowCount > 0 else { return 0 }
        let coast = offset + velocity / deceleration
        return clamp(Int(coast.rounded()), rowCount: rowCount)
    }

    /// How long the settle from `offset` to `row` takes: longer for farther rows, bounded.
    public static func settleDuration(from offset: Double, to row: Int) -> Duration {
        let distance = abs(Double(row) - offset)
        let milliseconds = min(1200, max(180, 180 + 90 * distance.squareRoot() * 4))
        return .milliseconds(Int(milliseconds))
    }

    /// `row` kept inside 0..<rowCount (0 when there are no rows).
    public static func clamp(_ row: Int, rowCount: Int) -> Int {
        rowCount > 0 ? min(rowCount - 1, max(0, row)) : 0
    }
}
