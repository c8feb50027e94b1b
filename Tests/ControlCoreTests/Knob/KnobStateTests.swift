// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import ControlCore
import PropertyChecks
import Testing

@Suite struct KnobStateTests {
    @Test func anglesMapOntoTheArc() {
        #expect(abs(KnobState.value(forAngle: KnobState.startAngle) - 0) < 1e-9)
        #expect(abs(KnobState.value(forAngle: .pi / 2) - 0.5) < 1e-9, "straight up is halfway")
        #expect(abs(KnobState.value(forAngle: -.pi / 4) - 1) < 1e-9, "lower right is the end")
        #expect(KnobState.value(forAngle: -.pi / 2 - 0.3) == 0, "the dead zone snaps to the nearer end")
        #expect(KnobState.value(forAngle: -.pi / 2 + 0.3) == 1)
    }

    @Test func continuousDragSendsAsItGoes() {
        var knob = KnobState(isContinuous: true)
        #expect(knob.handle(.dragBegan(angle: .pi / 2)) == [.sendActions(.valueChanged)])
        #expect(knob.handle(.dragMoved(angle: 0)).contains(.sendActions(.valueChanged)))
        #expect(knob.handle(.dragEnded) == [])
    }

    @Test func discreteDragSendsOnceAtTheEnd() {
        var knob = KnobState(isContinuous: false)
        #expect(knob.handle(.dragBegan(angle: .pi / 2)) == [])
        #expect(knob.handle(.dragMoved(angle: 0)) == [])
        #expect(knob.handle(.dragEnded) == [.sendActions(.valueChanged)])
        #expect(knob.handle(.dragMoved(angle: 1)) == [], "moves after the end are ignored")
    }

    @Test func keyboardAdjustsAndClamps() {
        var knob = KnobState(value: 0.95)
        #expect(knob.handle(.adjust(delta: 0.1)) == [.sendActions(.valueChanged)])
        #expect(knob.value == 1)
        #expect(knob.handle(.adjust(delta: 0.1)) == [])
    }

    @Test func anEnteredValueIsSentClamped() {
        var knob = KnobState(value: 0.2)
        #expect(knob.handle(.enter(0.75)) == [.sendActions(.valueChanged)])
        #expect(knob.value == 0.75)
        #expect(knob.handle(.enter(0.75)) == [], "no change, nothing sent")
        #expect(knob.handle(.enter(7)) == [.sendActions(.valueChanged)])
        #expect(knob.value == 1)
        #expect(knob.handle(.enter(.nan)) == [])
        #expect(knob.value == 1)
    }

    @Test func valueStaysInRangeForAnyAngle() async {
        await propertyCheck(count: 1000, input: Gen.double(in: -100...100)) { angle in
            let value = KnobState.value(forAngle: angle)
            #expect((0...1).contains(value))
            var knob = KnobState()
            _ = knob.handle(.dragBegan(angle: angle))
            #expect((0...1).contains(knob.value))
        }
    }
}
