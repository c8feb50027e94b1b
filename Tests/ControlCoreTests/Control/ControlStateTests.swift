// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import ControlCore
import Testing

@Suite struct ControlStateTests {
    @Test func standardFlagsHaveUIKitBits() {
        #expect(ControlState.normal.rawValue == 0)
        #expect(ControlState.highlighted.rawValue == 1)
        #expect(ControlState.disabled.rawValue == 2)
        #expect(ControlState.selected.rawValue == 4)
        #expect(ControlState.focused.rawValue == 8)
    }

    @Test(arguments: 0...7)
    func applicationIndexMapsToBits16To23(index: Int) throws {
        let state = try ControlState.application(index)
        #expect(state.rawValue == 1 << UInt32(16 + index))
        #expect(ControlState.applicationMask.isSuperset(of: state))
    }

    @Test(arguments: [-1, 8, 16, 24, Int.max])
    func applicationIndexOutsideRangeIsRefusedWithItsNumber(index: Int) {
        #expect(throws: ControlStateError.applicationIndexOutOfRange(index)) {
            try ControlState.application(index)
        }
        let message = ControlStateError.applicationIndexOutOfRange(index).description
        #expect(message.contains("\(index)") && message.contains("0…7"))
    }

    @Test func reservedBitsAreRefused() throws {
        #expect(throws: ControlStateError.reservedBits(0x0100_0000)) {
            try ControlState(validating: 0x0100_0004)
        }
        #expect(ControlStateError.reservedBits(0x0100_0000).description.contains("0x1000000"))
        #expect(try ControlState(validating: 0x0081_0004) == ControlState(rawValue: 0x0081_0004))
    }

    @Test func descriptionNamesEveryFlag() throws {
        #expect(ControlState.normal.description == "normal")
        #expect(ControlState([.highlighted, .selected]).description == "highlighted+selected")
        let loading = try ControlState.application(1).union(.disabled)
        #expect(loading.description == "disabled+application(1)")
    }
}
