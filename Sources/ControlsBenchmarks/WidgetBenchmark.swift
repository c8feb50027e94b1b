// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import ControlCore
import Glibc
import GtkControls

/// Widgets in this process: an ActivityIndicator beside a bare GtkSpinner (CPU and frames
/// while spinning), and PickerView with 1,000,000 rows beside 50 (frame time flinging, and
/// memory).
@MainActor
enum WidgetBenchmark {
    static func runSpinners(seconds: Int, report: inout Report) {
        var ours: (cpu: Double, frames: Int) = (0, 0)
        var gtk: (cpu: Double, frames: Int) = (0, 0)
        for round in 0..<2 {
            for kind in round == 0 ? ["ours", "gtk"] : ["gtk", "ours"] {
                let widget: UnsafeMutablePointer<GtkWidget>
                if kind == "ours" {
                    let indicator = ActivityIndicator(style: .large)
                    indicator.startAnimating()
                    widget = indicator.widget
                } else {
                    widget = gtk_spinner_new()
                    gtk_widget_set_size_request(widget, 37, 37)
                    gtk_spinner_start(OpaquePointer(widget))
                }
                let measured = measure(widget, seconds: seconds)
                if kind == "ours" { ours = (ours.cpu + measured.cpu / 2, ours.frames + measured.frames / 2) }
                else { gtk = (gtk.cpu + measured.cpu / 2, gtk.frames + measured.frames / 2) }
            }
        }
        report.add(group: "a spinning indicator, \(seconds) s", name: "CPU (this process) and frames per second",
                   figures: ["ActivityIndicator CPU %": ours.cpu, "GtkSpinner CPU %": gtk.cpu,
                             "ActivityIndicator fps": Double(ours.frames) / Double(seconds), "GtkSpinner fps": Double(gtk.frames) / Double(seconds)],
                   goal: "CPU ≤ GtkSpinner's", met: ours.cpu <= gtk.cpu)
    }

    /// Shows `widget` in a window for `seconds`; returns CPU % of this process and frames painted.
    private static func measure(_ widget: UnsafeMutablePointer<GtkWidget>, seconds: Int) -> (cpu: Double, frames: Int) {
        let window = gtk_window_new()!
        gtk_window_set_child(cgtk_window(window), widget)
        gtk_window_present(cgtk_window(window))
        run(for: .milliseconds(500))
        var frames = 0
        let clock = gtk_widget_get_frame_clock(window)!
        let handler = Signal.connect(clock, .afterPaint) { frames += 1 }
        let before = processCPUSeconds()
        run(for: .seconds(seconds))
        let used = processCPUSeconds() - before
        Signal.disconnect(clock, handler)
        gtk_window_destroy(cgtk_window(window))
        run(for: .milliseconds(200))
        return (used / Double(seconds) * 100, frames)
    }

    /// Paint time is measured from the frame clock's before-paint to its after-paint.
    static func runPicker(report: inout Report) {
        /// Frame times and CPU per frame of one picker size, flinging as far as the row count
        /// allows (every frame shows rows never drawn before) and across its first 50 rows only
        /// (the same rows at the same speed whatever the count: what the count alone costs).
        struct Flings { var everyRow: (times: [Double], cpu: Double); var firstRows: (times: [Double], cpu: Double) }
        var flings: [Int: Flings] = [:]
        var memory: [Int: Double] = [:]
        // The first picker pays for fonts and caches; measure from the second on.
        let sizes = [50, 1_000, 100_000, 1_000_000]
        for rows in [50] + sizes {
            let before = residentKiB()
            let source = NumberedRows(rows: rows)
            let picker = PickerView()
            picker.dataSource = source
            picker.reloadAllComponents()
            let window = gtk_window_new()!
            gtk_window_set_child(cgtk_window(window), picker.widget)
            gtk_window_present(cgtk_window(window))
            run(for: .milliseconds(500))
            memory[rows] = Double(residentKiB() - before) / 1024
            flings[rows] = Flings(everyRow: fling(picker, in: window, to: rows - 1), firstRows: fling(picker, in: window, to: min(rows, 50) - 1))
            gtk_window_destroy(cgtk_window(window))
            run(for: .milliseconds(200))
        }
        for rows in sizes {
            report.add(group: "picker frame against the number of rows", name: "\(rows) rows",
                       figures: ["ms per frame": median(flings[rows]?.everyRow.times ?? []), "CPU ms per frame": flings[rows]?.everyRow.cpu ?? 0])
        }
        let small = median(flings[50]?.firstRows.times ?? [])
        let large = median(flings[1_000_000]?.firstRows.times ?? [])
        report.add(group: "picker frame time flinging across the first 50 rows (before-paint to after-paint, whole window)", name: "ms per frame",
                   figures: ["1,000,000 rows ms": large, "50 rows ms": small, "ratio": large / max(small, 0.001)],
                   goal: "1,000,000 rows ≤ 1.1× 50 rows", met: large <= 1.1 * small)
        let everySmall = median(flings[50]?.everyRow.times ?? [])
        let everyLarge = median(flings[1_000_000]?.everyRow.times ?? [])
        report.add(group: "picker frame time flinging across every row: a million rows draw new rows each frame", name: "ms per frame",
                   figures: ["1,000,000 rows ms": everyLarge, "50 rows ms": everySmall, "ratio": everyLarge / max(everySmall, 0.001)],
                   goal: "1,000,000 rows ≤ 1.1× 50 rows", met: everyLarge <= 1.1 * everySmall)
        // What the frame time leaves out: the rows made ready between frames.
        report.add(group: "picker CPU while flinging across every row, frames and the work between them", name: "CPU ms per frame",
                   figures: ["1,000,000 rows ms": flings[1_000_000]?.everyRow.cpu ?? 0, "50 rows ms": flings[50]?.everyRow.cpu ?? 0])
        report.add(group: "picker memory", name: "RSS added by the picker and its data source",
                   figures: ["1,000,000 rows MiB": memory[1_000_000] ?? 0, "50 rows MiB": memory[50] ?? 0],
                   goal: "1,000,000 rows ≤ 50 rows, within 0.25 MiB (RSS moves by tens of KiB from run to run)",
                   met: (memory[1_000_000] ?? 0) <= (memory[50] ?? 0) + 0.25)
    }

