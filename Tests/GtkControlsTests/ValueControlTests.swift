// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import ControlCore
@testable import GtkControls
import GtkTesting
import XCTest

/// Switch, Stepper and Knob with real pointer and keyboard input; autorepeat in virtual time.
final class ValueControlTests: GtkTestCase, @unchecked Sendable {
    private static let heartImage = checkoutPath("Sources/GtkControlsResources/icons/scalable/actions/heart-symbolic.svg")

    func testSwitchUserToggleSendsValueChangedButSettingFromCodeDoesNot() {
        onMain {
            let toggle = Switch()
            var changes: [Bool] = []
            toggle.addAction(for: .valueChanged) { control, _ in changes.append((control as! Switch).isOn) }
            _ = present(toggle.widget)
            toggle.setOn(true, animated: false)
            drainEvents()
            XCTAssertTrue(toggle.isOn)
            XCTAssertEqual(changes, [], "setOn from code must not send valueChanged")
            let point = windowPoint(of: toggle.host, x: 10, y: 10)
            xdotool("mousemove --window \(point.window) \(point.x) \(point.y) click 1")
            XCTAssertTrue(pump { changes == [false] }, "a click must toggle and report, got \(changes)")
            XCTAssertFalse(toggle.isOn)
            XCTAssertEqual(gtk_switch_get_state(OpaquePointer(toggle.host)), 0)
        }
    }

    func testStepperHoldAutorepeatsInVirtualTimeAndStopsAtTheEnd() throws {
        try onMain {
            let scheduler = ManualScheduler()
            let stepper = Stepper(configuration: try .init(minimum: 0, maximum: 3), value: 0, scheduler: scheduler)
            var values: [Double] = []
            stepper.addAction(for: .valueChanged) { control, _ in values.append((control as! Stepper).value) }
            _ = present(stepper.widget)
            let plus = gtk_widget_get_last_child(stepper.host)!
            let point = windowPoint(of: plus, x: 10, y: 10)
            xdotool("mousemove --window \(point.window) \(point.x) \(point.y)")
            xdotool("mousedown 1")
            XCTAssertTrue(pump { stepper.value == 1 })
            // GTK's click gesture says "stopped" when the double-click time runs out with the
            // button still down. That is a real timer of GTK's, not the scheduler's, and the
            // hold must outlast it.
            let doubleClickTime = cgtk_get_int_property(gtk_settings_get_default()!.rawObject, "gtk-double-click-time")
            pump(timeout: Double(doubleClickTime) / 1000 + 0.1) { false }
            scheduler.advance(by: StepperState.initialDelay)
            XCTAssertEqual(stepper.value, 2)
            scheduler.advance(by: StepperState.repeatInterval)
            XCTAssertEqual(stepper.value, 3)
            XCTAssertEqual(gtk_widget_get_sensitive(plus), 0, "+ is insensitive at the maximum")
            scheduler.advance(by: .seconds(5))
            xdotool("mouseup 1")
            drainEvents()
            XCTAssertEqual(values, [1, 2, 3])
            XCTAssertEqual(scheduler.pendingCount, 0, "no repeat may stay scheduled after release")
        }
    }

    func testStepperKeyboardAndClick() throws {
        try onMain {
            let stepper = Stepper(configuration: try .init(minimum: 0, maximum: 100), value: 50)
            let window = present(stepper.widget)
            gtk_widget_grab_focus(stepper.host)
            xdotool("windowfocus --sync \(windowPoint(of: window, x: 0, y: 0).window)")
            xdotool("key Up")
            XCTAssertTrue(pump { stepper.value == 51 })
            xdotool("key Page_Down")
            XCTAssertTrue(pump { stepper.value == 41 })
            let minus = gtk_widget_get_first_child(stepper.host)!
            let point = windowPoint(of: minus, x: 10, y: 10)
            xdotool("mousemove --window \(point.window) \(point.x) \(point.y) click 1")
            XCTAssertTrue(pump { stepper.value == 40 }, "one click must step exactly once, got \(stepper.value)")
            drainEvents()
            XCTAssertEqual(stepper.value, 40)
        }
    }

