import CGtk
import GtkControls

/// The demo application: reads the command line, loads the plugins and runs the window.
@MainActor
public enum DemoApp {
    /// Runs the demo with `arguments` (without the program name); returns the exit status.
    public static func run(_ arguments: [String]) -> Int32 {
        let options: CommandLineOptions
        switch CommandLineOptions.parse(arguments) {
        case .success(let parsed):
            options = parsed
        case .failure(let error):
            printError("ControlsDemo: " + error.message)
            return 2
        }
        if options.action == .help {
            print(CommandLineOptions.usage)
            return 0
        }

        var registry = PluginRegistry.builtIn
        let external = ExternalPlugins.load(from: ExternalPlugins.directories(extra: options.pluginDirectories),
                                            into: &registry, disabled: PluginStates.shared.disabled)
        let builtIn = registry.plugins.filter { plugin in !external.contains { $0.id == plugin.id } }.map {
            PluginRecord(id: $0.id, name: $0.title, summary: $0.summary, origin: "built-in", state: .loaded)
        }
        PluginStates.shared.set(builtIn + external)

        switch options.action {
        case .help:
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
                printError("ControlsDemo: unknown page \"\(page)\"; valid pages are: " + registry.ids.joined(separator: ", "))
                return 2
            }
            let app = Application(id: "io.github.gtkcontrols.ControlsDemo") { app in
                MainWindow(application: app.application, registry: registry, initialPage: page).present()
            }
            closeWindows(of: app.application, on: SIGTERM)
            closeWindows(of: app.application, on: SIGINT)
            return app.run()
        }
    }

    /// Quits on `signal` as closing the windows would, so pages finish what they must
    /// (the meal plan's last save) before the process ends.
    private static func closeWindows(of application: UnsafeMutablePointer<GtkApplication>, on signal: Int32) {
        g_unix_signal_add(signal, { data in
            let application = data!.assumingMemoryBound(to: GtkApplication.self)
            while let window = gtk_application_get_windows(application) {
                gtk_window_destroy(window.pointee.data.assumingMemoryBound(to: GtkWindow.self))
            }
            return 1
        }, application)
    }
}
