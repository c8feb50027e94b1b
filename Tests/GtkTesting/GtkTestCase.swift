// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import Glibc
import GtkControls
import XCTest

/// The base of the widget tests: real GTK widgets in real windows on the X display
/// (Xvfb in CI). Skips with a reason when there is no display.
///
/// Every test ends by checking that each widget it presented was finalized once its window
/// closed, and that ``LiveObjects`` is back where it was when the test began.
///
/// XCTest runs tests on the process main thread, where GTK is initialized; XCTest on Linux
/// cannot call `@MainActor` test methods, so each test enters the main actor with
/// ``onMain(_:)``.
///
/// A module of its own, so that the library's widget tests (GtkControlsTests) and the demo's
/// (ControlsDemoKitTests) share it without either depending on the other.
/// `@unchecked Sendable`: every test, setUp and tearDown run on the main thread.
open class GtkTestCase: XCTestCase, @unchecked Sendable {
    @MainActor private static var isInitialized = false
    @MainActor private var windows: [UnsafeMutablePointer<GtkWidget>] = []
    /// Weak pointers to the widgets presented: GLib clears each when its widget goes.
    @MainActor private var presented: [(name: String, pointer: UnsafeMutablePointer<gpointer?>)] = []
    @MainActor private var liveObjectsBaseline = 0

    /// Runs a test body on the main actor (the test already runs on the main thread).
    package func onMain(_ body: @MainActor () throws -> Void) rethrows {
        try MainActor.assumeIsolated(body)
    }

    open override func setUpWithError() throws {
        try onMain { try initializeGtk() }
    }

    /// Runs once a process, right after GTK starts and before the library's stylesheets load:
    /// the tests of a libadwaita app start libadwaita here, as the app does at startup, so
    /// that every test sees its stylesheet whichever test runs first.
    @MainActor open class func gtkDidInitialize() {}

    @MainActor private func initializeGtk() throws {
        guard let display = g_getenv("DISPLAY"), display.pointee != 0 else {
            throw XCTSkip("the widget tests need an X display; run them through scripts/test.sh, which starts Xvfb")
        }
        if !Self.isInitialized {
            g_setenv("GDK_BACKEND", "x11", 1)
            // The tests read the controls in English, whatever the machine's language.
            g_setenv("LC_ALL", "C.UTF-8", 1)
            g_unsetenv("LANGUAGE")
            XCTAssertNotEqual(gtk_init_check(), 0, "gtk_init_check failed on DISPLAY=\(String(cString: display))")
            MainLoopBridge.install()
            Self.gtkDidInitialize()
            // The stylesheets live as long as the process: load the dark and high-contrast
            // ones once, so their closures are part of every test's baseline.
            Stylesheet.install()
            let settings = gtk_settings_get_default()!
            let theme = cgtk_get_string_property(settings.rawObject, "gtk-theme-name")
            cgtk_set_bool_property(settings.rawObject, "gtk-application-prefer-dark-theme", 1)
            cgtk_set_string_property(settings.rawObject, "gtk-theme-name", "HighContrast")
            cgtk_set_string_property(settings.rawObject, "gtk-theme-name", theme)
            g_free(theme)
            cgtk_set_bool_property(settings.rawObject, "gtk-application-prefer-dark-theme", 0)
            Self.isInitialized = true
        }
        drainEvents()
        liveObjectsBaseline = LiveObjects.count
    }

    open override func tearDown() {
        onMain {
            for window in windows { gtk_window_destroy(cgtk_window(window)) }
            windows.removeAll()
            drainEvents()
            for (name, pointer) in presented {
                XCTAssertNil(pointer.pointee, "\(name) was not finalized after its window closed")
                if let object = pointer.pointee { g_object_remove_weak_pointer(cgtk_object(object), pointer) }
                pointer.deallocate()
            }
            presented.removeAll()
            if g_getenv("DISPLAY") != nil {
                XCTAssertEqual(LiveObjects.count, liveObjectsBaseline, "live wrappers and closures left behind by the test")
            }
        }
    }