    func testDisabledValueControlsRefuseTheUsersInputButTakeValuesFromCode() throws {
        try onMain {
            let stepper = Stepper(configuration: try .init(minimum: 0, maximum: 10), value: 2)
            let knob = Knob(value: 0.5)
            let toggle = Switch()
            var sent = 0
            for control in [stepper, knob, toggle] as [Control] {
                control.addAction(for: .valueChanged) { _, _ in sent += 1 }
                control.isEnabled = false
            }
            let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
            for control in [stepper, knob, toggle] as [Control] { gtk_box_append(cgtk_box(box), control.widget) }
            _ = present(box)
            XCTAssertFalse(stepper.setValueFromAssistiveTechnology(7), "a disabled stepper took a value from an assistive technology")
            XCTAssertFalse(knob.setValueFromAssistiveTechnology(0.9), "a disabled knob took a value from an assistive technology")
            gtk_switch_set_active(OpaquePointer(toggle.host), 1)
            drainEvents()
            XCTAssertEqual(stepper.value, 2)
            XCTAssertEqual(knob.value, 0.5)
            XCTAssertFalse(toggle.isOn, "a disabled switch took a toggle")
            XCTAssertEqual(sent, 0)
            stepper.setValue(5)
            knob.setValue(0.25)
            toggle.setOn(true, animated: false)
            XCTAssertEqual(stepper.value, 5)
            XCTAssertEqual(knob.value, 0.25)
            XCTAssertTrue(toggle.isOn)
            stepper.isEnabled = true
            XCTAssertTrue(stepper.setValueFromAssistiveTechnology(7))
            XCTAssertEqual(stepper.value, 7)
        }
    }

    func testKnobFollowsTheKeyboardAndTheDrag() {
        onMain {
            let knob = Knob(value: 0.5)
            var sent = 0
            knob.addAction(for: .valueChanged) { _, _ in sent += 1 }
            let window = present(knob.widget)
            gtk_widget_grab_focus(knob.host)
            xdotool("windowfocus --sync \(windowPoint(of: window, x: 0, y: 0).window)")
            xdotool("key Up")
            XCTAssertTrue(pump { abs(knob.value - 0.55) < 1e-9 })
            xdotool("key End")
            XCTAssertTrue(pump { knob.value == 1 })
            // Press at the knob's left edge, level with its centre: 180°, a third of the arc.
            let width = Double(gtk_widget_get_width(knob.host))
            let height = Double(gtk_widget_get_height(knob.host))
            let left = windowPoint(of: knob.host, x: 2, y: height / 2)
            xdotool("mousemove --window \(left.window) \(left.x) \(left.y) mousedown 1")
            XCTAssertTrue(pump { abs(knob.value - 1.0 / 6) < 0.03 }, "got \(knob.value)")
            let top = windowPoint(of: knob.host, x: width / 2, y: 2)
            xdotool("mousemove --window \(top.window) \(top.x) \(top.y)")
            XCTAssertTrue(pump { abs(knob.value - 0.5) < 0.03 }, "got \(knob.value)")
            xdotool("mouseup 1")
            XCTAssertGreaterThanOrEqual(sent, 4)
        }
    }

    /// Right to left the knob is its mirror image: drawn mirrored, and a press at its right
    /// edge is what one at its left edge is left to right (a third of the arc).
    func testKnobMirrorsRightToLeft() throws {
        try onMain {
            let knob = Knob(value: 0.3)
            let window = present(knob.widget)
            let leftToRight = try pixels(of: knob.host, in: window)
            gtk_widget_set_direction(knob.host, GTK_TEXT_DIR_RTL)
            let rightToLeft = try pixels(of: knob.host, in: window)
            let (width, height) = (Int(gtk_widget_get_width(knob.host)), Int(gtk_widget_get_height(knob.host)))
            var mirroredDifference = 0
            var plainDifference = 0
            for y in 0..<height {
                for x in 0..<width {
                    for channel in 0..<4 {
                        let drawn = Int(rightToLeft[(y * width + x) * 4 + channel])
                        mirroredDifference += abs(drawn - Int(leftToRight[(y * width + width - 1 - x) * 4 + channel]))
                        plainDifference += abs(drawn - Int(leftToRight[(y * width + x) * 4 + channel]))
                    }
                }
            }
            XCTAssertLessThan(mirroredDifference, plainDifference / 20, "right to left the knob is not drawn as the mirror image")

            let right = windowPoint(of: knob.host, x: Double(width) - 2, y: Double(height) / 2)
            xdotool("mousemove --window \(right.window) \(right.x) \(right.y) mousedown 1")
            XCTAssertTrue(pump { abs(knob.value - 1.0 / 6) < 0.03 }, "got \(knob.value)")
            xdotool("mouseup 1")
        }
    }

