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
