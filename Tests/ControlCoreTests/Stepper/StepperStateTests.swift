// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import ControlCore
import PropertyChecks
import Testing

@Suite struct StepperStateTests {
    static func stepper(value: Double = 0, wraps: Bool = false, continuous: Bool = true) throws -> StepperState {
        StepperState(configuration: try .init(minimum: 0, maximum: 5, step: 1, wraps: wraps, isContinuous: continuous), value: value)
    }

    @Test func stepsStopAtTheEndsUnlessWrapping() throws {
        var stepper = try Self.stepper(value: 5)
        #expect(!stepper.canStepUp && stepper.canStepDown)
        #expect(stepper.handle(.step(.up)) == [])
        var wrapping = try Self.stepper(value: 5, wraps: true)
        #expect(wrapping.canStepUp)
        #expect(wrapping.handle(.step(.up)) == [.sendActions(.valueChanged)])
        #expect(wrapping.value == 0)
        _ = wrapping.handle(.step(.down))
        #expect(wrapping.value == 5)
    }

    @Test func holdingRepeatsThenAccelerates() throws {
        var stepper = StepperState(configuration: try .init(minimum: 0, maximum: 100), value: 0)
        #expect(stepper.handle(.press(.up)) == [.sendActions(.valueChanged), .scheduleRepeat(StepperState.initialDelay)])
        var intervals: [Duration] = []
        for _ in 0..<12 {
            for case .scheduleRepeat(let delay) in stepper.handle(.repeatTick) { intervals.append(delay) }
        }
        #expect(stepper.value == 13)
        #expect(intervals.prefix(9).allSatisfy { $0 == StepperState.repeatInterval })
        #expect(intervals.suffix(3).allSatisfy { $0 == StepperState.fastInterval })
        #expect(stepper.handle(.release) == [.cancelRepeat])
        #expect(stepper.handle(.repeatTick) == [], "a stale repeat after release does nothing")
    }

    @Test func holdingStopsRepeatingAtAnEnd() throws {
        var stepper = try Self.stepper(value: 4)
        _ = stepper.handle(.press(.up))
        #expect(stepper.value == 5)
        #expect(stepper.handle(.repeatTick) == [], "no more repeats once the end is reached")
        #expect(stepper.handle(.release) == [.cancelRepeat])
    }

    @Test func nonContinuousSendsOnceOnRelease() throws {
        var stepper = try Self.stepper(continuous: false)
        #expect(stepper.handle(.press(.up)) == [.scheduleRepeat(StepperState.initialDelay)])
        _ = stepper.handle(.repeatTick)
        #expect(stepper.handle(.release) == [.cancelRepeat, .sendActions(.valueChanged)])
    }

    @Test func pageMovesTenStepsClamped() throws {
        var stepper = try Self.stepper(value: 1)
        #expect(stepper.handle(.page(.up)) == [.sendActions(.valueChanged)])
        #expect(stepper.value == 5)
    }

    @Test func badSettingsAreRefusedWithTheirNumbers() {
        #expect(throws: StepperError.emptyRange(minimum: 5, maximum: 5)) { try StepperState.Configuration(minimum: 5, maximum: 5) }
        #expect(throws: StepperError.nonPositiveStep(0)) { try StepperState.Configuration(step: 0) }
        #expect(throws: StepperError.notANumber) { try StepperState.Configuration(minimum: .nan) }
        #expect(StepperError.nonPositiveStep(-1).description.contains("-1"))
    }

    @Test func anEnteredValueIsSentOnTheStepGridInsideTheRange() throws {
        var stepper = try Self.stepper(value: 1)
        #expect(stepper.handle(.enter(3.4)) == [.sendActions(.valueChanged)])
        #expect(stepper.value == 3)
        #expect(stepper.handle(.enter(2.6)) == [], "2.6 is 3 on the grid: no change")
        #expect(stepper.handle(.enter(99)) == [.sendActions(.valueChanged)])
        #expect(stepper.value == 5)
        #expect(stepper.handle(.enter(.nan)) == [])
        #expect(stepper.value == 5)
    }

    enum Input: CaseIterable { case pressUp, pressDown, release, tick, stepUp, stepDown, pageUp, pageDown, enterBetweenSteps }

    /// Over random presses, holds, repeats and keys, the value stays in range and on the
    /// step grid, and valueChanged is sent only when the value changed.
    @Test func valueStaysInRangeOverRandomInput() async {
        await propertyCheck(count: 300, input: Gen<Input>.case.array(of: 1...200), Gen.bool) { inputs, wraps in
            var stepper = try! Self.stepper(value: 2, wraps: wraps)
            for input in inputs {
                let before = stepper.value
                let event: StepperState.Event = switch input {
                case .pressUp: .press(.up)
                case .pressDown: .press(.down)
                case .release: .release
                case .tick: .repeatTick
                case .stepUp: .step(.up)
                case .stepDown: .step(.down)
                case .pageUp: .page(.up)
                case .pageDown: .page(.down)
                case .enterBetweenSteps: .enter(stepper.value + 1.4)
                }
                let effects = stepper.handle(event)
                #expect((0...5).contains(stepper.value))
                #expect(stepper.value == stepper.value.rounded())
                if effects.contains(.sendActions(.valueChanged)), input != .release {
                    #expect(stepper.value != before)
                }
            }
        }
    }
}
