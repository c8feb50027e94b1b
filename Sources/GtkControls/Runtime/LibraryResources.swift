// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import GtkControlsResources

/// The library's own assets — its stylesheets, the composite controls' templates and its
/// icons — compiled into it as a GResource
/// (Sources/GtkControlsResources/gtkcontrols.gresource.xml), so an app that links it reads
/// no file of the library's at run time.
public enum LibraryResources {
    /// The resource path every asset of the library lies under.
    public static let prefix = "/io/github/gtkcontrols/GtkControls"
    /// The hicolor-style icon folder (`scalable/actions/heart-symbolic.svg`, …).
    public static let iconPath = prefix + "/icons"
    /// The environment variable naming a folder whose `gtkcontrols.css` (with the
    /// per-control stylesheets it imports from that folder) and `gtkcontrols-dark.css`
    /// replace the compiled-in ones, for a themer trying changes without rebuilding.
    static let stylesheetFolderVariable = "GTKCONTROLS_CSS_DIR"

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
        if let folder = g_getenv(stylesheetFolderVariable), folder.pointee != 0 {
            return .file(String(cString: folder) + "/" + name)
        }
        register()
        return .resource(prefix + "/css/" + name)
    }
}
