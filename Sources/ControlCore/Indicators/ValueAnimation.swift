// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
/// A value moving from `from` to `to` over `duration`, eased out, driven by frame times.
/// The core never reads a clock: the owner passes the frame clock's time in.
public struct ValueAnimation: Equatable, Sendable {
    public let from: Double
    public let to: Double
    public let start: Duration
    public let duration: Duration

    public init(from: Double, to: Double, start: Duration, duration: Duration) {
        self.from = from
        self.to = to
        self.start = start
        self.duration = duration
    }

    /// The value at `time`: `from` before the start, `to` from the end on.
    public func value(at time: Duration) -> Double {
        let fraction = self.fraction(at: time)
        let eased = 1 - (1 - fraction) * (1 - fraction) * (1 - fraction)
        return from + (to - from) * eased
    }

    /// Whether the animation has reached `to` at `time`.
    public func isFinished(at time: Duration) -> Bool {
        fraction(at: time) >= 1
    }

    private func fraction(at time: Duration) -> Double {
        guard duration > .zero else { return 1 }
        let elapsed = (time - start) / duration
        return min(1, max(0, elapsed))
    }
}
