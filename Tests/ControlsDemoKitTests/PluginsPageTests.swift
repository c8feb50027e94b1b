// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
@testable import ControlsDemoKit
import GtkControls
import GtkTesting
import XCTest

/// The Plugins page looks at the plugins' records each time it is shown, without pulling its
/// rows from under the pointer or the keyboard focus when nothing changed.
final class PluginsPageTests: DemoKitTestCase, @unchecked Sendable {
    func testShowingThePageAgainKeepsItsRows() {
        onMain {
            let saved = PluginStates.shared.records
            defer { PluginStates.shared.set(saved) }
            PluginStates.shared.set(["knob", "picker"].map {
                PluginRecord(id: $0, name: $0.capitalized, summary: "", origin: "built-in", state: .loaded)
            })
            let page = PluginsPage.plugin.makePage()
            let window = present(page)
            let list = firstListBox(in: page)!
            let before = gtk_list_box_get_row_at_index(cgtk_list_box(list), 0)
            XCTAssertNotNil(before, "the page lists the plugins")
            gtk_widget_set_visible(page, 0)
            gtk_widget_set_visible(page, 1)
            XCTAssertEqual(gtk_list_box_get_row_at_index(cgtk_list_box(list), 0), before, "shown again, the page kept its rows")
            close(window)
        }
    }

    private func firstListBox(in widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        if g_type_check_instance_is_a(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self), gtk_list_box_get_type()) != 0 {
            return widget
        }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if let found = firstListBox(in: current) { return found }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }
}