    /// Emits GTK's own argument-less signal `name` on `widget`, such as a button's "clicked".
    @MainActor package func emit(_ name: String, on widget: UnsafeMutablePointer<GtkWidget>) {
        let signal = g_signal_lookup(name, cgtk_type_of(widget))
        XCTAssertNotEqual(signal, 0, "\(String(cString: cgtk_type_name(widget))) has no signal \(name)")
        var instance = GValue()
        g_value_init(&instance, cgtk_type_of(widget))
        g_value_set_object(&instance, widget.rawObject)
        g_signal_emitv(&instance, signal, 0, nil)
        g_value_unset(&instance)
    }

    /// Checks, when the test ends, that `object` was finalized by then.
    @MainActor package func expectFinalized(_ object: some ObjectPointer) {
        let pointer = UnsafeMutablePointer<gpointer?>.allocate(capacity: 1)
        pointer.initialize(to: object.rawObject)
        g_object_add_weak_pointer(cgtk_object(object.rawObject), pointer)
        presented.append((String(cString: cgtk_type_name(object.rawObject)), pointer))
    }

    /// A shown window holding `child`, mapped and painted before this returns.
    @MainActor package func present(_ child: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        let window = gtk_window_new()!
        gtk_window_set_default_size(cgtk_window(window), 300, 200)
        gtk_window_set_child(cgtk_window(window), child)
        gtk_window_present(cgtk_window(window))
        windows.append(window)
        expectFinalized(child)
        XCTAssertTrue(pump(until: { gtk_widget_get_mapped(child) != 0 && gtk_widget_get_width(child) > 0 }), "window never mapped")
        drainEvents()
        return window
    }

    /// The messages GLib logged at warning level or worse while `body` ran (they are
    /// printed as well).
    @MainActor package func warnings(during body: () -> Void) -> [String] {
        LogRecorder.install()
        LogRecorder.messages = []
        LogRecorder.isRecording = true
        body()
        LogRecorder.isRecording = false
        return LogRecorder.messages
    }

