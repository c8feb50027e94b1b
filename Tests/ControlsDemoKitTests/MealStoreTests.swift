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
        #expect(contents(of: path) == broken, "the file that could not be moved aside was overwritten")
    }
}
