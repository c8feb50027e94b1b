// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGLib
import CSQLite
@testable import DemoData
import Glibc
import Testing

/// The meal plan in SQLite: each change committed on its own, read back in its order after a
/// restart, an older schema migrated, and damaged, newer or locked databases handled without
/// losing or overwriting anything.
@MainActor @Suite struct MealStoreTests {
    private func names(_ plan: MealPlan?) -> [String]? { plan?.meals.map(\.name) }

    private func plan(_ count: Int) -> MealPlan {
        MealPlan((0..<count).map { ("Monday", "Meal \($0)") })
    }

    /// The rows of `sql` in the database at `path`, a column's text each, read by a
    /// connection of its own.
    private func column(_ sql: String, in path: String) throws -> [String] {
        var values: [String] = []
        try SQLiteDatabase(path: path).prepare(sql).rows { values.append($0.text(0)) }
        return values
    }

    @Test func eachChangeIsCommittedAndReadBackInOrder() throws {
        let tree = try ScratchTree()
        let path = tree.root + "/meals.db"
        var reports: [String?] = []
        do {
            let store = MealStore(path: path)
            store.onSaveReport = { reports.append($0) }
            store.replace(with: plan(2_000))
            for _ in 0..<50 { store.apply(.remove(at: 0)) }
            store.apply(.insert(day: "Sunday", name: "Roast", at: 1))
            store.flush()
            #expect(store.savedChanges == 52)
            #expect(names(try MealStore.savedPlan(at: path)) == names(store.plan))
        }
        #expect(reports.count == 52 && reports.allSatisfy { $0 == nil }, "\(reports)")
        #expect(names(MealStore(path: path).plan)?.prefix(3) == ["Meal 50", "Roast", "Meal 51"])
        #expect(try column("PRAGMA journal_mode", in: path) == ["wal"])
        #expect(try column("PRAGMA user_version", in: path) == ["\(MealDatabase.migrations.count)"])
    }

    /// Undo puts a meal between its neighbours. After some fifty inserts into one gap a
    /// Double has no position left between them, and the positions are numbered anew.
    @Test func insertsIntoOneGapKeepTheirOrderAcrossARestart() throws {
        let tree = try ScratchTree()
        let path = tree.root + "/meals.db"
        let store = MealStore(path: path)
        store.replace(with: plan(3))
        for number in 0..<80 { store.apply(.insert(day: "Friday", name: "Undo \(number)", at: 1)) }
        store.apply(.remove(at: 0))
        store.flush()
        let expected = (0..<80).reversed().map { "Undo \($0)" } + ["Meal 1", "Meal 2"]
        #expect(names(store.plan) == expected)
        #expect(names(try MealStore.savedPlan(at: path)) == expected)
    }

    @Test func anOlderSchemaIsMigrated() throws {
        let tree = try ScratchTree()
        let path = tree.root + "/meals.db"
        do {
            let version1 = try SQLiteDatabase(path: path)
            try version1.execute(MealDatabase.migrations[0])
            try version1.execute("INSERT INTO meals VALUES (1, 2.0, 'Monday', 'Soup'), (2, 1.0, 'Monday', 'Fish'); PRAGMA user_version = 1")
        }
        let store = MealStore(path: path)
        #expect(store.notice == nil && names(store.plan) == ["Fish", "Soup"])
        #expect(try column("PRAGMA user_version", in: path) == ["\(MealDatabase.migrations.count)"])
        #expect(try column("SELECT name FROM sqlite_master WHERE type = 'index'", in: path) == ["meals_by_position"])
    }

    /// A file from a newer demo is not understood, so it is neither changed nor moved.
    @Test func aNewerSchemaIsRefusedAndKept() throws {
        let tree = try ScratchTree()
        let path = tree.root + "/meals.db"
        try SQLiteDatabase(path: path).execute("PRAGMA user_version = 99")
        let store = MealStore(path: path)
        #expect(store.notice?.contains("\(path): version 99 of the meals is newer than this program reads") == true, "\(store.notice ?? "no notice")")
        #expect(store.apply(.remove(at: 0))?.contains(path) == true, "every change is refused, naming the file")
        #expect(try column("PRAGMA user_version", in: path) == ["99"])
    }

