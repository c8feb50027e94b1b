import CGtk
import ControlCore
import ControlsDemoKit
import Glibc
import Testing

/// The meal plan on disk: what happens to a file that cannot be read, and saving.
@MainActor @Suite struct MealStoreTests {
    private func contents(of path: String) -> String? {
        var text: UnsafeMutablePointer<gchar>?
        guard g_file_get_contents(path, &text, nil, nil) != 0, let text else { return nil }
        defer { g_free(text) }
        return String(cString: text)
    }

    private let broken = #"{"version": 1, "meals": ["#

    @Test func aCorruptFileIsMovedAsideAndSavingGoesOn() throws {
        let tree = try ScratchTree()
        let path = tree.file("meals.json", contents: broken)
        let store = MealStore(path: path)
        #expect(store.notice?.contains("moved to \(path).corrupt-") == true, "\(store.notice ?? "no notice")")
        #expect(store.replace(with: MealPlan([("Monday", "Soup")])) == nil)
        store.flush()
        let aside = try #require(store.notice?.split(separator: " ").first { $0.contains(".corrupt-") })
        #expect(contents(of: String(aside)) == broken, "the bad file is kept as it was")
        #expect(contents(of: path).map { try? MealPlan.decode($0) } == MealPlan([("Monday", "Soup")]))
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
        #expect(store.update { $0 = MealPlan([]) } == refusal)
        #expect(store.plan == before, "a refused change is not kept either")
        store.flush()
        #expect(contents(of: path) == broken, "the file that could not be moved aside was overwritten")
    }

    /// Changes made while a write runs wait as one: the newest plan is written next, and
    /// ``MealStore/flush()`` returns once it is on disk.
    @Test func savesInTheBackgroundNewestPlanLast() throws {
        let tree = try ScratchTree()
        let store = MealStore(path: tree.root + "/meals.json")
        var reports: [String?] = []
        store.onSaveReport = { reports.append($0) }
        store.replace(with: MealPlan((0..<2_000).map { ("Monday", "Meal \($0)") }))
        for _ in 0..<50 { store.update { $0.remove(id: $0.meals[0].id) } }
        store.flush()
        #expect(contents(of: store.path).map { try? MealPlan.decode($0) }??.meals.count == 1_950)
        #expect(reports.count == 2 && reports.allSatisfy { $0 == nil },
                "one write for the first change, one for the 50 made while it ran: \(reports)")
    }

    @Test func aFailedSaveIsReported() throws {
        let tree = try ScratchTree()
        let store = MealStore(path: tree.directory("gone") + "/meals.json")
        rmdir(tree.root + "/gone")
        var reports: [String?] = []
        store.onSaveReport = { reports.append($0) }
        #expect(store.replace(with: MealPlan([("Monday", "Soup")])) == nil, "the failure comes later, from the writer")
        store.flush()
        #expect(reports.count == 1 && reports[0]?.hasPrefix("Could not save the meals: ") == true, "\(reports)")
    }
}
