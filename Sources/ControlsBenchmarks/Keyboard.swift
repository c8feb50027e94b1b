// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import Glibc
import GtkControls

/// The keyboard the typing benchmark presses keys on: one xdotool for the whole run, reading
/// its commands from a pipe, so that no process starts between keystrokes (starting one per
/// key cost the two cores a frame's time now and then, which showed as late frames).
@MainActor
final class Keyboard {
    private let process: Subprocess.Started
    private let input: Int32

    /// Starts xdotool; nil, after saying why, when it cannot be started.
    init?() {
        guard let process = Subprocess.start(["xdotool", "-"], withInput: true), let input = process.input else { return nil }
        self.process = process
        self.input = input
        // An xdotool that ended early makes a write fail with EPIPE, said below, rather
        // than end this program.
        signal(SIGPIPE, SIG_IGN)
    }

    /// Presses and releases `keys` one after another, named as xdotool names them ("p",
    /// "BackSpace", "ctrl+a"). Returns once xdotool has the command, not once it ran.
    func press(_ keys: [String]) {
        let line = Array(("key " + keys.joined(separator: " ") + "\n").utf8)
        let written = line.withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
        guard written != line.count else { return }
        let reason = written < 0 ? String(cString: strerror(errno)) : "it took \(written) of \(line.count) bytes"
        printError("ControlsBenchmarks: xdotool was not given the keys \(keys): \(reason)")
    }

    /// Ends xdotool and waits for it.
    func close() {
        Glibc.close(input)
        var status: Int32 = 0
        waitpid(process.pid, &status, 0)
    }
}
