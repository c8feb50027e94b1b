// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk

/// A GtkApplication prepared for this library: on startup it bridges Swift's main queue
/// into GLib's loop (see ``MainLoopBridge``) and loads the library's CSS and icons.
///
/// ```swift
/// let app = Application(id: "org.example.App") { app in
///     let window = gtk_application_window_new(app.application)
///     gtk_window_present(cgtk_window(window))
/// }
/// exit(app.run())
/// ```
@MainActor
public final class Application {
    /// The GtkApplication.
    public let application: UnsafeMutablePointer<GtkApplication>

    /// An application with the reverse-DNS `id`; `activate` runs each time it is activated.
    public convenience init(id: String, flags: GApplicationFlags = G_APPLICATION_NON_UNIQUE, activate: @escaping (Application) -> Void) {
        self.init(application: gtk_application_new(id, flags), activate: activate)
    }

    /// Prepares `application`, made by the app (an AdwApplication, say: its startup, which
    /// comes first, sets up libadwaita, whose look the library then follows); this takes over
    /// the app's reference. `activate` runs each time it is activated.
    public init(application: UnsafeMutablePointer<GtkApplication>, activate: @escaping (Application) -> Void) {
        self.application = application
        Signal.connect(application, .startup) {
            MainLoopBridge.install()
            Stylesheet.install()
            IconTheme.install()
            WidgetTypes.register()
        }
        Signal.connect(application, .activate) { [unowned self] in activate(self) }
    }

    /// Runs the main loop until the last window closes; returns the exit status.
    /// `arguments` (the program name first) go to GApplication's option parsing; by default
    /// it sees none, and the command line is the caller's to parse.
    public func run(arguments: [String] = []) -> Int32 {
        var argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let status = g_application_run(cgtk_application(application), Int32(arguments.count), &argv)
        g_object_unref(application)
        return status
    }
}
