import ControlCore
import ControlsDemoKit
import Dispatch
import Glibc

// MealSaver: the Delete Confirmation page's saving without its window, for
// scripts/kill-during-save.py. It fills the plan in PATH with MEALS meals, says "ready" once
// that is on disk, then deletes the first meal every PACE milliseconds, as a quick user
// would, through the same MealStore. Each line on stdout is written unbuffered, so a
// SIGKILL loses none: "change K" just before the plan with K deletes is shown (so a plan on
// disk is never ahead of the last line), "saved" when a journal write ended. Plan K holds
// meals K…MEALS-1 of the plan filled in.
//
// With --recover it changes nothing: it prints the plan a store opened on PATH would show,
// a meal a line as DAY<tab>NAME, or why the files are damaged on stderr (exit status 1).
//
//   MealSaver PATH [MEALS] [PACE-MILLISECONDS]
//   MealSaver --recover PATH

/// Writes `line` to the file descriptor `fd` at once.
func say(_ line: String, to fd: Int32 = 1) {
    let text = line + "\n"
    _ = text.withCString { write(fd, $0, strlen($0)) }
}

let arguments = CommandLine.arguments
if arguments.count == 3, arguments[1] == "--recover" {
    do {
        let plan = try MealStore.savedPlan(at: arguments[2])
        say(plan.meals.map { "\($0.day)\t\($0.name)" }.joined(separator: "\n"))
        exit(0)
    } catch {
        say("MealSaver: \(error)", to: 2)
        exit(1)
    }
}
guard arguments.count >= 2, let meals = Int(arguments.count > 2 ? arguments[2] : "10000"),
      let pace = Int(arguments.count > 3 ? arguments[3] : "40") else {
    say("usage: MealSaver PATH [MEALS] [PACE-MILLISECONDS] | MealSaver --recover PATH", to: 2)
    exit(2)
}

let days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
let store = MealStore(path: arguments[1])
if let refusal = store.replace(with: MealPlan((0..<meals).map { (days[$0 % 7], "Dinner number \($0) at the usual place") })) {
    say("MealSaver: \(refusal)", to: 2)
    exit(1)
}
store.flush()
store.onSaveReport = { error in
    if let error {
        say("MealSaver: \(error)", to: 2)
        exit(1)
    }
    say("saved")
}
say("ready")

var changes = 0
@MainActor func deleteNext() {
    guard !store.plan.meals.isEmpty else { return store.flush() }
    changes += 1
    say("change \(changes)")
    store.apply(.remove(at: 0))
    DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(pace)) { MainActor.assumeIsolated { deleteNext() } }
}
deleteNext()
dispatchMain()
