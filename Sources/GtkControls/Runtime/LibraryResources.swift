// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import GtkControlsResources

/// The library's own assets — its stylesheets, the composite controls' templates and its
/// icons — compiled into it as a GResource (every file of Sources/GtkControlsResources/css,
/// ui and icons, under the prefix gtkcontrols.gresource.xml gives), so an app that links it
/// reads no file of the library's at run time.
public enum LibraryResources {
    /// The resource path every asset of the library lies under.
    public static let prefix = "/io/github/gtkcontrols/GtkControls"
    /// The hicolor-style icon folder (`scalable/actions/heart-symbolic.svg`, …).
    public static let iconPath = prefix + "/icons"
    /// The environment variable naming a folder whose stylesheets (``stylesheets()``, and the
    /// dark and high-contrast variants) replace the compiled-in ones, for a themer trying
    /// changes without rebuilding.
    static let stylesheetFolderVariable = "GTKCONTROLS_CSS_DIR"
    /// The stylesheets of the library's folder that are no control's: the one loaded first,
    /// and the variants that go on top while the look is dark or high contrast.
    private static let ownStylesheets: Set = ["gtkcontrols.css", "gtkcontrols-dark.css", "gtkcontrols-high-contrast.css"]

    /// Adds the library's resources to the process's; the second call does nothing.
    public static func register() {
        _ = registration
    }

    private static let registration: Void = registerCompiledResources()

    /// The library's template `name` (in `ui/`) of a composite control, with the ids of the
    /// children the control reads back. Its words are in the library's text domain, which is
    /// bound now, with the resources registered, before the type's class uses it.
    static func template<Child: CaseIterable & RawRepresentable<String>>(_ name: String, children: Child.Type) -> WidgetTemplate {
        register()
        _ = tr
        return WidgetTemplate(resource: prefix + "/ui/" + name, children: children)
    }

    /// Where the library's stylesheet `name` is read from: the compiled-in resource, or
    /// the folder named by `$GTKCONTROLS_CSS_DIR` when that is set.
    static func stylesheet(_ name: String) -> StylesheetSource {
        if let folder = stylesheetFolder {
            return .file(folder + "/" + name)
        }
        register()
        return .resource(prefix + "/css/" + name)
    }

    /// The library's stylesheets, in the order they load: `gtkcontrols.css`, what every control
    /// shares, then every other stylesheet of its folder (a control's) by name, but the dark
    /// and high-contrast variants. The folder is the list: a new control's stylesheet needs no
    /// line elsewhere.
    static func stylesheets() -> [StylesheetSource] {
        let controls = stylesheetNames().filter { $0.hasSuffix(".css") && !ownStylesheets.contains($0) }.sorted()
        return (["gtkcontrols.css"] + controls).map(stylesheet)
    }

    /// The folder named by `$GTKCONTROLS_CSS_DIR`, if set.
    private static var stylesheetFolder: String? {
        guard let folder = g_getenv(stylesheetFolderVariable), folder.pointee != 0 else { return nil }
        return String(cString: folder)
    }

    /// The names of the files in the stylesheets' folder; none when it cannot be read, and
    /// then loading `gtkcontrols.css` says what is wrong.
    private static func stylesheetNames() -> [String] {
        var names: [String] = []
        if let folder = stylesheetFolder {
            guard let directory = g_dir_open(folder, 0, nil) else { return [] }
            defer { g_dir_close(directory) }
            while let name = g_dir_read_name(directory) { names.append(String(cString: name)) }
        } else {
            register()
            guard let children = g_resources_enumerate_children(prefix + "/css", G_RESOURCE_LOOKUP_FLAGS_NONE, nil) else { return [] }
            defer { g_strfreev(children) }
            var index = 0
            while let name = children[index] {
                names.append(String(cString: name))
                index += 1
            }
        }
        return names
    }
}
