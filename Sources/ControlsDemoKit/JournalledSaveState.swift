import ControlCore

/// Saving a value as a base file plus a journal of the changes made since, so that a crash
/// loses at most the change being written: each change is appended to the journal and
/// synced on its own, by a job that never waits behind the rewrite of the whole value; the
/// whole value is rewritten in the background, and the journal is then compacted to the
/// changes the new base lacks. Loading reads the base and replays the journal over it
/// (``replayed(_:over:)``).
///
/// Changes are numbered from 1 in the order they are made; the base records the number of
/// the last change it holds. Two jobs run apart, each at most one at a time: the journal job
/// (``Effect/append(_:)`` or ``Effect/replaceJournal(_:)``) and the rewrite
/// (``Effect/rewrite(through:)``). Changes made while the journal job runs wait, and the
/// next job appends them together.
///
/// Invariants (checked by property tests against a model of the two files):
/// - the journal file holds records the base already has, then the changes after the base
///   in order with no gap, then at most a torn record: a kill at any moment recovers the
///   value as it was after some change the owner made, never a mix;
/// - a change whose journal job succeeded is never lost, whatever the rewrite does;
/// - a change waits only while a journal job runs, or after a failed one until the next change;
/// - when the jobs run out without failing, the base holds the newest value and the journal
///   is empty.
public struct JournalledSaveState<Change>: StateMachine {
    /// One change as the journal keeps it.
    public struct Record {
        public let sequence: Int
        public let change: Change

        public init(sequence: Int, change: Change) {
            self.sequence = sequence
            self.change = change
        }
    }

    public enum Event {
        /// Start what a loaded state needs: a rewrite when the journal had changes the base
        /// lacks, a new journal when the file held anything else.
        case resume
        /// The owner made `change` and now shows the value after it.
        case changed(Change)
        /// The running journal job ended: `error` says why it failed, nil if it succeeded.
        case journalWritten(error: String?)
        /// The running rewrite ended: `error` says why it failed, nil if it succeeded.
        case rewritten(error: String?)
    }

    public enum Effect {
        /// Append these records to the journal and sync it, then send ``Event/journalWritten(error:)``.
        case append([Record])
        /// Make the journal hold exactly these records, atomically (a new file renamed over
        /// the old one, or truncation when there are none), then send ``Event/journalWritten(error:)``.
        case replaceJournal([Record])
        /// Write the value as it is now, which holds every change through `through`, as the
        /// new base, atomically and durably, then send ``Event/rewritten(error:)``.
        case rewrite(through: Int)
        /// Tell the user about the standing saving problem, or that there is none (nil).
        case report(error: String?)
    }

    private enum JournalJob {
        case append([Record])
        case replace([Record])
    }

    /// The number of the newest change.
    public private(set) var lastSequence: Int
    /// The number of the last change the base on disk holds.
    public private(set) var baseSequence: Int
    /// The records the journal file holds, in order, as far as every finished job says.
    public private(set) var journal: [Record]
    /// Whether the journal file holds `journal` and nothing else (no torn or unreadable
    /// tail), so that a record may be appended to it.
    public private(set) var journalIsClean: Bool
    /// Changes that no journal job has written yet.
    public private(set) var waiting: [Record] = []
    /// The change number the running rewrite writes through, nil when none runs.
    public private(set) var rewritingThrough: Int?
    /// Why the last journal job failed, until one succeeds or the base holds every change.
    public private(set) var journalError: String?
    /// Why the last rewrite failed, until one succeeds.
    public private(set) var rewriteError: String?
    private var journalJob: JournalJob?
    /// After a failure a job starts again only once there is a new change, so a failing
    /// disk is not hammered in a loop.
    private var journalPaused = false
    private var rewritePaused = false

    /// Whether a journal job or a rewrite is running.
    public var isBusy: Bool { journalJob != nil || rewritingThrough != nil }

    /// The saving problem to show: the journal's first, since a failed journal loses changes.
    public var problem: String? { journalError ?? rewriteError }

