import CGtk
import Glibc
import GtkControls

// ControlsBenchmarks: prints figures and ratios measured side by side in one run and
// writes them as JSON. It never fails on time. Run it through scripts/benchmark.sh.

let arguments = CommandLine.arguments.dropFirst()
let repetitions = Int(arguments.first(where: { $0.hasPrefix("--repetitions=") })?.dropFirst("--repetitions=".count) ?? "5") ?? 5
let jsonPath = arguments.first(where: { $0.hasPrefix("--json=") }).map { String($0.dropFirst("--json=".count)) }
let idleSeconds = Int(arguments.first(where: { $0.hasPrefix("--idle-seconds=") })?.dropFirst("--idle-seconds=".count) ?? "10") ?? 10
let demo = arguments.first(where: { $0.hasPrefix("--demo=") }).map { String($0.dropFirst("--demo=".count)) }

guard gtk_init_check() != 0 else {
    printError("ControlsBenchmarks needs a display; run it through scripts/benchmark.sh, which starts Xvfb")
    exit(1)
}
var report = Report()
MainActor.assumeIsolated {
    MainLoopBridge.install()
    Stylesheet.install()
    CoreBenchmark.run(repetitions: repetitions, report: &report)
    SearchBenchmark.run(itemCount: 1_000_000, repetitions: repetitions, report: &report)
    WidgetBenchmark.runPicker(report: &report)
    WidgetBenchmark.runSpinners(seconds: 5, report: &report)
    if let demo {
        let pages = ["button-states", "modal-button", "follow-button", "alert-loader", "indicators", "switch-stepper",
                     "picker", "search", "delete-confirmation", "plugins"]
        AppBenchmark.run(demo: demo, repetitions: repetitions, idleSeconds: idleSeconds, pages: pages, report: &report)
    } else {
        print("(startup, RSS and idle CPU need --demo=PATH; scripts/benchmark.sh passes it)")
    }
}
if let jsonPath {
    let json = report.json
    if g_file_set_contents(jsonPath, json, gssize(json.utf8.count), nil) == 0 {
        printError("ControlsBenchmarks: cannot write \(jsonPath)")
        exit(1)
    }
    print("figures written to \(jsonPath)")
}
