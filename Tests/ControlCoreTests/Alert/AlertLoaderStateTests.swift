// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import ControlCore
import PropertyChecks
import Testing

/// AlertLoaderState driven through a ManualScheduler, as its GTK owner drives it: timers
/// become events at their due time, so every transition runs in virtual time.
@Suite struct AlertLoaderStateTests {
    static let signOut = AlertLoaderContent(
        title: "Sign Out", message: "Are you sure you want to sign out?", cancelTitle: "Cancel", confirmTitle: "Confirm",
        processingTitle: "Processing…", completedTitle: "Completed", completedMessage: "Sign out completed",
        failedTitle: "Failed", timedOutMessage: "The operation timed out.")

    /// Runs the machine, carrying out its timer effects on a manual scheduler.
    final class Driver {
        var state: AlertLoaderState
        let scheduler = ManualScheduler()
        var started: [Int] = []
        var cancelled: [Int] = []
        var finished: [AlertLoaderState.Outcome?] = []
        private var timers: [Int: [ScheduledTimer]] = [:]

        init(timing: AlertLoaderTiming = AlertLoaderTiming(minimumDuration: .milliseconds(600), timeout: .seconds(10))) {
            state = AlertLoaderState(content: AlertLoaderStateTests.signOut, timing: timing)
        }

        func send(_ event: AlertLoaderState.Event) {
            for effect in state.handle(event) {
                switch effect {
                case .startWork(let run): started.append(run)
                case .cancelWork(let run): cancelled.append(run)
                case .startMinimumTimer(let run, let delay):
                    timers[run, default: []].append(scheduler.schedule(after: delay) { [unowned self] in send(.minimumElapsed(run: run)) })
                case .startTimeoutTimer(let run, let delay):
                    timers[run, default: []].append(scheduler.schedule(after: delay) { [unowned self] in send(.timedOut(run: run)) })
                case .cancelTimers(let run):
                    timers.removeValue(forKey: run)?.forEach { $0.cancel() }
                case .finished(let outcome): finished.append(outcome)
                }
            }
        }
    }

    @Test func signOutFlow() {
        let alert = Driver()
        alert.send(.present)
        #expect(alert.state.title == "Sign Out" && alert.state.message == "Are you sure you want to sign out?")
        alert.send(.confirm)
        #expect(alert.state.title == "Processing…" && alert.started == [1])
        alert.send(.progress(run: 1, 0.5))
        #expect(alert.state.phase == .processing(run: 1, progress: 0.5, minimumElapsed: false, pendingResult: nil))
        alert.scheduler.advance(by: .seconds(3))
        alert.send(.workSucceeded(run: 1))
        #expect(alert.state.title == "Completed" && alert.state.message == "Sign out completed")
        alert.send(.dismiss)
        #expect(alert.finished == [.succeeded] && !alert.state.isVisible)
        #expect(alert.scheduler.pendingCount == 0, "the timeout must be cancelled once a result shows")
    }

    @Test func cancelWhileConfirmingRunsNothing() {
        let alert = Driver()
        alert.send(.present)
        alert.send(.cancel)
        #expect(alert.started.isEmpty && alert.finished == [nil] && alert.state.phase == .idle)
    }

    @Test func doubleConfirmStartsTheWorkOnce() {
        let alert = Driver()
        alert.send(.present)
        alert.send(.confirm)
        alert.send(.confirm)
        #expect(alert.started == [1])
    }

    @Test func aQuickResultWaitsForTheMinimumTime() {
        let alert = Driver()
        alert.send(.present)
        alert.send(.confirm)
        alert.scheduler.advance(by: .milliseconds(20))
        alert.send(.workSucceeded(run: 1))
        #expect(alert.state.title == "Processing…", "a 20 ms job must not flash")
        alert.scheduler.advance(by: .milliseconds(580))
        #expect(alert.state.phase == .completed)
    }

    @Test func cancelledWorkNeverReportsSuccess() {
        let alert = Driver()
        alert.send(.present)
        alert.send(.confirm)
        alert.send(.cancel)
        #expect(alert.cancelled == [1] && alert.finished == [nil])
        alert.send(.workSucceeded(run: 1))
        alert.scheduler.runAll()
        #expect(alert.state.phase == .idle && alert.finished == [nil])
    }

