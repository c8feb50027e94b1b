// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk

/// The arguments GTK passed to a signal handler; index 0 is the emitting instance.
public struct SignalArguments {
    private let values: UnsafePointer<GValue>
    /// How many values there are, the instance included.
    public let count: Int

    init(values: UnsafePointer<GValue>, count: Int) {
        self.values = values
        self.count = count
    }

    public func double(_ index: Int) -> Double { g_value_get_double(value(index)) }
    public func int(_ index: Int) -> Int { Int(g_value_get_int(value(index))) }
    public func uint(_ index: Int) -> UInt { UInt(g_value_get_uint(value(index))) }
    public func bool(_ index: Int) -> Bool { g_value_get_boolean(value(index)) != 0 }
    public func flags(_ index: Int) -> UInt32 { g_value_get_flags(value(index)) }
    /// An object, boxed or pointer argument (a GtkListItem, a GError, a `gint *`).
    public func pointer(_ index: Int) -> gpointer? { UnsafeMutableRawPointer(nullableSignalArgument: value(index)) }
    public func string(_ index: Int) -> String? { String(nullableSignalArgument: value(index)) }

    func value(_ index: Int) -> UnsafePointer<GValue> {
        precondition(index >= 0 && index < count, "signal argument \(index) out of range 0..<\(count)")
        return values + index
    }
}

/// Connects Swift closures to GObject signals, declared (``ObjectSignal``: typed arguments) or
/// by name (``SignalArguments``). The closure is kept alive by its GClosure and released when
/// the handler is disconnected or the object is finalized.
@MainActor
public enum Signal {
    private typealias Handler = @MainActor (SignalArguments) -> Bool?

    /// Runs `handler` whenever `instance` emits the signal `name`, which has no ``ObjectSignal``
    /// declaration; returns the handler id.
    @discardableResult
    public static func connect(
        _ instance: some ObjectPointer, _ name: String, after: Bool = false,
        _ handler: @escaping @MainActor (SignalArguments) -> Void
    ) -> UInt {
        connectClosure(instance, name, after: after) { handler($0); return nil }
    }

    /// Runs `handler` whenever `instance` emits the signal `name`, which returns a gboolean
    /// ("handled", "stop propagation") and has no ``ObjectSignal`` declaration, and returns its
    /// result to GTK; returns the handler id.
    @discardableResult
    public static func connectReturning(
        _ instance: some ObjectPointer, _ name: String, after: Bool = false,
        _ handler: @escaping @MainActor (SignalArguments) -> Bool
    ) -> UInt {
        connectClosure(instance, name, after: after) { handler($0) }
    }

    /// Disconnects the handler `id` of `instance`, releasing its closure.
    public static func disconnect(_ instance: some ObjectPointer, _ id: UInt) {
        g_signal_handler_disconnect(instance.rawObject, gulong(id))
    }

    /// Makes `handler` the class handler of the signal `name` for every instance of `type`, a
    /// type of the library's own derived from the signal's: one closure for the whole class,
    /// where ``connect(_:_:after:_:)`` costs each instance a handler and a closure (about
    /// 300 bytes and a Swift box apiece). It runs where the signal's own class handler would.
    /// Call it once, right after registering `type`; the closure lives as long as the class,
    /// so it is not counted in ``LiveObjects``.
    static func overrideClassHandler(_ type: GType, _ name: String, _ handler: @escaping @MainActor (SignalArguments) -> Void) {
        let signal = g_signal_lookup(name, type)
        precondition(signal != 0, "\(String(cString: g_type_name(type))) has no signal named \"\(name)\"")
        g_signal_override_class_closure(signal, type, makeClosure(counted: false) { handler($0); return nil })
    }

    private static func connectClosure(
        _ instance: some ObjectPointer, _ name: String, after: Bool, _ handler: @escaping Handler
    ) -> UInt {
        let closure = makeClosure(counted: true, handler)
        let id = g_signal_connect_closure(instance.rawObject, name, closure, after ? 1 : 0)
        precondition(id != 0, "\(String(cString: cgtk_type_name(instance.rawObject))) has no signal named \"\(name)\"")
        return UInt(id)
    }

    /// A closure that runs `handler` and gives GTK its result, if any; its Swift box is
    /// released with the closure, and counted in ``LiveObjects`` while it lives if `counted`.
    private static func makeClosure(counted: Bool, _ handler: @escaping Handler) -> UnsafeMutablePointer<GClosure> {
        let box = CallbackBox<Handler>(handler, counted: counted).retainedPointer()
        let closure = g_closure_new_simple(guint(MemoryLayout<GClosure>.size), box)!
        g_closure_set_marshal(closure) { closure, returnValue, count, values, _, _ in
            guard let closure, let values, let data = closure.pointee.data else { return }
            let handler = CallbackBox<Handler>.from(data).value
            let arguments = SignalArguments(values: values, count: Int(count))
            let result = assumeMainThread { handler(arguments) }
            if let result, let returnValue, returnValue.pointee.g_type != 0 {
                g_value_set_boolean(returnValue, result ? 1 : 0)
            }
        }
        // GLib hands a finalize notifier its own data (closure->data is already reset then).
        g_closure_add_finalize_notifier(closure, box) { data, _ in
            guard let data else { return }
            CallbackBox<Handler>.release(data)
        }
        return closure
    }
}
