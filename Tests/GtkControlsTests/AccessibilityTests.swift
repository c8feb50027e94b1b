// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import GtkControls
import GtkTesting
import XCTest

/// Announcements. GTK 4.14 and later announce them (the spoken UI tests hear Orca say them)
/// and leave descriptions alone; on GTK 4.8 the focused widget's description says the news
/// until the focus leaves it, and then its own description comes back.
final class AccessibilityTests: GtkTestCase, @unchecked Sendable {
    func testAnAnnouncementDescribesTheFocusedWidgetUntilTheFocusLeaves() {
        onMain {
            let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            let described = gtk_button_new_with_label("Described")!
            let plain = gtk_button_new_with_label("Plain")!
            Accessibility.setDescription(described, "Its own")
            gtk_box_append(cgtk_box(box), described)
            gtk_box_append(cgtk_box(box), plain)
            let window = present(box)
            xdotool("windowfocus --sync \(windowPoint(of: box, x: 0, y: 0).window)")
            gtk_widget_grab_focus(described)
            Accessibility.announce("First news", in: window)
            if cgtk_has_accessible_announce() != 0 {
                assertDescription(of: described, "Its own", "an announcement, not a description")
                return assertDescription(of: plain, nil)
            }
            assertDescription(of: described, "First news")
            assertDescription(of: plain, nil)
            Accessibility.announce("Second news", in: plain)
            assertDescription(of: described, "Second news", "any widget of the window says where to announce")
            gtk_widget_grab_focus(plain)
            assertDescription(of: described, "Its own", "its own description came back")
            Accessibility.announce("Third news", in: plain)
            assertDescription(of: plain, "Third news")
            gtk_widget_grab_focus(described)
            assertDescription(of: plain, nil, "a widget that had no description has none again")
        }
    }

    func testAButtonLabelNamesTheButtonItselfNotByItsChild() {
        onMain {
            let button = g_object_ref_sink(gtk_button_new_with_label("Start"))!
            let labelledBy = { gtk_test_accessible_has_relation(cgtk_accessible(button), GTK_ACCESSIBLE_RELATION_LABELLED_BY) != 0 }
            Accessibility.setButtonLabel(button, "Stop")
            XCTAssertEqual(gtk_button_get_label(cgtk_button(button)).map { String(cString: $0) }, "Stop")
            XCTAssertFalse(labelledBy(), "GTK 4.10 and later report a change of the label child on the child alone")
            assertProperty(of: button, GTK_ACCESSIBLE_PROPERTY_LABEL, "Stop")
            g_object_unref(button)
        }
    }

    /// Hidden before it is in a window, a widget waits to be hidden again once it is on screen
    /// (GTK 4.12 and later need that; GTK 4.8 does not). Shown again meanwhile, it waits for
    /// nothing: an indicator started before it is packed keeps no handler.
    func testAWidgetShownAgainBeforeAWindowKeepsNothingToHideAgain() {
        onMain {
            let spinner = g_object_ref_sink(gtk_spinner_new())!
            let before = LiveObjects.count
            Accessibility.setHidden(spinner, true)
            XCTAssertEqual(LiveObjects.count - before, cgtk_lists_widgets_hidden_before_root() != 0 ? 1 : 0,
                           "a handler waits for the map only where GTK needs it")
            Accessibility.setHidden(spinner, false)
            XCTAssertEqual(LiveObjects.count, before, "shown again, nothing waits")
            g_object_unref(spinner)
        }
    }

    func testNothingIsAnnouncedOutsideAWindow() {
        onMain {
            let button = g_object_ref_sink(gtk_button_new_with_label("Alone"))!
            Accessibility.announce("News", in: button)
            assertDescription(of: button, nil)
            g_object_unref(button)
        }
    }
}
