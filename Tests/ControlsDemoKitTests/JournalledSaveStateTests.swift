import ControlsDemoKit
import PropertyBased
import Testing

@Suite struct JournalledSaveStateTests {
    /// Each change's value is its own number, so a replay that applies the wrong record is seen.
    typealias Machine = JournalledSaveState<Int>

    /// The effects as plain values, to compare whole lists.
    private func described(_ effects: [Machine.Effect]) -> [String] {
        effects.map {
            switch $0 {
            case .append(let records): "append \(records.map(\.sequence))"
            case .replaceJournal(let records): "replace \(records.map(\.sequence))"
            case .rewrite(let through): "rewrite \(through)"
            case .report(let error): "report \(error ?? "ok")"
            }
        }
    }

    @Test func aChangeIsAppendedAndRewrittenAtOnceThenTheJournalEmptied() {
        var machine = Machine()
        #expect(described(machine.handle(.changed(1))) == ["append [1]", "rewrite 1"])
        #expect(described(machine.handle(.journalWritten(error: nil))) == ["report ok"])
        #expect(described(machine.handle(.rewritten(error: nil))) == ["replace []"])
        #expect(described(machine.handle(.journalWritten(error: nil))) == ["report ok"])
        #expect(!machine.isBusy && machine.journal.isEmpty && machine.baseSequence == 1)
    }

    /// The journal never waits for the rewrite: while one slow rewrite runs, each change
    /// is appended as soon as the append before it ends.
    @Test func appendsGoOnWhileARewriteRuns() {
        var machine = Machine()
        _ = machine.handle(.changed(1))
        _ = machine.handle(.journalWritten(error: nil))
        #expect(described(machine.handle(.changed(2))) == ["append [2]"])
        #expect(described(machine.handle(.changed(3))) == [], "3 waits for the append of 2")
        #expect(described(machine.handle(.changed(4))) == [])
        #expect(described(machine.handle(.journalWritten(error: nil))) == ["report ok", "append [3, 4]"])
        #expect(machine.rewritingThrough == 1)
        #expect(described(machine.handle(.journalWritten(error: nil))) == ["report ok"])
        #expect(described(machine.handle(.rewritten(error: nil))) == ["replace [2, 3, 4]", "rewrite 4"])
        #expect(described(machine.handle(.rewritten(error: nil))) == [])
        #expect(described(machine.handle(.journalWritten(error: nil))) == ["report ok", "replace []"])
    }

    @Test func aFailedAppendIsReportedAndTheNextChangeReplacesTheJournal() {
        var machine = Machine()
        _ = machine.handle(.changed(1))
        #expect(described(machine.handle(.journalWritten(error: "disk full"))) == ["report disk full"])
        #expect(!machine.journalIsClean && machine.waiting.map(\.sequence) == [1])
        #expect(described(machine.handle(.changed(2))) == ["replace [1, 2]"], "nothing is appended after a torn record")
        #expect(described(machine.handle(.journalWritten(error: nil))) == ["report ok"])
        #expect(machine.journalIsClean && machine.journal.map(\.sequence) == [1, 2])
    }

    @Test func aFailedRewriteIsReportedAndTriedAgainWithTheNextChange() {
        var machine = Machine()
        _ = machine.handle(.changed(1))
        _ = machine.handle(.journalWritten(error: nil))
        #expect(described(machine.handle(.rewritten(error: "read-only"))) == ["report read-only"])
        #expect(!machine.isBusy, "no new try until there is a new change")
        #expect(described(machine.handle(.changed(2))) == ["append [2]", "rewrite 2"])
        #expect(described(machine.handle(.journalWritten(error: nil))) == ["report read-only"], "the rewrite still stands failed")
        #expect(described(machine.handle(.rewritten(error: nil))) == ["report ok", "replace []"])
    }

