// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
/// Deterministic place-like names ("New Carlton Springs 4821"), the same on every run: a
/// large list for the demo's million-item search and the benchmarks.
public enum SamplePlaceNames {
    private static let first = ["New", "Port", "Saint", "Lake", "Fort", "Mount", "East", "West", "North", "South",
                                "Glen", "Spring", "Oak", "River", "Cedar", "Maple", "Green", "Silver", "Rock", "Fair"]
    private static let middle = ["York", "Haven", "Carlton", "Ashford", "Brook", "Dale", "Field", "Ridge", "Wood", "Bay",
                                 "Mill", "Stone", "Water", "Hill", "Vale", "Marsh", "Creek", "Grove", "Moor", "Bridge",
                                 "Jersey", "Mexico", "Hampshire", "Paulo", "Québec", "Zürich"]
    private static let last = ["", " City", " Springs", " Falls", " Heights", " Junction", " Park", " Village"]

    /// `count` names, always the same ones.
    public static func generate(count: Int) -> [String] {
        var state: UInt64 = 0x9E3779B97F4A7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        return (0..<count).map { _ in
            "\(first[next(first.count)]) \(middle[next(middle.count)])\(last[next(last.count)]) \(next(10_000))"
        }
    }
}
