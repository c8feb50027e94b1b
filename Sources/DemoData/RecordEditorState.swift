// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
/// An Edit/Done control over a record of text fields, as the Contacts app has it: Edit
/// makes the fields editable, Done commits what was typed, Cancel restores the values the
/// record had before Edit.
public struct RecordEditorState: Equatable, Sendable {
    /// The committed values, by field.
    public private(set) var values: [String]
    /// What the fields show: the draft while editing, the values otherwise.
    public private(set) var draft: [String]
    public private(set) var isEditing = false

    public init(values: [String]) {
        self.values = values
        self.draft = values
    }

    /// Starts editing; does nothing while already editing.
    public mutating func edit() {
        guard !isEditing else { return }
        draft = values
        isEditing = true
    }

    /// The user changed field `index` while editing; ignored otherwise or out of range.
    public mutating func change(field index: Int, to text: String) {
        guard isEditing, draft.indices.contains(index) else { return }
        draft[index] = text
    }

    /// Commits the draft and stops editing.
    public mutating func done() {
        guard isEditing else { return }
        values = draft
        isEditing = false
    }

    /// Drops the draft and stops editing.
    public mutating func cancel() {
        guard isEditing else { return }
        draft = values
        isEditing = false
    }

    /// Whether the draft differs from the committed values.
    public var hasChanges: Bool { isEditing && draft != values }
}
