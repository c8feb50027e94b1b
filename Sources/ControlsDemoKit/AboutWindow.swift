// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import CLibadwaita
import DemoData
import GtkControls

/// The demo's About window (a dialog from libadwaita 1.5, ``cadw_about_new``), from the primary
/// menu: the version, the licence and, for a bug report, the GTK and libadwaita in use and how
/// GTK draws and on which display system.
@MainActor
enum AboutWindow {
    /// Adds the window action `win.about`, which shows a new About window over `window`.
    static func install(on window: UnsafeMutablePointer<GtkWidget>) {
        findIcon(on: gtk_widget_get_display(window))
        let action = g_simple_action_new("about", nil)!
        Signal.connect(action, .activate) { present(over: window) }
        g_action_map_add_action(OpaquePointer(window), action)
        g_object_unref(action.rawObject)
    }

    /// Lets the icon theme of `display` find the demo's icon in the demo's own files too, so
    /// that it shows where the demo runs uninstalled (an installed one is in the hicolor theme).
    static func findIcon(on display: OpaquePointer) {
        gtk_icon_theme_add_search_path(gtk_icon_theme_get_for_display(display), ResourceLocator.path("icons"))
    }

    /// Shows a new About window over `window`, and returns it; GTK owns it while it is shown.
    /// A row of the dialog asked again for a page already open pushes nothing, copies in a row
    /// show one "Copied to clipboard" at a time, and the debugging information is saved whole
    /// even when the window closes while the user chooses a file (``cadw_about_present``).
    @discardableResult
    static func present(over window: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GObject> {
        let about = make(for: window)
        cadw_about_present(about, window)
        return about
    }

    private static func make(for window: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GObject> {
        let about = cadw_about_new()!
        cgtk_set_string_property(about, "application-name", tr("Controls Demo"))
        cgtk_set_string_property(about, "application-icon", iconName)
        cgtk_set_string_property(about, "version", DemoApp.version)
        cgtk_set_string_property(about, "developer-name", tr("The GtkControls developers"))
        cgtk_set_string_property(about, "website", "https://github.com/gtkcontrols/gtkcontrols")
        cgtk_set_string_property(about, "copyright", tr("© 2026 The GtkControls authors"))
        var license = GValue()
        g_value_init(&license, gtk_license_get_type())
        g_value_set_enum(&license, gint(GTK_LICENSE_MIT_X11.rawValue))
        g_object_set_property(about, "license-type", &license)
        g_value_unset(&license)
        cgtk_set_string_property(about, "debug-info", debugInfo(for: window))
        cgtk_set_string_property(about, "debug-info-filename", debugInfoFilename)
        // GTK 4.8 on Wayland, asked to open a link while it still exports the window for the
        // last one (gtk_show_uri, libadwaita's way), fails an assertion: a double click on
        // Website did. The links open without the window, as the user's default handler does.
        Signal.connect(about, activateLink) { uri in
            if let uri { g_app_info_launch_default_for_uri_async(uri, nil, nil, nil, nil) }
            return true
        }
        return about
    }

    /// The name the file of the debugging information is given, unless the user changes it.
    static let debugInfoFilename = "controls-demo-debug-info.txt"

    /// The demo's icon, named by its application id.
    static let iconName = "io.github.gtkcontrols.ControlsDemo"

    /// The About window's or dialog's signal that opens a link; true when handled.
    private static let activateLink = ObjectSignal<(String?) -> Bool>("activate-link")

    /// What a bug report needs to know of the system the demo runs on, a line each.
    static func debugInfo(for window: UnsafeMutablePointer<GtkWidget>) -> String {
        let renderer = gtk_native_get_renderer(OpaquePointer(window)).map { String(cString: cgtk_type_name($0.rawObject)) }
        let display = String(cString: cgtk_type_name(gtk_widget_get_display(window).rawObject))
        // TRANSLATORS: the About window's debug information, a line each, for bug reports.
        return [
            tr("Controls Demo %s", DemoApp.version),
            tr("GTK %s", "\(gtk_get_major_version()).\(gtk_get_minor_version()).\(gtk_get_micro_version())"),
            tr("libadwaita %s", "\(adw_get_major_version()).\(adw_get_minor_version()).\(adw_get_micro_version())"),
            tr("Renderer: %s", renderer ?? tr("none yet")),
            tr("Display: %s", displaySystem(display)),
        ].joined(separator: "\n")
    }

    /// The display system a GdkDisplay type (GdkX11Display, GdkWaylandDisplay) is for.
    private static func displaySystem(_ typeName: String) -> String {
        switch typeName {
        case "GdkX11Display": "X11"
        case "GdkWaylandDisplay": "Wayland"
        default: typeName
        }
    }
}
