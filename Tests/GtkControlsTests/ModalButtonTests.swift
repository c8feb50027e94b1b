// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import ControlCore
import GtkControls
import GtkTesting
import Synchronization
import XCTest

/// ModalButton in a real window: delays in virtual time, async work with progress,
/// cancellation, failure and teardown while busy.
final class ModalButtonTests: GtkTestCase, @unchecked Sendable {
    private static let modes = [
        ModalButtonMode(title: "Download", busyTitle: "Downloading…"),
        ModalButtonMode(title: "Install", busyTitle: "Installing…"),
        ModalButtonMode(title: "Complete!", isActionable: false),
    ]

    private struct Failure: Error, CustomStringConvertible {
        var description: String { "disk full" }
    }

    func testWalksTheModesInVirtualTime() throws {
        try onMain {
            let scheduler = ManualScheduler()
            let button = try ModalButton(modes: Self.modes, scheduler: scheduler)
            button.work = { _ in .delay(.seconds(5)) }
            var changes = 0
            button.addAction(for: .valueChanged) { _, _ in changes += 1 }
            _ = present(button.widget)

            button.activate()
            XCTAssertTrue(button.isBusy)
            XCTAssertEqual(button.currentTitle, "Downloading…")
            XCTAssertEqual(gtk_widget_get_sensitive(button.input), 0, "busy must be insensitive")
            button.activate()
            scheduler.advance(by: .seconds(5))
            XCTAssertEqual(button.currentTitle, "Install", "a second press while busy must not skip a mode")
            XCTAssertNotEqual(gtk_widget_get_sensitive(button.input), 0)
            button.activate()
            XCTAssertEqual(button.currentTitle, "Installing…")
            scheduler.advance(by: .seconds(5))
            XCTAssertEqual(button.currentTitle, "Complete!")
            XCTAssertEqual(gtk_widget_get_sensitive(button.input), 0, "the final mode is disabled")
            XCTAssertEqual(changes, 2)
            button.reset()
            XCTAssertEqual(button.currentTitle, "Download")
            XCTAssertEqual(changes, 3)
        }
    }

    func testRealClickStartsTheWork() throws {
        try onMain {
            let scheduler = ManualScheduler()
            let button = try ModalButton(modes: Self.modes, scheduler: scheduler)
            gtk_widget_set_size_request(button.input, 160, 50)
            _ = present(button.widget)
            let point = windowPoint(of: button.input, x: 80, y: 25)
            xdotool("mousemove --window \(point.window) \(point.x) \(point.y) click 1")
            XCTAssertTrue(pump { button.isBusy })
            XCTAssertEqual(scheduler.pendingCount, 1)
            xdotool("click 1")
            scheduler.runAll()
            XCTAssertEqual(button.modeIndex, 1)
        }
    }

    func testStopCancelsAndReturnsToTheModeItLeft() throws {
        try onMain {
            let scheduler = ManualScheduler()
            let button = try ModalButton(modes: Self.modes, scheduler: scheduler)
            _ = present(button.widget)
            button.activate()
            button.cancel()
            XCTAssertFalse(button.isBusy)
            XCTAssertEqual(button.currentTitle, "Download")
            XCTAssertEqual(scheduler.pendingCount, 0, "the delay must be cancelled")
        }
    }

    func testAsyncWorkReportsProgressThenAdvances() throws {
        try onMain {
            let button = try ModalButton(modes: Self.modes)
            let gate = AsyncGate()
            button.work = { _ in
                .operation { reportProgress in
                    reportProgress(0.5)
                    await gate.wait()
                }
            }
            _ = present(button.widget)
            button.activate()
            XCTAssertTrue(pump { button.currentTitle == "Downloading…" && gtk_widget_get_visible(progressBar(of: button)) != 0 })
            gate.open()
            XCTAssertTrue(pump { button.modeIndex == 1 }, "the work's result never arrived on the main thread")
            XCTAssertFalse(button.isBusy)
        }
    }

    func testFailedWorkReturnsAndReportsTheError() throws {
        try onMain {
            let button = try ModalButton(modes: Self.modes)
            button.work = { _ in .operation { _ in throw Failure() } }
            var errors: [String] = []
            ModalButton.errorSignal.connect(button) { errors.append($0 ?? "") }
            _ = present(button.widget)
            button.activate()
            XCTAssertTrue(pump { !errors.isEmpty })
            XCTAssertEqual(errors, ["disk full"])
            XCTAssertEqual(button.currentTitle, "Download")
            XCTAssertFalse(button.isBusy)
        }
    }

    func testDestroyingTheWindowWhileBusyCancelsTheWorkAndLeaksNothing() throws {
        try onMain {
            let baseline = LiveObjects.count
            let cancelled = AsyncGate()
            do {
                let button = try ModalButton(modes: Self.modes)
                button.work = { _ in
                    .operation { _ in
                        await withTaskCancellationHandler {
                            try? await Task.sleep(for: .seconds(60))
                        } onCancel: {
                            cancelled.open()
                        }
                    }
                }
                let window = present(button.widget)
                button.activate()
                close(window)
            }
            XCTAssertTrue(pump { cancelled.isOpen }, "closing the window must cancel the work")
            drainEvents()
            XCTAssertEqual(LiveObjects.count, baseline)
        }
    }

    /// The app's isEnabled is a fact of its own: no mode change overwrites it.
    func testTheAppsIsEnabledOutlastsModeChanges() throws {
        try onMain {
            let scheduler = ManualScheduler()
            let button = try ModalButton(modes: Self.modes, scheduler: scheduler)
            _ = present(button.widget)
            button.activate()
            XCTAssertTrue(button.isBusy)
            button.isEnabled = false
            scheduler.advance(by: .seconds(1))
            XCTAssertEqual(button.modeIndex, 1)
            XCTAssertFalse(button.isEnabled, "the app disabled the button; the new mode must not enable it")
            XCTAssertEqual(gtk_widget_get_sensitive(button.input), 0)
            button.activate()
            XCTAssertFalse(button.isBusy, "a disabled button starts nothing")
            button.isEnabled = true
            XCTAssertNotEqual(gtk_widget_get_sensitive(button.input), 0)
            button.activate()
            XCTAssertTrue(button.isBusy)
        }
    }

    func testConstructionRejectsAFinalModeThatIsNotLast() {
        onMain {
            let modes = [ModalButtonMode(title: "Done", isActionable: false), ModalButtonMode(title: "Go")]
            do {
                _ = try ModalButton(modes: modes)
                XCTFail("a final mode that is not last must be refused")
            } catch {
                XCTAssertEqual(error as? ModalButtonError, .finalModeNotLast(index: 0, title: "Done"))
            }
        }
    }

    @MainActor private func progressBar(of button: ModalButton) -> UnsafeMutablePointer<GtkWidget> {
        // host → body column → [content row, progress bar]
        let body = gtk_button_get_child(cgtk_button(button.input.rawObject))!
        return gtk_widget_get_last_child(body)!
    }
}

/// Lets a test hold async work until it says so, or learn that something happened.
final class AsyncGate: Sendable {
    private let state = Mutex<(isOpen: Bool, waiter: CheckedContinuation<Void, Never>?)>((false, nil))

    var isOpen: Bool { state.withLock { $0.isOpen } }

    func wait() async {
        await withCheckedContinuation { continuation in
            let resumeNow = state.withLock { state -> Bool in
                if state.isOpen { return true }
                state.waiter = continuation
                return false
            }
            if resumeNow { continuation.resume() }
        }
    }

    func open() {
        let waiter = state.withLock { state in
            state.isOpen = true
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume()
    }
}
