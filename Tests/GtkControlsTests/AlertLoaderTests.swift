// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import ControlCore
import GtkControls
import GtkTesting
import Synchronization
import XCTest

/// AlertLoader over a real parent window: keys, virtual-time timers, a busy job that must
/// not stop the frame clock, and closing the parent mid-work.
final class AlertLoaderTests: GtkTestCase, @unchecked Sendable {
    private static let content = AlertLoaderContent(
        title: "Sign Out", message: "Are you sure you want to sign out?", confirmTitle: "Confirm",
        completedMessage: "Sign out completed")

    @MainActor private func parentWindow() -> UnsafeMutablePointer<GtkWidget> {
        let child = gtk_label_new("parent")!
        _ = present(child)
        return cgtk_widget(gtk_widget_get_root(child)!.rawObject)
    }

    @MainActor private func pressKey(_ key: String, in alert: AlertLoader) {
        guard let window = alert.window else { return XCTFail("no alert window") }
        XCTAssertTrue(pump { gtk_widget_get_mapped(window) != 0 })
        let xid = windowPoint(of: window, x: 0, y: 0).window
        xdotool("windowfocus --sync \(xid)")
        xdotool("key \(key)")
    }

    func testEnterConfirmsThenTheResultShowsAfterTheMinimumTime() {
        onMain {
            let scheduler = ManualScheduler()
            let gate = AsyncGate()
            let alert = AlertLoader(parent: parentWindow(), content: Self.content,
                                    timing: AlertLoaderTiming(minimumDuration: .milliseconds(600)),
                                    scheduler: scheduler) { _ in await gate.wait() }
            let outcomes = FinishedOutcomes(of: alert)
            alert.present()
            XCTAssertEqual(alert.phase, .confirming)
            pressKey("Return", in: alert)
            XCTAssertTrue(pump { if case .processing = alert.phase { return true } else { return false } })
            gate.open()
            XCTAssertTrue(pump { alert.phase == .processing(run: 1, progress: nil, minimumElapsed: false, pendingResult: .succeeded) },
                          "the result must wait for the minimum time")
            scheduler.advance(by: .milliseconds(600))
            XCTAssertEqual(alert.phase, .completed)
            pressKey("Return", in: alert)
            XCTAssertTrue(pump { outcomes.heard == ["done"] })
            XCTAssertNil(alert.window)
        }
    }

    /// A screen reader reads a dialog as it appears, not as it changes in place: each later
    /// step is said by the response that takes the focus.
    func testTheFocusedResponseSaysEachStepAfterTheQuestion() {
        onMain {
            let gate = AsyncGate()
            let alert = AlertLoader(parent: parentWindow(), content: Self.content,
                                    timing: AlertLoaderTiming(minimumDuration: .zero)) { _ in await gate.wait() }
            alert.present()
            guard let window = alert.window else { return XCTFail("no alert window") }
            func focused() -> UnsafeMutablePointer<GtkWidget>? { gtk_root_get_focus(OpaquePointer(window)) }
            func focusedLabel() -> String? { focused().flatMap { gtk_button_get_label(cgtk_button($0)) }.map { String(cString: $0) } }
            XCTAssertEqual(focusedLabel(), "Confirm")
            assertDescription(of: focused()!, "", "the question is read with the dialog")
            alert.handle(.confirm)
            assertDescription(of: focused()!, "Processing…", "Cancel says the new step")
            gate.open()
            XCTAssertTrue(pump { alert.phase == .completed })
            XCTAssertEqual(focusedLabel(), "OK")
            assertDescription(of: focused()!, "Completed, Sign out completed")
        }
    }

