// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import Synchronization

/// Counts the Swift objects this library keeps alive on behalf of GTK: widget wrappers,
/// signal closures, timers and tick callbacks. Each is counted when made and uncounted
/// when GTK lets it go, so a destroyed window brings the count back to where it was.
public enum LiveObjects {
    private static let live = Atomic<Int>(0)

    /// The number of wrappers and closures alive now.
    public static var count: Int { live.load(ordering: .relaxed) }

    static func retain() { live.add(1, ordering: .relaxed) }
    static func release() { live.subtract(1, ordering: .relaxed) }
}

/// A Swift value handed to C as `user_data`, counted in ``LiveObjects`` while it lives unless
/// it lives as long as a class (a class handler, ``Signal/overrideClassHandler(_:_:_:)``).
final class CallbackBox<Value> {
    let value: Value
    private let isCounted: Bool

    init(_ value: Value, counted: Bool = true) {
        self.value = value
        isCounted = counted
        if counted { LiveObjects.retain() }
    }

    deinit { if isCounted { LiveObjects.release() } }

    /// Passes a retained reference to C; balance it with ``release(_:)``.
    func retainedPointer() -> UnsafeMutableRawPointer { Unmanaged.passRetained(self).toOpaque() }

    static func from(_ pointer: UnsafeRawPointer) -> CallbackBox {
        Unmanaged<CallbackBox>.fromOpaque(pointer).takeUnretainedValue()
    }

    static func release(_ pointer: UnsafeRawPointer) {
        Unmanaged<CallbackBox>.fromOpaque(pointer).release()
    }
}
