import CGtk
import GtkControls

let registry = PluginRegistry.builtIn

switch CommandLineOptions.parse(Array(CommandLine.arguments.dropFirst()), pageIDs: registry.ids) {
case .help:
    print(CommandLineOptions.usage)
case .listPlugins:
    for plugin in registry.plugins { print("\(plugin.id)\t\(plugin.title)") }
case .invalid(let message):
    printError("ControlsDemo: " + message)
    exit(2)
case .run(let page):
    let app = Application(id: "io.github.gtkcontrols.ControlsDemo") { app in
        MainWindow(application: app.application, registry: registry, initialPage: page).present()
    }
    exit(app.run())
}
