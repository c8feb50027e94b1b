// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import ControlCore
import PropertyChecks
import Testing

private final class Sender {}

/// `@unchecked Sendable`: Swift 6.0 wants a class whose method is written `Listener.pressed`
/// to be Sendable (swiftlang/swift#76789, fixed in 6.1); the tests use it on one thread.
private final class Listener: @unchecked Sendable {
    var calls: [String] = []
    func pressed(_ sender: Sender) { calls.append("pressed") }
    func changed(_ sender: Sender) { calls.append("changed") }
}

@Suite struct ActionTableTests {
    @Test func closureRunsOnlyForItsEvents() {
        let table = ActionTable<Sender>()
        let sender = Sender()
        var received: [ControlEvents] = []
        table.add(for: [.touchUpInside, .valueChanged]) { _, events in received.append(events) }
        table.sendActions(for: .touchDown, from: sender)
        table.sendActions(for: [.touchUpInside, .primaryActionTriggered], from: sender)
        table.sendActions(for: .valueChanged, from: sender)
        #expect(received == [.touchUpInside, .valueChanged])
    }

    @Test func actionsRunInTheOrderAdded() {
        let table = ActionTable<Sender>()
        var order: [Int] = []
        for index in 0..<5 { table.add(for: .valueChanged) { _ in order.append(index) } }
        table.sendActions(for: .valueChanged, from: Sender())
        #expect(order == [0, 1, 2, 3, 4])
    }

    @Test func senderIsPassedThrough() {
        let table = ActionTable<Sender>()
        let sender = Sender()
        var got: Sender?
        table.add(for: .touchDown) { got = $0 }
        table.sendActions(for: .touchDown, from: sender)
        #expect(got === sender)
    }

    @Test func removingByTokenStopsOnlyThatAction() {
        let table = ActionTable<Sender>()
        var calls: [String] = []
        let first = table.add(for: .valueChanged) { _ in calls.append("first") }
        table.add(for: .valueChanged) { _ in calls.append("second") }
        table.remove(first)
        table.remove(first)
        table.sendActions(for: .valueChanged, from: Sender())
        #expect(calls == ["second"])
        #expect(table.tokens.count == 1)
    }

    @Test func targetMethodRunsAndIsListed() {
        let table = ActionTable<Sender>()
        let listener = Listener()
        let token = table.add(target: listener, action: Listener.pressed, for: .touchUpInside)
        table.add(target: listener, action: Listener.changed, for: .valueChanged)
        table.add(for: .touchDown) { _ in }
        table.sendActions(for: .touchUpInside, from: Sender())
        #expect(listener.calls == ["pressed"])
        #expect(table.allTargets.count == 1 && table.allTargets.first === listener)
        #expect(table.allControlEvents == [.touchUpInside, .valueChanged, .touchDown])
        #expect(table.actions(forTarget: listener, forEvent: .touchUpInside) == [token])
        #expect(table.actions(forTarget: listener, forEvent: .touchCancel).isEmpty)
    }

    @Test func releasedTargetIsNeverCalledAndDropsOut() {
        let table = ActionTable<Sender>()
        var listener: Listener? = Listener()
        weak var weakListener: Listener?
        weakListener = listener
        table.add(target: listener!, action: Listener.pressed, for: .touchUpInside)
        listener = nil
        #expect(weakListener == nil, "the table must not keep its target alive")
        #expect(table.allTargets.isEmpty)
        #expect(table.allControlEvents.isEmpty)
        table.sendActions(for: .touchUpInside, from: Sender())
        #expect(table.tokens.isEmpty)
    }

    @Test func removingATargetForSomeEventsKeepsTheRest() {
        let table = ActionTable<Sender>()
        let listener = Listener()
        table.add(target: listener, action: Listener.pressed, for: [.touchUpInside, .primaryActionTriggered])
        table.remove(target: listener, for: .touchUpInside)
        table.sendActions(for: .touchUpInside, from: Sender())
        #expect(listener.calls.isEmpty)
        table.sendActions(for: .primaryActionTriggered, from: Sender())
        #expect(listener.calls == ["pressed"])
        table.remove(target: listener)
        #expect(table.allTargets.isEmpty && table.tokens.isEmpty)
    }

    @Test func actionAddedWhileSendingRunsFromTheNextSend() {
        let table = ActionTable<Sender>()
        var calls = 0
        table.add(for: .valueChanged) { _ in
            table.add(for: .valueChanged) { _ in calls += 100 }
            calls += 1
        }
        table.sendActions(for: .valueChanged, from: Sender())
        #expect(calls == 1)
    }

    @Test func actionRemovedWhileSendingStillRunsInThatSendOnly() {
        let table = ActionTable<Sender>()
        var calls: [String] = []
        var tokens: [ActionTable<Sender>.Token] = []
        tokens.append(table.add(for: .valueChanged) { _ in
            calls.append("first")
            for token in tokens { table.remove(token) }
        })
        tokens.append(table.add(for: .valueChanged) { _ in calls.append("second") })
        table.sendActions(for: .valueChanged, from: Sender())
        #expect(calls == ["first", "second"])
        table.sendActions(for: .valueChanged, from: Sender())
        #expect(calls == ["first", "second"])
        #expect(table.tokens.isEmpty)
    }

    @Test func aSendFromAnActionSeesTheChangesMadeBeforeIt() {
        let table = ActionTable<Sender>()
        var calls: [String] = []
        table.add(for: .valueChanged) { sender in
            table.add(for: .touchDown) { _ in calls.append("added") }
            table.sendActions(for: .touchDown, from: sender)
            calls.append("outer")
        }
        table.sendActions(for: .valueChanged, from: Sender())
        #expect(calls == ["added", "outer"])
    }

