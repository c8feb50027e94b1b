// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
/// Benchmark figures, printed as a table and written as JSON. Benchmarks never fail on
/// time: a missed goal is reported, not thrown.
struct Report {
    struct Row {
        let group: String
        let name: String
        let figures: [(String, Double)]
        /// nil for figures reported without a goal.
        let goal: (text: String, met: Bool)?
    }

    private(set) var rows: [Row] = []

    /// Adds figures and the verdict on `goal`: `met` must test exactly what `goal` says.
    mutating func add(group: String, name: String, figures: KeyValuePairs<String, Double>, goal: String, met: Bool) {
        add(Row(group: group, name: name, figures: Array(figures), goal: (goal, met)))
    }

    /// Adds figures that have no goal to meet.
    mutating func add(group: String, name: String, figures: KeyValuePairs<String, Double>) {
        add(Row(group: group, name: name, figures: Array(figures), goal: nil))
    }

    private mutating func add(_ row: Row) {
        rows.append(row)
        print(line(row))
    }

    func line(_ row: Row) -> String {
        let figures = row.figures.map { "\($0.0) \(format($0.1))" }.joined(separator: " | ")
        guard let goal = row.goal else { return "\(row.group) — \(row.name): \(figures) — no goal" }
        return "\(row.group) — \(row.name): \(figures) — goal \(goal.text): \(goal.met ? "met" : "MISSED")"
    }

    /// The figures as JSON: `{"system": {…}, "figures": [{"group", "name", "figures", "goal",
    /// "met"}, …]}`, as scripts/benchmark-report.py reads them.
    func json(system: SystemDescription) -> String {
        let described = system.fields.map { "\"\($0.key)\": \"\(escape($0.value))\"" }.joined(separator: ", ")
        let entries = rows.map { row in
            let figures = row.figures.map { "\"\(escape($0.0))\": \(format($0.1))" }.joined(separator: ", ")
            let goal = row.goal.map { "\"\(escape($0.text))\"" } ?? "null"
            let met = row.goal.map { String($0.met) } ?? "null"
            return "    {\"group\": \"\(escape(row.group))\", \"name\": \"\(escape(row.name))\", \"figures\": {\(figures)}, \"goal\": \(goal), \"met\": \(met)}"
        }
        return "{\n  \"system\": {\(described)},\n  \"figures\": [\n" + entries.joined(separator: ",\n") + "\n  ]\n}\n"
    }

    private func escape(_ text: String) -> String {
        text.replacingOccurrences("\\", "\\\\").replacingOccurrences("\"", "\\\"")
    }

    private func format(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}

private extension String {
    func replacingOccurrences(_ target: String, _ replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}

/// The median of `values` (0 when empty).
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

/// How long `body` takes, in milliseconds.
func milliseconds(_ body: () -> Void) -> Double {
    let clock = ContinuousClock()
    let elapsed = clock.measure(body)
    return Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
}
