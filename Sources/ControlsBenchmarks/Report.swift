/// Benchmark figures, printed as a table and written as JSON. Benchmarks never fail on
/// time: a missed goal is reported, not thrown.
struct Report {
    struct Row {
        let group: String
        let name: String
        let figures: [(String, Double)]
        let goal: String
        let met: Bool
    }

    private(set) var rows: [Row] = []

    mutating func add(group: String, name: String, figures: KeyValuePairs<String, Double>, goal: String, met: Bool) {
        rows.append(Row(group: group, name: name, figures: Array(figures), goal: goal, met: met))
        print(line(rows.last!))
    }

    func line(_ row: Row) -> String {
        let figures = row.figures.map { "\($0.0) \(format($0.1))" }.joined(separator: " | ")
        return "\(row.group) — \(row.name): \(figures) — goal \(row.goal): \(row.met ? "met" : "MISSED")"
    }

    var json: String {
        let entries = rows.map { row in
            let figures = row.figures.map { "\"\(escape($0.0))\": \(format($0.1))" }.joined(separator: ", ")
            return "  {\"group\": \"\(escape(row.group))\", \"name\": \"\(escape(row.name))\", \"figures\": {\(figures)}, \"goal\": \"\(escape(row.goal))\", \"met\": \(row.met)}"
        }
        return "[\n" + entries.joined(separator: ",\n") + "\n]\n"
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
