// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk

/// Any pointer to a GObject, however Swift imported its C type: GTK's public-struct types
/// come in as `UnsafeMutablePointer<T>`, opaque ones as `OpaquePointer`.
public protocol ObjectPointer {
    /// The same address as a `gpointer`.
    var rawObject: gpointer { get }
}

extension OpaquePointer: ObjectPointer {
    public var rawObject: gpointer { UnsafeMutableRawPointer(self) }
}

extension UnsafeMutablePointer: ObjectPointer {
    public var rawObject: gpointer { UnsafeMutableRawPointer(self) }
}

extension UnsafeMutableRawPointer: ObjectPointer {
    public var rawObject: gpointer { self }
}

extension ObjectPointer {
    /// Whether the object is a `type`: of that class or one derived from it, or implementing
    /// that interface.
    func isA(_ type: GType) -> Bool {
        g_type_check_instance_is_a(rawObject.assumingMemoryBound(to: GTypeInstance.self), type) != 0
    }

    /// The name of the object's type, such as "GtkLabel", for reports.
    var typeName: String {
        String(cString: g_type_name(cgtk_type_of(rawObject)))
    }
}
