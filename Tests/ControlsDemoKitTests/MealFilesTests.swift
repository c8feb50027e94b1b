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
        let text = try #require(contents(of: packageRoot + "/Tests/Fixtures/meals-before-journal.json"))
        let path = tree.file("meals.json", contents: text)
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

    /// What JSON does not allow is refused with its line and column, including what
    /// json-glib 1.6 would let through ("01", unpaired surrogates, control characters and
    /// single quotes in strings, numbers beyond 64 bits, "\u0000" it would cut a string at);
    /// a value of the wrong kind, with its place in the plan.
    @Test func whatIsNotAPlanIsRefusedSayingWhereAndWhat() throws {
        let meal = #"{"version": 1, "meals": [{"day": "Monday", "meal": "#
        let cases = [
            #"{"version": +1, "meals": []}"#: #"line 1, column 13: unexpected "+""#,
            #"{"version": 01, "meals": []}"#: #"line 1, column 13: "01" has a leading zero"#,
            "{\n\t\"version\": 1,\n\t\"meals\": [{\"day\": \"Dé\", \"meal\": -01}]}": #"line 3, column 34: "-01" has a leading zero"#,
            #"{"version": 1.5e, "meals": []}"#: #"line 1, column 13: "1.5e" is not a number"#,
            #"{"version": 99999999999999999999, "meals": []}"#: #"line 1, column 13: "99999999999999999999" is beyond a 64-bit whole number"#,
            meal + #""\ud83c"}]}"#: #"line 1, column 53: "\ud83c" is half of a surrogate pair, without the other half"#,
            meal + #""\ud83c and \udf55"}]}"#: #"line 1, column 53: "\ud83c" is half of a surrogate pair, without the other half"#,
            meal + #""Pizza \udf55"}]}"#: #"line 1, column 59: "\udf55" is half of a surrogate pair, without the other half"#,
            meal + #""Soup\u0000"}]}"#: #"line 1, column 57: \u0000 cannot be kept in text"#,
            meal + #""Soup\x"}]}"#: #"line 1, column 57: "\x" is not an escape"#,
            meal + "\"Soup\tand bread\"}]}": "line 1, column 57: a control character (U+0009) must be written as an escape in a string",
            meal + "'Soup'}]}": #"line 1, column 52: unexpected "'""#,
            meal + "\"Soup\"}], \"x\": nul}": #"line 1, column 67: unexpected "nul""#,
            #"{"version": 1, "meals": ["#: "line 1, column 25: the array opened here is not closed",
            #"{"version": 1, "meals": [] "x": 2}"#: #"line 1, column 28: expected "," or "}", found a string"#,
            #"{"version": 1, "meals": [1 2]}"#: #"line 1, column 28: expected "," or "]", found "2""#,
            #"{"version" 1, "meals": []}"#: #"line 1, column 12: expected ":", found "1""#,
            #"{"version": 1, "meals": [],}"#: #"line 1, column 28: expected a member name in double quotes, found "}""#,
            #"{"version": 1, "meals": [}"#: #"line 1, column 26: expected a value or "]", found "}""#,
            #"{"version": 1, "meals": []}{}"#: #"line 1, column 28: expected nothing after the value, found "{""#,
            String(repeating: "[", count: 513): "line 1, column 513: nested deeper than 512 levels",
            " \n": "there is no value",
            "[]": "expected an object",
            #"{"version": 2, "meals": []}"#: "version: version 2 is not one this program reads",
            #"{"version": 1.0, "meals": []}"#: "version: expected a whole number",
            #"{"version": 1}"#: #""meals" is missing"#,
            #"{"version": 1, "meals": {}}"#: "meals: expected an array",
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

    /// The files are written byte for byte as FoundationEssentials' JSONEncoder wrote them
    /// before json-glib (sorted keys, no spaces, "/" unescaped), so either program reads what
    /// the other wrote. (One difference: json-glib writes DEL as "\u007f", which both read.)
    @Test func theFilesAreWrittenAsBefore() throws {
        let tree = try ScratchTree()
        let files = MealFiles(path: tree.root + "/meals.json")
        let name = "Soup \"du jour\" \\ bread\tand\nbutter / é 🍕 \u{1}\u{8}\u{C}\r\u{2028}"
        let written = "Soup \\\"du jour\\\" \\\\ bread\\tand\\nbutter / é 🍕 \\u0001\\b\\f\\r\u{2028}"
        #expect(files.writeBase(MealPlan([("Monday", name)]), through: 3) == nil)
        #expect(contents(of: files.path) == #"{"meals":[{"day":"Monday","meal":"\#(written)"}],"sequence":3,"version":1}"# + "\n")
        #expect(files.append([MealRecord(sequence: 4, change: .remove(at: 2)),
                              MealRecord(sequence: 5, change: .insert(day: "Sunday", name: name, at: 1)),
                              MealRecord(sequence: 6, change: .replace(MealPlan([("Monday", "Soup")])))]) == nil)
        #expect(contents(of: files.path + ".journal") == """
            {"remove":2,"sequence":4}
            {"insert":{"at":1,"day":"Sunday","meal":"\(written)"},"sequence":5}
            {"replace":[{"day":"Monday","meal":"Soup"}],"sequence":6}

            """)
        #expect(MealFiles(path: tree.root + "/nul.json").writeBase(MealPlan([("Monday", "Soup\u{0}")]), through: 1)
                == "Could not save the meals: the plan cannot be encoded", "json-glib would cut the name at U+0000")
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
