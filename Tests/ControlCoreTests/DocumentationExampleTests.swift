// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import ControlCore
import Testing

/// The usage examples of ControlCore's documentation, run. Each `// example: NAME` … `// end
/// of example` region is, less its indentation, a ```swift block of a doc comment;
/// GtkControlsTests' `DocumentationTests` fails when the two differ.
@Suite struct DocumentationExampleTests {
    @Test func manualScheduler() {
        // example: ManualScheduler
        let scheduler = ManualScheduler()
        var fired = 0
        _ = scheduler.schedule(after: .seconds(2)) { fired += 1 }
        scheduler.advance(by: .seconds(2))   // fired is 1
        // end of example
        #expect(fired == 1)
        #expect(scheduler.pendingCount == 0)
    }

    @Test func controlled() {
        // example: Controlled
        var stepper = Controlled(StepperState(configuration: .standard))
        _ = stepper.handle(.control(.setEnabled(false)))
        _ = stepper.handle(.content(.step(.up)))    // refused: the value stays 0
        _ = stepper.handle(.content(.setValue(5)))  // from code: the value is 5
        // end of example
        #expect(stepper.content.value == 5)
        #expect(!stepper.isEnabled)
    }

    @Test func controlState() throws {
        // example: ControlState
        let followed = ControlState.selected
        let mutual = try ControlState.application(0).union(.selected)
        let loading = try ControlState.application(1).union(.disabled)
        // end of example
        #expect(mutual.contains(followed))
        #expect(loading.contains(.disabled) && !loading.contains(.selected))
        #expect(throws: ControlStateError.self) { try ControlState.application(8) }
    }

    @Test func actionTable() {
        let controller = Controller()
        let button = MyButton()
        var pressed: [MyButton] = []
        // example: ActionTable
        let actions = ActionTable<MyButton>()
        let token = actions.add(for: .primaryActionTriggered) { button in pressed.append(button) }
        actions.add(target: controller, action: Controller.buttonPressed, for: .touchUpInside)
        actions.sendActions(for: .touchUpInside, from: button)
        actions.remove(token)
        // end of example
        #expect(pressed.isEmpty)
        #expect(controller.presses == 1)
        actions.sendActions(for: [.touchUpInside, .primaryActionTriggered], from: button)
        #expect(pressed.isEmpty, "the removed action never runs")
        #expect(controller.presses == 2)
    }

    @Test func stateTable() {
        // example: StateTable
        var titles = StateTable<String>()
        titles[.normal] = "Follow"
        titles[.selected] = "Followed"
        let title = titles.resolved(for: [.selected, .highlighted])   // "Followed"
        // end of example
        #expect(title == "Followed")
        #expect(titles.resolved(for: .disabled) == "Follow")
    }
}

private final class MyButton {}

/// `@unchecked Sendable`: see ActionTableTests' `Listener`.
private final class Controller: @unchecked Sendable {
    var presses = 0
    func buttonPressed(_ sender: MyButton) { presses += 1 }
}