    /// The knob's keys are its class's: right to left, Left turns it up and Right down.
    func testKnobKeysTurnRoundRightToLeft() {
        onMain {
            let knob = Knob(value: 0.5)
            let window = present(knob.widget)
            gtk_widget_grab_focus(knob.host)
            xdotool("windowfocus --sync \(windowPoint(of: window, x: 0, y: 0).window)")
            xdotool("key Right")
            XCTAssertTrue(pump { abs(knob.value - 0.55) < 1e-9 }, "got \(knob.value)")
            gtk_widget_set_direction(knob.host, GTK_TEXT_DIR_RTL)
            xdotool("key Left")
            XCTAssertTrue(pump { abs(knob.value - 0.6) < 1e-9 }, "got \(knob.value)")
            xdotool("key Right")
            XCTAssertTrue(pump { abs(knob.value - 0.55) < 1e-9 }, "got \(knob.value)")
            xdotool("key Page_Up")
            XCTAssertTrue(pump { abs(knob.value - 0.75) < 1e-9 }, "got \(knob.value)")
        }
    }

    /// `widget` as the window's renderer draws it once pending events are handled:
    /// premultiplied B, G, R, A bytes.
    @MainActor private func pixels(of widget: UnsafeMutablePointer<GtkWidget>, in window: UnsafeMutablePointer<GtkWidget>) throws -> [UInt8] {
        drainEvents()
        return try renderedPixels(of: widget, with: XCTUnwrap(gtk_native_get_renderer(gtk_widget_get_native(window)))).pixels
    }

    func testKnobOffersIncreaseAndDecreaseToAssistiveTechnologies() {
        onMain {
            let knob = Knob(value: 0.5)
            var sent = 0
            knob.addAction(for: .valueChanged) { _, _ in sent += 1 }
            _ = present(knob.widget)
            XCTAssertNotEqual(gtk_widget_activate_action_variant(knob.host, "knob.increase", nil), 0)
            XCTAssertEqual(knob.value, 0.55, accuracy: 1e-9)
            XCTAssertNotEqual(gtk_widget_activate_action_variant(knob.host, "knob.decrease", nil), 0)
            XCTAssertNotEqual(gtk_widget_activate_action_variant(knob.host, "knob.decrease", nil), 0)
            XCTAssertEqual(knob.value, 0.45, accuracy: 1e-9)
            XCTAssertEqual(sent, 3)
        }
    }

    func testProgressViewRefusesNaNAndAnimationStops() throws {
        try onMain {
            let progress = ProgressView()
            _ = present(progress.widget)
            XCTAssertThrowsError(try progress.setProgress(.nan))
            try progress.setProgress(2)
            XCTAssertEqual(progress.progress, 1)
            try progress.setProgress(0.25, animated: true)
            var frames = 0
            let clock = gtk_widget_get_frame_clock(progress.widget)!
            let handler = Signal.connect(clock, .afterPaint) { frames += 1 }
            pump(timeout: 1) { false }
            Signal.disconnect(clock, handler)
            XCTAssertGreaterThan(frames, 3, "the animation must run on the frame clock")
            XCTAssertLessThan(frames, 40, "the frame clock must stop once the animation ends")
            try progress.setProgressImage(Self.heartImage)
            drainEvents()
            try progress.setProgressImage(nil)
            XCTAssertThrowsError(try progress.setTrackImage("/nonexistent/track.png")) { error in
                XCTAssertTrue(String(describing: error).contains("/nonexistent/track.png"))
            }
        }
    }

    func testActivityIndicatorStartsAndHidesWhenStopped() {
        onMain {
            let indicator = ActivityIndicator(style: .large)
            _ = present(indicator.widget)
            XCTAssertEqual(gtk_widget_get_opacity(indicator.widget), 0)
            let spinner = OpaquePointer(gtk_widget_get_first_child(indicator.widget))
            XCTAssertEqual(String(cString: gtk_widget_get_css_name(gtk_widget_get_first_child(indicator.widget))), "spinner")
            indicator.startAnimating()
            XCTAssertNotEqual(gtk_spinner_get_spinning(spinner), 0)
            XCTAssertEqual(gtk_widget_get_opacity(indicator.widget), 1)
            indicator.stopAnimating()
            XCTAssertEqual(gtk_spinner_get_spinning(spinner), 0)
            XCTAssertEqual(gtk_widget_get_opacity(indicator.widget), 0)
            XCTAssertNotEqual(gtk_widget_has_css_class(indicator.widget, "large"), 0)
        }
    }

