// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import ControlCore
import PropertyChecks
import Testing

@Suite struct ModalButtonStateTests {
    static let appStore = [
        ModalButtonMode(title: "Download", busyTitle: "Downloading…", iconName: "heart-symbolic"),
        ModalButtonMode(title: "Install", busyTitle: "Installing…", iconName: "heart-symbolic"),
        ModalButtonMode(title: "Complete!", iconName: "clover-symbolic", isActionable: false),
    ]

    @Test func walksTheWholeSequence() throws {
        var button = try ModalButtonState(modes: Self.appStore)
        #expect(button.title == "Download" && button.allowsInput)
        #expect(button.handle(.press) == [.startWork(run: 1, mode: 0)])
        #expect(button.title == "Downloading…" && button.isBusy && !button.allowsInput)
        #expect(button.handle(.workFinished(run: 1)) == [.modeChanged(1)])
        #expect(button.title == "Install" && button.allowsInput)
        #expect(button.handle(.press) == [.startWork(run: 2, mode: 1)])
        #expect(button.title == "Installing…")
        #expect(button.handle(.workFinished(run: 2)) == [.modeChanged(2)])
        #expect(button.title == "Complete!" && button.isComplete && !button.allowsInput)
        #expect(button.handle(.press) == [], "the final mode is disabled")
    }

    @Test func pressesWhileBusyAreIgnored() throws {
        var button = try ModalButtonState(modes: Self.appStore)
        _ = button.handle(.press)
        #expect(button.handle(.press) == [])
        #expect(button.handle(.press) == [])
        _ = button.handle(.workFinished(run: 1))
        #expect(button.index == 1, "a double click must not skip a mode")
    }

    @Test func progressIsClampedAndOnlyForTheCurrentRun() throws {
        var button = try ModalButtonState(modes: Self.appStore)
        _ = button.handle(.press)
        _ = button.handle(.progress(run: 1, 0.25))
        #expect(button.progress == 0.25)
        _ = button.handle(.progress(run: 1, 7))
        #expect(button.progress == 1)
        _ = button.handle(.progress(run: 1, -1))
        #expect(button.progress == 0)
        _ = button.handle(.progress(run: 1, .nan))
        #expect(button.progress == 0)
        _ = button.handle(.progress(run: 9, 0.5))
        #expect(button.progress == 0)
    }

    @Test func cancelReturnsToTheModeItLeftAndLateResultsAreIgnored() throws {
        var button = try ModalButtonState(modes: Self.appStore)
        _ = button.handle(.press)
        #expect(button.handle(.cancel) == [.cancelWork(run: 1)])
        #expect(button.title == "Download" && button.allowsInput)
        #expect(button.handle(.workFinished(run: 1)) == [], "cancelled work must not advance the mode")
        #expect(button.index == 0)
        #expect(button.handle(.cancel) == [])
    }

    @Test func failedWorkReturnsAndReports() throws {
        var button = try ModalButtonState(modes: Self.appStore)
        _ = button.handle(.press)
        #expect(button.handle(.workFailed(run: 1, message: "disk full")) == [.reportError("disk full")])
        #expect(button.index == 0 && !button.isBusy)
        #expect(button.handle(.press) == [.startWork(run: 2, mode: 0)], "the user can try again")
    }

    @Test func resetStopsWorkAndReturnsToTheFirstMode() throws {
        var button = try ModalButtonState(modes: Self.appStore)
        _ = button.handle(.press)
        _ = button.handle(.workFinished(run: 1))
        _ = button.handle(.press)
        #expect(button.handle(.reset) == [.cancelWork(run: 2), .modeChanged(0)])
        #expect(button.index == 0 && !button.isBusy)
        #expect(button.handle(.reset) == [])
    }

    @Test func newModesStopWorkAndStartAtTheFirst() throws {
        var button = try ModalButtonState(modes: Self.appStore)
        _ = button.handle(.press)
        _ = button.handle(.workFinished(run: 1))
        _ = button.handle(.press)
        let twoModes = [ModalButtonMode(title: "Get"), ModalButtonMode(title: "Open", isActionable: false)]
        #expect(button.handle(.replaceModes(twoModes)) == [.cancelWork(run: 2), .modeChanged(0)])
        #expect(button.modes == twoModes && button.index == 0 && !button.isBusy)
        #expect(button.handle(.replaceModes([])) == [], "an empty list is refused")
        #expect(button.handle(.replaceModes(twoModes)) == [], "the same modes change nothing")
        #expect(button.modes == twoModes)
    }

