// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import ControlCore
import Glibc
import GtkControls

/// Search as the user sees it: a SearchBar over a SearchResultsView in a window, wired as
/// the Search page wires them (LiveSearch), typed into with real key events through the X
/// server (xdotool) at a typist's pace. Measured from the moment GTK hands the window a key
/// press to the frame clock's after-paint of the frame that shows the results: the first
/// screenful, then all of them. Beside it, the same bar with no search behind it: how soon
/// GTK paints the typed character alone. GTK's text field animates its cursor, so frames come
/// 60 a second while it has the focus, and a keystroke's frame starts up to a frame after
/// the key, for the bar alone as for ours. A second round types with a spinner spinning, so
/// that a frame the main thread misses shows as a gap between frames.
@MainActor
enum SearchTypingBenchmark {
    /// What the user does, one step at a time.
    enum Step {
        /// Keys pressed, as xdotool names them ("p", "BackSpace", "ctrl+a").
        case keys([String])
        /// `text` put on the clipboard, then Ctrl+A and Ctrl+V in the field.
        case paste(String)
    }

    /// The words of ``SearchBenchmark/realWords``: a typed word letter by letter with its
    /// backspace, then the field cleared; a pasted query replaces the text.
    static func steps(for words: [[String]]) -> [Step] {
        words.flatMap { word -> [Step] in
            guard word.count > 1 else { return [.paste(word[0])] }
            let typed = word.enumerated().map { offset, text -> Step in
                offset > 0 && text.count < word[offset - 1].count ? .keys(["BackSpace"]) : .keys([String(text.last!)])
            }
            return typed + [.keys(["ctrl+a", "BackSpace"])]
        }
    }

    /// Time from one step's start to the next: about 100 words a minute.
    static let pace = Duration.milliseconds(120)

    static func run(items: [String], words: [[String]], repetitions: Int, report: inout Report) {
        let group = "search as you type, \(items.count) lines of this machine's text, keystroke to painted"
        let steps = steps(for: words)
        let searching = TypingWindow(items: items, searching: true)
        let alone = TypingWindow(items: [], searching: false)
        var ours = TypingRound()
        var typedAlone = TypingRound()
        var oursSpinning = TypingRound()
        var aloneSpinning = TypingRound()
        for _ in 0..<repetitions {
            ours.add(searching.type(steps, spinning: false))
            typedAlone.add(alone.type(steps, spinning: false))
            oursSpinning.add(searching.type(steps, spinning: true))
            aloneSpinning.add(alone.type(steps, spinning: true))
        }
        searching.close()
        alone.close()

        let first = ours.samples.compactMap(\.firstScreenful)
        let all = ours.samples.compactMap(\.allResults)
        let echo = typedAlone.samples.compactMap(\.typedCharacter)
        let withTheCharacter = ours.samples.filter { $0.firstScreenful != nil && $0.firstScreenful == $0.typedCharacter }.count
        report.add(group: group, name: "first screenful of results painted (\(first.count) keystrokes; \(ours.overtaken) overtaken)",
                   figures: ["p95 ms": percentile(first, 0.95), "median ms": median(first), "max ms": first.max() ?? 0,
                             "in the typed character's frame": Double(withTheCharacter),
                             "typed character alone p95 ms": percentile(echo, 0.95), "alone median ms": median(echo)],
                   goal: "p95 ≤ 16.7 ms", met: !first.isEmpty && percentile(first, 0.95) <= 16.7)
        report.add(group: group, name: "all results painted (the count shown)",
                   figures: ["p95 ms": percentile(all, 0.95), "median ms": median(all), "max ms": all.max() ?? 0])
        let handling = ours.samples.map(\.handling)
        report.add(group: group, name: "main thread per keystroke: the first screenful searched and shown, the rest handed off",
                   figures: ["max ms": handling.max() ?? 0, "median ms": median(handling)])
        report.add(group: group, name: "frames dropped while typing, a spinner spinning (gaps over 1.5 frames)",
                   figures: ["GtkControls dropped": Double(oursSpinning.droppedFrames), "longest gap ms": oursSpinning.longestGap,
                             "frames": Double(oursSpinning.frames),
                             "bar alone dropped": Double(aloneSpinning.droppedFrames), "alone longest gap ms": aloneSpinning.longestGap],
                   goal: "none dropped", met: oursSpinning.droppedFrames == 0)
    }

    /// The `fraction` percentile of `values`, nearest rank (0 when empty).
    static func percentile(_ values: [Double], _ fraction: Double) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted[min(sorted.count - 1, Int((fraction * Double(sorted.count)).rounded(.up)) - 1)]
    }
}

