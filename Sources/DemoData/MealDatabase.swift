// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CSQLite

/// The meal plan in an SQLite database: a table of meals in the order of a sparse `position`,
/// so that a delete or an undo changes one row and renumbers nothing.
///
/// The database runs in WAL mode with `synchronous=FULL`: a commit returns once its change is
/// synced to the write-ahead log, so it survives a kill or a power cut. Each change is one
/// transaction. A change that fails to commit (a full disk, a file system gone read-only) is
/// kept and committed first with the next change, in order; every change is written by row id,
/// so committing it again after a commit whose outcome was unknown changes nothing more.
///
/// Used by one thread at a time: ``MealStore`` opens it, then hands it to its queue.
final class MealDatabase: @unchecked Sendable {
    /// The schema, a step a version: a file of version N (`PRAGMA user_version`) gets the
    /// steps after N, and its new version, in one transaction when it is opened.
    static let migrations = [
        // 1: the meals, in the order of `position`.
        "CREATE TABLE meals (id INTEGER PRIMARY KEY, position REAL NOT NULL, day TEXT NOT NULL, name TEXT NOT NULL)",
        // 2: no two meals share a position, and the plan is read in order from the index.
        "CREATE UNIQUE INDEX meals_by_position ON meals (position)",
        // 3: why the old meals.json could not be imported when the database was made (a row, or
        // none), so that later starts leave that file alone.
        "CREATE TABLE unimported_legacy_file (reason TEXT NOT NULL)",
    ]

    /// The database file.
    var path: String { database.path }
    /// Whether the database was made without the old meals.json, which could not be imported.
    let leavesLegacyFileAlone: Bool
    private let database: SQLiteDatabase
    private let insertion: SQLiteStatement
    private let deletion: SQLiteStatement
    /// The meals' row ids and positions in the plan's order: what turns a change by index into
    /// the rows it changes. Changed only once a commit has succeeded.
    private var rows: [Row]
    private var nextID: Int64
    /// Changes whose commit failed, in order, to commit before the next one.
    private var unsaved: [MealPlanEdit] = []

    private struct Row {
        let id: Int64
        let position: Double
    }

    /// Opens the database at `path`, making it if missing, and reads its plan: a new file gets
    /// the schema, `initialPlan()` and, when it names one, why the old meals.json could not be
    /// imported (`unimportedLegacyFile()`, asked after `initialPlan()`) in one transaction; an
    /// older schema is migrated. Throws when the file cannot be opened, is damaged
    /// (``SQLiteError/isDamage``; `PRAGMA quick_check` runs first), or has a newer schema than
    /// this program knows.
    static func open(path: String, initialPlan: () -> MealPlan,
                     unimportedLegacyFile: () -> String? = { nil }) throws(SQLiteError) -> (MealDatabase, MealPlan) {
        let database = try SQLiteDatabase(path: path)
        try check(database)
        let version = try version(of: database)
        guard try database.text("PRAGMA journal_mode = WAL") == "wal" else {
            throw SQLiteError(code: SQLITE_CANTOPEN, path: path, message: tr("write-ahead logging is not possible here"))
        }
        try database.execute("PRAGMA synchronous = FULL")
        if version < migrations.count {
            try database.transaction { () throws(SQLiteError) in
                for step in migrations[version...] { try database.execute(step) }
                if version == 0 {
                    try insert(initialPlan(), into: database)
                    if let reason = unimportedLegacyFile() {
                        try database.prepare("INSERT INTO unimported_legacy_file (reason) VALUES (?)").run(.text(reason))
                    }
                }
                try database.execute("PRAGMA user_version = \(migrations.count)")
            }
        }
        let meals = try meals(in: database)
        let leavesLegacyFileAlone = try database.text("SELECT count(*) FROM unimported_legacy_file") != "0"
        let opened = try MealDatabase(database, rows: meals.map { Row(id: $0.id, position: $0.position) },
                                      leavesLegacyFileAlone: leavesLegacyFileAlone)
        return (opened, MealPlan(meals.map { ($0.day, $0.name) }))
    }

    private init(_ database: SQLiteDatabase, rows: [Row], leavesLegacyFileAlone: Bool) throws(SQLiteError) {
        self.database = database
        self.rows = rows
        self.leavesLegacyFileAlone = leavesLegacyFileAlone
        nextID = (rows.map(\.id).max() ?? 0) + 1
        insertion = try database.prepare("INSERT OR REPLACE INTO meals (id, position, day, name) VALUES (?, ?, ?, ?)")
        deletion = try database.prepare("DELETE FROM meals WHERE id = ?")
    }

