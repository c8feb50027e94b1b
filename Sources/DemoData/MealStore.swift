// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGLib
import ControlText
import Dispatch
import Glibc
import Synchronization

/// The demo's meal plan on disk, in the SQLite database
/// `$XDG_DATA_HOME/controls-demo/meals.db` (``MealDatabase``).
///
/// Each change is committed in a transaction of its own on a background queue, so saving never
/// makes the main thread wait, and outcomes come back on the main actor. A committed change
/// survives a kill or a power cut. A change that fails to commit is committed with the next
/// one. On the first start after an update, the plan of the old `meals.json` (and its journal)
/// is imported, and the file kept as `meals.json.imported`; an old file that cannot be read is
/// moved aside, or, if it cannot be moved either, reported once and left alone from then on. A
/// damaged database is moved aside, never written over, and a new one starts with the sample
/// plan; a database that cannot be opened, or whose damage cannot be moved aside, is kept as it
/// is and every change refused. A database damaged while the store runs refuses every change
/// from the first that finds the damage; the next start moves it aside.
@MainActor
public final class MealStore {
    /// The database file.
    public let path: String
    /// The plan as the user sees it.
    public private(set) var plan = MealPlan([])
    /// What happened on opening that the user should hear about (an import, a file moved aside).
    public private(set) var notice: String?
    /// Why nothing may be saved: the database cannot be opened, or is damaged and cannot be
    /// moved aside, so writing would destroy it. Nil when saving is allowed.
    public private(set) var saveRefusal: String?
    /// How many of the changes made through this store are committed.
    public private(set) var savedChanges = 0
    /// Called on the main actor after each commit, with the standing saving problem, or nil
    /// when there is none.
    public var onSaveReport: ((String?) -> Void)?
    private var database: MealDatabase?
    /// Below the main thread's priority (libdispatch runs utility work at nice 2), so that
    /// waking it does not take the CPU from the GTK thread in the middle of a delete.
    private let queue = DispatchQueue(label: "controls-demo.meal-database", qos: .utility)
    /// Commits that ended on the queue and that the main actor has not handled yet.
    private let outcomes = Mutex<[(committed: Int, error: SQLiteError?)]>([])

    /// The store in `$XDG_DATA_HOME/controls-demo/meals.db`.
    public convenience init() {
        self.init(path: String(cString: g_get_user_data_dir()) + "/controls-demo/meals.db")
    }

    /// The store kept in the database `path`, whose directory is made if missing; the plan
    /// is read now. A `meals.json` in the same directory is imported.
    public init(path: String) {
        self.path = path
        let directory = g_path_get_dirname(path)!
        g_mkdir_with_parents(directory, 0o700)
        let legacyPath = String(cString: directory) + "/meals.json"
        g_free(directory)
        open(importing: legacyPath)
    }

    /// The shipped sample plan (Resources/data/meals.tsv).
    package static func samplePlan() throws -> MealPlan {
        MealPlan(try DataFiles.records("data/meals.tsv", fieldCount: 2).map { ($0[0], $0[1]) })
    }

    /// The plan that a store opened on `path` would show, read without changing the file.
    /// Throws, naming the file, when it is missing, damaged or cannot be read.
    public nonisolated static func savedPlan(at path: String) throws -> MealPlan {
        try MealDatabase.savedPlan(at: path)
    }

    private func open(importing legacyPath: String) {
        var imported: Result<MealPlan, LegacyMealFile.Unreadable>?
        let initialPlan = { [unowned self] () -> MealPlan in
            guard access(legacyPath, F_OK) == 0 else { return sampleOrEmpty() }
            imported = Result { () throws(LegacyMealFile.Unreadable) in try LegacyMealFile.plan(at: legacyPath) }
            return (try? imported?.get()) ?? sampleOrEmpty()
        }
        let unimported = { () -> String? in
            guard case .failure(let unreadable) = imported else { return nil }
            return unreadable.description
        }
        do {
            (database, plan) = try MealDatabase.open(path: path, initialPlan: initialPlan, unimportedLegacyFile: unimported)
        } catch where error.isDamage {
            guard moveAside([path, path + "-wal", path + "-shm"], reason: tr("%1$s is damaged: %2$s", path, error.message),
                            outcome: tr("a new one was started with the sample meals"),
                            // TRANSLATORS: what becomes of a damaged meal file that could not be moved aside.
                            ifKept: tr("it will not be overwritten")) else {
                refuseSaving(over: path)
                return plan = sampleOrEmpty()
            }
            return open(importing: legacyPath)
        } catch {
            report(tr("Cannot open the meals: %s; the sample meals are shown.", error.description))
            refuseSaving(over: path)
            return plan = sampleOrEmpty()
        }
        guard access(legacyPath, F_OK) == 0 else { return }
        if let reason = unimported() {
            // Saving goes on even if it stays: the database is another file, and records that
            // this one was not imported, so that later starts neither read nor report it again.
            _ = moveAside([legacyPath, legacyPath + ".journal"], reason: reason, outcome: tr("the sample meals were loaded"),
                          // TRANSLATORS: what becomes of an old meal file that could not be moved aside.
                          ifKept: tr("it will not be read again"))
            return
        }
        if database?.leavesLegacyFileAlone == true { return }
        // The plan was imported, now or by a run that ended before this rename.
        let kept = legacyPath + ".imported"
        guard rename(legacyPath, kept) == 0 else {
            return printError("controls-demo: \(legacyPath) was imported, but could not be renamed: \(String(cString: strerror(errno)))")
        }
        rename(legacyPath + ".journal", kept + ".journal")
        // TRANSLATORS: %1$s is the old meal file, %2$s the database, %3$s the old file's new name.
        notice = tr("Your meals were moved from %1$s into %2$s; the old file is kept as %3$s.", legacyPath, path, kept)
    }