/// What one keystroke took, in milliseconds from its key press.
struct TypingSample {
    var typedCharacter: Double?
    var firstScreenful: Double?
    var allResults: Double?
    /// On the main thread, from the text change until the first screenful was shown and
    /// the rest of the search handed to the background.
    var handling: Double = 0
}

/// The figures of one or more rounds of typing.
struct TypingRound {
    var samples: [TypingSample] = []
    /// Keystrokes whose results were never painted, because the next one came first.
    var overtaken = 0
    var frames = 0
    var droppedFrames = 0
    var longestGap = 0.0

    mutating func add(_ round: TypingRound) {
        samples += round.samples
        overtaken += round.overtaken
        frames += round.frames
        droppedFrames += round.droppedFrames
        longestGap = max(longestGap, round.longestGap)
    }
}

/// One change of the field's text, from the key press that made it to its paints.
@MainActor
private final class Keystroke {
    let pressed: ContinuousClock.Instant
    let text: String
    var sample = TypingSample()
    var firstShown = false
    var allShown = false

    init(pressed: ContinuousClock.Instant, text: String) {
        self.pressed = pressed
        self.text = text
    }

    /// A frame was painted at `now`: whatever it shows for the first time is timed.
    func painted(at now: ContinuousClock.Instant, searching: Bool) {
        let elapsed = milliseconds(from: pressed, to: now)
        if sample.typedCharacter == nil { sample.typedCharacter = elapsed }
        if firstShown && sample.firstScreenful == nil { sample.firstScreenful = elapsed }
        if (allShown || !searching) && sample.allResults == nil { sample.allResults = elapsed }
    }
}

/// A window with a search bar, a status line and a results list, typed into by xdotool.
@MainActor
private final class TypingWindow: SearchBarDelegate {
    private static let frameInterval = 1000.0 / 60

    private let window = gtk_window_new()!
    /// Each window's own, for xdotool to find it by.
    private let title: String
    private let bar = SearchBar()
    private let status = gtk_label_new("")!
    private let spinner = gtk_spinner_new()!
    private var results: SearchResultsView!
    private var search: LiveSearch?

    /// The last key press (not a modifier) the window was handed.
    private var keyPressed = ContinuousClock.now
    private var keystrokes: [Keystroke] = []
    private var frameTimes: [ContinuousClock.Instant] = []

    init(items: [String], searching: Bool) {
        title = searching ? "Search typing benchmark" : "Search bar alone"
        gtk_window_set_title(cgtk_window(window), title)
        gtk_window_set_default_size(cgtk_window(window), 1040, 680)
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
        gtk_box_append(cgtk_box(box), bar.widget)
        gtk_box_append(cgtk_box(box), spinner)
        gtk_box_append(cgtk_box(box), status)
        results = SearchResultsView { [unowned self] index in search?.index?.item(Int(index)) ?? "" }
        gtk_widget_set_size_request(results.widget, -1, 280)
        gtk_box_append(cgtk_box(box), results.widget)
        gtk_window_set_child(cgtk_window(window), box)
        bar.delegate = self
        if searching {
            var ready = false
            search = LiveSearch(items: items) { ready = true }
            Self.run(until: { ready }, timeout: .seconds(120))
        }
        let keys = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
        Signal.connect(keys, .keyPressed) { [unowned self] keyval, _, _ in
            // Shift, Control, Alt and the like (GDK_KEY_Shift_L…GDK_KEY_Hyper_R) type nothing.
            if !(0xFFE1...0xFFEE).contains(keyval) { keyPressed = .now }
            return false
        }
        gtk_widget_add_controller(window, keys)
        gtk_window_present(cgtk_window(window))
        Self.run(until: { false }, timeout: .milliseconds(500))
        Signal.connect(gtk_widget_get_frame_clock(window)!, .afterPaint) { [unowned self] in painted() }
    }

    func close() {
        gtk_window_destroy(cgtk_window(window))
        Self.run(until: { false }, timeout: .milliseconds(200))
    }

