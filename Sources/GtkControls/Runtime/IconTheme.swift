// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk

/// Makes the library's icons (``LibraryResources/iconPath``, compiled in) available by name,
/// e.g. "heart-symbolic" and "clover-symbolic".
@MainActor
public enum IconTheme {
    private static var isInstalled = false

    /// Adds the library's icons to the default display's icon theme; does nothing the second
    /// time.
    public static func install() {
        guard !isInstalled, let display = gdk_display_get_default() else { return }
        isInstalled = true
        LibraryResources.register()
        gtk_icon_theme_add_resource_path(gtk_icon_theme_get_for_display(display), LibraryResources.iconPath)
    }
}
