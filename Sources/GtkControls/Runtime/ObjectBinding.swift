import CGtk

/// The base of every Swift object that stands for a GObject: it lives exactly as long as
/// the GObject, which owns it through `g_object_set_data_full`.
///
/// The Swift object never holds a reference to the GObject (that would be a cycle); when
/// the GObject is finalized it releases its Swift object. Calls made on a Swift object
/// whose GObject is gone do nothing (check ``isAlive``).
@MainActor
open class ObjectBinding {
    private static let key = "gtkcontrols-binding"

    /// The GObject this object stands for; not to be used once ``isAlive`` is false.
    public let object: gpointer
    /// False once the GObject has been finalized.
    public private(set) var isAlive = true

    /// Binds a new Swift object to `object`; the GObject owns it from now on.
    public init(binding object: some ObjectPointer) {
        self.object = object.rawObject
        LiveObjects.retain()
        let retained = Unmanaged.passRetained(self).toOpaque()
        g_object_set_data_full(cgtk_object(self.object), Self.key, retained) { pointer in
            guard let pointer else { return }
            let binding = Unmanaged<ObjectBinding>.fromOpaque(pointer)
            MainActor.assumeIsolated {
                let object = binding.takeUnretainedValue()
                object.isAlive = false
                object.objectDidFinalize()
            }
            binding.release()
        }
    }

    deinit { LiveObjects.release() }

    /// Called once when the GObject is finalized, before this object is released: stop
    /// timers and work here. The GObject must not be touched any more.
    open func objectDidFinalize() {}

    /// The Swift object bound to `object`, if it is of type `T`.
    public static func bound<T: ObjectBinding>(to object: some ObjectPointer, as type: T.Type = T.self) -> T? {
        guard let pointer = g_object_get_data(cgtk_object(object.rawObject), key) else { return nil }
        return Unmanaged<ObjectBinding>.fromOpaque(pointer).takeUnretainedValue() as? T
    }
}