    private func sampleOrEmpty() -> MealPlan {
        do {
            return try Self.samplePlan()
        } catch {
            notice = [notice, tr("Cannot read the sample meals: %s", String(describing: error))].compactMap { $0 }.joined(separator: " ")
            return MealPlan([])
        }
    }

    /// Renames each of `paths` that exists to `<path>.corrupt-<time>` and says so, with
    /// the `outcome` for the user; if one cannot be moved, says so with what becomes of it
    /// (`ifKept`), and returns false.
    private func moveAside(_ paths: [String], reason: String, outcome: String, ifKept: String) -> Bool {
        let time = g_get_real_time() / 1_000_000
        var moved: [String] = []
        for path in paths where access(path, F_OK) == 0 {
            let aside = path + ".corrupt-\(time)"
            guard rename(path, aside) == 0 else {
                // TRANSLATORS: %1$s says what is wrong with a meal file, %2$s is the file, %3$s why
                // it could not be renamed, %4$s what was shown instead, %5$s what becomes of the file.
                report(tr("%1$s, and %2$s could not be moved aside (%3$s); %4$s and %5$s.",
                          reason, path, String(cString: strerror(errno)), tr("the sample meals were loaded"), ifKept))
                return false
            }
            moved.append(aside)
        }
        // TRANSLATORS: two file names.
        let places = moved.count == 2 ? tr("%1$s and %2$s", moved[0], moved[1]) : moved.joined(separator: ", ")
        // TRANSLATORS: %1$s says what is wrong with the meal files, %2$s where they were
        // moved, %3$s what was shown instead.
        report(tr.plural("%1$s; it was moved to %2$s, and %3$s.", "%1$s; they were moved to %2$s, and %3$s.",
                         count: moved.count, reason, places, outcome))
        return true
    }

    /// Shows `notice` on the page and writes it to stderr.
    private func report(_ notice: String) {
        self.notice = notice
        printError("controls-demo: " + notice)
    }

    /// Refuses every save from now on, so that `file` is never written over.
    private func refuseSaving(over file: String) {
        saveRefusal = tr("Not saved: %s could not be read or moved aside, so nothing is written over it. Move it away and restart to save again.", file)
    }

    /// Makes `edit` and commits it in the background; ``onSaveReport`` hears how that went.
    /// Returns why saving was refused (with the plan left as it was) when it would
    /// overwrite a file that must be kept.
    @discardableResult
    public func apply(_ edit: MealPlanEdit) -> String? {
        if let saveRefusal { return saveRefusal }
        guard let database, plan.apply(edit) else { return nil }
        queue.async { [self] in
            let outcome = database.save(edit)
            outcomes.withLock { $0.append(outcome) }
            DispatchQueue.main.async { MainActor.assumeIsolated { self.handleOutcomes() } }
        }
        return nil
    }

    /// Replaces the plan and saves it; refused as ``apply(_:)`` is.
    @discardableResult
    public func replace(with plan: MealPlan) -> String? {
        apply(.replace(plan))
    }

    /// Blocks until every change so far has been committed or has failed, reporting each
    /// outcome. Call it before the store goes away.
    public func flush() {
        queue.sync {}
        handleOutcomes()
    }

    /// Reports the commits that ended. ``flush()`` may have handled them already, so the
    /// main-queue call that follows each commit may find none.
    private func handleOutcomes() {
        let ended = outcomes.withLock { outcomes in
            defer { outcomes = [] }
            return outcomes
        }
        for (committed, error) in ended {
            savedChanges += committed
            if let error, error.isDamage, saveRefusal == nil {
                // The file went bad under the running demo: write nothing more to it.
                saveRefusal = tr("Not saved: %s is damaged, so nothing more is written to it. Restart the demo to move it aside.", path)
            }
            onSaveReport?(saveRefusal ?? error.map { tr("Could not save the change: %s", $0.description) })
        }
    }
}
