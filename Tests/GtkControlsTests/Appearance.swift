// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import GtkTesting
import XCTest

/// A look the controls are rendered in: a theme GTK ships, its dark variant or not, and the
/// text direction.
struct Appearance: Sendable {
    /// The name in file names and tables ("adwaita-dark").
    let name: String
    /// The name people know it by ("Adwaita dark").
    let title: String
    let gtkTheme: String
    let dark: Bool
    var rightToLeft = false

    static let adwaita = Appearance(name: "adwaita", title: "Adwaita", gtkTheme: "Adwaita", dark: false)
    static let adwaitaDark = Appearance(name: "adwaita-dark", title: "Adwaita dark", gtkTheme: "Adwaita", dark: true)
    static let highContrast = Appearance(name: "high-contrast", title: "HighContrast", gtkTheme: "HighContrast", dark: false)
    /// GTK 4.8 has no theme named HighContrastInverse: it is HighContrast's dark variant.
    static let highContrastDark = Appearance(name: "high-contrast-dark", title: "HighContrast dark", gtkTheme: "HighContrast", dark: true)
    static let rightToLeft = Appearance(name: "rtl", title: "Right to left", gtkTheme: "Adwaita", dark: false, rightToLeft: true)
}

extension GtkTestCase {
    /// Runs `body` with `appearance` applied through GtkSettings and the default text
    /// direction (and text at `dpi`, and GTK's animations off when `animations` is false:
    /// CSS transitions, spinners and revealers then show their end state at once), then
    /// puts everything back. Widgets take the direction when they are made: make them in
    /// `body`.
    @MainActor func withAppearance<T>(_ appearance: Appearance, dpi: Int32? = nil, animations: Bool = true,
                                      _ body: () throws -> T) rethrows -> T {
        let settings = gtk_settings_get_default()!.rawObject
        let themeName = cgtk_get_string_property(settings, "gtk-theme-name")
        let oldDPI = cgtk_get_int_property(settings, "gtk-xft-dpi")
        let oldAnimations = cgtk_get_bool_property(settings, "gtk-enable-animations")
        defer {
            cgtk_set_string_property(settings, "gtk-theme-name", themeName)
            g_free(themeName)
            cgtk_set_bool_property(settings, "gtk-application-prefer-dark-theme", 0)
            cgtk_set_int_property(settings, "gtk-xft-dpi", oldDPI)
            if !animations { cgtk_set_bool_property(settings, "gtk-enable-animations", oldAnimations) }
            gtk_widget_set_default_direction(GTK_TEXT_DIR_LTR)
            drainEvents()
        }
        cgtk_set_string_property(settings, "gtk-theme-name", appearance.gtkTheme)
        cgtk_set_bool_property(settings, "gtk-application-prefer-dark-theme", appearance.dark ? 1 : 0)
        if let dpi { cgtk_set_int_property(settings, "gtk-xft-dpi", dpi) }
        if !animations { cgtk_set_bool_property(settings, "gtk-enable-animations", 0) }
        gtk_widget_set_default_direction(appearance.rightToLeft ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR)
        return try body()
    }
}