    /// Each later step takes the focus with new buttons, and the last step's go: Orca 48 keeps
    /// what it read of a button's description for up to 2 s, so a result said by a renamed
    /// Confirm (or by the last Retry) was read with the old description.
    func testEachLaterStepTakesTheFocusWithNewButtons() {
        onMain {
            struct Unreachable: Error, CustomStringConvertible { var description: String { "The network is unreachable." } }
            let scheduler = ManualScheduler()
            let alert = AlertLoader(parent: parentWindow(), content: Self.content,
                                    timing: AlertLoaderTiming(minimumDuration: .milliseconds(600)),
                                    scheduler: scheduler) { _ in throw Unreachable() }
            alert.present()
            guard let window = alert.window else { return XCTFail("no alert window") }
            @MainActor func focused() -> UnsafeMutablePointer<GtkWidget> { gtk_root_get_focus(OpaquePointer(window))! }
            @MainActor func fail() {
                XCTAssertTrue(pump { if case .processing(_, _, _, .failed?) = alert.phase { return true } else { return false } })
                scheduler.advance(by: .milliseconds(600))
            }
            let watch = UnsafeMutablePointer<gpointer?>.allocate(capacity: 1)
            defer { watch.deallocate() }
            var labels: [String] = []
            enum Step { case confirm, fail, retry }
            for step in [Step.confirm, .fail, .retry, .fail] {
                let button = focused()
                labels.append(String(cString: gtk_button_get_label(cgtk_button(button))))
                watch.initialize(to: UnsafeMutableRawPointer(button))
                g_object_add_weak_pointer(cgtk_object(button), watch)
                switch step {
                case .confirm: alert.handle(.confirm)
                case .fail: fail()
                case .retry: alert.handle(.retry)
                }
                XCTAssertNil(watch.pointee, "the \(labels.last!) button stayed for the next step")
                if let alive = watch.pointee { g_object_remove_weak_pointer(cgtk_object(alive), watch) }
            }
            labels.append(String(cString: gtk_button_get_label(cgtk_button(focused()))))
            XCTAssertEqual(labels, ["Confirm", "Cancel", "Retry", "Cancel", "Retry"])
        }
    }

    func testEscapeWhileConfirmingRunsNothing() {
        onMain {
            let started = AsyncGate()
            let alert = AlertLoader(parent: parentWindow(), content: Self.content) { _ in started.open() }
            let outcomes = FinishedOutcomes(of: alert)
            alert.present()
            pressKey("Escape", in: alert)
            XCTAssertTrue(pump { outcomes.heard == ["cancelled"] })
            drainEvents()
            XCTAssertFalse(started.isOpen, "cancel must not run the work")
            XCTAssertEqual(alert.phase, .idle)
        }
    }

    func testEscapeClosesTheResult() {
        onMain {
            let alert = AlertLoader(parent: parentWindow(), content: Self.content,
                                    timing: AlertLoaderTiming(minimumDuration: .zero)) { _ in }
            let outcomes = FinishedOutcomes(of: alert)
            alert.present()
            alert.handle(.confirm)
            XCTAssertTrue(pump { alert.phase == .completed })
            pressKey("Escape", in: alert)
            XCTAssertTrue(pump { outcomes.heard == ["done"] })
            XCTAssertNil(alert.window)
        }
    }

    func testFramesKeepComingWhileABusyJobRuns() {
        onMain {
            let alert = AlertLoader(parent: parentWindow(), content: Self.content,
                                    timing: AlertLoaderTiming(minimumDuration: .zero)) { _ in
                // A second of real CPU work, off the main thread.
                let clock = ContinuousClock()
                let end = clock.now + .seconds(1)
                var spins = 0
                while clock.now < end { spins &+= 1 }
                _ = spins
            }
            alert.present()
            alert.handle(.confirm)
            guard let window = alert.window else { return XCTFail("no alert window") }
            XCTAssertTrue(pump { gtk_widget_get_mapped(window) != 0 })
            var frames = 0
            let clock = gtk_widget_get_frame_clock(window)!
            let handler = Signal.connect(clock, .afterPaint) { frames += 1 }
            XCTAssertTrue(pump(timeout: 5) { alert.phase == .completed }, "the job never finished")
            Signal.disconnect(clock, handler)
            print("frames painted during a 1 s busy job: \(frames)")
            XCTAssertGreaterThanOrEqual(frames, 20, "the spinner must keep turning while the job runs")
        }
    }

