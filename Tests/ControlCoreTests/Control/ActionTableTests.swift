import ControlCore
import Testing

private final class Sender {}

private final class Listener {
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
        weak let weakListener = listener
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

    @Test func sendingNoEventsRunsNothing() {
        let table = ActionTable<Sender>()
        var calls = 0
        table.add(for: .allEvents) { _ in calls += 1 }
        table.sendActions(for: [], from: Sender())
        #expect(calls == 0)
    }
}