    /// A rewrite that holds every change makes an append that failed meanwhile harmless.
    @Test func aRewriteOfEveryChangeClearsAJournalFailure() {
        var machine = Machine()
        _ = machine.handle(.changed(1))
        _ = machine.handle(.journalWritten(error: "disk full"))
        #expect(described(machine.handle(.rewritten(error: nil))) == ["report ok", "replace []"], "the torn journal is emptied")
        #expect(machine.waiting.isEmpty && machine.problem == nil)
        _ = machine.handle(.journalWritten(error: nil))
        #expect(described(machine.handle(.changed(2))) == ["append [2]", "rewrite 2"])
    }

    @Test func aJournalLoadedWithMoreThanItsRecordsIsReplacedBeforeAnAppend() {
        var machine = Machine(baseSequence: 4, journal: [.init(sequence: 5, change: 5)], journalIsClean: false)
        #expect(machine.lastSequence == 5)
        #expect(described(machine.handle(.changed(6))) == ["replace [5, 6]", "rewrite 6"])
    }

    @Test func resumingALoadedJournalRewritesTheBaseAndCleansTheJournal() {
        var machine = Machine(baseSequence: 4, journal: [.init(sequence: 5, change: 5)], journalIsClean: false)
        #expect(described(machine.handle(.resume)) == ["replace [5]", "rewrite 5"])
        var clean = Machine(baseSequence: 4)
        #expect(clean.handle(.resume).isEmpty, "nothing to do for a base with an empty journal")
    }

    @Test func aReplaySkipsWhatTheBaseHoldsAndStopsAtAGap() {
        let records = [3, 4, 5, 6, 8, 9].map { Machine.Record(sequence: $0, change: $0) }
        let (taken, stop) = Machine.replayed(records, over: 4)
        #expect(taken.map(\.sequence) == [5, 6] && stop?.sequence == 8)
        #expect(Machine.replayed(Array(records.prefix(4)), over: 4).stop == nil)
        #expect(Machine.replayed(records, over: 1) == ([], records[0]), "3 does not follow 1")
        #expect(Machine.replayed([], over: 7) == ([], nil))
    }

    // MARK: Against a model of the two files

    enum Step: CaseIterable { case change, journalSucceeds, journalFails, rewriteSucceeds, rewriteFails }

    /// The journal and base files as a kill would find them, and the jobs that are writing them.
    struct Disk {
        enum Line: Equatable { case record(Machine.Record), torn }
        var base = 0
        var lines: [Line] = []
        var journalJob: Machine.Effect?
        var rewrite: Int?
        /// Every change through this one was confirmed written by a job.
        var kept = 0
        var machine = Machine()

        /// The change number a load recovers from `base` and `lines`, checking that the
        /// replay took each record's own change.
        static func recovered(base: Int, lines: [Line]) -> Int {
            let records = lines.prefix { $0 != .torn }.map { line -> Machine.Record in
                guard case .record(let record) = line else { fatalError() }
                return record
            }
            let replay = Machine.replayed(records, over: base)
            #expect(replay.stop == nil, "the journal \(records.map(\.sequence)) has a gap over base \(base)")
            #expect(replay.records.allSatisfy { $0.change == $0.sequence })
            return replay.records.last?.sequence ?? base
        }

        /// Every state a kill could leave now: a running append may have written any part
        /// of its records, a running replacement or rewrite either nothing or everything.
        var recoverable: [Int] {
            var journals = [lines]
            switch journalJob {
            case .append(let records)?:
                journals += (0..<records.count).map { lines + records.prefix($0).map(Line.record) + [.torn] }
                journals.append(lines + records.map(Line.record))
            case .replaceJournal(let records)?:
                journals.append(records.map(Line.record))
            default: break
            }
            let bases = [base] + (rewrite.map { [$0] } ?? [])
            return bases.flatMap { base in journals.map { Self.recovered(base: base, lines: $0) } }
        }

