import CGtk
import ControlCore
import ControlsDemoKit
import GtkControls
import Glibc

/// What a delete costs the main thread on the Delete Confirmation page with 10,000 meals:
/// the store's `update` call, timed from the main thread, for one delete after another
/// at a user's pace (each one after the previous save has reached the disk), and beside it
/// how long the background write takes.
@MainActor
enum SavingBenchmark {
    static func run(deletes: Int, report: inout Report) {
        guard let directory = g_dir_make_tmp("meals-benchmark-XXXXXX", nil) else {
            printError("ControlsBenchmarks: cannot make a temporary directory for the saving benchmark")
            return
        }
        defer {
            remove(String(cString: directory) + "/meals.json")
            rmdir(directory)
            g_free(directory)
        }
        let store = MealStore(path: String(cString: directory) + "/meals.json")
        let days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
        let names = SamplePlaceNames.generate(count: 10_000)
        store.replace(with: MealPlan(names.enumerated().map { (days[$0.offset % 7], "Dinner at \($0.element)") }))
        store.flush()
        var stalls: [Double] = []
        var writes: [Double] = []
        for _ in 0..<deletes {
            let id = store.plan.meals[0].id
            stalls.append(milliseconds { store.update { $0.remove(id: id) } })
            writes.append(milliseconds { store.flush() })
        }
        let longest = stalls.max() ?? 0
        report.add(group: "saving", name: "main-thread time of a delete, 10,000 meals (\(deletes) deletes)",
                   figures: ["median ms": median(stalls), "longest ms": longest],
                   goal: "longest ≤ 16 ms (no dropped frame at 60 Hz)", met: longest <= 16)
        report.add(group: "saving", name: "the background write that follows (encode, write, fsync, rename)",
                   figures: ["median ms": median(writes), "longest ms": writes.max() ?? 0])
    }
}