    /// What is not a database, and a database cut short, are moved aside as they are (with
    /// their WAL), and a new database starts with the sample plan.
    @Test func aDamagedOrTruncatedDatabaseIsMovedAsideAndANewOneStarted() throws {
        let tree = try ScratchTree()
        let garbage = tree.file("garbage/meals.db", contents: String(repeating: "not a database ", count: 500))
        let truncated = tree.root + "/truncated/meals.db"
        g_mkdir_with_parents(tree.root + "/truncated", 0o755)
        // Closing the last connection moves the WAL's pages into the file and deletes the WAL.
        _ = try MealDatabase.open(path: truncated) { plan(5_000) }
        #expect(access(truncated + "-wal", F_OK) != 0)
        truncate(truncated, 40_960)
        for path in [garbage, truncated] {
            let before = contents(of: path)
            let store = MealStore(path: path)
            let notice = try #require(store.notice, "\(path)")
            #expect(notice.contains("\(path) is damaged") && notice.contains("it was moved to \(path).corrupt-"), "\(notice)")
            #expect(names(try MealStore.samplePlan()) == names(store.plan))
            let aside = try #require(notice.split(separator: " ").first { $0.contains(".corrupt-") }).filter { $0 != "," }
            #expect(contents(of: String(aside)) == before, "the damaged file is kept as it was")
            #expect(store.apply(.remove(at: 0)) == nil)
            store.flush()
            #expect(try MealStore.savedPlan(at: path).meals.count == store.plan.meals.count)
        }
    }

    /// A page of the file overwritten under the running store (a disk or another program gone
    /// wrong): the next change is reported as damage, naming the file, every later change is
    /// refused with that message, and the next start moves the file aside as it always does.
    @Test func aDatabaseDamagedWhileOpenRefusesLaterChangesAndIsMovedAsideAtTheNextStart() throws {
        let tree = try ScratchTree()
        let path = tree.root + "/meals.db"
        // Closing the last connection moves the WAL's pages into the file and deletes the WAL.
        _ = try MealDatabase.open(path: path) { plan(2_000) }
        let store = MealStore(path: path)
        var reports: [String?] = []
        store.onSaveReport = { reports.append($0) }
        // The meals' root page, which every change reads: pages are numbered from 1.
        let root = try #require(Int(try column("SELECT rootpage FROM sqlite_master WHERE name = 'meals'", in: path).first ?? ""))
        let pageSize = try #require(Int(try column("PRAGMA page_size", in: path).first ?? ""))
        let file = Glibc.open(path, O_WRONLY)
        #expect(pwrite(file, [UInt8](repeating: 0xA5, count: pageSize), pageSize, off_t((root - 1) * pageSize)) == pageSize)
        close(file)
        let before = store.plan
        store.apply(.remove(at: 0))
        store.flush()
        let damage = "Not saved: \(path) is damaged"
        #expect(reports.count == 1 && reports[0]?.hasPrefix(damage) == true, "\(reports)")
        let refusal = try #require(store.apply(.remove(at: 0)), "a change after the damage must be refused")
        #expect(refusal.hasPrefix(damage))
        #expect(store.plan.meals.count == before.meals.count - 1, "the refused change must not be shown as made")
        let restarted = MealStore(path: path)
        #expect(restarted.notice?.contains("\(path) is damaged") == true && restarted.notice?.contains(".corrupt-") == true,
                "\(restarted.notice ?? "no notice")")
        #expect(restarted.apply(.remove(at: 0)) == nil)
    }

    /// The damaged file cannot be renamed when its new name would be longer than a file name
    /// may be (ENAMETOOLONG): a real failure of `rename` that needs no privileges to arrange.
    @Test func aDamagedDatabaseThatCannotBeMovedAsideIsNeverOverwritten() throws {
        let tree = try ScratchTree()
        let broken = String(repeating: "not a database ", count: 500)
        let path = tree.file(String(repeating: "m", count: 240) + ".db", contents: broken)
        let store = MealStore(path: path)
        #expect(store.notice?.contains("could not be moved aside") == true, "\(store.notice ?? "no notice")")
        let before = store.plan
        let refusal = try #require(store.replace(with: MealPlan([("Monday", "Soup")])), "saving must be refused")
        #expect(refusal.contains(path), "the refusal names the file: \(refusal)")
        #expect(store.apply(.remove(at: 0)) == refusal)
        #expect(store.plan == before, "a refused change is not kept either")
        store.flush()
        #expect(contents(of: path) == broken, "the file that could not be moved aside was overwritten")
    }

    /// Another writer holds the database (SQLITE_BUSY): the commit fails and is reported,
    /// naming the file; the change is committed with the next one once the file is free.
    @Test func aFailedCommitIsReportedAndCommittedWithTheNextChange() throws {
        let tree = try ScratchTree()
        let path = tree.root + "/meals.db"
        let store = MealStore(path: path)
        var reports: [String?] = []
        store.onSaveReport = { reports.append($0) }
        store.replace(with: plan(10))
        store.flush()
        let other = try SQLiteDatabase(path: path)
        try other.execute("BEGIN IMMEDIATE")
        store.apply(.remove(at: 0))
        store.flush()
        #expect(reports.last == "Could not save the change: \(path): database is locked", "\(reports)")
        #expect(store.savedChanges == 1)
        try other.execute("ROLLBACK")
        store.apply(.remove(at: 0))
        store.flush()
        #expect(reports.last == .some(nil) && store.savedChanges == 3)
        #expect(names(try MealStore.savedPlan(at: path)) == (2..<10).map { "Meal \($0)" })
    }
}
