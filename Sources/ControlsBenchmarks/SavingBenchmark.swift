import CGtk
import ControlCore
import ControlsDemoKit
import Dispatch
import GtkControls
import Glibc
import Synchronization

/// What a delete costs on the Delete Confirmation page with 10,000 meals: the store's
/// `apply` call, timed from the main thread, for one delete after another at a user's
/// pace (each one after the previous save has fully ended); then the two writes the store
/// makes in the background, each on its own queue as the store runs them: the journal
/// append that keeps a change, timed while rewrites of the whole plan run beside it, and
/// the rewrite itself.
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
            for file in ["meals.json", "meals.json.journal", "rewritten.json", "rewritten.json.journal"] { remove(directory + "/" + file) }
            rmdir(directory)
        }
        let store = MealStore(path: directory + "/meals.json")
        let days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
        let names = SamplePlaceNames.generate(count: 10_000)
        store.replace(with: MealPlan(names.enumerated().map { (days[$0.offset % 7], "Dinner at \($0.element)") }))
        store.flush()
        var stalls: [Double] = []
        for _ in 0..<deletes {
            stalls.append(milliseconds { store.apply(.remove(at: 0)) })
            store.flush()
        }
        let longest = stalls.max() ?? 0
        report.add(group: "saving", name: "main-thread time of a delete, 10,000 meals (\(deletes) deletes)",
                   figures: ["median ms": median(stalls), "longest ms": longest],
                   goal: "longest ≤ 16 ms (no dropped frame at 60 Hz)", met: longest <= 16)

        let (appends, rewrites) = timeWrites(of: store.plan, in: MealFiles(path: directory + "/rewritten.json"), rewrites: deletes)
        let pace = 250.0
        let slowest = appends.max() ?? 0
        report.add(group: "saving", name: "journal append of a change while the plan is rewritten (\(appends.count) appends)",
                   figures: ["median ms": median(appends), "longest ms": slowest],
                   goal: "longest ≤ \(Int(pace)) ms (a quick user's pace: then a kill loses at most the last change)", met: slowest <= pace)
        report.add(group: "saving", name: "rewrite of the whole plan beside it (encode, write, fsync, rename, fsync the directory)",
                   figures: ["median ms": median(rewrites), "longest ms": rewrites.max() ?? 0])
    }

    /// Rewrites `plan` `rewrites` times on a background queue; while each runs, appends one
    /// change every 2 ms from here and times each append.
    private static func timeWrites(of plan: MealPlan, in files: MealFiles, rewrites: Int) -> (appends: [Double], rewrites: [Double]) {
        let rewriteQueue = DispatchQueue(label: "benchmark.meal-rewrite")
        let rewriteTimes = Mutex<[Double]>([])
        var appendTimes: [Double] = []
        var sequence = 0
        for round in 1...rewrites {
            let done = Atomic(false)
            rewriteQueue.async {
                let time = milliseconds { _ = files.writeBase(plan, through: round) }
                rewriteTimes.withLock { $0.append(time) }
                done.store(true, ordering: .releasing)
            }
            while !done.load(ordering: .acquiring) {
                sequence += 1
                let record = MealRecord(sequence: sequence, change: .remove(at: 0))
                appendTimes.append(milliseconds { _ = files.append([record]) })
                usleep(2_000)
            }
        }
        return (appendTimes, rewriteTimes.withLock { $0 })
    }
}
