import CGtk
import ControlsDemoKit
import Testing

/// The meal files' format: files written before the journal still load, and anything that
/// is not a plan is refused with a reason that says where and what.
@MainActor @Suite struct MealFilesTests {
    /// Tests/Fixtures/meals-before-journal.json is what the demo wrote before the journal
    /// (no "sequence"; non-ASCII text as UTF-8; quotes, backslash, tab and newline escaped),
    /// plus a last meal as a hand edit or another tool writes it: \u escapes, a surrogate
    /// pair among them, and an escaped slash.
    @Test func aFileFromBeforeTheJournalLoadsWithItsTextIntact() throws {
        let tree = try ScratchTree()
        var text: UnsafeMutablePointer<gchar>?
        #expect(g_file_get_contents(packageRoot + "/Tests/Fixtures/meals-before-journal.json", &text, nil, nil) != 0)
        defer { g_free(text) }
        let path = tree.file("meals.json", contents: String(cString: try #require(text)))
        let expected = ["Crème brûlée", "Smørrebrød with “dill”", "お好み焼き", "Pizza 🍕 night",
                        "Soup \"du jour\" \\ bread\tand\nbutter", "Ελληνική σαλάτα", "שקשוקה", "Pizza 🍕 and café / bar"]
        let store = MealStore(path: path)
        #expect(store.notice == nil)
        #expect(store.plan.meals.map(\.name) == expected)
        #expect(store.plan.meals.last?.name.unicodeScalars.contains("\u{1F355}") == true, "the surrogate pair is one scalar")
        #expect(store.plan.meals.map(\.day).last == "Sunday")
        store.apply(.remove(at: 0))
        store.flush()
        #expect(try MealStore.savedPlan(at: path).meals.map(\.name) == Array(expected.dropFirst()), "the text survives a rewrite")
    }

    @Test func whatIsNotAPlanIsRefusedSayingWhereAndWhat() throws {
        let cases = [
            #"{"version": +1, "meals": []}"#: "The given data was not valid JSON.",
            #"{"version": 01, "meals": []}"#: "The given data was not valid JSON.",
            #"{"version": 1, "meals": [{"day": "Monday", "meal": "\ud83c"}]}"#: "The given data was not valid JSON.",
            #"{"version": 1, "meals": ["#: "The given data was not valid JSON.",
            #"{"version": 2, "meals": []}"#: "version: version 2 is not one this program reads",
            #"{"version": 1}"#: #""meals" is missing"#,
            #"{"version": 1, "meals": [{"day": 3, "meal": "Soup"}]}"#: "meals[0].day: expected a string",
            #"{"version": 1, "meals": [{"day": "Monday"}]}"#: #"meals[0]: "meal" is missing"#,
            #"{"version": 1, "sequence": "x", "meals": []}"#: "sequence: expected a whole number",
        ]
        for (text, reason) in cases {
            let tree = try ScratchTree()
            let path = tree.file("meals.json", contents: text)
            #expect("\(text)") { try MealStore.savedPlan(at: path) } throws: { error in
                (error as? MealFileError)?.reason == "\(path) is not a meal plan: \(reason)"
            }
        }
    }

    @Test func aJournalLineThatIsNotAChangeIsNamedByItsNumber() throws {
        let tree = try ScratchTree()
        let path = tree.file("meals.json", contents: #"{"version": 1, "meals": []}"#)
        tree.file("meals.json.journal", contents: "{\"sequence\":1,\"remove\":0}\n{\"sequence\":2}\n{\"sequence\":3,\"remove\":0}\n")
        #expect { try MealStore.savedPlan(at: path) } throws: { error in
            (error as? MealFileError)?.reason == #"line 2 of \#(path).journal is not a change: a change is one of "remove", "insert" or "replace""#
        }
    }
}
