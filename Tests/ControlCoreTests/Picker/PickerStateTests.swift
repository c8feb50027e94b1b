// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import ControlCore
import PropertyChecks
import Testing

@Suite struct PickerStateTests {
    static func picker(rows: [Int]) -> PickerState {
        var picker = PickerState(componentCount: rows.count)
        for (component, count) in rows.enumerated() { _ = picker.handle(.reload(component: component, rowCount: count)) }
        return picker
    }

    @Test func reloadWithFewerRowsClampsTheSelection() {
        var picker = Self.picker(rows: [50])
        _ = picker.handle(.select(row: 40, component: 0, animated: false, time: .zero))
        #expect(picker.handle(.reload(component: 0, rowCount: 10)) == [.redraw(component: 0), .didSelect(row: 9, component: 0)])
        #expect(picker.selectedRow(inComponent: 0) == 9)
        #expect(picker.components[0].offset == 9)
    }

    @Test func selectOutOfRangeIsClamped() {
        var picker = Self.picker(rows: [5])
        _ = picker.handle(.select(row: 99, component: 0, animated: false, time: .zero))
        #expect(picker.selectedRow(inComponent: 0) == 4)
        _ = picker.handle(.select(row: -3, component: 0, animated: false, time: .zero))
        #expect(picker.selectedRow(inComponent: 0) == 0)
        #expect(picker.handle(.select(row: 1, component: 7, animated: false, time: .zero)) == [], "no such component")
    }