    /// The plan in the database at `path`, read without changing it. Throws as
    /// ``init(path:initialPlan:)`` does, and when there is no such file.
    static func savedPlan(at path: String) throws(SQLiteError) -> MealPlan {
        let database = try SQLiteDatabase(path: path, readOnly: true)
        try check(database)
        return MealPlan(try meals(in: database).map { ($0.day, $0.name) })
    }

    /// Commits the changes that failed before, then `edit`, each in a transaction of its own,
    /// stopping at the first that fails; the rest wait for the next call. Returns how many
    /// were committed, and the error that stopped it.
    func save(_ edit: MealPlanEdit) -> (committed: Int, error: SQLiteError?) {
        unsaved.append(edit)
        var committed = 0
        while let next = unsaved.first {
            do {
                try commit(next)
            } catch {
                return (committed, error)
            }
            unsaved.removeFirst()
            committed += 1
        }
        return (committed, nil)
    }

    private func commit(_ edit: MealPlanEdit) throws(SQLiteError) {
        switch edit {
        case .remove(let index):
            guard rows.indices.contains(index) else { return }
            try database.transaction { () throws(SQLiteError) in try deletion.run(.integer(rows[index].id)) }
            rows.remove(at: index)
        case .insert(let day, let name, let index):
            let at = min(max(0, index), rows.count)
            let (ordered, position) = try database.transaction { () throws(SQLiteError) -> ([Row], Double) in
                let ordered = Self.position(in: rows, at: at) == nil ? try renumber() : rows
                let position = Self.position(in: ordered, at: at)!
                try insertion.run(.integer(nextID), .real(position), .text(day), .text(name))
                return (ordered, position)
            }
            rows = ordered
            rows.insert(Row(id: nextID, position: position), at: at)
            nextID += 1
        case .replace(let plan):
            try database.transaction { () throws(SQLiteError) in
                try database.execute("DELETE FROM meals")
                try Self.insert(plan, into: database)
            }
            rows = plan.meals.indices.map { Row(id: Int64($0 + 1), position: Double($0 + 1)) }
            nextID = Int64(plan.meals.count + 1)
        }
    }

    /// A position for a meal inserted at `index` of `rows`, strictly between its neighbours';
    /// nil when a Double has none left between them (after some fifty inserts into one gap).
    private static func position(in rows: [Row], at index: Int) -> Double? {
        let before = index > 0 ? rows[index - 1].position : nil
        let after = index < rows.count ? rows[index].position : nil
        let position = switch (before, after) {
        case (nil, nil): 1.0
        case (let before?, nil): before + 1
        case (nil, let after?): after - 1
        case (let before?, let after?): before + (after - before) / 2
        }
        return position != before && position != after ? position : nil
    }

    /// Numbers the meals' positions 1, 2, 3… in their order, inside the running transaction.
    private func renumber() throws(SQLiteError) -> [Row] {
        // Through negative positions, so that no two rows meet on the unique index.
        let update = try database.prepare("UPDATE meals SET position = ? WHERE id = ?")
        for (index, row) in rows.enumerated() { try update.run(.real(-Double(index + 1)), .integer(row.id)) }
        try database.execute("UPDATE meals SET position = -position")
        return rows.enumerated().map { Row(id: $0.element.id, position: Double($0.offset + 1)) }
    }

    private static func meals(in database: SQLiteDatabase) throws(SQLiteError) -> [(id: Int64, position: Double, day: String, name: String)] {
        var meals: [(id: Int64, position: Double, day: String, name: String)] = []
        try database.prepare("SELECT id, position, day, name FROM meals ORDER BY position").rows { row in
            meals.append((row.integer(0), row.real(1), row.text(2), row.text(3)))
        }
        return meals
    }

    private static func insert(_ plan: MealPlan, into database: SQLiteDatabase) throws(SQLiteError) {
        let insertion = try database.prepare("INSERT INTO meals (id, position, day, name) VALUES (?, ?, ?, ?)")
        for (index, meal) in plan.meals.enumerated() {
            try insertion.run(.integer(Int64(index + 1)), .real(Double(index + 1)), .text(meal.day), .text(meal.name))
        }
    }

    /// Throws a damage error unless `PRAGMA quick_check` finds the file sound.
    private static func check(_ database: SQLiteDatabase) throws(SQLiteError) {
        let verdict = try database.text("PRAGMA quick_check") ?? ""
        guard verdict == "ok" else { throw SQLiteError(code: SQLITE_CORRUPT, path: database.path, message: verdict) }
    }

    private static func version(of database: SQLiteDatabase) throws(SQLiteError) -> Int {
        let version = Int(try database.text("PRAGMA user_version") ?? "") ?? 0
        guard version <= migrations.count else {
            throw SQLiteError(code: SQLITE_CANTOPEN, path: database.path,
                              message: tr("version %d of the meals is newer than this program reads", version))
        }
        return version
    }
}
