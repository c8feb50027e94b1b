// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import ControlText

/// Where the library reports what an app's developer or packager should hear of — a
/// stylesheet error, a call on a finalized control, a data source's bad answer: one line on
/// stderr each, unless a test listens.
@MainActor
public enum Diagnostics {
    /// Receives every report; writes it to stderr by default.
    public static var report: (_ line: String) -> Void = { printError($0) }
}
