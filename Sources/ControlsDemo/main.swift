import CGtk
import GtkControls

let options: CommandLineOptions
switch CommandLineOptions.parse(Array(CommandLine.arguments.dropFirst())) {
case .success(let parsed):
    options = parsed
case .failure(let error):
    printError("ControlsDemo: " + error.message)
    exit(2)
}

if options.action == .help {
    print(CommandLineOptions.usage)
    exit(0)
}

var registry = PluginRegistry.builtIn
let externalRecords = ExternalPlugins.load(from: ExternalPlugins.directories(extra: options.pluginDirectories),
                                           into: &registry, disabled: PluginStates.shared.disabled)
PluginStates.shared.set(registry.plugins.filter { plugin in !externalRecords.contains { $0.id == plugin.id } }.map {
    PluginRecord(id: $0.id, name: $0.title, summary: $0.summary, origin: "built-in", state: .loaded)
} + externalRecords)

switch options.action {
case .help:
    break
case .listPlugins:
    for record in PluginStates.shared.records {
        let state: String = switch record.state {
        case .loaded: "loaded"
        case .disabled: "disabled"
        case .failed(let reason): "failed: \(reason)"
        }
        print("\(record.id)\t\(record.name)\t\(record.origin)\t\(state)")
    }
case .run(let page):
    if let page, registry.plugin(id: page) == nil {
        printError("ControlsDemo: unknown page \"\(page)\"; valid pages are: " + registry.ids.joined(separator: ", "))
        exit(2)
    }
    let app = Application(id: "io.github.gtkcontrols.ControlsDemo") { app in
        MainWindow(application: app.application, registry: registry, initialPage: page).present()
    }
    exit(app.run())
}