    @Test func emptyAndNegativeComponents() {
        var picker = Self.picker(rows: [0])
        #expect(picker.selectedRow(inComponent: 0) == nil)
        #expect(picker.handle(.key(component: 0, .down, time: .zero)) == [])
        #expect(picker.handle(.reload(component: 0, rowCount: -4)).first == .reportNegativeCount(component: 0, count: -4))
        #expect(!picker.handle(.reload(component: 0, rowCount: -4)).contains(.reportNegativeCount(component: 0, count: -4)),
                "reported once")
        #expect(picker.components[0].rowCount == 0)
    }

    @Test func flingAlwaysComesToRestExactlyOnARow() {
        var picker = Self.picker(rows: [100])
        _ = picker.handle(.dragBegan(component: 0, time: .zero))
        _ = picker.handle(.dragMoved(component: 0, rows: 3.4))
        let effects = picker.handle(.dragEnded(component: 0, velocity: 12, time: .milliseconds(100)))
        #expect(effects.contains(.startTicking))
        let target = picker.selectedRow(inComponent: 0)!
        #expect(target == Int((3.4 + 12 / DrumPhysics.deceleration).rounded()))
        var time = Duration.milliseconds(100)
        while picker.isAnimating {
            time += .milliseconds(16)
            _ = picker.handle(.tick(time: time))
        }
        #expect(picker.components[0].offset == Double(target))
    }

    @Test func dragPastTheEndsRubberBandsAndSnapsBack() {
        var picker = Self.picker(rows: [10])
        _ = picker.handle(.dragBegan(component: 0, time: .zero))
        _ = picker.handle(.dragMoved(component: 0, rows: -5))
        let offset = picker.components[0].offset
        #expect(offset < 0 && offset > -DrumPhysics.rubberBandLimit)
        _ = picker.handle(.dragEnded(component: 0, velocity: 0, time: .zero))
        #expect(picker.selectedRow(inComponent: 0) == 0)
    }

    @Test func keyboardSteps() {
        var picker = Self.picker(rows: [20])
        _ = picker.handle(.key(component: 0, .down, time: .zero))
        _ = picker.handle(.key(component: 0, .pageDown, time: .zero))
        #expect(picker.selectedRow(inComponent: 0) == 6)
        _ = picker.handle(.key(component: 0, .end, time: .zero))
        #expect(picker.selectedRow(inComponent: 0) == 19)
        #expect(picker.handle(.key(component: 0, .down, time: .zero)) == [], "no step past the end")
        _ = picker.handle(.key(component: 0, .home, time: .zero))
        #expect(picker.selectedRow(inComponent: 0) == 0)
    }

    @Test func typeAheadFindsTheNextMatchIgnoringCaseAndAccents() {
        let titles = ["Alabama", "Alaska", "Arizona", "São Paulo", "Alberta"]
        #expect(PickerState.typeAheadRow(prefix: "al", titles: { titles[$0] }, rowCount: 5, from: 0) == 1)
        #expect(PickerState.typeAheadRow(prefix: "al", titles: { titles[$0] }, rowCount: 5, from: 1) == 4)
        #expect(PickerState.typeAheadRow(prefix: "AL", titles: { titles[$0] }, rowCount: 5, from: 4) == 0, "wraps")
        #expect(PickerState.typeAheadRow(prefix: "sao", titles: { titles[$0] }, rowCount: 5, from: 0) == 3)
        #expect(PickerState.typeAheadRow(prefix: "zz", titles: { titles[$0] }, rowCount: 5, from: 0) == nil)
    }

    /// A keystroke in a drum of a million rows reads the titles of a thousand, not all of them.
    @Test func typeAheadReadsAtMostItsReach() {
        var read = 0
        let title = { (row: Int) -> String in read += 1; return row == 5_000 ? "Five thousand" : "Row \(row)" }
        #expect(PickerState.typeAheadRow(prefix: "f", titles: title, rowCount: 1_000_000, from: 0) == nil)
        #expect(read == PickerState.typeAheadReach)
        #expect(PickerState.typeAheadRow(prefix: "f", titles: title, rowCount: 1_000_000, from: 4_500) == 5_000)
    }

    enum Input: CaseIterable { case drag, move, end, wheel, key, tick, reload, select }

    /// Long random input: the selection is always inside its component, and every drum
    /// that comes to rest sits exactly on its selected row.
    @Test func invariantsHoldOverRandomInput() async {
        await propertyCheck(count: 300, input: Gen<Input>.case.array(of: 1...200), Gen.int(in: -30...30).array(of: 200)) { inputs, numbers in
            var picker = Self.picker(rows: [12, 3])
            var time = Duration.zero
            for (step, input) in inputs.enumerated() {
                let n = numbers[step % numbers.count]
                let component = abs(n) % 2
                time += .milliseconds(abs(n) * 3)
                let event: PickerState.Event = switch input {
                case .drag: .dragBegan(component: component, time: time)
                case .move: .dragMoved(component: component, rows: Double(n) / 3)
                case .end: .dragEnded(component: component, velocity: Double(n), time: time)
                case .wheel: .scroll(component: component, steps: n.signum(), time: time)
                case .key: .key(component: component, [.up, .down, .pageUp, .pageDown, .home, .end][abs(n) % 6], time: time)
                case .tick: .tick(time: time)
                case .reload: .reload(component: component, rowCount: abs(n) % 15)
                case .select: .select(row: n, component: component, animated: n % 2 == 0, time: time)
                }
                _ = picker.handle(event)
                for drum in picker.components {
                    if drum.rowCount > 0 { #expect((0..<drum.rowCount).contains(drum.selectedRow)) }
                    if drum.isAtRest { #expect(drum.offset == Double(drum.selectedRow)) }
                }
            }
        }
    }
}

@Suite struct VelocityTrackerTests {
    @Test func measuresRecentSpeedAndForgetsAPause() {
        var tracker = VelocityTracker(window: 100)
        tracker.add(time: 1000, position: 0)
        tracker.add(time: 1050, position: 5)
        tracker.add(time: 1100, position: 10)
        #expect(tracker.velocity(at: 1100) == 100, "10 units in 100 ms")
        #expect(tracker.velocity(at: 1400) == 0, "a pause before release means no fling")
        tracker.reset()
        #expect(tracker.velocity(at: 1100) == 0)
    }
}

@Suite struct CalendarDateTests {
    @Test func leapYearsFollowTheGregorianRule() {
        #expect(CalendarDate.isLeapYear(2024) && CalendarDate.isLeapYear(2000))
        #expect(!CalendarDate.isLeapYear(1900) && !CalendarDate.isLeapYear(2023))
    }

    @Test func theDayStaysValidWhenTheMonthOrYearChanges() {
        var date = CalendarDate(year: 2024, month: 1, day: 31)
        date.setMonth(2)
        #expect(date.day == 29 && date.daysInMonth == 29)
        date.setYear(2023)
        #expect(date.day == 28)
        date.setMonth(4)
        date.setDay(31)
        #expect(date.day == 30)
        #expect(CalendarDate(year: 2023, month: 13, day: 0) == CalendarDate(year: 2023, month: 12, day: 1))
    }
}
