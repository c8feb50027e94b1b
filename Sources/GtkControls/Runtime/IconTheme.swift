import CGtk

/// Makes the icons shipped in Resources/icons (hicolor layout) available by name, e.g.
/// "heart-symbolic" and "clover-symbolic".
@MainActor
public enum IconTheme {
    private static var isInstalled = false

    /// Adds Resources/icons to the default display's icon theme; does nothing the second time.
    public static func install() {
        guard !isInstalled, let display = gdk_display_get_default() else { return }
        isInstalled = true
        let path = ResourceLocator.path("icons")
        guard g_file_test(path, G_FILE_TEST_IS_DIR) != 0 else {
            printError("gtkcontrols: icon directory \(path) is missing; some icons will not show")
            return
        }
        gtk_icon_theme_add_search_path(gtk_icon_theme_get_for_display(display), path)
    }
}
