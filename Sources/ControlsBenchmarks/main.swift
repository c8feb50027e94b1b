import CGtk
import Glibc
import GtkControls

// ControlsBenchmarks: prints figures and ratios measured side by side in one run and
// writes them as JSON. It never fails on time. Run it through scripts/benchmark.sh.

let arguments = CommandLine.arguments.dropFirst()
let repetitions = Int(arguments.first(where: { $0.hasPrefix("--repetitions=") })?.dropFirst("--repetitions=".count) ?? "5") ?? 5
let jsonPath = arguments.first(where: { $0.hasPrefix("--json=") }).map { String($0.dropFirst("--json=".count)) }

guard gtk_init_check() != 0 else {
    printError("ControlsBenchmarks needs a display; run it through scripts/benchmark.sh, which starts Xvfb")
    exit(1)
}
var report = Report()
MainActor.assumeIsolated {
    CoreBenchmark.run(repetitions: repetitions, report: &report)
    SearchBenchmark.run(itemCount: 1_000_000, repetitions: repetitions, report: &report)
}
if let jsonPath {
    let json = report.json
    if g_file_set_contents(jsonPath, json, gssize(json.utf8.count), nil) == 0 {
        printError("ControlsBenchmarks: cannot write \(jsonPath)")
        exit(1)
    }
    print("figures written to \(jsonPath)")
}
