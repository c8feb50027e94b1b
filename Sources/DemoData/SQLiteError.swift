// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CSQLite

/// What SQLite said went wrong, with the file it was about.
struct SQLiteError: Error, CustomStringConvertible {
    /// SQLite's extended result code.
    let code: Int32
    let path: String
    let message: String

    /// Whether the file is not a sound database (damaged, truncated, or not SQLite's at all).
    var isDamage: Bool { code & 0xff == SQLITE_CORRUPT || code & 0xff == SQLITE_NOTADB }

    var description: String { "\(path): \(message)" }
}
