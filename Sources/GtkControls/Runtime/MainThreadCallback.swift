// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT

/// Runs `body` isolated to the main actor, from a callback that GTK or GLib makes on the main
/// thread many times over (a property read or write, a draw, a measure, a signal, a list
/// model's item, a frame tick). It is `MainActor.assumeIsolated` without, in release builds,
/// the run-time check of the executor, which costs about 500 instructions a call: more than
/// the rest of a property read through GObject, which it made 1.7 times a GtkSpinButton's
/// (ControlsBenchmarks, `core`). Debug builds, and so the tests, keep the check.
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
