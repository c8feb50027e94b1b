// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import DemoData
import Testing

@Suite struct RecordEditorStateTests {
    @Test func editThenDoneCommits() {
        var record = RecordEditorState(values: ["Ada", "Lovelace"])
        record.change(field: 0, to: "ignored")
        #expect(record.draft == ["Ada", "Lovelace"], "fields are read-only until Edit")
        record.edit()
        record.change(field: 0, to: "Augusta Ada")
        #expect(record.hasChanges)
        record.done()
        #expect(record.values == ["Augusta Ada", "Lovelace"] && !record.isEditing)
    }

    @Test func editThenCancelRestores() {
        var record = RecordEditorState(values: ["Ada", "Lovelace"])
        record.edit()
        record.change(field: 1, to: "Byron")
        record.change(field: 7, to: "out of range")
        record.cancel()
        #expect(record.values == ["Ada", "Lovelace"] && record.draft == record.values)
        #expect(!record.isEditing && !record.hasChanges)
    }

    @Test func outOfOrderCallsChangeNothing() {
        var record = RecordEditorState(values: ["Ada"])
        record.done()
        record.cancel()
        #expect(record.values == ["Ada"] && !record.isEditing)
        record.edit()
        record.change(field: 0, to: "A")
        record.edit()
        #expect(record.draft == ["A"], "a second Edit keeps the draft")
    }
}
