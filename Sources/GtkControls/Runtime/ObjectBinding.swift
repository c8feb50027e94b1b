// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk

/// The base of every Swift object that stands for a GObject: it lives exactly as long as
/// the GObject, which owns it through `g_object_set_qdata_full`.
///
/// The Swift object never holds a reference to the GObject (that would be a cycle); when
/// the GObject is finalized it releases its Swift object. From the moment the GObject is
/// disposed, ``isAlive`` is false, the handlers given to ``onDispose(_:)`` have run (stores
/// cancel their timers and work there), and public calls do nothing: they check
/// ``isUsable(_:)``, which says once (through ``Diagnostics``) that the object is gone.
@MainActor
open class ObjectBinding {
    /// The key the GObject keeps its Swift object under, as a quark: a look-up by quark
    /// skips the string's hashing that a look-up by name pays on every property access and
    /// draw.
    private static let key = g_quark_from_static_string("gtkcontrols-binding")

    /// The GObject this object stands for; not to be used once ``isAlive`` is false.
    public let object: gpointer
    /// False once the GObject has been disposed.
    public private(set) var isAlive = true
    private var disposeHandlers: [() -> Void] = []
    private var hasReportedUse = false

    /// Binds a new Swift object to `object`; the GObject owns it from now on.
    public init(binding object: some ObjectPointer) {
        self.object = object.rawObject
        LiveObjects.retain()
        let retained = Unmanaged.passRetained(self).toOpaque()
        // Weak references are notified while the GObject is disposed, before finalize.
        g_object_weak_ref(cgtk_object(self.object), { data, _ in
            guard let data else { return }
            MainActor.assumeIsolated { Unmanaged<ObjectBinding>.fromOpaque(data).takeUnretainedValue().didDispose() }
        }, retained)
        g_object_set_qdata_full(cgtk_object(self.object), Self.key, retained) { pointer in
            guard let pointer else { return }
            let binding = Unmanaged<ObjectBinding>.fromOpaque(pointer)
            MainActor.assumeIsolated {
                let object = binding.takeUnretainedValue()
                object.didDispose()
                object.objectDidFinalize()
            }
            binding.release()
        }
    }

    deinit { LiveObjects.release() }

    /// Runs `handler` once, when the GObject is disposed.
    public func onDispose(_ handler: @escaping () -> Void) {
        guard isAlive else { return handler() }
        disposeHandlers.append(handler)
    }

    /// Called once when the GObject is finalized, before this object is released: give
    /// back what only this object holds (a model, a texture). The GObject must not be
    /// touched any more.
    open func objectDidFinalize() {}

    /// Whether the GObject is still there. When it is not, says once on stderr that
    /// `caller` was called on a finalized control and ignored.
    @discardableResult
    public func isUsable(_ caller: String = #function) -> Bool {
        guard !isAlive else { return true }
        if !hasReportedUse {
            hasReportedUse = true
            Diagnostics.report("gtkcontrols: \(type(of: self)).\(caller) was called after its GTK widget was finalized; ignored")
        }
        return false
    }

    private func didDispose() {
        guard isAlive else { return }
        isAlive = false
        let handlers = disposeHandlers
        disposeHandlers = []
        for handler in handlers { handler() }
    }

    /// The Swift object bound to `object`, if it is of type `T`.
    public static func bound<T: ObjectBinding>(to object: some ObjectPointer, as type: T.Type = T.self) -> T? {
        guard let pointer = g_object_get_qdata(cgtk_object(object.rawObject), key) else { return nil }
        return Unmanaged<ObjectBinding>.fromOpaque(pointer).takeUnretainedValue() as? T
    }
}
