// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import ControlCore
import GtkControls
import GtkTesting
import XCTest

/// A machine for the store's own tests: a number, and effects that start a timer, start
/// work or send another event.
private struct Counter: StateMachine, Equatable {
    enum Event: Equatable { case set(Int), startTimer, startWork, chain(Int) }
    enum Effect: Equatable { case startTimer, startWork, send(Event) }

    var value = 0

    mutating func handle(_ event: Event) -> [Effect] {
        switch event {
        case .set(let value): self.value = value; return []
        case .startTimer: return [.startTimer]
        case .startWork: return [.startWork]
        case .chain(let value): self.value = value; return [.send(.set(value + 100))]
        }
    }
}

/// The one driver every control runs on: renders once per change, owns its timers and
/// work, and stops everything when its widget goes.
final class ControlStoreTests: GtkTestCase, @unchecked Sendable {
    @MainActor private func makeStore(_ scheduler: ManualScheduler) -> (ControlStore<Counter>, ObjectBinding, UnsafeMutablePointer<GtkWidget>, Box) {
        let label = gtk_label_new("counter")!
        let binding = ObjectBinding(binding: label)
        let store = ControlStore(Counter(), scheduler: scheduler)
        let renders = Box()
        store.attach(to: binding) { old, new in renders.values.append(new.value) } perform: { [unowned store] effect in
            switch effect {
            case .startTimer: store.schedule(.set(-1), after: .seconds(1), key: "timer")
            case .startWork: store.run({ _ in try await Task.sleep(for: .seconds(3600)) }, key: "work") { _ in .set(-2) } finished: { _ in .set(-3) }
            case .send(let event): store.send(event)
            }
        }
        return (store, binding, present(label), renders)
    }

    @MainActor private final class Box { var values: [Int] = [] }

    func testAChangeRendersOnceAndNoChangeRendersNothing() {
        onMain {
            let (store, _, _, renders) = makeStore(ManualScheduler())
            XCTAssertEqual(renders.values, [0], "the first state is rendered on attach")
            store.send(.set(3))
            store.send(.set(3))
            store.update { $0.value = 3 }
            XCTAssertEqual(renders.values, [0, 3])
        }
    }

    func testAnEventSentWhileHandlingIsHandledAtOnceAndRenderedOnce() {
        onMain {
            let (store, _, _, renders) = makeStore(ManualScheduler())
            store.send(.chain(1))
            XCTAssertEqual(store.state.value, 101)
            XCTAssertEqual(renders.values, [0, 101], "the outer event finds nothing left to render")
        }
    }

    /// Work for after the frame runs once, the latest under its key, and never after the
    /// widget is gone.
    func testWorkAfterTheFrameRunsOnceUnderItsKeyAndStopsWithTheWidget() {
        onMain {
            let scheduler = ManualScheduler()
            let (store, _, window, _) = makeStore(scheduler)
            var runs: [String] = []
            store.schedule(key: "ahead") { runs.append("first") }
            store.schedule(key: "ahead") { runs.append("second") }
            XCTAssertTrue(store.isPending("ahead"))
            scheduler.runAll()
            XCTAssertEqual(runs, ["second"], "the later work replaced the earlier")
            XCTAssertFalse(store.isPending("ahead"))
            store.schedule(key: "ahead") { runs.append("after close") }
            close(window)
            drainEvents()
            scheduler.runAll()
            XCTAssertEqual(runs, ["second"])
        }
    }

    func testTimersAndWorkStopWhenTheWidgetIsDisposedAndLaterCallsAreRefusedOnce() {
        onMain {
            let scheduler = ManualScheduler()
            // The app keeps its Swift object, as one that holds a control does.
            let (store, binding, window, renders) = makeStore(scheduler)
            store.send(.startTimer)
            store.send(.startWork)
            XCTAssertEqual(scheduler.pendingCount, 1)
            XCTAssertTrue(store.isPending("work"))
            let reports = collectReports {
                close(window)
                drainEvents()
                XCTAssertFalse(store.isActive)
                XCTAssertEqual(scheduler.pendingCount, 0, "the timer was cancelled with the widget")
                XCTAssertFalse(store.isPending("work"), "the work was cancelled with the widget")
                scheduler.runAll()
                store.send(.set(7))
                store.update { $0.value = 8 }
            }
            XCTAssertEqual(store.state.value, 0, "a finalized control changes no more")
            XCTAssertEqual(renders.values, [0])
            XCTAssertFalse(binding.isAlive)
            XCTAssertEqual(reports.count, 1, "said once: \(reports)")
            XCTAssertTrue(reports.first?.contains("was called after its GTK widget was finalized") == true)
        }
    }

    func testTheSwiftAPIOfFinalizedControlsTouchesNothing() throws {
        try onMain {
            let bar = SearchBar()
            let picker = PickerView()
            let list = EditableList(rowIDs: [1, 2])
            let progress = ProgressView()
            let stepper = Stepper(configuration: try .init(minimum: 0, maximum: 3))
            let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            for widget in [bar.widget, picker.widget, list.widget, progress.widget, stepper.widget] { gtk_box_append(cgtk_box(box), widget) }
            close(present(box))
            drainEvents()
            let reports = try collectReports {
                bar.focus()
                bar.setAppearance(style: .dark, tint: "red")
                bar.text = "lost"
                picker.reloadAllComponents()
                picker.selectRow(1, inComponent: 0, animated: true)
                list.reload(rowIDs: [3])
                list.insert(4, at: 0)
                try progress.setProgress(0.5, animated: true)
                stepper.setValue(2)
                stepper.setAccessibleLabel("Quantity")
            }
            XCTAssertEqual(reports.count, 5, "one report per finalized control: \(reports)")
            for name in ["SearchBar.focus()", "PickerView.reloadAllComponents()", "EditableList.reload(rowIDs:)",
                         "ProgressView.setProgress(_:animated:)", "Stepper.setValue(_:)"] {
                XCTAssertTrue(reports.contains { $0.contains(name) }, "\(name) not reported in \(reports)")
            }
            XCTAssertEqual(bar.text, "")
            XCTAssertEqual(list.rowIDs, [1, 2])
        }
    }
}
