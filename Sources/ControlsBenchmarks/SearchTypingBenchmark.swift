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
/// the key, for the bar alone as for ours. GTK's own list is typed into the same way: a
/// GtkSearchEntry over a GtkListView of GtkLabels on a GtkStringList, which is given the
/// same first screenful of hits, highlighted alike, from the same index: what the frame of
/// new rows costs when GTK's list draws it. A second round types with a spinner spinning,
/// so that a frame the main thread misses shows as a gap between frames.
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
        let searching = TypingWindow(.ours(items))
        guard let index = searching.index else {
            printError("ControlsBenchmarks: the search index of \(items.count) lines was not ready within two minutes; typing is not measured")
            searching.close()
            return
        }
        guard let keyboard = Keyboard() else {
            searching.close()
            return
        }
        defer { keyboard.close() }
        let alone = TypingWindow(.barAlone)
        let gtkList = TypingWindow(.gtkList(index))
        var ours = TypingRound()
        var typedAlone = TypingRound()
        var gtk = TypingRound()
        var oursSpinning = TypingRound()
        var aloneSpinning = TypingRound()
        var gtkSpinning = TypingRound()
        for _ in 0..<repetitions {
            ours.add(searching.type(steps, on: keyboard, spinning: false))
            typedAlone.add(alone.type(steps, on: keyboard, spinning: false))
            gtk.add(gtkList.type(steps, on: keyboard, spinning: false))
            oursSpinning.add(searching.type(steps, on: keyboard, spinning: true))
            aloneSpinning.add(alone.type(steps, on: keyboard, spinning: true))
            gtkSpinning.add(gtkList.type(steps, on: keyboard, spinning: true))
        }
        for window in [searching, alone, gtkList] { window.close() }

        let first = ours.samples.compactMap(\.firstScreenful)
        let all = ours.samples.compactMap(\.allResults)
        let echo = typedAlone.samples.compactMap(\.typedCharacter)
        let gtkFirst = gtk.samples.compactMap(\.firstScreenful)
        let withTheCharacter = ours.samples.filter { $0.firstScreenful != nil && $0.firstScreenful == $0.typedCharacter }.count
        report.add(group: group, name: "first screenful of results painted (\(first.count) keystrokes; \(ours.overtaken) overtaken)",
                   figures: ["p95 ms": percentile(first, 0.95), "median ms": median(first), "max ms": first.max() ?? 0,
                             "in the typed character's frame": Double(withTheCharacter),
                             "typed character alone p95 ms": percentile(echo, 0.95), "alone median ms": median(echo),
                             "GtkListView p95 ms": percentile(gtkFirst, 0.95), "GtkListView median ms": median(gtkFirst)],
                   goal: "p95 ≤ 16.7 ms", met: !first.isEmpty && percentile(first, 0.95) <= 16.7)
        let frameWork = { (round: TypingRound) in round.samples.compactMap(\.frameWork) }
        report.add(group: group, name: "the frame that shows a keystroke's first screenful: its work, from before-paint to after-paint (the rest of the wait is for the frame to begin)",
                   figures: ["GtkControls median ms": median(frameWork(ours)), "GtkControls p95 ms": percentile(frameWork(ours), 0.95),
                             "GtkListView median ms": median(frameWork(gtk)), "GtkListView p95 ms": percentile(frameWork(gtk), 0.95),
                             "typed character alone median ms": median(frameWork(typedAlone))])
        report.add(group: group, name: "all results painted (the count shown)",
                   figures: ["p95 ms": percentile(all, 0.95), "median ms": median(all), "max ms": all.max() ?? 0])
        let handling = ours.samples.map(\.handling)
        report.add(group: group, name: "main thread per keystroke: the first screenful searched and shown, the rest handed off",
                   figures: ["max ms": handling.max() ?? 0, "median ms": median(handling)])
        report.add(group: group, name: "frames dropped while typing, a spinner spinning (gaps over 1.5 frames)",
                   figures: ["GtkControls dropped": Double(oursSpinning.droppedFrames), "longest gap ms": oursSpinning.longestGap,
                             "frames": Double(oursSpinning.frames),
                             "bar alone dropped": Double(aloneSpinning.droppedFrames), "alone longest gap ms": aloneSpinning.longestGap,
                             "GtkListView dropped": Double(gtkSpinning.droppedFrames), "GtkListView longest gap ms": gtkSpinning.longestGap],
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
    /// The work of the frame that painted the first screenful (or, with no search, the
    /// typed character), from its before-paint to its after-paint.
    var frameWork: Double?
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

    /// A frame begun at `start` was painted at `now`: whatever it shows for the first time
    /// is timed.
    func painted(from start: ContinuousClock.Instant, at now: ContinuousClock.Instant, searching: Bool) {
        let elapsed = milliseconds(from: pressed, to: now)
        if sample.typedCharacter == nil {
            sample.typedCharacter = elapsed
            if !searching { sample.frameWork = milliseconds(from: start, to: now) }
        }
        if firstShown && sample.firstScreenful == nil {
            sample.firstScreenful = elapsed
            sample.frameWork = milliseconds(from: start, to: now)
        }
        if (allShown || !searching) && sample.allResults == nil { sample.allResults = elapsed }
    }
}