    func testClosingTheParentWhileProcessingCancelsTheWorkAndLeaksNothing() {
        onMain {
            let baseline = LiveObjects.count
            let cancelled = AsyncGate()
            var outcomes: FinishedOutcomes?
            do {
                let parent = parentWindow()
                let alert = AlertLoader(parent: parent, content: Self.content) { _ in
                    await withTaskCancellationHandler {
                        try? await Task.sleep(for: .seconds(60))
                    } onCancel: {
                        cancelled.open()
                    }
                }
                outcomes = FinishedOutcomes(of: alert)
                alert.present()
                alert.handle(.confirm)
                close(parent)
            }
            XCTAssertTrue(pump { cancelled.isOpen }, "closing the parent must cancel the work")
            drainEvents()
            XCTAssertEqual(outcomes?.heard, ["cancelled"])
            XCTAssertEqual(LiveObjects.count, baseline)
        }
    }

    /// An alert that C or a binding makes with `g_object_new` has no work and no window to
    /// show over: presenting it shows nothing, and it goes when its reference does.
    func testAnAlertMadeOutsideSwiftShowsNothing() {
        onMain {
            let object = g_object_new_with_properties(AlertLoader.type.gtype, 0, nil, nil)!
            guard let alert = ObjectBinding.bound(to: object, as: AlertLoader.self) else { return XCTFail("no Swift object") }
            alert.present()
            drainEvents()
            XCTAssertNil(alert.window)
            XCTAssertEqual(alert.phase, .idle)
            g_object_unref(object)
            XCTAssertFalse(alert.isAlive)
        }
    }

    /// Failed work ends the alert with `failed` and why, as C and bindings read the signal:
    /// the outcome as an enum of the type `CtlAlertLoaderOutcome`, the message as a string.
    func testFailedWorkFinishesWithItsMessage() {
        onMain {
            struct Unreachable: Error, CustomStringConvertible { var description: String { "The network is unreachable." } }
            let alert = AlertLoader(parent: parentWindow(), content: Self.content,
                                    timing: AlertLoaderTiming(minimumDuration: .zero)) { _ in throw Unreachable() }
            let outcomes = FinishedOutcomes(of: alert)
            alert.present()
            alert.handle(.confirm)
            XCTAssertTrue(pump { alert.phase == .failed(message: "The network is unreachable.") })
            alert.handle(.dismiss)
            XCTAssertEqual(outcomes.heard, ["failed The network is unreachable."])
            var query = GSignalQuery()
            g_signal_query(g_signal_lookup("finished", cgtk_type_of(alert.object)), &query)
            let types = UnsafeBufferPointer(start: query.param_types, count: Int(query.n_params)).map { String(cString: g_type_name($0)) }
            XCTAssertEqual(types, ["CtlAlertLoaderOutcome", "gchararray"])
            let outcomeType = g_type_class_ref(g_type_from_name("CtlAlertLoaderOutcome"))
            defer { g_type_class_unref(outcomeType) }
            let nicks = (0..<3).map { String(cString: g_enum_get_value(outcomeType?.assumingMemoryBound(to: GEnumClass.self), $0).pointee.value_nick) }
            XCTAssertEqual(nicks, ["done", "failed", "cancelled"])
        }
    }
}

/// What an alert's `finished` said, each time: its outcome, and its message when there is one.
@MainActor
private final class FinishedOutcomes {
    private(set) var heard: [String] = []

    init(of alert: AlertLoader) {
        AlertLoader.finishedSignal.connect(alert) { outcome, message in
            self.heard.append([outcome.rawValue, message].compactMap(\.self).joined(separator: " "))
        }
    }
}
