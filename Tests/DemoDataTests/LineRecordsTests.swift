// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import DemoData
import Testing

@Suite struct LineRecordsTests {
    @Test func readsRecordsAndSkipsBlankAndCommentLines() throws {
        let text = "# state\tcity\nCalifornia\tLos Angeles\n\nTexas\tHouston\r\n"
        let records = try LineRecords.parse(text, file: "cities.tsv", fieldCount: 2)
        #expect(records.map(\.fields) == [["California", "Los Angeles"], ["Texas", "Houston"]])
        #expect(records.map(\.line) == [2, 4])
    }

    @Test func aBadLineIsNamedWithItsNumber() {
        let text = "California\tLos Angeles\nTexas Houston\n"
        #expect(throws: LineRecordsError(file: "cities.tsv", line: 2, reason: "expected 2 tab-separated fields, found 1")) {
            try LineRecords.parse(text, file: "cities.tsv", fieldCount: 2)
        }
        #expect(throws: LineRecordsError(file: "x", line: 1, reason: "field 2 is empty")) {
            try LineRecords.parse("Ohio\t\n", file: "x", fieldCount: 2)
        }
    }
}
