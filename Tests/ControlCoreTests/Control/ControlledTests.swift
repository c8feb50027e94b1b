// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import ControlCore
import PropertyChecks
import Testing

@Suite struct ControlledTests {
    @Test func aDisabledControlRefusesInputButTakesValuesFromCode() {
        var stepper = Controlled(StepperState(configuration: .standard))
        #expect(stepper.handle(.control(.setEnabled(false))) == [.control(.stateChanged(.disabled))])
        #expect(stepper.handle(.content(.step(.up))) == [])
        #expect(stepper.handle(.content(.enter(7))) == [])
        #expect(stepper.content.value == 0)
        #expect(stepper.handle(.content(.setValue(5))) == [])
        #expect(stepper.content.value == 5)
        _ = stepper.handle(.control(.setEnabled(true)))
        #expect(stepper.handle(.content(.step(.up))) == [.content(.sendActions(.valueChanged))])
        #expect(stepper.content.value == 6)
    }

    @Test func aHoldEndsCleanlyWhenTheStepperIsDisabledMidway() throws {
        var stepper = Controlled(StepperState(configuration: try .init(isContinuous: false)))
        _ = stepper.handle(.content(.press(.up)))
        _ = stepper.handle(.control(.setEnabled(false)))
        #expect(stepper.handle(.content(.repeatTick)) == [], "no step while disabled")
        #expect(stepper.handle(.content(.release)) == [.content(.cancelRepeat), .content(.sendActions(.valueChanged))])
        #expect(stepper.content.value == 1)
    }

    @Test func aDragEndsCleanlyWhenTheKnobIsDisabledMidway() {
        var knob = Controlled(KnobState(isContinuous: false))
        _ = knob.handle(.content(.dragBegan(angle: 0)))
        let value = knob.content.value
        _ = knob.handle(.control(.setEnabled(false)))
        #expect(knob.handle(.content(.dragMoved(angle: .pi / 2))) == [])
        #expect(knob.content.value == value)
        #expect(knob.handle(.content(.dragEnded)) == [.content(.sendActions(.valueChanged))])
        #expect(!knob.content.isDragging)
    }

    @Test func aDisabledSwitchShowsItsValueAgain() {
        var toggle = Controlled(SwitchState())
        _ = toggle.handle(.control(.setEnabled(false)))
        #expect(toggle.handle(.content(.userToggled(true))) == [.content(.show(false))])
        #expect(!toggle.content.isOn)
        #expect(toggle.handle(.content(.set(true))) == [.content(.show(true))])
    }

    @Test func loadingDisablesTheControlAndEndingItRestoresWhatTheApplicationSet() {
        var button = Controlled(LoadingState())
        #expect(button.handle(.content(.setLoading(true))) == [.control(.stateChanged(.loading))])
        _ = button.handle(.control(.setEnabled(true)))
        #expect(!button.isEnabled)
        _ = button.handle(.content(.setLoading(false)))
        #expect(button.isEnabled && button.control.state == [])
        _ = button.handle(.control(.setEnabled(false)))
        _ = button.handle(.content(.setLoading(true)))
        _ = button.handle(.content(.setLoading(false)))
        #expect(!button.isEnabled, "ending loading restores what enabled was set to")
    }

    /// A follow button's bits (mutual, loading) are its content's; the application's own bits
    /// come beside them, and setting or clearing its own leaves the content's in place.
    @Test func theApplicationsBitsAndAFollowButtonsBitsCombine() throws {
        let mutual = ControlState.mutual.intersection(.applicationMask)
        let loading = ControlState.loading.intersection(.applicationMask)
        let own = try ControlState.application(5)
        var button = Controlled(FollowState())
        _ = button.handle(.content(.setMutual(true)))
        #expect(button.handle(.control(.setApplicationState(own))) == [.control(.stateChanged(own.union(.mutual)))], "mutual is followed: selected at once")
        _ = button.handle(.content(.setLoading(true)))
        #expect(button.control.applicationState == own.union(mutual).union(loading))
        _ = button.handle(.control(.setApplicationState([])))
        #expect(button.control.applicationState == mutual.union(loading), "clearing the application's bits keeps the content's")
        _ = button.handle(.content(.setSelected(false)))
        _ = button.handle(.content(.setLoading(false)))
        #expect(button.control.applicationState == [])
        #expect(button.requestedApplicationState == [])
    }

