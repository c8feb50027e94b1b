import CGtk
import ControlCore
import ControlsDemoKit
import Glibc
import Testing

/// The meal plan on disk: saving through the journal, what a load makes of what a kill or a
/// damaged disk leaves, and files that cannot be read.
@MainActor @Suite struct MealStoreTests {
    private let broken = #"{"version": 1, "meals": ["#
    private let base = #"{"version": 1, "sequence": 3, "meals": [{"day": "Monday", "meal": "Soup"}, {"day": "Monday", "meal": "Fish"}, {"day": "Friday", "meal": "Pie"}]}"#

    private func names(_ plan: MealPlan?) -> [String]? { plan?.meals.map(\.name) }

    @Test func aCorruptFileIsMovedAsideAndSavingGoesOn() throws {
        let tree = try ScratchTree()
        let path = tree.file("meals.json", contents: broken)
        let store = MealStore(path: path)
        #expect(store.notice?.contains("it was moved to \(path).corrupt-") == true, "\(store.notice ?? "no notice")")
        #expect(store.notice?.contains("the sample meals were loaded") == true)
        #expect(store.replace(with: MealPlan([("Monday", "Soup")])) == nil)
        store.flush()
        let aside = try #require(store.notice?.split(separator: " ").first { $0.contains(".corrupt-") })
        #expect(contents(of: String(aside.filter { $0 != "," })) == broken, "the bad file is kept as it was")
        #expect(names(try MealStore.savedPlan(at: path)) == ["Soup"])
    }

    /// The bad file cannot be renamed when its new name would be longer than a file name may
    /// be (ENAMETOOLONG): a real failure of `rename` that needs no privileges to arrange.
    @Test func aCorruptFileThatCannotBeMovedAsideIsNeverOverwritten() throws {
        let tree = try ScratchTree()
        let path = tree.file(String(repeating: "m", count: 240) + ".json", contents: broken)
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

    /// Each change goes to the journal; ``MealStore/flush()`` returns once the base holds
    /// every change and the journal is empty again.
    @Test func savesThroughTheJournalAndCompactsIt() throws {
        let tree = try ScratchTree()
        let store = MealStore(path: tree.root + "/meals.json")
        var reports: [String?] = []
        store.onSaveReport = { reports.append($0) }
        store.replace(with: MealPlan((0..<2_000).map { ("Monday", "Meal \($0)") }))
        for _ in 0..<50 { store.apply(.remove(at: 0)) }
        store.flush()
        #expect(names(try MealStore.savedPlan(at: store.path))?.first == "Meal 50")
        #expect(contents(of: store.path)?.contains(#""sequence":51"#) == true, "the base holds all 51 changes")
        #expect(contents(of: store.path + ".journal") == "", "the journal is compacted once the base has its changes")
        #expect(!reports.isEmpty && reports.allSatisfy { $0 == nil }, "\(reports)")
    }

    /// What a kill leaves: a base, changes after it in the journal and a torn last line.
    /// The store shows the base with those changes, says nothing, and writes both files
    /// anew in the background.
    @Test func aLoadReplaysTheJournalOverTheBaseAndIgnoresATornLastLine() throws {
        let tree = try ScratchTree()
        let path = tree.file("meals.json", contents: base)
        tree.file("meals.json.journal", contents: """
            {"remove":0,"sequence":3}
            {"remove":0,"sequence":4}
            {"insert":{"at":1,"day":"Sunday","meal":"Roast"},"sequence":5}
            {"remove":0,"seq
            """)
        #expect(names(try MealStore.savedPlan(at: path)) == ["Fish", "Roast", "Pie"], "change 3 is in the base already")
        let store = MealStore(path: path)
        #expect(names(store.plan) == ["Fish", "Roast", "Pie"] && store.notice == nil)
        store.flush()
        #expect(contents(of: path + ".journal") == "")
        #expect(names(try MealStore.savedPlan(at: path)) == ["Fish", "Roast", "Pie"])
        store.apply(.remove(at: 0))
        store.flush()
        #expect(contents(of: path)?.contains(#""sequence":6"#) == true, "numbering goes on after the replayed changes")
    }

    /// A bad line with more after it, or a change out of order, is damage, not a kill: the
    /// changes before it are kept, and the journal is moved aside.
    @Test func aDamagedJournalIsMovedAsideAndTheChangesBeforeItKept() throws {
        for journal in ["{\"remove\":0,\"sequence\":4}\nnot json\n{\"remove\":0,\"sequence\":5}\n",
                        "{\"remove\":0,\"sequence\":4}\n{\"remove\":0,\"sequence\":6}\n"] {
            let tree = try ScratchTree()
            let path = tree.file("meals.json", contents: base)
            tree.file("meals.json.journal", contents: journal)
            #expect(throws: MealFileError.self) { try MealStore.savedPlan(at: path) }
            let store = MealStore(path: path)
            #expect(names(store.plan) == ["Fish", "Pie"])
            let notice = try #require(store.notice)
            #expect(notice.contains("\(path).journal") && notice.contains("it was moved to \(path).journal.corrupt-"), "\(notice)")
            store.flush()
            #expect(names(try MealStore.savedPlan(at: path)) == ["Fish", "Pie"], "the kept change is saved anew")
        }
    }

    /// A journal that cannot be read (here a directory in its place) holds changes the
    /// next save would lose: the base is shown and saving is refused.
    @Test func anUnreadableJournalIsNeverOverwritten() throws {
        let tree = try ScratchTree()
        let path = tree.file("meals.json", contents: base)
        tree.directory("meals.json.journal")
        let store = MealStore(path: path)
        #expect(names(store.plan) == ["Soup", "Fish", "Pie"])
        #expect(store.notice?.contains("without their latest changes") == true, "\(store.notice ?? "no notice")")
        #expect(store.apply(.remove(at: 0))?.contains("\(path).journal") == true)
        store.flush()
        #expect(contents(of: path) == base)
    }

    @Test func aFailedSaveIsReported() throws {
        let tree = try ScratchTree()
        let store = MealStore(path: tree.directory("gone") + "/meals.json")
        rmdir(tree.root + "/gone")
        var reports: [String?] = []
        store.onSaveReport = { reports.append($0) }
        #expect(store.replace(with: MealPlan([("Monday", "Soup")])) == nil, "the failure comes later, from the writer")
        store.flush()
        // The rewrite fails beside the append, and either may end first.
        #expect(reports.contains { $0?.hasPrefix("Could not save the change: ") == true }, "\(reports)")
        #expect(reports.allSatisfy { $0 != nil }, "no report says all is well: \(reports)")
    }
}
