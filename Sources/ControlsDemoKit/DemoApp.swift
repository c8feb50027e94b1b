// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import CLibadwaita
import DemoData
import GtkControls
import Glibc

/// The demo application, a libadwaita one: reads the command line, loads the plugins and runs
/// the window. libadwaita follows the desktop's dark, high-contrast and accent settings, and
/// the library's controls follow libadwaita.
@MainActor
public enum DemoApp {
    /// The version `--version` prints: the library's, which is the newest release in the
    /// AppStream metainfo too.
    public static let version = gtkControlsVersion

    private static var registry = PluginRegistry.builtIn
    private static var initialPage: String?

    /// Runs the demo with `arguments` (the program name first); returns the exit status.
    public static func run(_ arguments: [String]) -> Int32 {
        // The user's language before anything is said: `--help` comes before GTK starts.
        setlocale(LC_ALL, "")
        textdomain(tr.name)
        let adwApplication = adw_application_new("io.github.gtkcontrols.ControlsDemo", G_APPLICATION_NON_UNIQUE)!
        let app = Application(application: UnsafeMutableRawPointer(adwApplication).assumingMemoryBound(to: GtkApplication.self)) { app in
            addQuitAndClose(to: app.application)
            MainWindow(application: app.application, registry: registry, initialPage: initialPage).present()
        }
        let application = cgtk_application(app.application)!
        CommandLineOptions.add(to: application)
        g_signal_connect_data(application, "handle-local-options", unsafeBitCast(handleLocalOptions, to: GCallback.self),
                              nil, nil, GConnectFlags(0))
        closeWindows(of: app.application, on: SIGTERM)
        closeWindows(of: app.application, on: SIGINT)
        return app.run(arguments: arguments)
    }

    /// GApplication's `handle-local-options`: acts on the parsed options before the app
    /// starts. Returns an exit status to stop there, or -1 to go on and open the window.
    private static let handleLocalOptions: @convention(c) (UnsafeMutablePointer<GApplication>?, UnsafeMutablePointer<GVariantDict>?, gpointer?) -> gint = { _, dictionary, _ in
        let parsed = CommandLineOptions.read(dictionary!)
        return MainActor.assumeIsolated { act(on: parsed) }
    }

    private static func act(on parsed: Result<CommandLineOptions, CommandLineError>) -> gint {
        let options: CommandLineOptions
        switch parsed {
        case .success(let read):
            options = read
        case .failure(let error):
            printError("ControlsDemo: " + error.message)
            return 1
        }
        if options.action == .version {
            print("ControlsDemo \(version)")
            return 0
        }

        let external = ExternalPlugins.load(from: ExternalPlugins.directories(extra: options.pluginDirectories),
                                            into: &registry, disabled: PluginStates.shared.disabled)
        let builtIn = registry.plugins.filter { plugin in !external.contains { $0.id == plugin.id } }.map {
            PluginRecord(id: $0.id, name: $0.title, summary: $0.summary, origin: "built-in", state: .loaded)
        }
        PluginStates.shared.set(builtIn + external)

        switch options.action {
        case .version:
            return 0
        case .listPlugins:
            for record in PluginStates.shared.records {
                let state: String = switch record.state {
                case .loaded: "loaded"
                case .disabled: "disabled"
                case .failed(let reason): "failed: \(reason)"
                }
                print("\(record.id)\t\(record.name)\t\(record.origin)\t\(state)")
            }
            return 0
        case .run(let page):
            if let page, registry.plugin(id: page) == nil {
                printError("ControlsDemo: " + tr("unknown page \"%1$s\"; valid pages are: %2$s", page, registry.ids.joined(separator: ", ")))
                return 1
            }
            initialPage = page
            return -1
        }
    }

    /// Says `message` as a GLib debug message (on stdout) when G_MESSAGES_DEBUG names the demo
    /// ("ControlsDemo" or "all"): why the demo quit, for a test that did not expect it to.
    nonisolated static func debug(_ message: String) {
        g_log_default_handler("ControlsDemo", G_LOG_LEVEL_DEBUG, message, nil)
    }

    /// Quits on `signal` as closing the windows would, so pages finish what they must
    /// (the meal plan's last save) before the process ends.
    private static func closeWindows(of application: UnsafeMutablePointer<GtkApplication>, on signal: Int32) {
        g_unix_signal_add(signal, { data in
            DemoApp.debug("Quitting: SIGTERM or SIGINT received")
            MainActor.assumeIsolated { DemoApp.closeEveryWindow(of: data!.assumingMemoryBound(to: GtkApplication.self)) }
            return 1
        }, application)
    }

    /// GNOME's keys to end things: Ctrl+Q quits (the action `app.quit`, which closes every
    /// window as a SIGTERM does) and Ctrl+W closes the window it is pressed in (GTK's own
    /// `window.close`).
    private static func addQuitAndClose(to application: UnsafeMutablePointer<GtkApplication>) {
        let quit = g_simple_action_new("quit", nil)!
        Signal.connect(quit, .activate) {
            DemoApp.debug("Quitting: app.quit (Ctrl+Q)")
            closeEveryWindow(of: application)
        }
        g_action_map_add_action(OpaquePointer(application), quit)
        g_object_unref(quit.rawObject)
        "<Control>q".withCString { gtk_application_set_accels_for_action(application, "app.quit", [$0, nil]) }
        "<Control>w".withCString { gtk_application_set_accels_for_action(application, "window.close", [$0, nil]) }
    }

    private static func closeEveryWindow(of application: UnsafeMutablePointer<GtkApplication>) {
        while let window = gtk_application_get_windows(application) {
            gtk_window_destroy(window.pointee.data.assumingMemoryBound(to: GtkWindow.self))
        }
    }
}
