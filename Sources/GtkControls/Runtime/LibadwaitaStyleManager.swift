// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk

/// libadwaita's `AdwStyleManager` for the default display, when the app runs libadwaita: the
/// library follows its `dark` and `high-contrast` without linking libadwaita. It is found
/// by its GType (registered once `adw_init` ran) and `adw_style_manager_get_default`, looked up
/// among the process's loaded libraries.
enum LibadwaitaStyleManager {
    /// Its properties: whether the app looks dark, and high contrast.
    static let dark = ObjectProperty("dark")
    static let highContrast = ObjectProperty("high-contrast")

    /// The default style manager, or nil when libadwaita is not loaded and initialised.
    static func find() -> UnsafeMutableRawPointer? {
        guard g_type_from_name("AdwStyleManager") != 0, let process = g_module_open(nil, GModuleFlags(0)) else { return nil }
        defer { g_module_close(process) }
        var symbol: gpointer?
        guard g_module_symbol(process, "adw_style_manager_get_default", &symbol) != 0, let symbol else { return nil }
        typealias GetDefault = @convention(c) () -> UnsafeMutableRawPointer?
        return unsafeBitCast(symbol, to: GetDefault.self)()
    }
}
