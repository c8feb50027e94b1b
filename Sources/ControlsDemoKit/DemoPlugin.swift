// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk

/// One page of the demo: who it is, and how to make its page.
@MainActor
struct DemoPlugin {
    /// A stable identifier for `--page`, e.g. "button-states".
    let id: String
    /// The title shown in the sidebar.
    let title: String
    /// A symbolic icon name for the sidebar.
    let iconName: String
    /// The sidebar group the page is listed under.
    let category: String
    /// One line saying what the page shows.
    let summary: String
    /// Builds the page; called once, the first time the page is shown.
    let makePage: @MainActor () -> UnsafeMutablePointer<GtkWidget>
}
