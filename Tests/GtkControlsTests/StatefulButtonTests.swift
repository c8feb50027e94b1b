// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import ControlCore
import GtkControls
import GtkTesting
import XCTest

/// StatefulButton in a real window, driven by real pointer and keyboard events (XTEST).
final class StatefulButtonTests: GtkTestCase, @unchecked Sendable {
    @MainActor private var sent: [ControlEvents] = []

    @MainActor private func makeButton() -> StatefulButton {
        let button = StatefulButton(title: "Normal")
        button.titles[.highlighted] = "Highlighted"
        button.titles[.selected] = "Selected"
        button.titles[.disabled] = "Disabled"
        button.styleClasses[.selected] = ["suggested-action"]
        button.addAction(for: .allEvents) { [unowned self] _, events in sent.append(events) }
        gtk_widget_set_size_request(button.widget, 200, 60)
        gtk_widget_set_halign(button.widget, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(button.widget, GTK_ALIGN_CENTER)
        return button
    }

    @MainActor private func allSent() -> ControlEvents { sent.reduce(into: ControlEvents()) { $0.formUnion($1) } }

    /// A shown button with the pointer pressed down inside it.
    @MainActor private func makePressedButton() -> StatefulButton {
        let button = makeButton()
        _ = present(button.widget)
        let point = windowPoint(of: button.widget, x: 100, y: 30)
        xdotool("mousemove --window \(point.window) \(point.x) \(point.y)")
        xdotool("mousedown 1")
        XCTAssertTrue(pump { button.isHighlighted })
        return button
    }

    /// Pointer and focus tracking and `clicked` go through class handlers: a button keeps its
    /// wrapper alive and no closure of its own, which cost each button 2.3 KiB.
    func testAButtonKeepsNoSignalClosureOfItsOwn() {
        onMain {
            let before = LiveObjects.count
            let widget = g_object_ref_sink(StatefulButton(title: "Alone").widget)
            XCTAssertEqual(LiveObjects.count - before, 1, "the wrapper alone")
            g_object_unref(widget)
            XCTAssertEqual(LiveObjects.count, before)
        }
    }

    func testClickSendsTouchUpInsideAndPrimaryActionOnce() {
        onMain {
            let button = makePressedButton()
            XCTAssertEqual(button.currentTitle, "Highlighted")
            XCTAssertNotEqual(gtk_widget_get_state_flags(button.widget).rawValue & GTK_STATE_FLAG_ACTIVE.rawValue, 0)
            xdotool("mouseup 1")
            XCTAssertTrue(pump { allSent().contains(.primaryActionTriggered) })
            drainEvents()
            XCTAssertEqual(sent, [.touchDown, [.touchUpInside, .primaryActionTriggered]])
            XCTAssertFalse(button.isHighlighted)
            XCTAssertEqual(button.currentTitle, "Normal")
        }
    }

    /// GTK may report the pointer where it already was after the press (a motion that was
    /// queued before it): that is no drag, and sends no touchDragInside; a real move does.
    func testAPointerReportedWhereItWentDownIsNoDrag() {
        onMain {
            let button = makePressedButton()
            let drag = dragGesture(under: button.widget)
            XCTAssertNotNil(drag, "the button tracks the pointer with a GtkGestureDrag")
            emitDragUpdate(drag, x: 0, y: 0)
            XCTAssertEqual(sent, [.touchDown])
            emitDragUpdate(drag, x: 3, y: 0)
            XCTAssertEqual(sent, [.touchDown, .touchDragInside])
            xdotool("mouseup 1")
            XCTAssertTrue(pump { allSent().contains(.primaryActionTriggered) })
        }
    }

    /// The GtkGestureDrag on `widget` or the first of its descendants that has one.
    @MainActor private func dragGesture(under widget: UnsafeMutablePointer<GtkWidget>) -> gpointer? {
        let controllers = gtk_widget_observe_controllers(widget)!
        defer { g_object_unref(controllers.rawObject) }
        for index in 0..<g_list_model_get_n_items(controllers) {
            let controller = g_list_model_get_item(controllers, index)!
            g_object_unref(controller)
            if g_type_check_instance_is_a(controller.assumingMemoryBound(to: GTypeInstance.self), gtk_gesture_drag_get_type()) != 0 { return controller }
        }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if let found = dragGesture(under: current) { return found }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }

    /// Emits GtkGestureDrag's "drag-update" with an offset from where the press began.
    @MainActor private func emitDragUpdate(_ drag: gpointer?, x: Double, y: Double) {
        guard let drag else { return }
        var arguments = [GValue](repeating: GValue(), count: 3)
        g_value_init(&arguments[0], gtk_gesture_drag_get_type())
        g_value_set_object(&arguments[0], drag)
        g_value_init(&arguments[1], g_type_from_name("gdouble"))
        g_value_set_double(&arguments[1], x)
        g_value_init(&arguments[2], g_type_from_name("gdouble"))
        g_value_set_double(&arguments[2], y)
        g_signal_emitv(arguments, g_signal_lookup("drag-update", gtk_gesture_drag_get_type()), 0, nil)
        for index in arguments.indices { g_value_unset(&arguments[index]) }
    }

    func testPressDragOutReleaseOutsideSendsNoAction() {
        onMain {
            let button = makeButton()
            _ = present(button.widget)
            let inside = windowPoint(of: button.widget, x: 100, y: 30)
            let outside = windowPoint(of: button.widget, x: 100, y: -20)
            xdotool("mousemove --window \(inside.window) \(inside.x) \(inside.y)")
            xdotool("mousedown 1")
            XCTAssertTrue(pump { button.isHighlighted })
            xdotool("mousemove --window \(outside.window) \(outside.x) \(outside.y)")
            XCTAssertTrue(pump { allSent().contains(.touchDragExit) })
            XCTAssertFalse(button.isHighlighted, "dragging out must un-highlight")
            XCTAssertEqual(button.currentTitle, "Normal")
            xdotool("mousemove --window \(inside.window) \(inside.x) \(inside.y + 1)")
            XCTAssertTrue(pump { allSent().contains(.touchDragEnter) })
            XCTAssertTrue(button.isHighlighted, "dragging back in must re-highlight")
            xdotool("mousemove --window \(outside.window) \(outside.x) \(outside.y)")
            xdotool("mouseup 1")
            XCTAssertTrue(pump { allSent().contains(.touchUpOutside) })
            drainEvents()
            XCTAssertFalse(allSent().contains(.primaryActionTriggered))
            XCTAssertFalse(allSent().contains(.touchUpInside))
        }
    }

    func testSpaceKeyActivatesOnce() {
        onMain {
            let button = makeButton()
            let window = present(button.widget)
            gtk_widget_grab_focus(button.widget)
            let point = windowPoint(of: button.widget, x: 0, y: 0)
            xdotool("windowfocus --sync \(point.window)")
            XCTAssertTrue(pump { gtk_window_is_active(cgtk_window(window)) != 0 })
            XCTAssertTrue(button.state.contains(.focused))
            xdotool("key space")
            XCTAssertTrue(pump { allSent().contains(.primaryActionTriggered) })
            pump(timeout: 0.4) { false }
            XCTAssertEqual(sent, [.primaryActionTriggered], "keyboard activation must send the primary action exactly once")
        }
    }

    func testDisabledButtonIgnoresClicksAndIsInsensitive() {
        onMain {
            let button = makeButton()
            button.isEnabled = false
            _ = present(button.widget)
            XCTAssertEqual(gtk_widget_get_sensitive(button.widget), 0)
            XCTAssertEqual(button.currentTitle, "Disabled")
            let point = windowPoint(of: button.widget, x: 100, y: 30)
            xdotool("mousemove --window \(point.window) \(point.x) \(point.y) click 1")
            button.activate()
            drainEvents()
            XCTAssertTrue(sent.isEmpty, "a disabled control sent \(sent)")
        }
    }

    func testAChangeOfStateIsTheStateChangedSignalWithTheStatesBits() {
        onMain {
            let button = makeButton()
            _ = present(button.widget)
            drainEvents()
            var heard: [Int32] = []
            Control.stateChangedSignal.connect(button) { state in heard.append(state) }
            button.isEnabled = false
            let disabled = button.state
            button.isSelected = true
            button.isSelected = true
            XCTAssertTrue(disabled.contains(.disabled) && button.state.isSuperset(of: [.disabled, .selected]))
            XCTAssertEqual(heard, [Int32(disabled.rawValue), Int32(button.state.rawValue)], "one signal per change, with the state's bits")
        }
    }

    func testStateDrivesTitleClassesAndSensitivity() throws {
        try onMain {
            let button = makeButton()
            button.isSelected = true
            XCTAssertEqual(button.currentTitle, "Selected")
            XCTAssertNotEqual(gtk_widget_has_css_class(button.widget, "suggested-action"), 0)
            XCTAssertNotEqual(gtk_widget_get_state_flags(button.widget).rawValue & GTK_STATE_FLAG_CHECKED.rawValue, 0)
            button.isSelected = false
            XCTAssertEqual(gtk_widget_has_css_class(button.widget, "suggested-action"), 0)
            try button.setApplicationState(try .application(2))
            XCTAssertEqual(button.state, try .application(2))
            XCTAssertThrowsError(try button.setApplicationState(.selected)) { error in
                XCTAssertEqual(error as? ControlStateError, .notApplicationBits(ControlState.selected.rawValue))
            }
            XCTAssertThrowsError(try button.setApplicationState(ControlState(rawValue: 1 << 30)))
            XCTAssertEqual(button.state, try .application(2), "a refused state must change nothing")
            g_object_ref_sink(button.widget)
            g_object_unref(button.widget)
        }
    }
}