    /// A failed image load leaves the image that was drawn in place, alive and drawable.
    func testAnImageThatCannotBeReadKeepsTheOneDrawn() throws {
        try onMain {
            let progress = ProgressView(style: .bar)
            gtk_widget_set_size_request(progress.widget, 200, 10)
            _ = present(progress.widget)
            try progress.setProgressImage(Self.heartImage)
            try progress.setProgress(0.5)
            let texture = try XCTUnwrap(progress.progressImage)
            let watch = UnsafeMutablePointer<gpointer?>.allocate(capacity: 1)
            defer { watch.deallocate() }
            watch.initialize(to: texture.rawObject)
            g_object_add_weak_pointer(cgtk_object(texture.rawObject), watch)
            XCTAssertThrowsError(try progress.setProgressImage("/nonexistent/bar.png")) { error in
                XCTAssertTrue(String(describing: error).contains("/nonexistent/bar.png"), "the message names the file")
            }
            XCTAssertNotNil(watch.pointee, "the image still drawn must not be freed")
            XCTAssertEqual(progress.progressImage, texture)
            gtk_widget_queue_draw(progress.widget)
            drainEvents()
            if let alive = watch.pointee { g_object_remove_weak_pointer(cgtk_object(alive), watch) }
        }
    }

    /// From GTK 4.10 a knob, stepper, progress view or thermometer is a GtkAccessibleRange
    /// whose value reads with its text; GTK 4.8 exposes no value of a custom widget, so the
    /// value is in the name or the description there.
    func testValueControlsExposeTheirValueWhereGTKCan() throws {
        onMain {
            let knob = Knob(value: 0.35)
            knob.setAccessibleLabel("Volume")
            let stepper = Stepper(configuration: .standard, value: 4)
            stepper.setAccessibleLabel("Quantity")
            let progress = ProgressView()
            try? progress.setProgress(0.4)
            let thermometer = Thermometer()
            thermometer.value = 0.5
            let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            for widget in [knob.host, stepper.host, progress.widget, thermometer.widget] { gtk_box_append(cgtk_box(box), widget) }
            _ = present(box)
            let rangeType = g_type_from_name("GtkAccessibleRange")
            if cgtk_has_accessible_range() != 0 {
                for widget in [knob.host, stepper.host, progress.widget, thermometer.widget] {
                    XCTAssertNotEqual(g_type_is_a(cgtk_type_of(widget), rangeType), 0, "\(String(cString: g_type_name(cgtk_type_of(widget)))) is no range")
                }
                assertProperty(of: knob.host, GTK_ACCESSIBLE_PROPERTY_LABEL, "Volume")
                assertProperty(of: stepper.host, GTK_ACCESSIBLE_PROPERTY_LABEL, "Quantity")
                assertDescription(of: progress.widget, nil)
            } else {
                assertProperty(of: knob.host, GTK_ACCESSIBLE_PROPERTY_LABEL, "Volume 35 percent")
                assertProperty(of: stepper.host, GTK_ACCESSIBLE_PROPERTY_LABEL, "Quantity 4")
                assertDescription(of: progress.widget, "40 percent")
                assertDescription(of: thermometer.widget, "50 percent")
            }
            for (widget, now, maximum, text) in [(knob.host, 0.35, 1.0, "35 percent"), (stepper.host, 4, 100, "4"),
                                                 (progress.widget, 0.4, 1, "40 percent"), (thermometer.widget, 0.5, 1, "50 percent")] {
                assertProperty(of: widget, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, text)
                for (property, expected) in [(GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, now), (GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, 0),
                                             (GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, maximum)] {
                    if let actual = cgtk_test_accessible_check_double_property(widget, property, expected) {
                        XCTFail("\(text): property \(property.rawValue) is \(String(cString: actual)), not \(expected)")
                        g_free(actual)
                    }
                }
            }
            stepper.setValue(5)
            assertProperty(of: stepper.host, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, "5")
        }
    }

    /// The thermometer's spoken value follows its level unless the app gave it words.
    func testThermometerSpeaksItsCurrentValue() {
        onMain {
            let thermometer = Thermometer()
            _ = present(thermometer.widget)
            thermometer.value = 0.5
            XCTAssertEqual(thermometer.spokenValue, "50 percent")
            thermometer.setValueDescription("26 of 52 cards left")
            thermometer.value = 0.7
            XCTAssertEqual(thermometer.spokenValue, "26 of 52 cards left")
            thermometer.setValueDescription(nil)
            XCTAssertEqual(thermometer.spokenValue, "70 percent")
        }
    }
}
