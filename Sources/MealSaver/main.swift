// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import DemoData
import Dispatch
import Glibc

// MealSaver: the Delete Confirmation page's saving without its window, for
// scripts/kill-during-save.py. It fills the plan in the database PATH with MEALS meals, says
// "ready" once that is committed, then deletes the first meal every PACE milliseconds, as a
// quick user would, through the same MealStore. Each line on stdout is written unbuffered, so
// a SIGKILL loses none: "change K" just before the plan with K deletes is shown (so the
// database is never ahead of the last such line), "saved K" once the commits of changes 1…K
// have returned. A failed commit is written to stderr as "failed: WHY", and the saver goes
// on, as the demo does. Plan K holds meals K…MEALS-1 of the plan filled in.
//
//   MealSaver PATH [MEALS] [PACE-MILLISECONDS]

/// Writes `line` to the file descriptor `fd` at once.
func say(_ line: String, to fd: Int32 = 1) {
    let text = line + "\n"
    _ = text.withCString { write(fd, $0, strlen($0)) }
}

let arguments = CommandLine.arguments
guard arguments.count >= 2, let meals = Int(arguments.count > 2 ? arguments[2] : "10000"),
      let pace = Int(arguments.count > 3 ? arguments[3] : "40") else {
    say("usage: MealSaver PATH [MEALS] [PACE-MILLISECONDS]", to: 2)
    exit(2)
}

let days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
let store = MealStore(path: arguments[1])
var problem: String?
store.onSaveReport = { problem = $0 }
if let refusal = store.replace(with: MealPlan((0..<meals).map { (days[$0 % 7], "Dinner number \($0) at the usual place") })) {
    say("MealSaver: \(refusal)", to: 2)
    exit(1)
}
store.flush()
if let problem {
    say("MealSaver: \(problem)", to: 2)
    exit(1)
}
let filled = store.savedChanges
store.onSaveReport = { error in
    if let error {
        say("failed: \(error)", to: 2)
    } else {
        say("saved \(store.savedChanges - filled)")
    }
}
say("ready")

var changes = 0
@MainActor func deleteNext() {
    guard !store.plan.meals.isEmpty else {
        store.flush()
        exit(0)
    }
    changes += 1
    say("change \(changes)")
    if let refusal = store.apply(.remove(at: 0)) { say("failed: \(refusal)", to: 2) }
    DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(pace)) { MainActor.assumeIsolated { deleteNext() } }
}
deleteNext()
dispatchMain()
