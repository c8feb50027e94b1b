// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import Glibc
import GtkControls

/// Whole programs, measured from outside the same way: ControlsDemo beside GTK's own
/// gtk4-widget-factory and gtk4-demo (startup to a mapped window, peak RSS), and the demo's
/// idle CPU on every page.
@MainActor
enum AppBenchmark {
    static func run(demo: String, repetitions: Int, idleSeconds: Int, pages: [String], report: inout Report) {
        let programs: [(name: String, command: [String], title: String)] = [
            ("ControlsDemo", [demo], "Controls Demo"),
            ("gtk4-widget-factory", ["gtk4-widget-factory"], "Widget Factory"),
            ("gtk4-demo", ["gtk4-demo"], "GTK Demo"),
        ]
        var startup: [String: [Double]] = [:]
        var peak: [String: [Double]] = [:]
        var parts: [String: MemoryParts] = [:]
        for _ in 0..<repetitions {
            for program in programs {
                guard let (milliseconds, process) = launch(program.command, title: program.title) else {
                    printError("ControlsBenchmarks: \(program.name) did not show a window; is gtk-4-examples installed?")
                    continue
                }
                startup[program.name, default: []].append(milliseconds)
                g_usleep(1_000_000)
                peak[program.name, default: []].append(Double(peakResidentKiB(process)) / 1024)
                // The last run's parts: what each part maps varies by tens of KiB from run to run.
                parts[program.name] = MemoryParts(pid: process, executable: program.command[0].split(separator: "/").last.map(String.init) ?? "")
                stop(process)
            }
        }
        let ours = median(startup["ControlsDemo"] ?? [])
        let demoStartup = median(startup["gtk4-demo"] ?? [])
        report.add(group: "startup to a mapped window", name: "milliseconds",
                   figures: ["ControlsDemo ms": ours, "gtk4-widget-factory ms": median(startup["gtk4-widget-factory"] ?? []),
                             "gtk4-demo ms": demoStartup],
                   goal: "≤ gtk4-demo's", met: ours <= demoStartup)
        let ourPeak = median(peak["ControlsDemo"] ?? [])
        let demoPeak = median(peak["gtk4-demo"] ?? [])
        report.add(group: "peak RSS one second after start", name: "MiB",
                   figures: ["ControlsDemo MiB": ourPeak, "gtk4-widget-factory MiB": median(peak["gtk4-widget-factory"] ?? []),
                             "gtk4-demo MiB": demoPeak],
                   goal: "≤ 1.0× gtk4-demo's", met: ourPeak <= demoPeak)
        // What is loaded at start, and what of it is the process's own: most of a library's
        // resident pages are clean file pages that every process using it shares.
        for (name, other) in [("ControlsDemo", "gtk4-demo"), ("gtk4-demo", "ControlsDemo")] {
            guard let memory = parts[name], let others = parts[other] else { continue }
            let files = memory.otherFiles(besides: others)
            report.add(group: "RSS one second after start, by what is mapped", name: name,
                       figures: ["Swift runtime MiB": memory[.swiftRuntime], "libadwaita MiB": memory[.libadwaita], "ICU MiB": memory[.icu],
                                 "SQLite MiB": memory[.sqlite], "program and plugins MiB": memory[.program],
                                 "heap and anonymous MiB": memory.anonymous, "other libraries only it maps MiB": files.onlyHere,
                                 "libraries both map MiB": files.inBoth, "private (no other process maps it) MiB": memory.privatePages])
        }

        for page in pages {
            guard let (_, process) = launch([demo, "--page", page], title: "Controls Demo") else { continue }
            g_usleep(1_000_000)
            let before = cpuTicks(process)
            g_usleep(gulong(idleSeconds) * 1_000_000)
            let ticks = cpuTicks(process) - before
            stop(process)
            let percent = Double(ticks) / Double(sysconf(Int32(_SC_CLK_TCK))) / Double(idleSeconds) * 100
            report.add(group: "idle CPU over \(idleSeconds) s", name: "page \(page)", figures: ["CPU %": percent],
                       goal: "0 %", met: ticks == 0)
        }
    }

    /// Starts `command` and waits for its window titled `title`; returns the milliseconds
    /// until the window was mapped, and the process.
    static func launch(_ command: [String], title: String) -> (Double, GPid)? {
        let clock = ContinuousClock()
        let start = clock.now
        guard let pid = Subprocess.start(command)?.pid else { return nil }
        while clock.now - start < .seconds(20) {
            var output: UnsafeMutablePointer<gchar>?
            var status: gint = 0
            g_spawn_command_line_sync("xdotool search --onlyvisible --pid \(pid) --name \"\(title)\"", &output, nil, &status, nil)
            let found = output.map { String(cString: $0).contains(where: \.isNumber) } ?? false
            g_free(output)
            if found {
                let elapsed = clock.now - start
                return (Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15, pid)
            }
            g_usleep(2000)
        }
        stop(pid)
        return nil
    }

    static func stop(_ pid: GPid) {
        kill(pid, SIGTERM)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        g_spawn_close_pid(pid)
    }

    /// VmHWM from /proc/PID/status, in KiB.
    static func peakResidentKiB(_ pid: GPid) -> Int {
        var contents: UnsafeMutablePointer<gchar>?
        guard g_file_get_contents("/proc/\(pid)/status", &contents, nil, nil) != 0, let contents else { return 0 }
        defer { g_free(contents) }
        let line = String(cString: contents).split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
        return Int(line.split(separator: " ").dropFirst().first ?? "0") ?? 0
    }

    /// User plus system clock ticks of a process, from /proc/PID/stat.
    static func cpuTicks(_ pid: GPid) -> Int {
        var contents: UnsafeMutablePointer<gchar>?
        guard g_file_get_contents("/proc/\(pid)/stat", &contents, nil, nil) != 0, let contents else { return 0 }
        defer { g_free(contents) }
        let text = String(cString: contents)
        guard let close = text.lastIndex(of: ")") else { return 0 }
        let fields = text[text.index(after: close)...].split(separator: " ")
        return (Int(fields[11]) ?? 0) + (Int(fields[12]) ?? 0)
    }
}
