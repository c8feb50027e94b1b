// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
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

    /// Its URI, for an `@import`.
    fileprivate var uri: String {
        let file = switch self {
        case .resource: g_file_new_for_uri(name)!
        case .file(let path): g_file_new_for_path(path)!
        }
        defer { g_object_unref(file.rawObject) }
        let uri = g_file_get_uri(file)!
        defer { g_free(uri) }
        return String(cString: uri)
    }
}

/// Loads the library's CSS (compiled in: ``LibraryResources``) and keeps it in step with the
/// app's look, dark or light, high contrast or not; apps may add their own stylesheets on
/// top, which follow the dark look too.
///
/// `gtkcontrols.css` is always loaded, and after it every control's stylesheet beside it
/// (`knob.css`, `search-bar.css`, …, by name), as one provider;
/// `gtkcontrols-dark.css` is added on top while the look is dark and
/// `gtkcontrols-high-contrast.css` while it is high contrast. In an app that runs
/// libadwaita the look is `AdwStyleManager`'s (`dark`, `high-contrast`); otherwise dark is
/// GTK's `gtk-application-prefer-dark-theme`, a theme name ending in "-dark" or
/// `GTK_THEME=…:dark`, and high contrast a HighContrast theme. The library never writes
/// GtkSettings: following GNOME's dark preference is the app's choice (libadwaita does it).
/// A stylesheet that cannot be read is reported in one line on stderr and the app keeps
/// GTK's default styling; a CSS error is reported with its file and line and the rest
/// applies. `$GTKCONTROLS_CSS_DIR` replaces the library's stylesheets with the files of
/// those names in that folder.
@MainActor
public enum Stylesheet {
    /// A stylesheet in use (the library's is several files, loaded as one) and its dark variant.
    private struct Sheet {
        let sources: [StylesheetSource]
        let provider: UnsafeMutablePointer<GtkCssProvider>
        let dark: StylesheetSource?
        var darkProvider: UnsafeMutablePointer<GtkCssProvider>?
        /// The library's sheet is at GTK's application priority, its dark variant one above
        /// and its high-contrast sheet two above (so high contrast wins where both apply);
        /// apps' sheets are three above, each dark variant one above its sheet. Among equals,
        /// the one added last wins. The user's own CSS (~/.config/gtk-4.0/gtk.css, user
        /// priority) wins over all of them.
        let priority: guint
    }

    private static var display: OpaquePointer?
    /// The library's first, then the app's in the order added.
    private static var sheets: [Sheet] = []
    private static var isDarkApplied = false
    private static var isHighContrastApplied = false
    private static var highContrastProvider: UnsafeMutablePointer<GtkCssProvider>?

