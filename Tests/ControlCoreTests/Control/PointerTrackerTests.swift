// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import ControlCore
import PropertyChecks
import Testing

@Suite struct PointerTrackerTests {
    @Test func pressAndReleaseInsideIsAClick() {
        var tracker = PointerTracker()
        #expect(tracker.handle(.press(inside: true, clickCount: 1)) == .touchDown)
        #expect(tracker.isHighlighted)
        #expect(tracker.handle(.release(inside: true)) == [.touchUpInside, .primaryActionTriggered])
        #expect(!tracker.isHighlighted && !tracker.isTracking)
    }

    @Test func dragOutUnhighlightsAndReleaseOutsideIsNoClick() {
        var tracker = PointerTracker()
        _ = tracker.handle(.press(inside: true, clickCount: 1))
        #expect(tracker.handle(.move(inside: true)) == .touchDragInside)
        #expect(tracker.handle(.move(inside: false)) == [.touchDragExit, .touchDragOutside])
        #expect(!tracker.isHighlighted && tracker.isTracking)
        #expect(tracker.handle(.move(inside: false)) == .touchDragOutside)
        #expect(tracker.handle(.release(inside: false)) == .touchUpOutside)
        #expect(!tracker.isTracking)
    }

    @Test func dragBackInRehighlights() {
        var tracker = PointerTracker()
        _ = tracker.handle(.press(inside: true, clickCount: 1))
        _ = tracker.handle(.move(inside: false))
        #expect(tracker.handle(.move(inside: true)) == [.touchDragEnter, .touchDragInside])
        #expect(tracker.isHighlighted)
        #expect(tracker.handle(.release(inside: true)).contains(.primaryActionTriggered))
    }

    @Test func secondClickSendsDownRepeat() {
        var tracker = PointerTracker()
        #expect(tracker.handle(.press(inside: true, clickCount: 2)) == [.touchDown, .touchDownRepeat])
    }

    @Test func cancelEndsTracking() {
        var tracker = PointerTracker()
        _ = tracker.handle(.press(inside: true, clickCount: 1))
        #expect(tracker.handle(.cancel) == .touchCancel)
        #expect(tracker.handle(.release(inside: true)) == [])
    }

    @Test func outOfOrderInputIsIgnored() {
        var tracker = PointerTracker()
        #expect(tracker.handle(.move(inside: true)) == [])
        #expect(tracker.handle(.release(inside: true)) == [])
        #expect(tracker.handle(.cancel) == [])
        #expect(tracker.handle(.press(inside: false, clickCount: 1)) == [])
        _ = tracker.handle(.press(inside: true, clickCount: 1))
        #expect(tracker.handle(.press(inside: true, clickCount: 1)) == [], "a second press while tracking is not a new touch")
    }

    /// Over long random input sequences: every touch that starts ends exactly once, a click
    /// needs a release inside, highlight means tracking inside.
    @Test func invariantsHoldOverRandomInput() async {
        await propertyCheck(count: 300, input: Self.inputs.array(of: 1...300)) { inputs in
            var tracker = PointerTracker()
            var open = false
            var lastInside = false
            for input in inputs {
                let events = tracker.handle(input)
                if events.contains(.touchDown) {
                    #expect(!open)
                    open = true
                }
                let ends = events.intersection([.touchUpInside, .touchUpOutside, .touchCancel])
                if !ends.isEmpty {
                    #expect(open && ends.rawValue.nonzeroBitCount == 1)
                    open = false
                }
                #expect(events.contains(.primaryActionTriggered) == events.contains(.touchUpInside))
                if events.contains(.touchUpInside) { #expect(input == .release(inside: true)) }
                if events.contains(.touchDragExit) { #expect(lastInside) }
                #expect(tracker.isTracking == open)
                #expect(tracker.isHighlighted == (tracker.isTracking && tracker.isInside))
                lastInside = tracker.isInside
            }
        }
    }

    static let inputs = Gen<PointerTracker.Input>.oneOf(
        Gen.bool.map { PointerTracker.Input.press(inside: $0, clickCount: 1) },
        Gen.bool.map { PointerTracker.Input.move(inside: $0) },
        Gen.bool.map { PointerTracker.Input.release(inside: $0) },
        Gen.always(PointerTracker.Input.cancel)
    )
}
