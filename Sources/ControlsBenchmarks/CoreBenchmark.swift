// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import ControlCore

/// The core's hot paths in nanoseconds per operation, with a direct closure call as the
/// baseline for action dispatch.
enum CoreBenchmark {
    private final class Sender {}
    private final class Tally { var count = 0 }

    static func run(repetitions: Int, report: inout Report) {
        let iterations = 2_000_000
        var table = StateTable(normal: "Follow")
        table[.followed] = "Followed"
        table[ControlState.followed.union(.highlighted)] = "Unfollow"
        table[.mutual] = "Mutual"
        table[.loading] = ""
        table[ControlState.loading.union(.mutual)] = ""
        let states: [ControlState] = [.normal, .highlighted, .followed, ControlState.mutual.union(.highlighted), .loading, .disabled]
        // The same table holding plain numbers (colours, ids): the lookup without a String's
        // reference count.
        var numbers = StateTable(normal: 0)
        for (offset, state) in table.storedStates.enumerated() where state != .normal { numbers[state] = offset }

        // Dispatch and the baseline call one and the same closure, which counts in an object
        // (not a captured `var`, which would be boxed), and the baseline reaches it through
        // `opaque` so the optimiser cannot inline it where the table cannot.
        let tally = Tally()
        let action: (Sender) -> Void = { _ in tally.count &+= 1 }
        let actions = ActionTable<Sender>()
        actions.add(for: .touchUpInside, action)
        let direct = opaque(action)
        let sender = Sender()

        // Captured as constants: a `var` captured by a closure is boxed and reloaded each time.
        let titles = table
        let values = numbers
        var lookups: [Double] = []
        var numberLookups: [Double] = []
        var dispatches: [Double] = []
        var directCalls: [Double] = []
        var steps: [Double] = []
        for _ in 0..<repetitions {
            var found = 0
            lookups.append(milliseconds {
                for index in 0..<iterations where titles.resolved(for: states[index & 7 < 6 ? index & 7 : 0]) != nil { found &+= 1 }
            } * 1e6 / Double(iterations))
            blackHole(found)
            var sum = 0
            numberLookups.append(milliseconds {
                for index in 0..<iterations { sum &+= values.resolved(for: states[index & 7 < 6 ? index & 7 : 0]) ?? 0 }
            } * 1e6 / Double(iterations))
            blackHole(sum)
            dispatches.append(milliseconds {
                for _ in 0..<iterations { actions.sendActions(for: .touchUpInside, from: sender) }
            } * 1e6 / Double(iterations))
            directCalls.append(milliseconds {
                for _ in 0..<iterations { direct(sender) }
            } * 1e6 / Double(iterations))
            var model = ControlModel()
            let inputs: [ControlModel.Event] = [.pointer(.press(inside: true, clickCount: 1)), .pointer(.move(inside: false)),
                                                .pointer(.move(inside: true)), .pointer(.release(inside: true))]
            var effects = 0
            steps.append(milliseconds {
                for index in 0..<iterations { effects &+= model.handle(inputs[index & 3]).count }
            } * 1e6 / Double(iterations))
            blackHole(effects)
        }
        precondition(tally.count == 2 * iterations * repetitions, "every dispatch and every direct call must have run")
        report.add(group: "core, ns per operation", name: "StateTable lookup (6 entries, fallback rules)",
                   figures: ["String values ns": median(lookups), "Int values ns": median(numberLookups)],
                   goal: "≤ 20 ns", met: max(median(lookups), median(numberLookups)) <= 20)
        report.add(group: "core, ns per operation", name: "action dispatch vs a direct closure call",
                   figures: ["ActionTable ns": median(dispatches), "direct call ns": median(directCalls),
                             "ratio": median(dispatches) / max(median(directCalls), 0.001)],
                   goal: "≤ 2× a direct call", met: median(dispatches) <= 2 * median(directCalls))
        report.add(group: "core, ns per operation", name: "ControlModel step (pointer event)",
                   figures: ["GtkControls ns": median(steps)])
    }
}

/// Returns `value` from a call the optimiser cannot see into.
@inline(never)
func opaque<T>(_ value: T) -> T {
    value
}

/// Keeps a value alive so the optimiser cannot drop the work that made it.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
