// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
/// Why a data file could not be read, naming the line.
public struct LineRecordsError: Error, Equatable, Sendable, CustomStringConvertible {
    public let file: String
    public let line: Int
    public let reason: String

    public init(file: String, line: Int, reason: String) {
        self.file = file
        self.line = line
        self.reason = reason
    }

    public var description: String { tr("%1$s, line %2$d: %3$s", file, line, reason) }
}

/// Reads simple data files: one record a line, fields separated by tabs, blank lines and
/// lines starting with "#" skipped.
public enum LineRecords {
    /// The records of `text`, each with exactly `fieldCount` non-empty fields, with the line
    /// each came from. Throws for the first line that does not fit, naming `file` and it.
    public static func parse(_ text: String, file: String, fieldCount: Int) throws(LineRecordsError) -> [(line: Int, fields: [String])] {
        var records: [(line: Int, fields: [String])] = []
        var lineNumber = 0
        // "\r\n" is one Character in Swift, so split on any newline character.
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            lineNumber += 1
            let trimmed = line.drop { $0 == " " }
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map { String($0.drop { $0 == " " }) }
            guard fields.count == fieldCount else {
                throw LineRecordsError(file: file, line: lineNumber,
                                       reason: tr.plural("expected %1$d tab-separated field, found %2$d", "expected %1$d tab-separated fields, found %2$d",
                                                         count: fieldCount, fieldCount, fields.count))
            }
            if let empty = fields.firstIndex(where: { $0.isEmpty }) {
                throw LineRecordsError(file: file, line: lineNumber, reason: tr("field %d is empty", empty + 1))
            }
            records.append((lineNumber, fields))
        }
        return records
    }
}
