import CGtk
import ControlCore
import Dispatch
import GtkControls
import Glibc
import Synchronization

/// The demo's meal plan on disk, in `$XDG_DATA_HOME/controls-demo/meals.json` and its
/// journal (``MealFiles``).
///
/// Saving never makes the main thread wait, and a kill at any moment loses at most the
/// change being saved: each change is appended to the journal and synced on one background
/// queue, while the whole plan is rewritten on another, so an append never waits for a
/// rewrite (``JournalledSaveState`` decides what runs when). Loading replays the journal
/// over the plan. A corrupt or unreadable file is moved aside, never overwritten, and the
/// sample plan is loaded; if it cannot be moved aside, every change is refused.
@MainActor
public final class MealStore {
    /// The base file the plan is kept in.
    public var path: String { files.path }
    /// The plan as the user sees it.
    public private(set) var plan = MealPlan([])
    /// What happened on load that the user should hear about (a file moved aside).
    public private(set) var notice: String?
    /// Why nothing may be saved: a file could not be read nor moved aside, so writing
    /// would destroy it. Nil when saving is allowed.
    public private(set) var saveRefusal: String?
    /// Called on the main actor after each journal write, and when a rewrite fails or
    /// works again, with the standing saving problem, or nil when there is none.
    public var onSaveReport: ((String?) -> Void)?
    private let files: MealFiles
    private var saving = JournalledSaveState<MealPlanEdit>()
    /// Appends to the journal; never waits behind a rewrite. Below the main thread's
    /// priority (libdispatch runs utility work at nice 2, background at nice 10), so that
    /// waking a worker does not take the CPU from the GTK thread in the middle of a delete:
    /// at equal priority that doubled the delete's median cost here.
    private let journalQueue = DispatchQueue(label: "controls-demo.meal-journal", qos: .utility)
    private let rewriteQueue = DispatchQueue(label: "controls-demo.meal-rewrite", qos: .background)
    /// Jobs that ended on a queue and that the main actor has not handled yet.
    private let ended = EndedJobs()

    /// The store in `$XDG_DATA_HOME/controls-demo/meals.json`.
    public convenience init() {
        self.init(path: String(cString: g_get_user_data_dir()) + "/controls-demo/meals.json")
    }

    /// The store kept in the file `path` (and `path.journal`), whose directory is made if
    /// missing; the plan is read now.
    public init(path: String) {
        files = MealFiles(path: path)
        let directory = g_path_get_dirname(path)!
        g_mkdir_with_parents(directory, 0o700)
        g_free(directory)
        load()
    }

    /// The shipped sample plan (Resources/data/meals.tsv).
    static func samplePlan() throws -> MealPlan {
        MealPlan(try DataFiles.records("data/meals.tsv", fieldCount: 2).map { ($0[0], $0[1]) })
    }

    private func load() {
        let contents: MealFiles.Contents
        do {
            contents = try files.read()
        } catch {
            moveAside([files.path, files.journalPath], reason: error.reason, outcome: "the sample meals were loaded")
            plan = sampleOrEmpty()
            return
        }
        plan = contents.plan(withoutBase: sampleOrEmpty())
        if let damage = contents.journalDamage {
            guard !contents.journalIsUnreadable else {
                // Saving would replace the journal and lose its changes.
                return refuse(notice: "\(damage); the meals are shown without their latest changes.", file: files.journalPath)
            }
            // The changes before the damage are replayed and written anew; the file keeps
            // what could not be read.
            moveAside([files.journalPath], reason: damage, outcome: "the changes before it were kept")
        }
        saving = JournalledSaveState(baseSequence: contents.baseSequence, journal: contents.changes, journalIsClean: contents.journalIsClean)
        if saveRefusal == nil { perform(saving.handle(.resume)) }
    }

    /// The plan that a store opened on `path` would show, read without changing any file.
    /// Throws when there is no base, or when anything is amiss beyond a torn last line of
    /// the journal (which is what a kill during an append leaves).
    public nonisolated static func savedPlan(at path: String) throws(MealFileError) -> MealPlan {
        let contents = try MealFiles(path: path).read()
        guard let base = contents.base else { throw MealFileError(reason: "\(path) does not exist") }
        if let damage = contents.journalDamage { throw MealFileError(reason: damage) }
        return contents.plan(withoutBase: base)
    }

