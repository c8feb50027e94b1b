import CGtk

/// Loads the library's CSS from Resources/css and keeps it in step with the dark-theme
/// preference.
///
/// `gtkcontrols.css` is always loaded; `gtkcontrols-dark.css` is added on top while the
/// theme is dark (GTK's `gtk-application-prefer-dark-theme`, a theme name ending in
/// "-dark" or forced by `GTK_THEME=…:dark`, or GNOME's `color-scheme` set to "prefer-dark"). A missing or unreadable file
/// is reported in one line on stderr and the app keeps GTK's default styling.
@MainActor
public enum Stylesheet {
    private static var lightProvider: UnsafeMutablePointer<GtkCssProvider>?
    private static var darkProvider: UnsafeMutablePointer<GtkCssProvider>?
    private static var isDarkApplied = false

    /// Loads the stylesheets for the default display; does nothing the second time.
    public static func install() {
        guard lightProvider == nil, let display = gdk_display_get_default() else { return }
        lightProvider = makeProvider(path: ResourceLocator.path("css/gtkcontrols.css"))
        gtk_style_context_add_provider_for_display(display, OpaquePointer(lightProvider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        followColorScheme(display: display)
    }

    /// Whether the dark stylesheet is in use now.
    public static var isDark: Bool { isDarkApplied }

    /// A provider with the stylesheet at `path`. A missing file or a CSS error is reported
    /// through ``Diagnostics`` as `gtkcontrols: FILE:LINE: message`; the rest of the
    /// stylesheet still applies.
    static func makeProvider(path: String) -> UnsafeMutablePointer<GtkCssProvider> {
        let provider = gtk_css_provider_new()!
        Signal.connect(provider, "parsing-error") { arguments in
            guard let section = arguments.pointer(1), let error = arguments.pointer(2) else { return }
            let location = gtk_css_section_get_start_location(OpaquePointer(section)).pointee
            let message = String(cString: error.assumingMemoryBound(to: GError.self).pointee.message)
            Diagnostics.report("gtkcontrols: \(path):\(location.lines + 1): \(message)")
        }
        var contents: UnsafeMutablePointer<gchar>?
        var length: gsize = 0
        var error: UnsafeMutablePointer<GError>?
        if g_file_get_contents(path, &contents, &length, &error) != 0, let contents {
            gtk_css_provider_load_from_data(provider, contents, gssize(length))
            g_free(contents)
        } else {
            let reason = error.map { String(cString: $0.pointee.message) } ?? "unreadable"
            Diagnostics.report("gtkcontrols: cannot load stylesheet: \(reason); using default styling")
            g_clear_error(&error)
        }
        return provider
    }

    private static func followColorScheme(display: OpaquePointer) {
        let settings = gtk_settings_get_for_display(display)!
        if let source = g_settings_schema_source_get_default(),
           let schema = g_settings_schema_source_lookup(source, "org.gnome.desktop.interface", 1) {
            if g_settings_schema_has_key(schema, "color-scheme") != 0 {
                let gnome = g_settings_new("org.gnome.desktop.interface")!
                let apply = {
                    let scheme = g_settings_get_string(gnome, "color-scheme")!
                    let dark = String(cString: scheme) == "prefer-dark"
                    g_free(scheme)
                    cgtk_set_bool_property(settings.rawObject, "gtk-application-prefer-dark-theme", dark ? 1 : 0)
                }
                Signal.connect(gnome, "changed::color-scheme") { _ in apply() }
                apply()
            }
            g_settings_schema_unref(schema)
        }
        for property in ["notify::gtk-application-prefer-dark-theme", "notify::gtk-theme-name"] {
            Signal.connect(settings, property) { _ in applyDarkProvider(display: display, settings: settings) }
        }
        applyDarkProvider(display: display, settings: settings)
    }

    private static func applyDarkProvider(display: OpaquePointer, settings: OpaquePointer) {
        let themeName = cgtk_get_string_property(settings.rawObject, "gtk-theme-name")
        let theme = themeName.map { String(cString: $0) } ?? ""
        g_free(themeName)
        let forcedTheme = g_getenv("GTK_THEME").map { String(cString: $0) } ?? ""
        let dark = cgtk_get_bool_property(settings.rawObject, "gtk-application-prefer-dark-theme") != 0
            || theme.hasSuffix("-dark") || forcedTheme.hasSuffix(":dark")
        guard dark != isDarkApplied else { return }
        isDarkApplied = dark
        if dark {
            let darkProvider = darkProvider ?? makeProvider(path: ResourceLocator.path("css/gtkcontrols-dark.css"))
            self.darkProvider = darkProvider
            gtk_style_context_add_provider_for_display(display, OpaquePointer(darkProvider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION + 1))
        } else if let darkProvider {
            gtk_style_context_remove_provider_for_display(display, OpaquePointer(darkProvider))
        }
    }
}
