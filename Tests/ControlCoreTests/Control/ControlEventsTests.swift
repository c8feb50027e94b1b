// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import ControlCore
import Testing

@Suite struct ControlEventsTests {
    @Test func groupsHoldTheirMembers() {
        let touches: ControlEvents = [
            .touchDown, .touchDownRepeat, .touchDragInside, .touchDragOutside, .touchDragEnter,
            .touchDragExit, .touchUpInside, .touchUpOutside, .touchCancel,
        ]
        #expect(ControlEvents.allTouchEvents.isSuperset(of: touches))
        #expect(ControlEvents.allTouchEvents.isDisjoint(with: [.valueChanged, .editingChanged]))
        let editing: ControlEvents = [.editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit]
        #expect(ControlEvents.allEditingEvents == editing)
        #expect(ControlEvents.applicationReserved.isDisjoint(with: .systemReserved))
        #expect(ControlEvents.allEvents.isSuperset(of: [.applicationReserved, .systemReserved, .primaryActionTriggered]))
    }

    @Test func everyNamedEventIsOneDistinctBit() {
        let bits = ControlEvents.named.map(\.event.rawValue)
        #expect(bits.allSatisfy { $0.nonzeroBitCount == 1 })
        #expect(Set(bits).count == bits.count)
    }

    @Test func descriptionNamesEvents() {
        #expect(ControlEvents([.touchUpInside, .primaryActionTriggered]).description == "touchUpInside+primaryActionTriggered")
        #expect(ControlEvents().description == "none")
        #expect(ControlEvents(rawValue: 1 << 24).description == "0x1000000")
    }
}