    @Test func constructionRejectsBadSequences() {
        #expect(throws: ModalButtonError.noModes) { try ModalButtonState(modes: []) }
        let finalFirst = [ModalButtonMode(title: "Done", isActionable: false), ModalButtonMode(title: "Go")]
        #expect(throws: ModalButtonError.finalModeNotLast(index: 0, title: "Done")) {
            try ModalButtonState(modes: finalFirst)
        }
        #expect(ModalButtonError.finalModeNotLast(index: 0, title: "Done").description.contains("\"Done\""))
    }

    @Test func aSingleActionableModeStaysActionable() throws {
        var button = try ModalButtonState(modes: [ModalButtonMode(title: "Refresh", busyTitle: "Refreshing…")])
        _ = button.handle(.press)
        #expect(button.handle(.workFinished(run: 1)) == [.modeChanged(0)])
        #expect(button.allowsInput && !button.isComplete)
    }

    /// Random presses, progress, results for current and stale runs, cancels and resets.
    @Test func invariantsHoldOverRandomEvents() async {
        await propertyCheck(count: 500, input: Self.events.array(of: 1...200)) { events in
            var button = try! ModalButtonState(modes: Self.appStore)
            var reachedFinal = false
            var liveRuns: Set<Int> = []
            for event in events {
                let before = button.index
                let modesBefore = button.modes
                let wasEnabled = button.allowsInput
                let effects = button.handle(event)
                if event == .press { #expect(effects.isEmpty != wasEnabled, "a press starts work exactly when enabled") }
                for effect in effects {
                    switch effect {
                    case .startWork(let run, _): liveRuns.insert(run)
                    case .cancelWork(let run): liveRuns.remove(run)
                    default: break
                    }
                }
                if case .workFinished(let run) = event, liveRuns.contains(run) { liveRuns.remove(run) }
                if case .workFailed(let run, _) = event, liveRuns.contains(run) { liveRuns.remove(run) }
                #expect(button.modes.indices.contains(button.index))
                #expect(liveRuns.count == (button.isBusy ? 1 : 0))
                if button.isBusy { #expect(button.mode.isActionable && !button.allowsInput) }
                let startsAgain = event == .reset || (button.modes != modesBefore)
                if startsAgain { #expect(button.index == 0 && !button.isBusy) }
                if reachedFinal, !startsAgain { #expect(button.isComplete) }
                if startsAgain { reachedFinal = false }
                reachedFinal = reachedFinal || button.isComplete
                #expect(button.index == before || button.index == before + 1 || startsAgain)
                let changes = effects.filter { if case .modeChanged = $0 { return true } else { return false } }
                #expect(changes.count == (button.index == before ? 0 : 1))
            }
        }
    }

    static let events = Gen<ModalButtonState.Event>.oneOf(
        Gen.always(ModalButtonState.Event.press),
        Gen.always(ModalButtonState.Event.press),
        Gen.int(in: 0...8).map { ModalButtonState.Event.workFinished(run: $0) },
        Gen.int(in: 0...8).map { ModalButtonState.Event.workFailed(run: $0, message: "failed") },
        Gen.int(in: 0...8).map { ModalButtonState.Event.progress(run: $0, Double($0) / 4) },
        Gen.always(ModalButtonState.Event.cancel),
        Gen.always(ModalButtonState.Event.reset),
        // Valid lists, the empty list and a list with a final mode in the middle.
        Gen.int(in: 0...3).map { ModalButtonState.Event.replaceModes(replacements[$0]) }
    )

    static let replacements: [[ModalButtonMode]] = [
        [ModalButtonMode(title: "Get"), ModalButtonMode(title: "Open", isActionable: false)],
        appStore,
        [],
        [ModalButtonMode(title: "Done", isActionable: false), ModalButtonMode(title: "Again")],
    ]
}
