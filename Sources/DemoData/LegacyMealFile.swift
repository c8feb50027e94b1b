// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGLib

/// The meal plan as the demo kept it before SQLite, read once to import it (``MealStore``):
/// `meals.json` held the plan after every change through number `sequence`,
/// `{"meals":[{"day":"Monday","meal":"Pancakes"},…],"sequence":12,"version":1}` (a file from
/// before the journal has no `sequence`), and `meals.json.journal` the changes made since,
/// one a line: `{"remove":3,"sequence":13}`,
/// `{"insert":{"at":3,"day":"Monday","meal":"Pancakes"},"sequence":14}`,
/// `{"replace":[…],"sequence":15}`.
enum LegacyMealFile {
    /// Why the plan file cannot be imported, naming it.
    struct Unreadable: Error, CustomStringConvertible {
        let description: String
    }

    /// The plan in `path` with the changes of `path.journal` after it, in order. A torn last
    /// line (a kill during an append) is left out, and so is everything from a line that is not
    /// the next change, as the demo did when it loaded them. Throws when `path` is not a plan.
    static func plan(at path: String) throws(Unreadable) -> MealPlan {
        guard let text = bytes(of: path) else { throw Unreadable(description: tr("%s is unreadable", path)) }
        var (plan, sequence): (MealPlan, Int)
        do {
            (plan, sequence) = try JSONDocument.read(text, base)
        } catch {
            throw Unreadable(description: tr("%1$s is not a meal plan: %2$s", path, String(describing: error)))
        }
        let lines = (bytes(of: path + ".journal") ?? []).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).dropLast()
        for line in lines {
            guard let (number, change) = try? JSONDocument.read(Array(line), record), number <= sequence + 1 else { break }
            if number == sequence + 1 {
                plan.apply(change)
                sequence = number
            }
        }
        return plan
    }

    /// The plan and sequence number in a plan file.
    private static func base(_ root: JSONValue) throws(JSONError) -> (MealPlan, Int) {
        let file = try root.object()
        let version = try file.member("version").integer()
        guard version == 1 else { throw JSONError(place: "version", what: tr("version %d is not one this program reads", version)) }
        let sequence = try file.optionalMember("sequence")?.integer() ?? 0
        return (try meals(try file.member("meals")), sequence)
    }

    /// A journal line: its sequence number and exactly one change.
    private static func record(_ root: JSONValue) throws(JSONError) -> (Int, MealPlanEdit) {
        let line = try root.object()
        let sequence = try line.member("sequence").integer()
        if let index = line.optionalMember("remove") {
            return (sequence, .remove(at: try index.integer()))
        }
        if let insertion = try line.optionalMember("insert")?.object() {
            let index = try insertion.member("at").integer()
            return (sequence, .insert(day: try insertion.member("day").string(), name: try insertion.member("meal").string(), at: index))
        }
        return (sequence, .replace(try meals(try line.member("replace"))))
    }

    /// The meals in either file: `[{"day":"Monday","meal":"Pancakes"},…]`.
    private static func meals(_ value: JSONValue) throws(JSONError) -> MealPlan {
        MealPlan(try value.array().map { entry throws(JSONError) in
            let meal = try entry.object()
            return (try meal.member("day").string(), try meal.member("meal").string())
        })
    }

    /// The bytes of the file at `path`; nil when it cannot be read.
    private static func bytes(of path: String) -> [UInt8]? {
        var contents: UnsafeMutablePointer<gchar>?
        var length: gsize = 0
        guard g_file_get_contents(path, &contents, &length, nil) != 0, let contents else { return nil }
        defer { g_free(contents) }
        return Array(UnsafeRawBufferPointer(start: contents, count: Int(length)))
    }
}