    /// Flings `picker`'s drum from row 0 to `last` and back, three times over three seconds;
    /// returns the frame times (before-paint to after-paint) and the process's CPU per frame.
    private static func fling(_ picker: PickerView, in window: UnsafeMutablePointer<GtkWidget>, to last: Int) -> (times: [Double], cpu: Double) {
        picker.selectRow(0, inComponent: 0, animated: false)
        run(for: .milliseconds(100))
        let clock = gtk_widget_get_frame_clock(window)!
        var started: ContinuousClock.Instant?
        var times: [Double] = []
        let layout = Signal.connect(clock, .beforePaint) { started = ContinuousClock.now }
        let painted = Signal.connect(clock, .afterPaint) {
            if let frameStart = started { times.append(elapsed(since: frameStart)) }
            started = nil
        }
        let cpuBefore = processCPUSeconds()
        for fling in 0..<6 {
            picker.selectRow(fling % 2 == 0 ? last : 0, inComponent: 0, animated: true)
            run(for: .milliseconds(500))
        }
        let cpu = (processCPUSeconds() - cpuBefore) * 1000 / Double(max(1, times.count))
        Signal.disconnect(clock, layout)
        Signal.disconnect(clock, painted)
        return (times, cpu)
    }

    private static func elapsed(since start: ContinuousClock.Instant) -> Double {
        let duration = start.duration(to: .now)
        return Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }

    /// Iterates GLib's main loop for `duration` of real time.
    static func run(for duration: Duration) {
        let end = ContinuousClock.now + duration
        while ContinuousClock.now < end { g_main_context_iteration(nil, 0); g_usleep(500) }
    }

    /// The CPU time this process has used, user and system, in seconds.
    static func processCPUSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }

    /// The resident memory of this process, in KiB.
    static func residentKiB() -> Int {
        var contents: UnsafeMutablePointer<gchar>?
        guard g_file_get_contents("/proc/self/statm", &contents, nil, nil) != 0, let contents else { return 0 }
        defer { g_free(contents) }
        let pages = Int(String(cString: contents).split(separator: " ")[1]) ?? 0
        return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
    }
}

/// A picker data source whose titles are made on demand, so it holds no per-row memory.
/// Every title has seven digits ("Row 0000042"), so 50 rows and 1,000,000 rows draw the
/// same amount of text and the comparison is about the number of rows alone.
@MainActor
private final class NumberedRows: PickerDataSource {
    let rows: Int
    init(rows: Int) { self.rows = rows }
    func numberOfComponents(in picker: AnyObject) -> Int { 1 }
    func picker(_ picker: AnyObject, numberOfRowsInComponent component: Int) -> Int { rows }
    func picker(_ picker: AnyObject, titleForRow row: Int, forComponent component: Int) -> String {
        let number = String(row + 1)
        return "Row " + String(repeating: "0", count: max(0, 7 - number.count)) + number
    }
}
