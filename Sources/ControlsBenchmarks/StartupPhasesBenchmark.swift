// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import Glibc
import GtkControls

/// Where a start goes: ControlsDemo beside gtk4-demo and two empty windows that differ only
/// by libadwaita, a GtkApplication's and an AdwApplication's (scripts/startup/empty-app.c),
/// each started in turn with scripts/startup/phases-probe.c preloaded. The probe prints, in
/// milliseconds from the launch, when the program's libraries were loaded and initialised
/// (the dynamic loader's work, before the program's own code runs), when its GApplication's
/// `handle-local-options` came (the program's own code up to `g_application_run`), when its
/// `startup` came (options handled and the application registered on the session bus; GTK,
/// and libadwaita for an AdwApplication, are initialised in it), when its first window was
/// realized and mapped, and when that window's first frame was painted. The two empty
/// windows' difference is what libadwaita adds to any start.
@MainActor
enum StartupPhasesBenchmark {
    static func run(demo: String, probe: String, emptyApp: String, repetitions: Int, report: inout Report) {
        let programs = [("empty GtkApplication", [emptyApp]), ("empty AdwApplication", [emptyApp, "--adwaita"]),
                        ("gtk4-demo", ["gtk4-demo"]), ("ControlsDemo", [demo])]
        var times: [String: [String: [Double]]] = [:]
        for _ in 0..<repetitions {
            for (name, command) in programs {
                for (phase, milliseconds) in phaseTimes(of: command, probe: probe) {
                    times[name, default: [:]][phase, default: []].append(milliseconds)
                }
            }
        }
        let group = "where a start goes: median ms from the launch, \(repetitions) starts each"
        func phase(_ phase: String, of name: String) -> Double { median(times[name]?[phase] ?? []) }
        for (name, _) in programs where times[name] != nil {
            report.add(group: group, name: name,
                       figures: ["libraries loaded ms": phase("loaded", of: name), "options ms": phase("options", of: name),
                                 "startup ms": phase("startup", of: name), "realized ms": phase("realized", of: name),
                                 "mapped ms": phase("mapped", of: name), "painted ms": phase("painted", of: name)])
        }
        // A program that printed no phases was named above; the comparisons need every one.
        guard programs.allSatisfy({ times[$0.0] != nil }) else { return }
        let fromStartup = { (name: String) in phase("painted", of: name) - phase("startup", of: name) }
        report.add(group: group, name: "libadwaita's share of a start (an empty AdwApplication's window painted, less a GtkApplication's), and each demo from its startup to its first frame",
                   figures: ["libadwaita ms": phase("painted", of: "empty AdwApplication") - phase("painted", of: "empty GtkApplication"),
                             "ControlsDemo startup to painted ms": fromStartup("ControlsDemo"),
                             "gtk4-demo startup to painted ms": fromStartup("gtk4-demo")])
    }

    /// Starts `command` with the probe preloaded, lets it run for 1.5 s, and returns the
    /// phases it printed. (timeout and env start first, alike for every program.)
    private static func phaseTimes(of command: [String], probe: String) -> [(String, Double)] {
        let launch = ["timeout", "1.5", "env", "LD_PRELOAD=\(probe)", "PHASES_LAUNCHED_US=\(g_get_monotonic_time())"]
        guard let finished = Subprocess.run(launch + command) else { return [] }
        let phases = finished.errors.split(separator: "\n").compactMap { line -> (String, Double)? in
            let words = line.split(separator: " ")
            guard words.count == 3, words[0] == "phase", let milliseconds = Double(words[2]) else { return nil }
            return (String(words[1]), milliseconds)
        }
        if phases.isEmpty {
            printError("ControlsBenchmarks: \(command.joined(separator: " ")) printed no phases: \(finished.errors.isEmpty ? "nothing at all" : finished.errors)")
        }
        return phases
    }
}
