// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGLib

/// Reads the demo's data files from Resources/.
package enum DataFiles {
    /// The records of `file` (relative to Resources/), each with `fieldCount` fields.
    /// Throws a message naming the file, and the line when one is malformed.
    package static func records(_ file: String, fieldCount: Int) throws -> [[String]] {
        let path = ResourceLocator.path(file)
        var contents: UnsafeMutablePointer<gchar>?
        var failure: UnsafeMutablePointer<GError>?
        guard g_file_get_contents(path, &contents, nil, &failure) != 0, let contents else {
            let reason = failure.map { String(cString: $0.pointee.message) } ?? tr("%s is unreadable", path)
            g_clear_error(&failure)
            throw DataFileError(reason: reason)
        }
        defer { g_free(contents) }
        return try LineRecords.parse(String(cString: contents), file: path, fieldCount: fieldCount).map(\.fields)
    }
}

/// A data file that could not be read at all.
package struct DataFileError: Error, CustomStringConvertible {
    package let reason: String
    package var description: String { reason }

    package init(reason: String) {
        self.reason = reason
    }
}
