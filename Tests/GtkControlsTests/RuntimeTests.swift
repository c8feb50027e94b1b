// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import ControlCore
import Glibc
import GtkControls
import GtkTesting
import XCTest

/// The runtime: lifetimes, signal closures, the main-loop bridge and the GLib scheduler.
final class RuntimeTests: GtkTestCase, @unchecked Sendable {
    func testTenThousandWidgetsLeaveNoLiveObjectsAndFlatMemory() {
        onMain {
            let baseline = LiveObjects.count
            @MainActor func makeAndDestroy(_ count: Int) {
                for index in 0..<count {
                    let button = StatefulButton(title: "Button \(index)")
                    button.titles[.selected] = "Selected"
                    button.addAction(for: .allEvents) { _, _ in }
                    let widget = button.widget
                    g_object_ref_sink(widget)
                    g_object_unref(widget)
                }
            }
            makeAndDestroy(1_000)
            XCTAssertEqual(LiveObjects.count, baseline, "wrappers or closures outlived their widgets")
            let before = residentBytes()
            makeAndDestroy(10_000)
            let growth = residentBytes() - before
            print("10,000 StatefulButtons made and destroyed: RSS grew \(growth / 1024) KiB, live objects \(LiveObjects.count - baseline)")
            XCTAssertEqual(LiveObjects.count, baseline, "wrappers or closures outlived their widgets")
            if measuresMemory { XCTAssertLessThan(growth, 4 << 20, "RSS grew by \(growth / 1024) KiB over 10,000 widgets") }
        }
    }

    func testWrapperLivesExactlyAsLongAsItsWidget() {
        onMain {
            let baseline = LiveObjects.count
            weak var weakButton: StatefulButton?
            do {
                let button = StatefulButton(title: "Bound")
                weakButton = button
                let window = present(button.widget)
                XCTAssertTrue(ObjectBinding.bound(to: button.widget) === button)
                XCTAssertGreaterThan(LiveObjects.count, baseline)
                close(window)
            }
            drainEvents()
            XCTAssertNil(weakButton, "the wrapper outlived its widget")
            XCTAssertEqual(LiveObjects.count, baseline)
        }
    }

    func testSignalClosureIsReleasedWhenDisconnected() {
        onMain {
            let label = gtk_label_new("x")!
            g_object_ref_sink(label)
            let baseline = LiveObjects.count
            var notified = 0
            let id = Signal.connect(label, "notify::label") { _ in notified += 1 }
            XCTAssertEqual(LiveObjects.count, baseline + 1)
            gtk_label_set_label(OpaquePointer(label), "y")
            XCTAssertEqual(notified, 1)
            Signal.disconnect(label, id)
            XCTAssertEqual(LiveObjects.count, baseline)
            gtk_label_set_label(OpaquePointer(label), "z")
            XCTAssertEqual(notified, 1)
            g_object_unref(label)
        }
    }

    /// Swift hears a control's own signal through its key, with its arguments typed and in
    /// order, as C hears it by name.
    func testASignalKeyConnectsWithTypedArguments() {
        onMain {
            let picker = PickerView()
            g_object_ref_sink(picker.widget.rawObject)
            var heard: [(row: Int32, component: Int32)] = []
            let id = PickerView.rowSelectedSignal.connect(picker) { row, component in heard.append((row, component)) }
            PickerView.rowSelectedSignal.emit(picker, 7, 2)
            Signal.disconnect(picker.widget, id)
            PickerView.rowSelectedSignal.emit(picker, 8, 1)
            XCTAssertEqual(heard.map(\.row), [7], "the handler hears the row, once, until it is disconnected")
            XCTAssertEqual(heard.map(\.component), [2])
            g_object_unref(picker.widget.rawObject)
        }
    }

    func testMainActorTaskCompletesWhileTheGtkLoopRuns() {
        onMain {
            XCTAssertTrue(MainLoopBridge.isInstalled)
            var result: Int?
            var resumedOnMainThread = false
            Task { @MainActor in
                let sum = await Task.detached { (1...1000).reduce(0, +) }.value
                // The thread that owns GLib's default context is the one GTK runs on.
                resumedOnMainThread = g_main_context_is_owner(nil) != 0
                result = sum
            }
            XCTAssertTrue(pump { result != nil }, "the MainActor task never completed while GLib's loop ran")
            XCTAssertEqual(result, 500_500)
            XCTAssertTrue(resumedOnMainThread, "the result was not delivered on the main thread")
        }
    }

    func testGLibSchedulerFiresAndCancelledTimersNever() {
        onMain {
            let scheduler = GLibScheduler()
            var fired: [String] = []
            _ = scheduler.schedule(after: .milliseconds(20)) { fired.append("kept") }
            let cancelled = scheduler.schedule(after: .milliseconds(10)) { fired.append("cancelled") }
            cancelled.cancel()
            let baseline = LiveObjects.count
            XCTAssertTrue(pump { !fired.isEmpty })
            XCTAssertEqual(fired, ["kept"])
            cancelled.cancel()
            XCTAssertLessThan(LiveObjects.count, baseline, "a fired timer must release its closure")
        }
    }
}