    /// The state after loading: the base holds changes through `baseSequence`, and
    /// `journal` are the records replayed over it (``replayed(_:over:)``). Pass
    /// `journalIsClean: false` when the file holds anything else (older records, a torn or
    /// unreadable tail), so the first journal job rewrites it.
    public init(baseSequence: Int = 0, journal: [Record] = [], journalIsClean: Bool = true) {
        self.baseSequence = baseSequence
        self.journal = journal
        self.journalIsClean = journalIsClean
        lastSequence = journal.last?.sequence ?? baseSequence
    }

    public mutating func handle(_ event: Event) -> [Effect] {
        let problemBefore = problem
        var reportsOutcome = false
        switch event {
        case .resume:
            break
        case .changed(let change):
            lastSequence += 1
            waiting.append(Record(sequence: lastSequence, change: change))
            journalPaused = false
            rewritePaused = false
        case .journalWritten(let error):
            guard let job = journalJob else { return [] }
            journalJob = nil
            reportsOutcome = true
            journalError = error
            journalPaused = error != nil
            switch (job, error) {
            case (.append(let records), nil):
                journal += records
            case (.replace(let records), nil):
                journal = records
                journalIsClean = true
            case (.append(let records), .some), (.replace(let records), .some):
                // A failed append may have left part of a record, so the file must be
                // replaced before anything is appended; a failed replacement left the old
                // file as it was. Either way the records it carried that neither the
                // journal nor the base holds wait again.
                if case .append = job { journalIsClean = false }
                let lastKept = max(journal.last?.sequence ?? baseSequence, baseSequence)
                waiting = records.filter { $0.sequence > lastKept } + waiting
            }
        case .rewritten(let error):
            guard let through = rewritingThrough else { return [] }
            rewritingThrough = nil
            rewriteError = error
            rewritePaused = error != nil
            if error == nil {
                baseSequence = through
                // What the base holds needs no journal record, and a journal failure that
                // lost nothing is over: the disk took a whole write again.
                waiting.removeAll { $0.sequence <= through }
                if waiting.isEmpty {
                    journalError = nil
                    journalPaused = false
                }
            }
        }
        let report: [Effect] = reportsOutcome || problem != problemBefore ? [.report(error: problem)] : []
        return report + startJobs()
    }

    /// Starts each job that has work and is not running or paused. Appending a waiting
    /// change comes before compacting, which waits for a moment with no change waiting.
    private mutating func startJobs() -> [Effect] {
        var effects: [Effect] = []
        if journalJob == nil, !journalPaused {
            let holdsObsolete = journal.contains { $0.sequence <= baseSequence }
            if !journalIsClean || (waiting.isEmpty && holdsObsolete) {
                let records = journal.filter { $0.sequence > baseSequence } + waiting
                waiting = []
                journalJob = .replace(records)
                effects.append(.replaceJournal(records))
            } else if !waiting.isEmpty {
                journalJob = .append(waiting)
                effects.append(.append(waiting))
                waiting = []
            }
        }
        if rewritingThrough == nil, !rewritePaused, baseSequence < lastSequence {
            rewritingThrough = lastSequence
            effects.append(.rewrite(through: lastSequence))
        }
        return effects
    }

    /// The records of a journal to apply over a base that holds every change through
    /// `base`: records the base has are skipped, then those after it are taken in order up
    /// to the first gap or record out of order, which is returned as `stop` (a journal
    /// this machine wrote has none).
    public static func replayed(_ records: [Record], over base: Int) -> (records: [Record], stop: Record?) {
        var taken: [Record] = []
        for record in records {
            if taken.isEmpty, record.sequence <= base { continue }
            guard record.sequence == (taken.last?.sequence ?? base) + 1 else { return (taken, record) }
            taken.append(record)
        }
        return (taken, nil)
    }
}

extension JournalledSaveState.Record: Equatable where Change: Equatable {}
extension JournalledSaveState.Record: Sendable where Change: Sendable {}