        mutating func send(_ event: Machine.Event) {
            for effect in machine.handle(event) {
                switch effect {
                case .append, .replaceJournal:
                    #expect(journalJob == nil, "two journal jobs at once")
                    journalJob = effect
                case .rewrite(let through):
                    #expect(rewrite == nil, "two rewrites at once")
                    #expect(through == machine.lastSequence)
                    rewrite = through
                case .report: break
                }
            }
            #expect(lines.dropLast().allSatisfy { $0 != .torn }, "a record was appended after a torn one")
            #expect(machine.waiting.isEmpty || journalJob != nil || machine.journalError != nil,
                    "a change waits with no journal job running")
            for recovered in recoverable {
                #expect(recovered <= machine.lastSequence, "a kill would recover a plan ahead of the newest")
                #expect(recovered >= kept, "a kill would lose change \(recovered + 1), which was confirmed written")
            }
        }

        mutating func step(_ step: Step, failingAt cut: Int) {
            switch step {
            case .change:
                send(.changed(machine.lastSequence + 1))
            case .journalSucceeds, .journalFails:
                guard let job = journalJob else { return }
                journalJob = nil
                let fails = step == .journalFails
                switch job {
                case .append(let records) where fails:
                    lines += records.prefix(cut % (records.count + 1)).map(Line.record) + [.torn]
                case .append(let records):
                    lines += records.map(Line.record)
                    kept = max(kept, records.last?.sequence ?? kept)
                case .replaceJournal(let records) where !fails:
                    lines = records.map(Line.record)
                    kept = max(kept, records.last?.sequence ?? kept)
                default: break
                }
                send(.journalWritten(error: fails ? "journal failed" : nil))
            case .rewriteSucceeds, .rewriteFails:
                guard let through = rewrite else { return }
                rewrite = nil
                if step == .rewriteSucceeds {
                    base = through
                    kept = max(kept, through)
                }
                send(.rewritten(error: step == .rewriteFails ? "rewrite failed" : nil))
            }
        }

        /// Lets every job succeed until none runs.
        mutating func drain() {
            while journalJob != nil || rewrite != nil {
                step(journalJob != nil ? .journalSucceeds : .rewriteSucceeds, failingAt: 0)
            }
        }
    }

    /// Over random changes and job endings (failures and torn appends among them): a kill
    /// at any moment recovers a value the owner had, never one ahead of the newest, and
    /// never loses a change a job confirmed; when the jobs run out, the base holds
    /// everything and the journal is empty.
    @Test func aKillAnywhereRecoversAPlanShownAndEverythingConfirmed() async {
        await propertyCheck(count: 1_000, input: Gen<Step>.case.array(of: 1...120), Gen.int(in: 0...9).array(of: 120)) { steps, cuts in
            var disk = Disk()
            for (step, cut) in zip(steps, cuts) { disk.step(step, failingAt: cut) }
            if disk.machine.problem != nil { disk.send(.changed(disk.machine.lastSequence + 1)) }
            disk.drain()
            #expect(disk.base == disk.machine.lastSequence && disk.lines.isEmpty)
            #expect(disk.machine.problem == nil && !disk.machine.isBusy)
        }
    }

    /// The guarantee the journal exists for: when the journal's jobs (appends and
    /// compactions) end before the next change, a kill at any moment loses at most the
    /// last change, however long the rewrites take and however often they fail.
    @Test func whenAppendsKeepPaceAKillLosesAtMostTheLastChange() async {
        let steps = Gen<Step>.oneOf(Gen.always(.change), Gen.always(.rewriteSucceeds), Gen.always(.rewriteFails))
        await propertyCheck(count: 1_000, input: steps.array(of: 1...120)) { steps in
            var disk = Disk()
            for step in steps {
                while step == .change, disk.journalJob != nil { disk.step(.journalSucceeds, failingAt: 0) }
                disk.step(step, failingAt: 0)
                for recovered in disk.recoverable {
                    #expect(recovered >= disk.machine.lastSequence - 1, "a kill now would lose more than the last change")
                }
            }
        }
    }
}
