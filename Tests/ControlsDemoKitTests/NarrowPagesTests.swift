// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
@testable import ControlsDemoKit
import GtkControls
import GtkTesting
import XCTest

/// At a phone's width, 360 px (the width a page has where the list and the page take turns),
/// every page fits: nothing shown on it reaches past the window's edges, so nothing is cut off
/// or left to a sideways scroll of the page. A part wider than a phone (the Follow Button
/// page's grid of states) scrolls sideways on its own, in a scroller that fits.
final class NarrowPagesTests: DemoKitTestCase, @unchecked Sendable {
    static let phoneWidth: Int32 = 360

    func testEveryPageFitsAPhonesWidth() {
        onMain {
            // Without animations, a part that slides in (the search bar's Cancel) is measured
            // where it ends, not half-way in its revealer.
            let settings = gtk_settings_get_default()!.rawObject
            let animations = cgtk_get_bool_property(settings, "gtk-enable-animations")
            cgtk_set_bool_property(settings, "gtk-enable-animations", 0)
            defer { cgtk_set_bool_property(settings, "gtk-enable-animations", animations) }
            for plugin in PluginRegistry.builtIn.plugins {
                let page = plugin.makePage()
                let window = present(page)
                gtk_window_set_default_size(cgtk_window(window), Self.phoneWidth, 640)
                pump { gtk_widget_get_width(window) == Self.phoneWidth && gtk_widget_get_height(window) == 640 }
                drainEvents()
                XCTAssertEqual(gtk_widget_get_width(window), Self.phoneWidth, "\(plugin.id): the page keeps the window wider than a phone")
                XCTAssertEqual(partsPastTheEdges(of: window, in: window, page: page), [], "\(plugin.id): these reach past the window's edges")
                close(window)
            }
        }
    }

    /// The outermost mapped widgets in `widget` (itself included) whose allocation reaches
    /// past `window`'s left or right edge, by type, CSS name and horizontal extent; not those
    /// in a scroller of their own that scrolls sideways (other than `page`'s).
    private func partsPastTheEdges(of widget: UnsafeMutablePointer<GtkWidget>, in window: UnsafeMutablePointer<GtkWidget>,
                                   page: UnsafeMutablePointer<GtkWidget>) -> [String] {
        // A scroller's own scrollbar is not content: libadwaita's stylesheet (the demo's, and
        // these tests') lets an overlay scrollbar's slider reach a few pixels past the
        // scroller's edge.
        guard gtk_widget_get_mapped(widget) != 0, !isA(widget, gtk_scrollbar_get_type()) else { return [] }
        var found: [String] = []
        var bounds = graphene_rect_t()
        if gtk_widget_compute_bounds(widget, window, &bounds) != 0,
           bounds.origin.x < -0.5 || bounds.origin.x + bounds.size.width > Float(gtk_widget_get_width(window)) + 0.5 {
            let name = "\(String(cString: cgtk_type_name(widget))) \(String(cString: gtk_widget_get_css_name(widget)))"
            // The parts inside it go with it: only the outermost is named.
            return ["\(name) \(Int(bounds.origin.x))…\(Int(bounds.origin.x + bounds.size.width))"]
        }
        if widget != page, isA(widget, gtk_scrolled_window_get_type()) {
            var horizontal = GTK_POLICY_NEVER
            gtk_scrolled_window_get_policy(cgtk_scrolled_window(widget), &horizontal, nil)
            if horizontal != GTK_POLICY_NEVER { return found }
        }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            found += partsPastTheEdges(of: current, in: window, page: page)
            child = gtk_widget_get_next_sibling(current)
        }
        return found
    }

    private func isA(_ widget: UnsafeMutablePointer<GtkWidget>, _ type: GType) -> Bool {
        g_type_check_instance_is_a(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self), type) != 0
    }
}
