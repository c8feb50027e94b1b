// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import ControlCore
import Testing

@Suite struct ManualSchedulerTests {
    @Test func nothingRunsUntilTimeAdvances() {
        let scheduler = ManualScheduler()
        var fired: [Duration] = []
        _ = scheduler.schedule(after: .seconds(2)) { fired.append(scheduler.now) }
        scheduler.advance(by: .milliseconds(1999))
        #expect(fired.isEmpty)
        scheduler.advance(by: .milliseconds(1))
        #expect(fired == [.seconds(2)])
        #expect(scheduler.pendingCount == 0)
    }

    @Test func timersFireInDueOrderThenScheduleOrder() {
        let scheduler = ManualScheduler()
        var order: [String] = []
        _ = scheduler.schedule(after: .seconds(3)) { order.append("c") }
        _ = scheduler.schedule(after: .seconds(1)) { order.append("a") }
        _ = scheduler.schedule(after: .seconds(1)) { order.append("b") }
        scheduler.advance(by: .seconds(5))
        #expect(order == ["a", "b", "c"])
        #expect(scheduler.now == .seconds(5))
    }

    @Test func cancelledTimerNeverFires() {
        let scheduler = ManualScheduler()
        var fired = false
        let timer = scheduler.schedule(after: .seconds(1)) { fired = true }
        timer.cancel()
        timer.cancel()
        scheduler.advance(by: .seconds(2))
        #expect(!fired && scheduler.pendingCount == 0)
    }

    @Test func timerScheduledWhileFiringRunsInTheSameAdvanceWhenDue() {
        let scheduler = ManualScheduler()
        var fired: [Duration] = []
        _ = scheduler.schedule(after: .seconds(1)) {
            _ = scheduler.schedule(after: .seconds(1)) { fired.append(scheduler.now) }
        }
        scheduler.advance(by: .seconds(3))
        #expect(fired == [.seconds(2)])
    }

    @Test func runAllFiresEverything() {
        let scheduler = ManualScheduler()
        var count = 0
        _ = scheduler.schedule(after: .seconds(10)) { count += 1 }
        _ = scheduler.schedule(after: .seconds(100)) { count += 1 }
        scheduler.runAll()
        #expect(count == 2 && scheduler.now == .seconds(100))
    }
}