    /// A follow button's selected flag has one owner, its content: following selects the
    /// control in the same event, and the application's own setSelected cannot part them.
    @Test func aFollowButtonIsSelectedExactlyWhenItsContentIsFollowed() {
        var button = Controlled(FollowState())
        #expect(button.handle(.content(.setMutual(true)))
            == [.control(.stateChanged(ControlState.mutual))])
        #expect(button.control.isSelected && button.content.isSelected)
        #expect(button.handle(.control(.setSelected(false))) == [], "the content owns selected")
        #expect(button.control.isSelected)
        _ = button.handle(.content(.setSelected(false)))
        #expect(!button.control.isSelected && button.control.state == [])
    }

    @Test func aBusyModalButtonIsDisabledAndItsWorkStillFinishes() throws {
        var button = Controlled(try ModalButtonState(modes: ModalButtonStateTests.appStore))
        #expect(button.handle(.content(.press)) == [.content(.startWork(run: 1, mode: 0)), .control(.stateChanged(.disabled))])
        #expect(button.handle(.content(.press)) == [])
        #expect(button.handle(.content(.workFinished(run: 1))) == [.content(.modeChanged(1)), .control(.stateChanged([]))])
    }

    /// Long random sequences of control and content events, for each control's content: while
    /// disabled, a content event that does not pass changes nothing of the content; while
    /// enabled, the gate hands every content event to the content unchanged.
    @Test func theGateHoldsOverRandomEvents() async throws {
        await checkGate(StepperState(configuration: try .init(minimum: 0, maximum: 10, isContinuous: false)), Self.stepperEvents)
        await checkGate(KnobState(isContinuous: false), Self.knobEvents)
        await checkGate(SwitchState(), Gen.oneOf(Gen.bool.map { .userToggled($0) }, Gen.bool.map { .set($0) }))
        await checkGate(LoadingState(), Gen.bool.map { .setLoading($0) })
        await checkGate(FollowState(), Gen.oneOf(Gen.bool.map { .setSelected($0) }, Gen.bool.map { .setMutual($0) }, Gen.bool.map { .setLoading($0) }))
        await checkGate(try ModalButtonState(modes: ModalButtonStateTests.appStore), ModalButtonStateTests.events)
    }

    private func checkGate<Content: ControlContent & Sendable>(
        _ initial: Content, _ contentEvents: Generator<Content.Event>, sourceLocation: SourceLocation = #_sourceLocation
    ) async where Content.Event: Equatable & Sendable, Content.Effect: Equatable {
        let events = Gen<Controlled<Content>.Event>.oneOf(
            ControlModelTests.events.map { .control($0) },
            Gen.bool.map { .control(.setEnabled($0)) },
            contentEvents.map { .content($0) },
            contentEvents.map { .content($0) }
        )
        await propertyCheck(count: 200, input: events.array(of: 1...300), sourceLocation: sourceLocation) { events in
            var machine = Controlled(initial)
            for event in events {
                let before = machine
                let effects = machine.handle(event)
                if case .content(let contentEvent) = event {
                    var alone = before.content
                    if before.isEnabled || Content.passesWhileDisabled(contentEvent) {
                        let contentEffects = alone.handle(contentEvent).map(Controlled<Content>.Effect.content)
                        #expect(Array(effects.prefix(contentEffects.count)) == contentEffects)
                    } else {
                        #expect(effects == before.content.refusing(contentEvent).map(Controlled<Content>.Effect.content))
                    }
                    #expect(machine.content == alone, "only the events that pass change a disabled control's content")
                } else {
                    #expect(machine.content == before.content)
                }
                #expect(machine.isEnabled == (machine.isEnabledByApplication && machine.content.allowsInput))
                #expect(machine.control.applicationState
                    == machine.requestedApplicationState.union(machine.content.applicationState).intersection(.applicationMask))
                if let selected = machine.content.selection {
                    #expect(machine.control.isSelected == selected, "the control is selected as its content says")
                }
                let changes = effects.filter { if case .control(.stateChanged) = $0 { return true } else { return false } }
                #expect(changes == (machine.control.state == before.control.state ? [] : [.control(.stateChanged(machine.control.state))]))
            }
        }
    }

    static let stepperEvents = Gen<StepperState.Event>.oneOf(
        Gen.bool.map { .press($0 ? .up : .down) },
        Gen.always(.release),
        Gen.always(.repeatTick),
        Gen.bool.map { .step($0 ? .up : .down) },
        Gen.bool.map { .page($0 ? .up : .down) },
        Gen.int(in: -2...12).map { .enter(Double($0)) },
        Gen.int(in: -2...12).map { .setValue(Double($0)) }
    )

    static let knobEvents = Gen<KnobState.Event>.oneOf(
        Gen.double(in: -4...4).map { .dragBegan(angle: $0) },
        Gen.double(in: -4...4).map { .dragMoved(angle: $0) },
        Gen.always(.dragEnded),
        Gen.double(in: -0.3...0.3).map { .adjust(delta: $0) },
        Gen.double(in: -0.2...1.2).map { .enter($0) },
        Gen.double(in: -0.2...1.2).map { .setValue($0) }
    )
}
