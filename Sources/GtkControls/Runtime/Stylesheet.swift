import CGtk

/// Where a stylesheet is read from.
public enum StylesheetSource: Equatable, Sendable {
    /// A path among the process's GResources, e.g. "/org/example/App/style.css".
    case resource(String)
    /// A file's path.
    case file(String)

    /// How messages name it: `resource:///…`, or the file's path.
    public var name: String {
        switch self {
        case .resource(let path): "resource://" + path
        case .file(let path): path
        }
    }

    fileprivate func makeFile() -> OpaquePointer {
        switch self {
        case .resource: g_file_new_for_uri(name)
        case .file(let path): g_file_new_for_path(path)
        }
    }
}

/// Loads the library's CSS (compiled in: ``LibraryResources``) and keeps it in step with the
/// dark-theme preference; apps may add their own stylesheets on top, which follow it too.
///
/// `gtkcontrols.css` is always loaded, and imports each control's stylesheet
/// (`knob.css`, `search-bar.css`, …) from its own folder in a fixed order;
/// `gtkcontrols-dark.css` is added on top while the theme is dark (GTK's `gtk-application-prefer-dark-theme`, a theme name ending in
/// "-dark" or forced by `GTK_THEME=…:dark`, or GNOME's `color-scheme` set to "prefer-dark").
/// A stylesheet that cannot be read is reported in one line on stderr and the app keeps
/// GTK's default styling; a CSS error is reported with its file and line and the rest
/// applies. `$GTKCONTROLS_CSS_DIR` replaces the library's stylesheets with the files of
/// those names in that folder.
@MainActor
public enum Stylesheet {
    /// A stylesheet in use and its dark variant.
    private struct Sheet {
        let source: StylesheetSource
        let provider: UnsafeMutablePointer<GtkCssProvider>
        let dark: StylesheetSource?
        var darkProvider: UnsafeMutablePointer<GtkCssProvider>?
        /// The library's sheet is at GTK's application priority and apps' two above, each
        /// dark variant one above its sheet; among equals, the one added last wins. The
        /// user's own CSS (~/.config/gtk-4.0/gtk.css, user priority) wins over all of them.
        let priority: guint
    }

    private static var display: OpaquePointer?
    /// The library's first, then the app's in the order added.
    private static var sheets: [Sheet] = []
    private static var isDarkApplied = false

    /// Loads the library's stylesheets for the default display; does nothing the second time.
    public static func install() {
        guard display == nil, let display = gdk_display_get_default() else { return }
        self.display = display
        add(LibraryResources.stylesheet("gtkcontrols.css"), dark: LibraryResources.stylesheet("gtkcontrols-dark.css"),
            priority: guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION), to: display)
        followColorScheme(display: display)
    }

    /// Adds an app's stylesheet on top of the library's, and `dark` on top of it while the
    /// theme is dark (by the rule above). Errors are reported as the library's are. Adding
    /// the same stylesheet again does nothing.
    public static func add(_ stylesheet: StylesheetSource, dark: StylesheetSource? = nil) {
        install()
        guard let display, !sheets.dropFirst().contains(where: { $0.source == stylesheet }) else { return }
        add(stylesheet, dark: dark, priority: guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION) + 2, to: display)
        if isDarkApplied { applyDark(true, toSheetAt: sheets.count - 1, display: display) }
    }

    /// Removes a stylesheet added by ``add(_:dark:)``, and its dark variant.
    public static func remove(_ stylesheet: StylesheetSource) {
        guard let display, let index = sheets.indices.dropFirst().first(where: { sheets[$0].source == stylesheet }) else { return }
        let sheet = sheets.remove(at: index)
        for provider in [sheet.provider, sheet.darkProvider].compactMap({ $0 }) {
            gtk_style_context_remove_provider_for_display(display, OpaquePointer(provider))
            g_object_unref(provider.rawObject)
        }
    }

    /// Whether the dark stylesheets are in use now.
    public static var isDark: Bool { isDarkApplied }

    /// A provider with the stylesheet `source`. One that cannot be read is reported through
    /// ``Diagnostics`` as `gtkcontrols: cannot load stylesheet NAME: reason; using default
    /// styling`, a CSS error as `gtkcontrols: FILE:LINE: message`, FILE being the
    /// stylesheet or the one it imports that holds the error; the rest still applies.
    static func makeProvider(_ source: StylesheetSource) -> UnsafeMutablePointer<GtkCssProvider> {
        let provider = gtk_css_provider_new()!
        Signal.connect(provider, "parsing-error") { arguments in
            guard let error = arguments.pointer(2)?.assumingMemoryBound(to: GError.self) else { return }
            let message = String(cString: error.pointee.message)
            let domain = error.pointee.domain
            if domain == gtk_css_parser_error_quark() || domain == gtk_css_parser_warning_quark() {
                // The section is in the file the error is in: the stylesheet, or one it imports.
                let section = arguments.pointer(1).map { OpaquePointer($0) }
                let file = section.flatMap { gtk_css_section_get_file($0) }.map(Self.name(of:)) ?? source.name
                let line = section.map { ":\(gtk_css_section_get_start_location($0).pointee.lines + 1)" } ?? ""
                Diagnostics.report("gtkcontrols: \(file)\(line): \(message)")
            } else {
                Diagnostics.report("gtkcontrols: cannot load stylesheet \(source.name): \(message); using default styling")
            }
        }
        let file = source.makeFile()
        gtk_css_provider_load_from_file(provider, file)
        g_object_unref(file.rawObject)
        return provider
    }

    /// How messages name `file`: its path, or its URI (`resource:///…`) when it has none.
    private static func name(of file: OpaquePointer) -> String {
        let name = g_file_get_path(file) ?? g_file_get_uri(file)!
        defer { g_free(name) }
        return String(cString: name)
    }

    private static func add(_ stylesheet: StylesheetSource, dark: StylesheetSource?, priority: guint, to display: OpaquePointer) {
        let provider = makeProvider(stylesheet)
        gtk_style_context_add_provider_for_display(display, OpaquePointer(provider), priority)
        sheets.append(Sheet(source: stylesheet, provider: provider, dark: dark, priority: priority))
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
            Signal.connect(settings, property) { _ in followDarkPreference(display: display, settings: settings) }
        }
        followDarkPreference(display: display, settings: settings)
    }

    private static func followDarkPreference(display: OpaquePointer, settings: OpaquePointer) {
        let themeName = cgtk_get_string_property(settings.rawObject, "gtk-theme-name")
        let theme = themeName.map { String(cString: $0) } ?? ""
        g_free(themeName)
        let forcedTheme = g_getenv("GTK_THEME").map { String(cString: $0) } ?? ""
        let dark = cgtk_get_bool_property(settings.rawObject, "gtk-application-prefer-dark-theme") != 0
            || theme.hasSuffix("-dark") || forcedTheme.hasSuffix(":dark")
        guard dark != isDarkApplied else { return }
        isDarkApplied = dark
        for index in sheets.indices { applyDark(dark, toSheetAt: index, display: display) }
    }

    /// Adds or removes the dark variant of the sheet at `index` (made the first time).
    private static func applyDark(_ dark: Bool, toSheetAt index: Int, display: OpaquePointer) {
        guard let source = sheets[index].dark else { return }
        if dark {
            let provider = sheets[index].darkProvider ?? makeProvider(source)
            sheets[index].darkProvider = provider
            gtk_style_context_add_provider_for_display(display, OpaquePointer(provider), sheets[index].priority + 1)
        } else if let provider = sheets[index].darkProvider {
            gtk_style_context_remove_provider_for_display(display, OpaquePointer(provider))
        }
    }
}