    /// The CSS names of `widget`'s children in order, a hidden one's in parentheses: which
    /// parts a control has made, where, and which it shows.
    @MainActor package func childParts(of widget: UnsafeMutablePointer<GtkWidget>) -> [String] {
        var names: [String] = []
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            let name = String(cString: gtk_widget_get_css_name(current))
            names.append(gtk_widget_get_visible(current) != 0 ? name : "(\(name))")
            child = gtk_widget_get_next_sibling(current)
        }
        return names
    }

    /// Destroys a window made by ``present(_:)`` before the test ends.
    @MainActor package func close(_ window: UnsafeMutablePointer<GtkWidget>) {
        windows.removeAll { $0 == window }
        gtk_window_destroy(cgtk_window(window))
    }

    /// Iterates GLib's main context until `condition` holds or `timeout` seconds pass.
    @discardableResult
    @MainActor package func pump(timeout: Double = 5, until condition: () -> Bool) -> Bool {
        let deadline = g_get_monotonic_time() + gint64(timeout * 1_000_000)
        while !condition() {
            if g_get_monotonic_time() > deadline { return false }
            g_main_context_iteration(nil, 0)
            g_usleep(1000)
        }
        return true
    }

    /// What the library reports (``Diagnostics``) while `body` runs, instead of printing it.
    @MainActor package func collectReports(_ body: () throws -> Void) rethrows -> [String] {
        try collectReports { _ in try body() }
    }

    /// What the library reports while `body` runs, which `body` reads so far through the
    /// function it gets: to pump until a report comes.
    @MainActor package func collectReports(_ body: (_ reportedSoFar: () -> [String]) throws -> Void) rethrows -> [String] {
        var reports: [String] = []
        let saved = Diagnostics.report
        Diagnostics.report = { reports.append($0) }
        defer { Diagnostics.report = saved }
        try body { reports }
        return reports
    }

    /// Handles every event and source that is ready now (and what the X server sends back
    /// within a short round trip).
    @MainActor package func drainEvents() {
        for _ in 0..<3 {
            gdk_display_sync(gdk_display_get_default())
            while g_main_context_iteration(nil, 0) != 0 {}
            g_usleep(10_000)
        }
        while g_main_context_iteration(nil, 0) != 0 {}
    }

    /// Runs xdotool with `arguments` against the X window of `widget`'s window; positions are
    /// in `widget`'s coordinates. Fails the test when xdotool is missing or fails.
    @MainActor package func xdotool(_ arguments: String) {
        var status: gint = 0
        var standardError: UnsafeMutablePointer<gchar>?
        let ok = g_spawn_command_line_sync("xdotool " + arguments, nil, &standardError, &status, nil)
        let message = standardError.map { String(cString: $0) } ?? ""
        g_free(standardError)
        XCTAssertTrue(ok != 0 && status == 0, "xdotool \(arguments) failed: \(message)")
        drainEvents()
    }

    /// The X window id and the position of `widget`'s point (`x`, `y`) inside that X window.
    @MainActor package func windowPoint(of widget: UnsafeMutablePointer<GtkWidget>, x: Double, y: Double) -> (window: UInt, x: Int, y: Int) {
        let native = gtk_widget_get_native(widget)!
        var point = graphene_point_t(x: Float(x), y: Float(y))
        var inNative = graphene_point_t()
        XCTAssertNotEqual(gtk_widget_compute_point(widget, cgtk_widget(native.rawObject), &point, &inNative), 0)
        var offsetX = 0.0
        var offsetY = 0.0
        gtk_native_get_surface_transform(native, &offsetX, &offsetY)
        return (xWindow(of: cgtk_widget(native.rawObject)), Int(Double(inNative.x) + offsetX), Int(Double(inNative.y) + offsetY))
    }

    /// The X window of `window` (a GtkWindow), found by xdotool by its title: GTK 4.18
    /// deprecated its X11 API, `gdk_x11_surface_get_xid` with it. A window without a title
    /// is given one of its own.
    @MainActor private func xWindow(of window: UnsafeMutablePointer<GtkWidget>) -> UInt {
        guard g_type_is_a(cgtk_type_of(window), gtk_window_get_type()) != 0 else {
            XCTFail("\(String(cString: cgtk_type_name(window))) is not a GtkWindow: xdotool cannot find it by title")
            return 0
        }
        if gtk_window_get_title(cgtk_window(window)) == nil {
            Self.untitledWindows += 1
            gtk_window_set_title(cgtk_window(window), "GtkControlsTests window \(Self.untitledWindows)")
            drainEvents()
        }
        let title = String(cString: gtk_window_get_title(cgtk_window(window)))
        var output: UnsafeMutablePointer<gchar>?
        var status: gint = 0
        // xdotool matches a regular expression: its special characters match themselves as ".".
        let pattern = "^" + String(title.map { #"\^$.|?*+()[]{}'"#.contains($0) ? "." : $0 }) + "$"
        let ok = g_spawn_command_line_sync("xdotool search --sync --onlyvisible --name '\(pattern)'", &output, nil, &status, nil)
        let found = output.map { String(cString: $0) } ?? ""
        g_free(output)
        guard ok != 0, status == 0, let id = found.split(separator: "\n").last.flatMap({ UInt($0) }) else {
            XCTFail("xdotool found no window titled \"\(title)\"")
            return 0
        }
        return id
    }

    @MainActor private static var untitledWindows = 0

    /// Checks `widget`'s accessible string property `property`.
    @MainActor package func assertProperty(
        of widget: some ObjectPointer, _ property: GtkAccessibleProperty, _ expected: String, _ message: String = "",
        file: StaticString = #filePath, line: UInt = #line
    ) {
        if let actual = cgtk_test_accessible_check_string_property(widget.rawObject, property, expected) {
            XCTFail("property \(property.rawValue) is \"\(String(cString: actual))\", not \"\(expected)\". \(message)", file: file, line: line)
            g_free(actual)
        }
    }

    /// Checks `widget`'s accessible description: `expected`, or none at all when nil.
    @MainActor package func assertDescription(
        of widget: some ObjectPointer, _ expected: String?, _ message: String = "", file: StaticString = #filePath, line: UInt = #line
    ) {
        let property = GTK_ACCESSIBLE_PROPERTY_DESCRIPTION
        guard let expected else {
            return XCTAssertEqual(gtk_test_accessible_has_property(cgtk_accessible(widget.rawObject), property), 0,
                                  "a description is set. \(message)", file: file, line: line)
        }
        assertProperty(of: widget, property, expected, message, file: file, line: line)
    }

    /// Whether RSS means anything in this run: AddressSanitizer quarantines freed memory, so
    /// scripts/sanitize.sh sets GTKCONTROLS_SANITIZER and memory checks are skipped there
    /// (live-object counts are still checked).
    package var measuresMemory: Bool { g_getenv("GTKCONTROLS_SANITIZER") == nil }

    /// The resident set size of this process, in bytes.
    /// Sets a `double` property the way C and GtkBuilder do.
    @MainActor package func setProperty(_ widget: UnsafeMutablePointer<GtkWidget>, _ name: String, _ value: Double) {
        setProperty(widget, name, type: "gdouble") { g_value_set_double($0, value) }
    }

    /// Sets an `int` property the way C and GtkBuilder do.
    @MainActor package func setProperty(_ widget: UnsafeMutablePointer<GtkWidget>, _ name: String, _ value: Int32) {
        setProperty(widget, name, type: "gint") { g_value_set_int($0, value) }
    }

    @MainActor private func setProperty(_ widget: UnsafeMutablePointer<GtkWidget>, _ name: String, type: String,
                                        _ fill: (UnsafeMutablePointer<GValue>) -> Void) {
        var value = GValue()
        g_value_init(&value, g_type_from_name(type))
        fill(&value)
        g_object_set_property(cgtk_object(widget.rawObject), name, &value)
        g_value_unset(&value)
    }

    @MainActor package func residentBytes() -> Int {
        var contents: UnsafeMutablePointer<gchar>?
        guard g_file_get_contents("/proc/self/statm", &contents, nil, nil) != 0, let contents else { return 0 }
        defer { g_free(contents) }
        let fields = String(cString: contents).split(separator: " ")
        return (Int(fields[1]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// The path of `relativePath` in the source checkout these tests were built from.
    package static func checkoutPath(_ relativePath: String) -> String {
        // Tests/GtkTesting/GtkTestCase.swift → the checkout.
        String(#filePath).split(separator: "/", omittingEmptySubsequences: false).dropLast(3).joined(separator: "/") + "/" + relativePath
    }
}

/// The process's GLib log writer in the tests: it passes every message on to GLib's own
/// writer, and keeps warnings and worse while a test asks for them
/// (``GtkTestCase/warnings(during:)``).
private enum LogRecorder {
    nonisolated(unsafe) static var messages: [String] = []
    nonisolated(unsafe) static var isRecording = false
    nonisolated(unsafe) private static var isInstalled = false

    static func install() {
        guard !isInstalled else { return }
        isInstalled = true
        g_log_set_writer_func({ level, fields, count, data in
            if LogRecorder.isRecording && level.rawValue & (G_LOG_LEVEL_ERROR.rawValue | G_LOG_LEVEL_CRITICAL.rawValue | G_LOG_LEVEL_WARNING.rawValue) != 0,
               let fields {
                for field in UnsafeBufferPointer(start: fields, count: Int(count)) where String(cString: field.key) == "MESSAGE" {
                    LogRecorder.messages.append(String(cString: field.value.assumingMemoryBound(to: CChar.self)))
                }
            }
            return g_log_writer_default(level, fields, count, data)
        }, nil, nil)
    }
}