/// A window with a search field, a spinner, a status line and a results list, typed into
/// by xdotool.
@MainActor
private final class TypingWindow: SearchBarDelegate {
    /// What the window is made of.
    enum Kind {
        /// A SearchBar over an empty SearchResultsView, with no search behind it.
        case barAlone
        /// A SearchBar over a SearchResultsView, wired by LiveSearch over the items.
        case ours([String])
        /// A GtkSearchEntry over a GtkListView of GtkLabels, each keystroke showing the first
        /// screenful of hits found in the index, as ours finds them.
        case gtkList(SearchIndex)
    }

    private static let frameInterval = 1000.0 / 60

    private let window = gtk_window_new()!
    /// Each window's own, for xdotool to find it by.
    private let title: String
    private let status = gtk_label_new("")!
    private let spinner = gtk_spinner_new()!
    /// The SearchBar or the GtkSearchEntry typed into.
    private let field: UnsafeMutablePointer<GtkWidget>
    private var bar: SearchBar?
    private var results: SearchResultsView?
    private var labelList: LabelList?
    private var search: LiveSearch?
    private var gtkIndex: SearchIndex?
    private var isSearching: Bool { search != nil || gtkIndex != nil }

    /// The last key press (not a modifier) the window was handed.
    private var keyPressed = ContinuousClock.now
    /// When the frame being painted began.
    private var frameBegan = ContinuousClock.now
    private var keystrokes: [Keystroke] = []
    private var frameTimes: [ContinuousClock.Instant] = []

    /// The index searched, once ready.
    var index: SearchIndex? { search?.index ?? gtkIndex }

    init(_ kind: Kind) {
        var ready = true
        if case .ours(let items) = kind {
            ready = false
            search = LiveSearch(items: items) { ready = true }
        }
        let resultsWidget: UnsafeMutablePointer<GtkWidget>
        switch kind {
        case .barAlone, .ours:
            let bar = SearchBar()
            let results = SearchResultsView { [search] index in search?.index?.item(Int(index)) ?? "" }
            field = bar.widget
            resultsWidget = results.widget
            self.bar = bar
            self.results = results
        case .gtkList(let index):
            let labelList = LabelList()
            field = gtk_search_entry_new()!
            resultsWidget = labelList.widget
            gtkIndex = index
            self.labelList = labelList
        }
        title = switch kind {
        case .barAlone: "Search bar alone"
        case .ours: "Search typing benchmark"
        case .gtkList: "GTK list typing benchmark"
        }
        gtk_window_set_title(cgtk_window(window), title)
        gtk_window_set_default_size(cgtk_window(window), 1040, 680)
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
        gtk_box_append(cgtk_box(box), field)
        gtk_box_append(cgtk_box(box), spinner)
        gtk_box_append(cgtk_box(box), status)
        gtk_widget_set_size_request(resultsWidget, -1, 280)
        gtk_box_append(cgtk_box(box), resultsWidget)
        gtk_window_set_child(cgtk_window(window), box)
        if let bar {
            bar.delegate = self
        } else {
            Signal.connect(field, .changed) { [unowned self] in textChanged(String(cString: gtk_editable_get_text(OpaquePointer(field)))) }
        }
        Self.run(until: { ready }, timeout: .seconds(120))
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
        let clock = gtk_widget_get_frame_clock(window)!
        Signal.connect(clock, .beforePaint) { [unowned self] in frameBegan = .now }
        Signal.connect(clock, .afterPaint) { [unowned self] in painted() }
    }

    func close() {
        gtk_window_destroy(cgtk_window(window))
        Self.run(until: { false }, timeout: .milliseconds(200))
    }