    @Test func targetReleasedByAnEarlierActionIsNotCalled() {
        let table = ActionTable<Sender>()
        var listener: Listener? = Listener()
        var calls: [String] = []
        table.add(for: .touchUpInside) { _ in
            calls = listener?.calls ?? []
            listener = nil
        }
        table.add(target: listener!, action: Listener.pressed, for: .touchUpInside)
        table.add(for: .touchUpInside) { _ in calls.append("last") }
        table.sendActions(for: .touchUpInside, from: Sender())
        #expect(calls == ["last"])
        #expect(table.tokens.count == 2)
        #expect(table.allTargets.isEmpty)
    }

    @Test func closuresAndTargetsRunInTheOrderAdded() {
        let table = ActionTable<Sender>()
        let listener = Listener()
        var order: [String] = []
        table.add(for: .valueChanged) { _ in order.append("closure 1 after \(listener.calls)") }
        table.add(target: listener, action: Listener.changed, for: .valueChanged)
        let removed = table.add(for: .valueChanged) { _ in order.append("removed") }
        table.add(for: .valueChanged) { _, _ in order.append("closure 2 after \(listener.calls)") }
        table.remove(removed)
        table.sendActions(for: .valueChanged, from: Sender())
        #expect(order == ["closure 1 after []", "closure 2 after [\"changed\"]"])
    }

    /// Over random scripts in which actions add, remove and send while they run, the table
    /// runs exactly what the plain rule says: a send runs, in order, the actions that were
    /// there when it began.
    @Test func changesWhileSendingFollowTheSnapshotRule() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...999).array(of: 1...40)) { codes in
            let table = TableRun(codes: codes)
            var model = ModelRun(codes: codes)
            for code in codes {
                table.perform(ScriptStep(code))
                model.perform(ScriptStep(code))
            }
            #expect(table.ran == model.ran)
            #expect(table.liveIDs == model.entries.map(\.id))
        }
    }

    @Test func sendingNoEventsRunsNothing() {
        let table = ActionTable<Sender>()
        var calls = 0
        table.add(for: .allEvents) { _ in calls += 1 }
        table.sendActions(for: [], from: Sender())
        #expect(calls == 0)
    }
}

/// One step of a random script, decoded from a number: add an action, remove the action at
/// `pick` among those present, send `events`, or nothing. So that scripts stay small, an add
/// does nothing once there are 12 actions, and a send nothing at depth 2.
private struct ScriptStep {
    enum Kind { case add, remove, send, nothing }
    static let maximumActions = 12
    static let maximumDepth = 2
    let kind: Kind
    let events: ControlEvents
    let pick: Int

    init(_ code: Int) {
        kind = [Kind.add, .remove, .send, .nothing][code % 4]
        let bits = (code / 4) % 7 + 1
        events = [ControlEvents.touchDown, .valueChanged, .touchUpInside].enumerated()
            .reduce(into: ControlEvents()) { if bits & (1 << $1.offset) != 0 { $0.formUnion($1.element) } }
        pick = code / 28
    }

    /// What the action with `id` does when it runs.
    static func effect(of id: Int, codes: [Int]) -> ScriptStep { ScriptStep(codes[(id * 7 + 3) % codes.count]) }
}

/// A script played on an ActionTable.
private final class TableRun {
    let codes: [Int]
    let table = ActionTable<Sender>()
    private var tokens: [ActionTable<Sender>.Token] = []
    private(set) var ran: [Int] = []
    private var depth = 0

    init(codes: [Int]) { self.codes = codes }

    var liveIDs: [Int] { table.tokens.map { token in tokens.firstIndex(of: token)! } }

    func perform(_ step: ScriptStep) {
        switch step.kind {
        case .add:
            guard table.tokens.count < ScriptStep.maximumActions else { return }
            let id = tokens.count
            tokens.append(table.add(for: step.events) { [unowned self] _ in
                ran.append(id)
                depth += 1
                perform(ScriptStep.effect(of: id, codes: codes))
                depth -= 1
            })
        case .remove:
            let live = table.tokens
            if !live.isEmpty { table.remove(live[step.pick % live.count]) }
        case .send:
            if depth < ScriptStep.maximumDepth { table.sendActions(for: step.events, from: Sender()) }
        case .nothing:
            break
        }
    }
}

/// The same script on the plain rule: a send iterates a copy of the list taken when it begins.
private struct ModelRun {
    let codes: [Int]
    private(set) var entries: [(id: Int, events: ControlEvents)] = []
    private(set) var ran: [Int] = []
    private var nextID = 0
    private var depth = 0

    init(codes: [Int]) { self.codes = codes }

    mutating func perform(_ step: ScriptStep) {
        switch step.kind {
        case .add:
            guard entries.count < ScriptStep.maximumActions else { return }
            entries.append((nextID, step.events))
            nextID += 1
        case .remove:
            if !entries.isEmpty { entries.remove(at: step.pick % entries.count) }
        case .send:
            guard depth < ScriptStep.maximumDepth else { return }
            for entry in entries where !entry.events.isDisjoint(with: step.events) {
                ran.append(entry.id)
                depth += 1
                perform(ScriptStep.effect(of: entry.id, codes: codes))
                depth -= 1
            }
        case .nothing:
            break
        }
    }
}
