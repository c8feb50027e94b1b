// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import ControlCore
import Testing

@Suite struct SwitchStateTests {
    @Test func userToggleSendsValueChangedButSettingDoesNot() {
        var toggle = SwitchState()
        #expect(toggle.handle(.userToggled(true)) == [.show(true), .sendActions(.valueChanged)])
        #expect(toggle.handle(.set(false)) == [.show(false)])
        #expect(toggle.handle(.set(false)) == [])
        #expect(toggle.handle(.userToggled(false)) == [])
    }
}
