// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import DemoData
import GtkControls

/// A page's layout, read from a GtkBuilder file in Resources/ui/; the page's code finds
/// the objects it drives by their ids.
@MainActor
final class UIFile {
    private let builder: OpaquePointer
    private let path: String

    /// Loads `name` (in Resources/ui/). Throws a message naming the file and, for a
    /// malformed one, the line.
    init(_ name: String) throws(DataFileError) {
        WidgetTypes.register()
        path = ResourceLocator.path("ui/" + name)
        builder = gtk_builder_new()
        var failure: UnsafeMutablePointer<GError>?
        guard gtk_builder_add_from_file(builder, path, &failure) != 0 else {
            let reason = failure.map { String(cString: $0.pointee.message) } ?? tr("unreadable")
            g_clear_error(&failure)
            throw DataFileError(reason: "\(path): \(reason)")
        }
    }

    deinit {
        MainActor.assumeIsolated { g_object_unref(builder.rawObject) }
    }

    /// The widget with `id`; throws when the file has none.
    func widget(_ id: String) throws(DataFileError) -> UnsafeMutablePointer<GtkWidget> {
        guard let object = gtk_builder_get_object(builder, id), g_type_is_a(cgtk_type_of(object), gtk_widget_get_type()) != 0 else {
            throw DataFileError(reason: tr("%1$s has no widget with the id %2$s", path, id))
        }
        return cgtk_widget(object.rawObject)
    }

    /// The top-level widget with `id`, as a new floating widget (like one from
    /// `gtk_box_new`), for a container to take when the file is gone.
    func root(_ id: String) throws(DataFileError) -> UnsafeMutablePointer<GtkWidget> {
        let root = try widget(id)
        g_object_ref(root.rawObject)
        g_object_force_floating(cgtk_object(root.rawObject))
        return root
    }

    /// The control of type `T` with `id`; throws when the file has none.
    func control<T: ObjectBinding>(_ id: String, as type: T.Type = T.self) throws(DataFileError) -> T {
        guard let control = ObjectBinding.bound(to: try widget(id), as: type) else {
            throw DataFileError(reason: tr("%1$s: %2$s is not a %3$s", path, id, String(describing: type)))
        }
        return control
    }
}
