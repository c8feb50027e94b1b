// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import CJsonGlib
import DemoData
import GtkControls
import Glibc

/// What a delete costs on the Delete Confirmation page with 10,000 meals: the store's `apply`
/// call, timed on the main thread, and its commit on the store's queue (the wait in `flush`
/// that follows), for one delete after another at a user's pace. Beside them, what each delete
/// cost before the plan moved to SQLite: the store rewrote the whole plan as JSON in the
/// background (encode with json-glib, write a new file, fsync, rename, fsync the directory).
@MainActor
enum SavingBenchmark {
    static func run(deletes: Int, report: inout Report) {
        guard let made = g_dir_make_tmp("meals-benchmark-XXXXXX", nil) else {
            printError("ControlsBenchmarks: cannot make a temporary directory for the saving benchmark")
            return
        }
        let directory = String(cString: made)
        g_free(made)
        defer {
            for file in ["meals.db", "meals.db-wal", "meals.db-shm", "meals.json"] { remove(directory + "/" + file) }
            rmdir(directory)
        }
        let store = MealStore(path: directory + "/meals.db")
        let days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
        let names = SamplePlaceNames.generate(count: 10_000)
        store.replace(with: MealPlan(names.enumerated().map { (days[$0.offset % 7], "Dinner at \($0.element)") }))
        store.flush()
        var stalls: [Double] = []
        var commits: [Double] = []
        for _ in 0..<deletes {
            stalls.append(milliseconds { store.apply(.remove(at: 0)) })
            commits.append(milliseconds { store.flush() })
        }
        let rewrites = (0..<deletes).map { _ in milliseconds { rewriteAsJSON(store.plan, in: directory) } }
        let longest = stalls.max() ?? 0
        report.add(group: "saving", name: "main-thread time of a delete, 10,000 meals (\(deletes) deletes)",
                   figures: ["median ms": median(stalls), "longest ms": longest],
                   goal: "longest ≤ 1 ms", met: longest <= 1)
        let commit = median(commits), rewrite = median(rewrites)
        report.add(group: "saving", name: "a delete's SQLite commit in the background (WAL, synchronous=FULL)",
                   figures: ["median ms": commit, "longest ms": commits.max() ?? 0],
                   goal: "median ≤ 0.25× the JSON rewrite's (well under it)", met: commit <= rewrite / 4)
        report.add(group: "saving", name: "before SQLite: a delete's rewrite of the whole plan as JSON, measured beside it",
                   figures: ["median ms": rewrite, "longest ms": rewrites.max() ?? 0])
    }

    /// Writes `plan` to `directory`/meals.json as the demo's store did after every change
    /// before SQLite.
    private static func rewriteAsJSON(_ plan: MealPlan, in directory: String) {
        let builder = json_builder_new()!
        defer { g_object_unref(builder) }
        json_builder_begin_object(builder)
        json_builder_set_member_name(builder, "meals")
        json_builder_begin_array(builder)
        for meal in plan.meals {
            json_builder_begin_object(builder)
            json_builder_set_member_name(builder, "day")
            json_builder_add_string_value(builder, meal.day)
            json_builder_set_member_name(builder, "meal")
            json_builder_add_string_value(builder, meal.name)
            json_builder_end_object(builder)
        }
        json_builder_end_array(builder)
        json_builder_set_member_name(builder, "version")
        json_builder_add_int_value(builder, 1)
        json_builder_end_object(builder)
        let root = json_builder_get_root(builder)!
        defer { json_node_unref(root) }
        let generator = json_generator_new()!
        defer { g_object_unref(generator) }
        json_generator_set_root(generator, root)
        var length: gsize = 0
        let text = json_generator_to_data(generator, &length)!
        defer { g_free(text) }
        let flags = GFileSetContentsFlags(rawValue: G_FILE_SET_CONTENTS_CONSISTENT.rawValue | G_FILE_SET_CONTENTS_DURABLE.rawValue)
        g_file_set_contents_full(directory + "/meals.json", text, gssize(length), flags, 0o600, nil)
        let folder = open(directory, O_RDONLY | O_DIRECTORY)
        fsync(folder)
        close(folder)
    }
}
