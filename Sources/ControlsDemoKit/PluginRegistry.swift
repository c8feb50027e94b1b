// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import GtkControls

/// The demo's plugins in sidebar order, with unique ids.
@MainActor
struct PluginRegistry {
    private(set) var plugins: [DemoPlugin] = []

    /// The plugins compiled into the demo.
    static var builtIn: PluginRegistry {
        var registry = PluginRegistry()
        registry.register(ButtonStatesPage.plugin)
        registry.register(ModalButtonPage.plugin)
        registry.register(FollowButtonPage.plugin)
        registry.register(AlertLoaderPage.plugin)
        registry.register(IndicatorsPage.plugin)
        registry.register(SwitchStepperPage.plugin)
        registry.register(PickerPage.plugin)
        registry.register(SearchPage.plugin)
        registry.register(DeleteConfirmationPage.plugin)
        registry.register(PluginsPage.plugin)
        return registry
    }

    /// Adds `plugin`; a plugin whose id is taken is refused with a message on stderr.
    mutating func register(_ plugin: DemoPlugin) {
        guard self.plugin(id: plugin.id) == nil else {
            printError("controls-demo: plugin id \"\(plugin.id)\" (\(plugin.title)) is already registered; ignoring it")
            return
        }
        plugins.append(plugin)
    }

    func plugin(id: String) -> DemoPlugin? {
        plugins.first { $0.id == id }
    }

    var ids: [String] { plugins.map(\.id) }
}
