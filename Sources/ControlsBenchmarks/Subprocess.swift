// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import Glibc
import GtkControls

/// Other programs the benchmarks run: samples of this one, probed starts, xdotool and the
/// demos. A program is named by its arguments, the first looked up on the PATH.
enum Subprocess {
    /// What a program that ran to its end printed, and whether it exited with status 0.
    struct Finished {
        let output: String
        let errors: String
        let succeeded: Bool
    }

    /// Runs `arguments` and waits for its end. Returns nil, after saying why, when it
    /// cannot be started.
    static func run(_ arguments: [String]) -> Finished? {
        var output: UnsafeMutablePointer<gchar>?
        var errors: UnsafeMutablePointer<gchar>?
        var status: Int32 = 0
        var error: UnsafeMutablePointer<GError>?
        let spawned = withArgv(arguments) { argv in
            g_spawn_sync(nil, argv, nil, G_SPAWN_SEARCH_PATH, nil, nil, &output, &errors, &status, &error)
        }
        defer { g_free(output); g_free(errors) }
        guard spawned != 0 else {
            reportUnstarted(arguments, error)
            return nil
        }
        return Finished(output: output.map { String(cString: $0) } ?? "", errors: errors.map { String(cString: $0) } ?? "",
                        succeeded: g_spawn_check_wait_status(status, nil) != 0)
    }

    /// A program started and left running.
    struct Started {
        let pid: GPid
        /// The writing end of a pipe to its standard input, when one was asked for.
        let input: Int32?
    }

    /// Starts `arguments` with its output and errors discarded, and with a pipe to its
    /// standard input when `withInput`; the caller reaps it and closes the pipe. Returns nil,
    /// after saying why, when it cannot be started.
    static func start(_ arguments: [String], withInput: Bool = false) -> Started? {
        let flags = GSpawnFlags(rawValue: G_SPAWN_SEARCH_PATH.rawValue | G_SPAWN_DO_NOT_REAP_CHILD.rawValue
                                | G_SPAWN_STDOUT_TO_DEV_NULL.rawValue | G_SPAWN_STDERR_TO_DEV_NULL.rawValue)
        var pid: GPid = 0
        var input: Int32 = -1
        var error: UnsafeMutablePointer<GError>?
        let spawned = withArgv(arguments) { argv in
            withInput ? g_spawn_async_with_pipes(nil, argv, nil, flags, nil, nil, &pid, &input, nil, nil, &error)
                : g_spawn_async(nil, argv, nil, flags, nil, nil, &pid, &error)
        }
        guard spawned != 0 else {
            reportUnstarted(arguments, error)
            return nil
        }
        return Started(pid: pid, input: withInput ? input : nil)
    }

    /// Calls `body` with `arguments` as a C array ended by NULL, valid during the call.
    private static func withArgv<Result>(_ arguments: [String], _ body: (UnsafeMutablePointer<UnsafeMutablePointer<gchar>?>) -> Result) -> Result {
        var argv = arguments.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        return argv.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
    }

    private static func reportUnstarted(_ arguments: [String], _ error: UnsafeMutablePointer<GError>?) {
        let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
        var error = error
        g_clear_error(&error)
        printError("ControlsBenchmarks: cannot start \(arguments.joined(separator: " ")): \(reason)")
    }
}