    /// Loads the library's stylesheets for the default display; does nothing the second time.
    public static func install() {
        guard display == nil, let display = gdk_display_get_default() else { return }
        self.display = display
        add(LibraryResources.stylesheets(), dark: LibraryResources.stylesheet("gtkcontrols-dark.css"),
            priority: guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION), to: display)
        followLook(display: display)
    }

    /// Adds an app's stylesheet on top of the library's, and `dark` on top of it while the
    /// theme is dark (by the rule above). Errors are reported as the library's are. Adding
    /// the same stylesheet again does nothing.
    public static func add(_ stylesheet: StylesheetSource, dark: StylesheetSource? = nil) {
        install()
        guard let display, !sheets.dropFirst().contains(where: { $0.sources == [stylesheet] }) else { return }
        add([stylesheet], dark: dark, priority: guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION) + 3, to: display)
        if isDarkApplied { applyDark(true, toSheetAt: sheets.count - 1, display: display) }
    }

    /// Removes a stylesheet added by ``add(_:dark:)``, and its dark variant.
    public static func remove(_ stylesheet: StylesheetSource) {
        guard let display, let index = sheets.indices.dropFirst().first(where: { sheets[$0].sources == [stylesheet] }) else { return }
        let sheet = sheets.remove(at: index)
        for provider in [sheet.provider, sheet.darkProvider].compactMap({ $0 }) {
            gtk_style_context_remove_provider_for_display(display, OpaquePointer(provider))
            g_object_unref(provider.rawObject)
        }
    }

    /// Whether the dark stylesheets are in use now.
    public static var isDark: Bool { isDarkApplied }
    /// Whether the library's high-contrast stylesheet is in use now.
    public static var isHighContrast: Bool { isHighContrastApplied }

    /// A provider with the stylesheet `source`, reporting its errors as a list's are.
    static func makeProvider(_ source: StylesheetSource) -> UnsafeMutablePointer<GtkCssProvider> {
        makeProvider([source])
    }

    /// A provider with the stylesheets `sources`, in order: it imports each. One that cannot
    /// be read is reported through ``Diagnostics`` as `gtkcontrols: cannot load stylesheet
    /// NAME: reason; using default styling`, a CSS error as `gtkcontrols: FILE:LINE: message`,
    /// FILE being the stylesheet or the one it imports that holds the error; the rest still
    /// applies.
    static func makeProvider(_ sources: [StylesheetSource]) -> UnsafeMutablePointer<GtkCssProvider> {
        let provider = gtk_css_provider_new()!
        Signal.connect(provider, .parsingError) { section, error in
            guard let error = error?.assumingMemoryBound(to: GError.self) else { return }
            let message = String(cString: error.pointee.message)
            let section = section.map { OpaquePointer($0) }
            let line = section.map { Int(gtk_css_section_get_start_location($0).pointee.lines) } ?? 0
            if let file = section.flatMap({ gtk_css_section_get_file($0) }) {
                // The section is in the file the error is in: a stylesheet, or one it imports.
                Diagnostics.report("gtkcontrols: \(Self.name(of: file)):\(line + 1): \(message)")
            } else {
                // An error in the list of imports, whose line N imports stylesheet N: that
                // stylesheet could not be read.
                let name = sources.indices.contains(line) ? sources[line].name : sources.map(\.name).joined(separator: ", ")
                Diagnostics.report("gtkcontrols: cannot load stylesheet \(name): \(message); using default styling")
            }
        }
        let imports = sources.map { "@import url(\"\($0.uri)\");\n" }.joined()
        cgtk_css_provider_load_string(provider, imports)
        return provider
    }

    /// How messages name `file`: its path, or its URI (`resource:///…`) when it has none.
    private static func name(of file: OpaquePointer) -> String {
        let name = g_file_get_path(file) ?? g_file_get_uri(file)!
        defer { g_free(name) }
        return String(cString: name)
    }

    private static func add(_ stylesheets: [StylesheetSource], dark: StylesheetSource?, priority: guint, to display: OpaquePointer) {
        let provider = makeProvider(stylesheets)
        gtk_style_context_add_provider_for_display(display, OpaquePointer(provider), priority)
        sheets.append(Sheet(sources: stylesheets, provider: provider, dark: dark, priority: priority))
    }

    /// Follows the look the app runs in: libadwaita's style manager when the app runs
    /// libadwaita (found at run time, never linked), else GtkSettings and the theme's name.
    /// The library only reads these: the look is the app's to choose.
    private static func followLook(display: OpaquePointer) {
        if !followLibadwaita(display: display) {
            let settings = gtk_settings_get_for_display(display)!
            lookSource = .settings(settings)
            for property in [ObjectProperty.gtkApplicationPreferDarkTheme, .gtkThemeName] {
                Signal.connect(settings, .notify(property)) { applyLook(display: display) }
            }
            // An app often initialises the library before libadwaita, which AdwApplication
            // initialises as it starts: look again once the main loop runs.
            _ = GLibScheduler().schedule(after: .zero) { _ = followLibadwaita(display: display) }
        }
        applyLook(display: display)
    }

    /// Follows libadwaita's style manager from now on, if the app runs libadwaita.
    private static func followLibadwaita(display: OpaquePointer) -> Bool {
        guard let styleManager = LibadwaitaStyleManager.find() else { return false }
        lookSource = .libadwaita(styleManager)
        for property in [LibadwaitaStyleManager.dark, LibadwaitaStyleManager.highContrast] {
            Signal.connect(styleManager, .notify(property)) { applyLook(display: display) }
        }
        applyLook(display: display)
        return true
    }

    /// Where the look is read from.
    private enum LookSource {
        case settings(OpaquePointer)
        case libadwaita(UnsafeMutableRawPointer)
    }

    private static var lookSource: LookSource?

    /// The look now: dark and high contrast, from libadwaita's `AdwStyleManager:dark` and
    /// `:high-contrast`, or from `gtk-application-prefer-dark-theme`, a theme name ending in
    /// "-dark" or `GTK_THEME=…:dark`, and a HighContrast theme.
    private static func currentLook() -> (dark: Bool, highContrast: Bool) {
        switch lookSource {
        case .libadwaita(let styleManager):
            return (cgtk_get_bool_property(styleManager, LibadwaitaStyleManager.dark.name) != 0,
                    cgtk_get_bool_property(styleManager, LibadwaitaStyleManager.highContrast.name) != 0)
        case .settings(let settings):
            let themeName = cgtk_get_string_property(settings.rawObject, ObjectProperty.gtkThemeName.name)
            let theme = themeName.map { String(cString: $0) } ?? ""
            g_free(themeName)
            let forcedTheme = g_getenv("GTK_THEME").map { String(cString: $0) } ?? ""
            let dark = cgtk_get_bool_property(settings.rawObject, ObjectProperty.gtkApplicationPreferDarkTheme.name) != 0
                || theme.hasSuffix("-dark") || forcedTheme.hasSuffix(":dark")
            let highContrast = [theme, forcedTheme].contains { $0.hasPrefix("HighContrast") || $0.hasPrefix("Default-hc") }
            return (dark, highContrast)
        case nil:
            return (false, false)
        }
    }

    private static func applyLook(display: OpaquePointer) {
        let look = currentLook()
        if look.highContrast != isHighContrastApplied {
            isHighContrastApplied = look.highContrast
            applyHighContrast(look.highContrast, display: display)
        }
        guard look.dark != isDarkApplied else { return }
        isDarkApplied = look.dark
        for index in sheets.indices { applyDark(look.dark, toSheetAt: index, display: display) }
    }

    /// Adds or removes the library's high-contrast sheet, one above the library's dark variant
    /// and below apps' sheets.
    private static func applyHighContrast(_ highContrast: Bool, display: OpaquePointer) {
        if highContrast {
            let provider = highContrastProvider ?? makeProvider(LibraryResources.stylesheet("gtkcontrols-high-contrast.css"))
            highContrastProvider = provider
            gtk_style_context_add_provider_for_display(display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION) + 2)
        } else if let provider = highContrastProvider {
            gtk_style_context_remove_provider_for_display(display, OpaquePointer(provider))
        }
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
