// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT

/// Runs `body` isolated to the main actor, from a callback that GTK or GLib makes on the main
/// thread many times over (a draw, a measure, a signal, a list model's item, a frame tick). It
/// is `MainActor.assumeIsolated` without, in release builds, the run-time check of the
/// executor, which costs about 500 instructions a call (ControlsBenchmarks, `core`). Debug
/// builds, and so the tests, keep the check.
@inline(__always)
func assumeMainThread<T: Sendable>(_ body: @MainActor () throws -> T) rethrows -> T {
    #if DEBUG
    return try MainActor.assumeIsolated(body)
    #else
    return try withoutActuallyEscaping(body) { body in
        try unsafeBitCast(body, to: (() throws -> T).self)()
    }
    #endif
}

/// `function`, isolated to the main actor, as a function that a callback GTK or GLib makes on
/// the main thread calls: for the commonest callbacks, a property read or write through GObject.
/// It does what ``assumeMainThread(_:)`` does without the closure that takes, which
/// `withoutActuallyEscaping` puts on the heap and frees at every call (about 300 instructions).
/// Debug builds, and so the tests, keep the run-time check of the executor.
func mainThreadEntry<A, B, C>(_ function: @escaping @MainActor (A, B, C) -> Void) -> (A, B, C) -> Void {
    let unchecked = unsafeBitCast(function, to: ((A, B, C) -> Void).self)
    #if DEBUG
    return { a, b, c in
        MainActor.preconditionIsolated()
        unchecked(a, b, c)
    }
    #else
    return unchecked
    #endif
}
