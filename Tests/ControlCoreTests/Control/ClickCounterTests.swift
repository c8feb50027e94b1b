// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import ControlCore
import Testing

@Suite struct ClickCounterTests {
    @Test func pressesCloseInTimeAndPlaceCountUp() {
        var counter = ClickCounter(interval: 400, distance: 5)
        #expect(counter.press(time: 1000, x: 10, y: 10) == 1)
        #expect(counter.press(time: 1300, x: 12, y: 11) == 2)
        #expect(counter.press(time: 1700, x: 12, y: 11) == 3)
    }

    @Test func aSlowOrDistantPressStartsAgain() {
        var counter = ClickCounter(interval: 400, distance: 5)
        _ = counter.press(time: 1000, x: 10, y: 10)
        #expect(counter.press(time: 1401, x: 10, y: 10) == 1)
        #expect(counter.press(time: 1500, x: 20, y: 10) == 1)
    }

    @Test func timestampWrapAroundIsHandled() {
        var counter = ClickCounter(interval: 400, distance: 5)
        _ = counter.press(time: UInt32.max - 100, x: 0, y: 0)
        #expect(counter.press(time: 100, x: 0, y: 0) == 2)
    }
}
