// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGLib
@testable import DemoData
import Glibc
import Testing

/// The one-time import of the plan the demo kept in `meals.json` and its journal before
/// SQLite: the plan and its text come over, the old files are kept under a new name and the
/// user is told, and a file that is not a plan is moved aside.
@MainActor @Suite struct LegacyMealFileTests {
    private let base = #"{"version": 1, "sequence": 3, "meals": [{"day": "Monday", "meal": "Soup"}, {"day": "Monday", "meal": "Fish"}, {"day": "Friday", "meal": "Pie"}]}"#

    /// Tests/Fixtures/meals-before-journal.json is what the demo wrote before the journal
    /// (no "sequence"; non-ASCII text as UTF-8; quotes, backslash, tab and newline escaped),
    /// plus a last meal as a hand edit or another tool writes it: \u escapes, a surrogate
    /// pair among them, and an escaped slash.
    @Test func aPlanFileIsImportedOnceWithItsTextIntactAndKept() throws {
        let tree = try ScratchTree()
        let text = try #require(contents(of: packageRoot + "/Tests/Fixtures/meals-before-journal.json"))
        let json = tree.file("meals.json", contents: text)
        let path = tree.root + "/meals.db"
        let expected = ["Crème brûlée", "Smørrebrød with “dill”", "お好み焼き", "Pizza 🍕 night",
                        "Soup \"du jour\" \\ bread\tand\nbutter", "Ελληνική σαλάτα", "שקשוקה", "Pizza 🍕 and café / bar"]
        do {
            let store = MealStore(path: path)
            #expect(store.notice == "Your meals were moved from \(json) into \(path); the old file is kept as \(json).imported.")
            #expect(store.plan.meals.map(\.name) == expected)
            #expect(store.plan.meals.last?.name.unicodeScalars.contains("\u{1F355}") == true, "the surrogate pair is one scalar")
            #expect(store.plan.meals.map(\.day).last == "Sunday")
            store.apply(.remove(at: 0))
            store.flush()
        }
        #expect(access(json, F_OK) != 0 && contents(of: json + ".imported") == text, "the old file is kept, renamed, as it was")
        let reopened = MealStore(path: path)
        #expect(reopened.notice == nil)
        #expect(reopened.plan.meals.map(\.name) == Array(expected.dropFirst()), "the text survives the database")
    }

    /// What a kill left in the old files: a base, changes after it in the journal (the first
    /// one already in the base) and a torn last line. The import replays them as the old store
    /// did, and keeps the journal beside the file.
    @Test func theJournalsChangesAreImportedOverThePlan() throws {
        let tree = try ScratchTree()
        let json = tree.file("meals.json", contents: base)
        tree.file("meals.json.journal", contents: """
            {"remove":0,"sequence":3}
            {"remove":0,"sequence":4}
            {"insert":{"at":1,"day":"Sunday","meal":"Roast"},"sequence":5}
            {"remove":0,"seq
            """)
        let store = MealStore(path: tree.root + "/meals.db")
        #expect(store.plan.meals.map(\.name) == ["Fish", "Roast", "Pie"])
        #expect(access(json + ".imported.journal", F_OK) == 0 && access(json + ".journal", F_OK) != 0)
    }

    /// A run that was killed after the import's commit and before the rename leaves both: the
    /// database wins, and the file is only renamed.
    @Test func aFileLeftBesideAnImportIsRenamedNotImportedAgain() throws {
        let tree = try ScratchTree()
        let path = tree.root + "/meals.db"
        let json = tree.file("meals.json", contents: base)
        do {
            let first = MealStore(path: path)
            first.apply(.remove(at: 0))
            first.flush()
        }
        rename(json + ".imported", json)
        let store = MealStore(path: path)
        #expect(store.plan.meals.map(\.name) == ["Fish", "Pie"])
        #expect(store.notice?.hasPrefix("Your meals were moved from \(json)") == true && access(json, F_OK) != 0)
    }

    /// What is not a plan is moved aside with its journal, named, and the sample plan loaded.
    @Test func aFileThatIsNotAPlanIsMovedAside() throws {
        for (text, reason) in [(#"{"version": 1, "meals": ["#, "is not a meal plan"),
                               (#"{"version": 2, "meals": []}"#, "version: version 2 is not one this program reads"),
                               (#"{"version": 1, "meals": [{"day": 3, "meal": "Soup"}]}"#, "meals[0].day: expected a string")] {
            let tree = try ScratchTree()
            let json = tree.file("meals.json", contents: text)
            tree.file("meals.json.journal", contents: "{\"remove\":0,\"sequence\":1}\n")
            let store = MealStore(path: tree.root + "/meals.db")
            let notice = try #require(store.notice)
            #expect(notice.hasPrefix("\(json) is not a meal plan") && notice.contains(reason), "\(notice)")
            #expect(notice.contains("they were moved to \(json).corrupt-") && notice.hasSuffix("and the sample meals were loaded."), "\(notice)")
            #expect((try MealStore.samplePlan()) == store.plan)
            #expect(store.saveRefusal == nil)
        }
    }

    /// An old file that is not a plan and cannot be renamed either: the database is another
    /// file, so it is made and saves; the old file is named once, and later starts leave it be.
    /// Its new name is taken by a folder for every second the test may run in, and `rename`
    /// refuses to put a file over a folder (EISDIR).
    @Test func aFileThatIsNotAPlanAndCannotBeMovedIsReportedOnceAndLeftAlone() throws {
        let tree = try ScratchTree()
        let text = #"{"version": 1, "meals": ["#
        let json = tree.file("meals.json", contents: text)
        let now = g_get_real_time() / 1_000_000
        for second in now...(now + 60) { tree.file("meals.json.corrupt-\(second)/taken") }
        let path = tree.root + "/meals.db"
        do {
            let store = MealStore(path: path)
            let notice = try #require(store.notice)
            #expect(notice.hasPrefix("\(json) is not a meal plan") && notice.contains("\(json) could not be moved aside (Is a directory)"), "\(notice)")
            #expect(notice.hasSuffix("the sample meals were loaded and it will not be read again."), "\(notice)")
            #expect(store.saveRefusal == nil && store.apply(.remove(at: 0)) == nil, "the database must still save")
            store.flush()
            #expect(store.savedChanges == 1)
        }
        let restarted = MealStore(path: path)
        #expect(restarted.notice == nil, "reported again: \(restarted.notice ?? "")")
        let sampleCount = try MealStore.samplePlan().meals.count
        #expect(restarted.plan.meals.count == sampleCount - 1)
        #expect(contents(of: json) == text && access(json + ".imported", F_OK) != 0, "the old file is left as it was")
    }
}
