// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
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
/// The start's phases need scripts/startup/phases-probe.c and scripts/startup/empty-app.c
/// built: scripts/benchmark.sh builds them and passes their paths.
let startupProbe = arguments.first(where: { $0.hasPrefix("--startup-probe=") }).map { String($0.dropFirst("--startup-probe=".count)) }
let emptyApp = arguments.first(where: { $0.hasPrefix("--empty-app=") }).map { String($0.dropFirst("--empty-app=".count)) }
/// `--only=core,search,saving,picker,spinner,controls,apps,startup-phases` runs just those
/// groups; `search-typing` is the part of `search` typed into a window.
let only = arguments.first(where: { $0.hasPrefix("--only=") }).map { Set($0.dropFirst("--only=".count).split(separator: ",").map(String.init)) }
func wanted(_ group: String) -> Bool { only?.contains(group) ?? true }
/// How many of each control the `controls` group makes.
let controlCount = Int(arguments.first(where: { $0.hasPrefix("--control-count=") })?.dropFirst("--control-count=".count) ?? "1000") ?? 1000
/// `--property-reads=SIDE,COUNT` makes the property-read figure's widget (`ours` or `gtk`),
/// reads its value COUNT times and exits: scripts/property-read-instructions.sh counts the
/// instructions under callgrind, where this machine has no CPU counters.
let propertyReads = arguments.first(where: { $0.hasPrefix("--property-reads=") })
    .map { $0.dropFirst("--property-reads=".count).split(separator: ",").map(String.init) }
/// Set in the processes the `controls` group starts, each of which measures one sample.
let controlCostSample = arguments.first(where: { $0.hasPrefix("--control-cost-sample=") }).map { String($0.dropFirst("--control-cost-sample=".count)) }

guard gtk_init_check() != 0 else {
    printError("ControlsBenchmarks needs a display; run it through scripts/benchmark.sh, which starts Xvfb")
    exit(1)
}
var report = Report()
var system: SystemDescription?
MainActor.assumeIsolated {
    MainLoopBridge.install()
    Stylesheet.install()
    if let propertyReads {
        guard propertyReads.count == 2, let count = Int(propertyReads[1]),
              let widget = ControlCostBenchmark.makePropertyReadWidget(side: propertyReads[0]) else {
            printError("ControlsBenchmarks: --property-reads=\(propertyReads.joined(separator: ",")) needs a side (ours, gtk) and a count")
            exit(2)
        }
        ControlCostBenchmark.readValue(of: widget, times: count)
        g_object_unref(widget)
        exit(0)
    }
    if let controlCostSample {
        guard ControlCostBenchmark.runSample(controlCostSample) else {
            printError("ControlsBenchmarks: --control-cost-sample=\(controlCostSample) names no pair, side (ours, gtk) and count")
            exit(2)
        }
        exit(0)
    }
    // GSK_RENDERER reaches the programs started for comparison too, so all draw alike.
    let asked = g_getenv("GSK_RENDERER").map { String(cString: $0) } ?? ""
    let renderer = RendererProbe.typeName()
    print("renderer: \(renderer) (GSK_RENDERER=\(asked.isEmpty ? "unset" : asked))")
    system = SystemDescription.current(renderer: renderer)
    if let expected = ["opengl": "GskGLRenderer", "ngl": "GskGLRenderer", "gl": "GskGLRenderer", "cairo": "GskCairoRenderer"][asked], expected != renderer {
        printError("ControlsBenchmarks: GSK_RENDERER=\(asked) asked for another renderer than GTK chose (\(renderer)); no figures")
        exit(1)
    }
    if wanted("core") {
        CoreBenchmark.run(repetitions: repetitions, report: &report)
        ControlCostBenchmark.runPropertyReads(repetitions: repetitions, report: &report)
    }
    if wanted("search") || wanted("search-typing") {
        SearchBenchmark.run(repetitions: repetitions, typingOnly: !wanted("search"), report: &report)
    }
    if wanted("saving") { SavingBenchmark.run(deletes: 50, report: &report) }
    if wanted("picker") { WidgetBenchmark.runPicker(report: &report) }
    if wanted("spinner") { WidgetBenchmark.runSpinners(seconds: 5, report: &report) }
    if wanted("controls") { ControlCostBenchmark.run(count: controlCount, repetitions: repetitions, report: &report) }
    if wanted("apps"), let demo {
        let pages = ["button-states", "modal-button", "follow-button", "alert-loader", "indicators", "switch-stepper",
                     "picker", "search", "delete-confirmation", "plugins"]
        AppBenchmark.run(demo: demo, repetitions: repetitions, idleSeconds: idleSeconds, pages: pages, report: &report)
    } else if wanted("apps") {
        print("(startup, RSS and idle CPU need --demo=PATH; scripts/benchmark.sh passes it)")
    }
    if wanted("startup-phases"), let demo, let startupProbe, let emptyApp {
        StartupPhasesBenchmark.run(demo: demo, probe: startupProbe, emptyApp: emptyApp, repetitions: repetitions, report: &report)
    } else if wanted("startup-phases") {
        print("(the start's phases need --demo=PATH, --startup-probe=PATH and --empty-app=PATH; scripts/benchmark.sh passes them)")
    }
}
if let jsonPath, let system {
    let json = report.json(system: system)
    if g_file_set_contents(jsonPath, json, gssize(json.utf8.count), nil) == 0 {
        printError("ControlsBenchmarks: cannot write \(jsonPath)")
        exit(1)
    }
    print("figures written to \(jsonPath)")
}
