// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
/// When the window shows a page chosen from the sidebar: at once, unless a pointer button or
/// a touch is held in the window, and then at its release. GTK loses count of the widgets
/// under a held button when they go away: GTK 4.8 leaves them :active for good, 4.10 and later
/// print "Broken accounting of active state" at the release. A drag in progress also ends
/// where the user started it.
public struct PageChoice: Equatable, Sendable {
    /// Whether a press in the window awaits its release.
    public private(set) var pressHeld = false
    /// The page chosen while the press was held.
    public private(set) var waiting: String?

    public init() {}

    /// A press in the window (on the page, or a drag from elsewhere that may end over it).
    public mutating func press() {
        pressHeld = true
    }

    /// The page `id` is chosen; returns it when it is to be shown now, nil when it waits.
    public mutating func choose(_ id: String) -> String? {
        waiting = pressHeld ? id : nil
        return pressHeld ? nil : id
    }

    /// A release anywhere in the window; returns whether a page waits to be shown, once the
    /// release has reached the widget under it (``takeWaiting()``).
    public mutating func release() -> Bool {
        pressHeld = false
        return waiting != nil
    }

    /// The page that waited, to be shown now, if it is still the latest choice; nil while a
    /// press that came after the release is held (the page then waits for its release).
    public mutating func takeWaiting() -> String? {
        guard !pressHeld else { return nil }
        defer { waiting = nil }
        return waiting
    }
}
