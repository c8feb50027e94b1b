// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import ControlCore
import Glibc
import GtkControls

/// What one control costs an app beside its nearest GTK counterpart: N of each made, packed
/// into a grid in a window and shown, timed from the first one made to the first frame
/// painted, with the RSS they add per widget.
///
/// Each sample runs in a process of its own (this program again, with
/// `--control-cost-sample=PAIR,SIDE,N`), so memory that an earlier sample freed cannot
/// flatter a later one. A sample first shows one widget of its kind, so class set-up, the
/// theme's CSS and the fonts are paid for before the clock starts. Ours and GTK's alternate
/// (ours first in even repetitions, GTK's first in odd), and a ratio is the median of the
/// ratios of the pairs taken one after the other, which keeps a change of load between
/// samples out of it.
@MainActor
enum ControlCostBenchmark {
    /// A control and the GTK widget an app would use instead, and why that one.
    struct Pair {
        let ours: String
        let gtk: String
        let why: String
        let makeOurs: @MainActor () -> UnsafeMutablePointer<GtkWidget>
        let makeGtk: @MainActor () -> UnsafeMutablePointer<GtkWidget>
    }

    static let pairs: [Pair] = [
        Pair(ours: "StatefulButton", gtk: "GtkButton", why: "a push button with a title; StatefulButton is a GtkButton subclass",
             makeOurs: { StatefulButton(title: "Button").widget }, makeGtk: { gtk_button_new_with_label("Button") }),
        Pair(ours: "ActivityIndicator", gtk: "GtkSpinner", why: "a spinning indicator of work; both spinning",
             makeOurs: {
                 let indicator = ActivityIndicator()
                 indicator.startAnimating()
                 return indicator.widget
             },
             makeGtk: {
                 let spinner = gtk_spinner_new()!
                 gtk_spinner_start(OpaquePointer(spinner))
                 return spinner
             }),
        Pair(ours: "SearchBar", gtk: "GtkSearchBar + GtkSearchEntry + scope bar",
             why: "a search field with three scope buttons shown: GtkSearchBar (search mode on) holding a GtkSearchEntry above a linked box of grouped toggle buttons, as GtkStackSwitcher draws one",
             makeOurs: {
                 let bar = SearchBar()
                 bar.scopeButtonTitles = scopeTitles
                 bar.showsScopeBar = true
                 return bar.widget
             },
             makeGtk: makeGtkSearchBar),
        Pair(ours: "Switch", gtk: "GtkSwitch", why: "an on/off switch; Switch is a GtkSwitch subclass",
             makeOurs: { Switch().widget }, makeGtk: { gtk_switch_new() }),
        Pair(ours: "Stepper", gtk: "GtkSpinButton", why: "a number stepped up and down by buttons",
             makeOurs: { Stepper(configuration: stepperRange).widget },
             makeGtk: { gtk_spin_button_new_with_range(0, 100, 1) }),
        Pair(ours: "Knob", gtk: "GtkScale", why: "a continuous value from 0 to 1 set by dragging",
             makeOurs: { Knob(value: 0.5).widget },
             makeGtk: {
                 let scale = gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, 0, 1, 0.01)!
                 gtk_range_set_value(UnsafeMutableRawPointer(scale).assumingMemoryBound(to: GtkRange.self), 0.5)
                 return scale
             }),
        Pair(ours: "ProgressView", gtk: "GtkProgressBar", why: "a fraction of work done",
             makeOurs: {
                 let progress = ProgressView()
                 try? progress.setProgress(0.5)
                 return progress.widget
             },
             makeGtk: {
                 let bar = gtk_progress_bar_new()!
                 gtk_progress_bar_set_fraction(OpaquePointer(bar), 0.5)
                 return bar
             }),
    ]

    private static let scopeTitles = ["All", "States", "Cities"]
    /// 0 to 100 in steps of 1, as the GtkSpinButton beside it; a valid range, so it never throws.
    private static let stepperRange = try! StepperState.Configuration(minimum: 0, maximum: 100, step: 1)

    private static func makeGtkSearchBar() -> UnsafeMutablePointer<GtkWidget> {
        let searchBar = gtk_search_bar_new()!
        let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
        let entry = gtk_search_entry_new()!
        gtk_box_append(cgtk_box(column), entry)
        let scopes = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        gtk_widget_add_css_class(scopes, "linked")
        var first: UnsafeMutablePointer<GtkWidget>?
        for title in scopeTitles {
            let button = gtk_toggle_button_new_with_label(title)!
            if let first { gtk_toggle_button_set_group(cgtk_toggle_button(button), cgtk_toggle_button(first)) } else { first = button }
            gtk_box_append(cgtk_box(scopes), button)
        }
        gtk_toggle_button_set_active(cgtk_toggle_button(first), 1)
        gtk_box_append(cgtk_box(column), scopes)
        gtk_search_bar_set_child(OpaquePointer(searchBar), column)
        gtk_search_bar_connect_entry(OpaquePointer(searchBar), OpaquePointer(entry))
        gtk_search_bar_set_search_mode(OpaquePointer(searchBar), 1)
        return searchBar
    }

    /// One sample's figures.
    struct Sample {
        var milliseconds: Double
        /// The CPU time this process spent in those milliseconds (the X server's is not counted):
        /// less moved than the wall-clock time by other processes on a loaded machine.
        var cpuMilliseconds: Double
        var kibPerWidget: Double
        /// Widgets in one instance, itself included.
        var widgets: Int
        /// Event controllers on those widgets.
        var controllers: Int
        /// Swift objects the library keeps alive for GTK per instance: wrappers, closures, timers.
        var swiftObjects: Double
    }

    // MARK: The run

    static func run(count: Int, repetitions: Int, report: inout Report) {
        for pair in pairs {
            var ours: [Sample] = []
            var gtk: [Sample] = []
            for repetition in 0..<repetitions {
                for side in repetition % 2 == 0 ? ["ours", "gtk"] : ["gtk", "ours"] {
                    guard let sample = spawnSample(pair: pair.ours, side: side, count: count) else { return }
                    if side == "ours" { ours.append(sample) } else { gtk.append(sample) }
                }
            }
            let timeRatio = median(zip(ours, gtk).map { $0.milliseconds / max($1.milliseconds, 0.001) })
            let memoryRatio = median(zip(ours, gtk).map { $0.kibPerWidget / max($1.kibPerWidget, 0.001) })
            let cpuRatio = median(zip(ours, gtk).map { $0.cpuMilliseconds / max($1.cpuMilliseconds, 0.001) })
            report.add(group: "a control beside GTK's, \(count) made, packed and shown (creation to first frame; RSS each)",
                       name: "\(pair.ours) vs \(pair.gtk) (\(pair.why))",
                       figures: ["ours ms": median(ours.map(\.milliseconds)), "GTK ms": median(gtk.map(\.milliseconds)), "time ratio": timeRatio,
                                 "ours CPU ms": median(ours.map(\.cpuMilliseconds)), "GTK CPU ms": median(gtk.map(\.cpuMilliseconds)),
                                 "CPU ratio": cpuRatio,
                                 "ours KiB each": median(ours.map(\.kibPerWidget)), "GTK KiB each": median(gtk.map(\.kibPerWidget)),
                                 "memory ratio": memoryRatio,
                                 "ours widgets": Double(ours.first?.widgets ?? 0), "GTK widgets": Double(gtk.first?.widgets ?? 0),
                                 "ours controllers": Double(ours.first?.controllers ?? 0), "GTK controllers": Double(gtk.first?.controllers ?? 0),
                                 "ours Swift objects": ours.first?.swiftObjects ?? 0],
                       goal: "≤ 1.2× \(pair.gtk) in time and in memory", met: timeRatio <= 1.2 && memoryRatio <= 1.2)
        }
    }

    /// Reading a property through GObject (`g_object_get_property`), as C, bindings and
    /// GtkBuilder do: a stepper's value beside a GtkSpinButton's, ours and GTK's alternating.
    static func runPropertyReads(repetitions: Int, report: inout Report) {
        let iterations = 1_000_000
        let stepper = makePropertyReadWidget(side: "ours")!
        let spinButton = makePropertyReadWidget(side: "gtk")!
        defer {
            g_object_unref(stepper)
            g_object_unref(spinButton)
        }
        func nanoseconds(reading object: gpointer) -> Double {
            let start = g_get_monotonic_time()
            readValue(of: object, times: iterations)
            return Double(g_get_monotonic_time() - start) * 1000 / Double(iterations)
        }
        var ours: [Double] = []
        var gtk: [Double] = []
        for repetition in 0..<repetitions {
            for side in repetition % 2 == 0 ? [stepper, spinButton] : [spinButton, stepper] {
                if side == stepper { ours.append(nanoseconds(reading: side)) } else { gtk.append(nanoseconds(reading: side)) }
            }
        }
        let ratio = median(zip(ours, gtk).map { $0 / max($1, 0.001) })
        report.add(group: "core, ns per operation", name: "a property read through GObject: Stepper:value vs GtkSpinButton:value",
                   figures: ["ours ns": median(ours), "GTK ns": median(gtk), "ratio": ratio],
                   goal: "≤ 1.2× GtkSpinButton's", met: ratio <= 1.2)
    }

    /// The widget whose `value` the property-read figure reads, with a reference of its own:
    /// a stepper (`ours`) or a GtkSpinButton (`gtk`); nil for another side.
    static func makePropertyReadWidget(side: String) -> gpointer? {
        switch side {
        case "ours": g_object_ref_sink(Stepper.type.instantiate().rawObject)
        case "gtk": g_object_ref_sink(gtk_spin_button_new_with_range(0, 100, 1).rawObject)
        default: nil
        }
    }

    /// Reads `object`'s `value` through GObject `times` times.
    static func readValue(of object: gpointer, times: Int) {
        var value = GValue()
        g_value_init(&value, g_type_from_name("gdouble"))
        for _ in 0..<times { g_object_get_property(cgtk_object(object), "value", &value) }
        g_value_unset(&value)
    }

    /// Runs one sample in a new process of this program and reads its figures.
    private static func spawnSample(pair: String, side: String, count: Int) -> Sample? {
        let program = g_file_read_link("/proc/self/exe", nil).map { pointer -> String in
            defer { g_free(pointer) }
            return String(cString: pointer)
        } ?? CommandLine.arguments[0]
        guard let finished = Subprocess.run([program, "--control-cost-sample=\(pair),\(side),\(count)"]) else { return nil }
        guard finished.succeeded else {
            printError("ControlsBenchmarks: the sample of \(pair) (\(side)) failed: \(finished.errors.isEmpty ? "it printed no error" : finished.errors)")
            return nil
        }
        let line = finished.output.split(separator: "\n").last(where: { $0.hasPrefix("control-cost ") }) ?? ""
        let numbers = line.split(separator: " ").dropFirst().compactMap { Double($0) }
        guard numbers.count == 6 else {
            printError("ControlsBenchmarks: the sample of \(pair) (\(side)) printed no figures")
            return nil
        }
        return Sample(milliseconds: numbers[0], cpuMilliseconds: numbers[1], kibPerWidget: numbers[2], widgets: Int(numbers[3]),
                      controllers: Int(numbers[4]), swiftObjects: numbers[5])
    }

    // MARK: One sample, in its own process

    /// Measures `count` widgets of one side of a pair and prints
    /// `control-cost MILLISECONDS CPU_MILLISECONDS KIB_EACH WIDGETS CONTROLLERS SWIFT_OBJECTS`; false when the
    /// argument names no pair.
    static func runSample(_ argument: String) -> Bool {
        let parts = argument.split(separator: ",").map(String.init)
        guard parts.count == 3, let pair = pairs.first(where: { $0.ours == parts[0] }), ["ours", "gtk"].contains(parts[1]),
              let count = Int(parts[2]), count > 0 else { return false }
        let make = parts[1] == "ours" ? pair.makeOurs : pair.makeGtk
        // One shown first pays for what every later one shares.
        let warmUp = make()
        let shape = (widgets: countWidgets(warmUp), controllers: countControllers(warmUp))
        showAndWaitForFrame([warmUp], columns: 1)
        WidgetBenchmark.run(for: .milliseconds(100))
        let objectsBefore = LiveObjects.count
        let before = WidgetBenchmark.residentKiB()
        var widgets: [UnsafeMutablePointer<GtkWidget>] = []
        let cpuBefore = WidgetBenchmark.processCPUSeconds()
        let elapsed = milliseconds {
            widgets = (0..<count).map { _ in make() }
            showAndWaitForFrame(widgets, columns: 25)
        }
        let cpu = (WidgetBenchmark.processCPUSeconds() - cpuBefore) * 1000
        let added = Double(WidgetBenchmark.residentKiB() - before) / Double(count)
        let objects = Double(LiveObjects.count - objectsBefore) / Double(count)
        print("control-cost \(elapsed) \(cpu) \(added) \(shape.widgets) \(shape.controllers) \(objects)")
        return true
    }

    /// Packs `widgets` into a grid in a new window, shows it and returns once its first frame is painted.
    private static func showAndWaitForFrame(_ widgets: [UnsafeMutablePointer<GtkWidget>], columns: Int) {
        let grid = gtk_grid_new()!
        for (index, widget) in widgets.enumerated() {
            gtk_grid_attach(cgtk_grid(grid), widget, Int32(index % columns), Int32(index / columns), 1, 1)
        }
        let scrolled = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_child(cgtk_scrolled_window(scrolled), grid)
        let window = gtk_window_new()!
        gtk_window_set_default_size(cgtk_window(window), 1200, 780)
        gtk_window_set_child(cgtk_window(window), scrolled)
        gtk_window_present(cgtk_window(window))
        var painted = false
        let clock = gtk_widget_get_frame_clock(window)!
        let handler = Signal.connect(clock, .afterPaint) { painted = true }
        while !painted { g_main_context_iteration(nil, 1) }
        Signal.disconnect(clock, handler)
    }

    private static func countWidgets(_ widget: UnsafeMutablePointer<GtkWidget>) -> Int {
        var total = 1
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            total += countWidgets(current)
            child = gtk_widget_get_next_sibling(current)
        }
        return total
    }

    private static func countControllers(_ widget: UnsafeMutablePointer<GtkWidget>) -> Int {
        let controllers = gtk_widget_observe_controllers(widget)!
        var total = Int(g_list_model_get_n_items(controllers))
        g_object_unref(controllers.rawObject)
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            total += countControllers(current)
            child = gtk_widget_get_next_sibling(current)
        }
        return total
    }
}