    @Test func timeoutTurnsIntoFailureAndRetryRunsAgain() {
        let alert = Driver()
        alert.send(.present)
        alert.send(.confirm)
        alert.scheduler.advance(by: .seconds(10))
        #expect(alert.state.phase == .failed(message: "The operation timed out."))
        #expect(alert.cancelled == [1])
        alert.send(.workSucceeded(run: 1))
        #expect(alert.state.title == "Failed", "a late result of a timed-out run is ignored")
        alert.send(.retry)
        #expect(alert.started == [1, 2])
        alert.scheduler.advance(by: .seconds(1))
        alert.send(.workSucceeded(run: 2))
        #expect(alert.state.phase == .completed)
    }

    @Test func failureShowsTheMessageAndCloseReportsIt() {
        let alert = Driver()
        alert.send(.present)
        alert.send(.confirm)
        alert.scheduler.advance(by: .seconds(1))
        alert.send(.workFailed(run: 1, message: "Server unreachable"))
        #expect(alert.state.title == "Failed" && alert.state.message == "Server unreachable")
        alert.send(.dismiss)
        #expect(alert.finished == [.failed("Server unreachable")])
    }

    @Test func uncancellableWorkIgnoresCancel() {
        let alert = Driver(timing: AlertLoaderTiming(isCancellable: false))
        alert.send(.present)
        alert.send(.confirm)
        alert.send(.cancel)
        #expect(alert.cancelled.isEmpty && alert.state.title == "Processing…")
    }

    /// Random clicks, results (for live and stale runs), progress and time: work only
    /// after a confirm or retry, at most one result per run, nothing succeeds after a cancel.
    @Test func invariantsHoldOverRandomEvents() async {
        await propertyCheck(count: 500, input: Self.steps.array(of: 1...150)) { steps in
            let alert = Driver()
            var confirmsAndRetries = 0
            var cancelledRuns: Set<Int> = []
            var runsWithResult: Set<Int> = []
            for step in steps {
                let phaseBefore = alert.state.phase
                if let event = step.event {
                    let before = alert.state.phase
                    let startedBefore = alert.started.count
                    alert.send(event)
                    if alert.started.count > startedBefore {
                        #expect(event == .confirm || event == .retry)
                        confirmsAndRetries += 1
                    }
                    if event == .cancel, case .processing(let run, _, _, _) = before { cancelledRuns.insert(run) }
                } else {
                    alert.scheduler.advance(by: step.advance)
                }
                #expect(alert.started.count == confirmsAndRetries)
                #expect(Set(alert.started).count == alert.started.count, "run ids are unique")
                switch (phaseBefore, alert.state.phase) {
                case (.processing(let run, _, _, _), .completed), (.processing(let run, _, _, _), .failed):
                    #expect(runsWithResult.insert(run).inserted, "run \(run) got two results")
                default: break
                }
                if case .completed = alert.state.phase {
                    #expect(!cancelledRuns.contains(alert.started.last ?? 0), "a cancelled run succeeded")
                }
            }
            #expect(!alert.finished.contains(.succeeded) || !alert.started.isEmpty)
        }
    }

    struct Step: Sendable {
        var event: AlertLoaderState.Event?
        var advance: Duration
    }

    static let steps = Gen<Step>.oneOf(
        Gen.element(of: [AlertLoaderState.Event.present, .confirm, .cancel, .retry, .dismiss]).map { Step(event: $0, advance: .zero) },
        Gen.int(in: 0...4).map { Step(event: .workSucceeded(run: $0), advance: .zero) },
        Gen.int(in: 0...4).map { Step(event: .workFailed(run: $0, message: "boom"), advance: .zero) },
        Gen.int(in: 0...4).map { Step(event: .progress(run: $0, 0.5), advance: .zero) },
        Gen.int(in: 1...12_000).map { Step(event: nil, advance: .milliseconds($0)) }
    )
}