    /// Types `steps` into the bar and returns what each keystroke took.
    func type(_ steps: [SearchTypingBenchmark.Step], spinning: Bool) -> TypingRound {
        xdotool(["search", "--sync", "--onlyvisible", "--name", title, "windowfocus", "--sync"])
        bar.focus()
        bar.text = ""
        results.show([], query: "")
        if spinning { gtk_spinner_start(OpaquePointer(spinner)) }
        Self.run(until: { false }, timeout: .milliseconds(300))
        keystrokes = []
        frameTimes = []
        var text = ""
        for step in steps {
            let stepStart = ContinuousClock.now
            let before = keystrokes.count
            text = step.applied(to: text)
            switch step {
            case .keys(let keys):
                xdotool(["key"] + keys)
            case .paste(let pasted):
                gdk_clipboard_set_text(gtk_widget_get_clipboard(window), pasted)
                xdotool(["key", "ctrl+a", "ctrl+v"])
            }
            let expected = text
            Self.run(until: { [unowned self] in
                keystrokes[before...].contains { $0.text == expected && (expected.isEmpty || $0.sample.allResults != nil) }
            }, timeout: .seconds(2))
            Self.run(until: { ContinuousClock.now >= stepStart + SearchTypingBenchmark.pace }, timeout: .seconds(1))
        }
        if spinning { gtk_spinner_stop(OpaquePointer(spinner)) }
        var round = TypingRound()
        for keystroke in keystrokes where !keystroke.text.isEmpty {
            round.samples.append(keystroke.sample)
            if keystroke.sample.allResults == nil { round.overtaken += 1 }
        }
        if spinning {
            round.frames = frameTimes.count
            for (earlier, later) in zip(frameTimes, frameTimes.dropFirst()) {
                let gap = milliseconds(from: earlier, to: later)
                round.longestGap = max(round.longestGap, gap)
                if gap > 1.5 * Self.frameInterval { round.droppedFrames += Int((gap / Self.frameInterval).rounded()) - 1 }
            }
        }
        return round
    }

    /// Runs xdotool with `arguments` and waits for it, while GTK's main loop runs. Leaving
    /// descriptors open lets GLib start it with posix_spawn rather than fork, which would
    /// copy this large process's page tables on the main thread.
    private func xdotool(_ arguments: [String]) {
        var argv = (["xdotool"] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: GPid = 0
        let flags = GSpawnFlags(rawValue: G_SPAWN_SEARCH_PATH.rawValue | G_SPAWN_DO_NOT_REAP_CHILD.rawValue | G_SPAWN_LEAVE_DESCRIPTORS_OPEN.rawValue
                                | G_SPAWN_STDOUT_TO_DEV_NULL.rawValue | G_SPAWN_STDERR_TO_DEV_NULL.rawValue)
        guard g_spawn_async(nil, &argv, nil, flags, nil, nil, &pid, nil) != 0 else {
            printError("ControlsBenchmarks: cannot run xdotool; is it installed?")
            return
        }
        var finished = false
        Self.run(until: {
            var status: Int32 = 0
            if !finished && waitpid(pid, &status, WNOHANG) == pid { finished = true }
            return finished
        }, timeout: .seconds(10))
        g_spawn_close_pid(pid)
    }

    /// Runs GTK's main loop until `done` or `timeout`: each iteration sleeps until a source
    /// is ready (a key, a frame, a delivered search), or at most a millisecond.
    static func run(until done: () -> Bool, timeout: Duration) {
        let end = ContinuousClock.now + timeout
        let wake = g_timeout_add(1, { _ in 1 }, nil)
        while !done() && ContinuousClock.now < end { g_main_context_iteration(nil, 1) }
        g_source_remove(wake)
    }

    // MARK: SearchBarDelegate

    func searchBar(_ searchBar: SearchBar, textDidChange text: String) {
        let changed = ContinuousClock.now
        let keystroke = Keystroke(pressed: keyPressed, text: text)
        keystrokes.append(keystroke)
        if let search, !text.isEmpty {
            search.search(text, scope: nil) { [unowned self] hits, isComplete in
                results.show(hits, query: text, isComplete: isComplete)
                keystroke.firstShown = true
                guard isComplete else { return }
                gtk_label_set_text(cgtk_label(status), "\(hits.count) results")
                // A frame to time, even when the count and the first screenful stay the same.
                gtk_widget_queue_draw(status)
                keystroke.allShown = true
            }
        } else {
            results.show([], query: "")
        }
        keystroke.sample.handling = milliseconds(from: changed, to: .now)
    }

    private func painted() {
        let now = ContinuousClock.now
        frameTimes.append(now)
        for keystroke in keystrokes where !keystroke.text.isEmpty { keystroke.painted(at: now, searching: search != nil) }
    }
}

private extension SearchTypingBenchmark.Step {
    /// The field's text after this step, from `text` before it.
    func applied(to text: String) -> String {
        switch self {
        case .paste(let pasted): return pasted
        case .keys(let keys):
            // Ctrl+A selects all, and the next key replaces the selection.
            var result = text
            var selectedAll = false
            for key in keys {
                switch key {
                case "ctrl+a": selectedAll = true; continue
                case "BackSpace": result = selectedAll ? "" : String(result.dropLast())
                default: result = (selectedAll ? "" : result) + key
                }
                selectedAll = false
            }
            return result
        }
    }
}

private func milliseconds(from start: ContinuousClock.Instant, to end: ContinuousClock.Instant) -> Double {
    let duration = start.duration(to: end)
    return Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
}