    /// Types `steps` into the field and returns what each keystroke took.
    func type(_ steps: [SearchTypingBenchmark.Step], on keyboard: Keyboard, spinning: Bool) -> TypingRound {
        xdotool(["search", "--sync", "--onlyvisible", "--name", title, "windowfocus", "--sync"])
        if let bar {
            bar.focus()
            bar.text = ""
        } else {
            gtk_widget_grab_focus(field)
            gtk_editable_set_text(OpaquePointer(field), "")
        }
        showNothing()
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
                keyboard.press(keys)
            case .paste(let pasted):
                gdk_clipboard_set_text(gtk_widget_get_clipboard(window), pasted)
                keyboard.press(["ctrl+a", "ctrl+v"])
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

    /// Runs xdotool with `arguments` and waits for it, while GTK's main loop runs.
    private func xdotool(_ arguments: [String]) {
        guard let pid = Subprocess.start(["xdotool"] + arguments)?.pid else { return }
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
        textChanged(text)
    }

    /// The field's text changed: the search's first screenful is shown before the frame.
    private func textChanged(_ text: String) {
        let changed = ContinuousClock.now
        let keystroke = Keystroke(pressed: keyPressed, text: text)
        keystrokes.append(keystroke)
        if text.isEmpty {
            showNothing()
        } else if let search {
            search.search(text, scope: nil) { [unowned self] hits, isComplete in
                results?.show(hits, query: text, isComplete: isComplete)
                keystroke.firstShown = true
                guard isComplete else { return }
                showCount(hits.count)
                keystroke.allShown = true
            }
        } else if let gtkIndex, let labelList {
            let first = gtkIndex.firstMatches(SearchQuery(text), limit: LiveSearch.firstScreenful, in: 0..<gtkIndex.count,
                                              effort: LiveSearch.firstScreenfulEffort)
            labelList.show(first.hits.map { SearchResultsView.markup(gtkIndex.item(Int($0)), highlighting: text) })
            showCount(first.hits.count)
            keystroke.firstShown = true
            keystroke.allShown = true
        }
        keystroke.sample.handling = milliseconds(from: changed, to: .now)
    }

    private func showNothing() {
        results?.show([], query: "")
        labelList?.show([])
    }

    private func showCount(_ count: Int) {
        gtk_label_set_text(cgtk_label(status), "\(count) results")
        // A frame to time, even when the count and the first screenful stay the same.
        gtk_widget_queue_draw(status)
    }

    private func painted() {
        let now = ContinuousClock.now
        frameTimes.append(now)
        for keystroke in keystrokes where !keystroke.text.isEmpty {
            keystroke.painted(from: frameBegan, at: now, searching: isSearching)
        }
    }
}

/// GTK's own list of search results, as an app would make it: a GtkListView of GtkLabels
/// on a GtkStringList of Pango markup, in a scrolled window.
@MainActor
private final class LabelList {
    private let strings = gtk_string_list_new(nil)!
    let widget = gtk_scrolled_window_new()!

    init() {
        let factory = gtk_signal_list_item_factory_new()!
        Signal.connect(factory, .setup) { item in
            guard let item else { return }
            let label = gtk_label_new(nil)!
            gtk_label_set_xalign(cgtk_label(label), 0)
            gtk_label_set_ellipsize(cgtk_label(label), PANGO_ELLIPSIZE_END)
            gtk_list_item_set_child(OpaquePointer(item), label)
        }
        Signal.connect(factory, .bind) { item in
            guard let item, let label = gtk_list_item_get_child(OpaquePointer(item)),
                  let string = gtk_list_item_get_item(OpaquePointer(item)) else { return }
            gtk_label_set_markup(cgtk_label(label), gtk_string_object_get_string(OpaquePointer(string)))
        }
        // The selection model takes the strings, and the list view takes both it and the
        // factory: the window owns them all.
        let selection = gtk_no_selection_new(OpaquePointer(strings.rawObject))!
        let listView = gtk_list_view_new(OpaquePointer(selection.rawObject), factory)!
        gtk_scrolled_window_set_child(cgtk_scrolled_window(widget), listView)
        gtk_widget_set_vexpand(widget, 1)
    }

    /// Replaces every row by `markup`, one row each.
    func show(_ markup: [String]) {
        var additions = markup.map { strdup($0) } + [nil]
        defer { for pointer in additions { free(pointer) } }
        additions.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) { pointers in
                gtk_string_list_splice(strings, 0, g_list_model_get_n_items(OpaquePointer(strings.rawObject)), pointers)
            }
        }
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