    private func sampleOrEmpty() -> MealPlan {
        do {
            return try Self.samplePlan()
        } catch {
            notice = [notice, "Cannot read the sample meals: \(error)"].compactMap { $0 }.joined(separator: " ")
            return MealPlan([])
        }
    }

    /// Renames each of `paths` that exists to `<path>.corrupt-<time>` and says so, with
    /// the `outcome` for the user; if one cannot be moved, refuses every save so that it
    /// is never written over.
    private func moveAside(_ paths: [String], reason: String, outcome: String) {
        let time = g_get_real_time() / 1_000_000
        var moved: [String] = []
        for path in paths where access(path, F_OK) == 0 {
            let aside = path + ".corrupt-\(time)"
            guard rename(path, aside) == 0 else {
                return refuse(notice: "\(reason), and \(path) could not be moved aside (\(String(cString: strerror(errno)))); \(outcome) and it will not be overwritten.", file: path)
            }
            moved.append(aside)
        }
        notice = "\(reason); \(moved.count == 1 ? "it was" : "they were") moved to \(moved.joined(separator: " and ")), and \(outcome)."
        printError("controls-demo: " + notice!)
    }

    private func refuse(notice: String, file: String) {
        self.notice = notice
        saveRefusal = "Not saved: \(file) could not be read or moved aside, so nothing is written over it. Move it away and restart to save again."
        printError("controls-demo: " + notice)
    }

    /// Makes `edit` and saves it in the background; ``onSaveReport`` hears how that went.
    /// Returns why saving was refused (with the plan left as it was) when it would
    /// overwrite a file that must be kept.
    @discardableResult
    public func apply(_ edit: MealPlanEdit) -> String? {
        if let saveRefusal { return saveRefusal }
        guard plan.apply(edit) else { return nil }
        perform(saving.handle(.changed(edit)))
        return nil
    }

    /// Replaces the plan and saves it; refused as ``apply(_:)`` is.
    @discardableResult
    public func replace(with plan: MealPlan) -> String? {
        apply(.replace(plan))
    }

    /// Blocks until every change so far is in the journal and the base, reporting each
    /// outcome. Call it before the store goes away.
    public func flush() {
        while saving.isBusy {
            journalQueue.sync {}
            rewriteQueue.sync {}
            handleEndedJobs()
        }
    }

    private func perform(_ effects: [JournalledSaveState<MealPlanEdit>.Effect]) {
        for effect in effects {
            switch effect {
            case .append(let records):
                run(on: journalQueue, as: .journal) { files in files.append(records) }
            case .replaceJournal(let records):
                run(on: journalQueue, as: .journal) { files in files.replaceJournal(with: records) }
            case .rewrite(let sequence):
                // The plan now is the plan after change `sequence`: the machine hears each
                // change as it is made.
                let plan = plan
                run(on: rewriteQueue, as: .rewrite) { files in files.writeBase(plan, through: sequence) }
            case .report(let error):
                onSaveReport?(error)
            }
        }
    }

    private func run(on queue: DispatchQueue, as job: EndedJobs.Job, _ write: @escaping @Sendable (MealFiles) -> String?) {
        queue.async { [files, ended] in
            ended.append(job, error: write(files))
            DispatchQueue.main.async { [weak self] in
                MainActor.assumeIsolated { self?.handleEndedJobs() }
            }
        }
    }

    /// Feeds the jobs that ended to the state machine. ``flush()`` may have handled them
    /// already, so the main-queue call that follows each job may find none.
    private func handleEndedJobs() {
        for (job, error) in ended.takeAll() {
            perform(saving.handle(job == .journal ? .journalWritten(error: error) : .rewritten(error: error)))
        }
    }
}

/// The outcomes of jobs that ended on the background queues, handed to the main actor.
private final class EndedJobs: Sendable {
    enum Job { case journal, rewrite }

    private let outcomes = Mutex<[(Job, String?)]>([])

    func append(_ job: Job, error: String?) {
        outcomes.withLock { $0.append((job, error)) }
    }

    func takeAll() -> [(Job, String?)] {
        outcomes.withLock { outcomes in
            defer { outcomes = [] }
            return outcomes
        }
    }
}
