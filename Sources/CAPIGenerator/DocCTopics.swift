// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import GtkControls

/// The controls' topics of the library's DocC page (GtkControls.md): a heading per kind of
/// control, listing under it each control and the symbols an app uses with it, as
/// ``WidgetTypes/topics`` declares them; a blank line before and after.
@MainActor
func doccTopics() -> String {
    let topics = WidgetTypes.topics.map { topic in
        (["### \(topic.heading)", ""] + topic.items.map { "- ``\($0.name)``" }).joined(separator: "\n")
    }
    return "\n" + topics.joined(separator: "\n\n") + "\n"
}
