// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import ControlCore
import PropertyChecks
import Testing

@Suite struct ControlModelTests {
    @Test func clickSendsStateChangesAndActions() {
        var model = ControlModel()
        #expect(model.handle(.pointer(.press(inside: true, clickCount: 1)))
            == [.stateChanged(.highlighted), .sendActions(.touchDown)])
        #expect(model.handle(.pointer(.release(inside: true)))
            == [.stateChanged(.normal), .sendActions([.touchUpInside, .primaryActionTriggered])])
    }

    @Test func pressDragOutReleaseOutsideSendsNoPrimaryAction() {
        var model = ControlModel()
        _ = model.handle(.pointer(.press(inside: true, clickCount: 1)))
        #expect(model.handle(.pointer(.move(inside: false)))
            == [.stateChanged(.normal), .sendActions([.touchDragExit, .touchDragOutside])])
        #expect(model.handle(.pointer(.release(inside: false))) == [.sendActions(.touchUpOutside)])
    }

    @Test func disabledControlEmitsNothing() {
        var model = ControlModel()
        #expect(model.handle(.setEnabled(false)) == [.stateChanged(.disabled)])
        #expect(model.handle(.pointer(.press(inside: true, clickCount: 1))) == [])
        #expect(model.handle(.pointer(.release(inside: true))) == [])
        #expect(model.handle(.activate) == [])
        #expect(model.state == .disabled)
    }

    @Test func disablingMidPressDropsHighlightAndTheRelease() {
        var model = ControlModel()
        _ = model.handle(.pointer(.press(inside: true, clickCount: 1)))
        #expect(model.handle(.setEnabled(false)) == [.stateChanged(.disabled)])
        _ = model.handle(.setEnabled(true))
        #expect(model.handle(.pointer(.release(inside: true))) == [])
    }

    @Test func keyboardActivationSendsPrimaryActionOnly() {
        var model = ControlModel()
        #expect(model.handle(.activate) == [.sendActions(.primaryActionTriggered)])
    }

    @Test func settersReportOnlyRealChanges() throws {
        var model = ControlModel()
        #expect(model.handle(.setSelected(true)) == [.stateChanged(.selected)])
        #expect(model.handle(.setSelected(true)) == [])
        #expect(model.handle(.setFocused(true)) == [.stateChanged([.selected, .focused])])
        let custom = try ControlState.application(3)
        #expect(model.handle(.setApplicationState(custom)) == [.stateChanged([.selected, .focused, custom])])
        #expect(model.handle(.setEnabled(true)) == [])
    }

    @Test func applicationStateKeepsOnlyApplicationBits() {
        var model = ControlModel()
        _ = model.handle(.setApplicationState(ControlState(rawValue: 0xFF01_0007)))
        #expect(model.applicationState == ControlState(rawValue: 0x0001_0000))
        #expect(model.state == ControlState(rawValue: 0x0001_0000))
    }

    /// Long random sequences of pointer input, keys and setters: a disabled control never
    /// highlights or sends, `state` is always the composition of the flags, and each
    /// change of `state` is reported exactly once.
    @Test func invariantsHoldOverRandomEvents() async {
        await propertyCheck(count: 300, input: Self.events.array(of: 1...300)) { events in
            var model = ControlModel()
            var reported = model.state
            for event in events {
                let before = model.state
                let effects = model.handle(event)
                let changes = effects.compactMap { effect -> ControlState? in
                    if case .stateChanged(let state) = effect { return state } else { return nil }
                }
                let sent = effects.compactMap { effect -> ControlEvents? in
                    if case .sendActions(let events) = effect { return events } else { return nil }
                }
                #expect(changes.count == (model.state == before ? 0 : 1))
                if let last = changes.last { reported = last }
                #expect(reported == model.state)
                if !model.isEnabled {
                    #expect(!model.isHighlighted && !model.tracker.isTracking)
                    if case .setEnabled = event {} else { #expect(sent.isEmpty) }
                }
                #expect(model.state.contains(.disabled) == !model.isEnabled)
                #expect(model.state.contains(.highlighted) == model.tracker.isHighlighted)
                #expect(model.state.isDisjoint(with: .reservedMask))
            }
        }
    }

    static let events = Gen<ControlModel.Event>.oneOf(
        PointerTrackerTests.inputs.map { ControlModel.Event.pointer($0) },
        PointerTrackerTests.inputs.map { ControlModel.Event.pointer($0) },
        Gen.always(ControlModel.Event.activate),
        Gen.bool.map { ControlModel.Event.setEnabled($0) },
        Gen.bool.map { ControlModel.Event.setSelected($0) },
        Gen.bool.map { ControlModel.Event.setFocused($0) },
        Gen.int(in: 0...Int(UInt32.max)).map { ControlModel.Event.setApplicationState(ControlState(rawValue: UInt32($0))) }
    )
}
