// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import ControlCore
import GtkControls
import GtkTesting
import XCTest

final class LoadingButtonTests: GtkTestCase, @unchecked Sendable {
    func testLoadingDisablesShowsSpinnerAndRestoresTheRequestedEnabled() {
        onMain {
            let button = LoadingButton(title: "Save")
            button.titles[.loading] = "Saving…"
            _ = present(button.widget)
            button.isLoading = true
            XCTAssertEqual(gtk_widget_get_sensitive(button.host), 0)
            XCTAssertTrue(button.state.isSuperset(of: .loading))
            XCTAssertEqual(button.currentTitle, "Saving…")
            XCTAssertNotEqual(gtk_widget_has_css_class(button.host, "loading"), 0)
            button.isEnabled = true
            XCTAssertEqual(gtk_widget_get_sensitive(button.host), 0, "enabling while loading keeps it disabled")
            button.isEnabled = false
            button.isLoading = false
            XCTAssertEqual(gtk_widget_get_sensitive(button.host), 0, "loading off restores what enabled was set to")
            button.isEnabled = true
            XCTAssertNotEqual(gtk_widget_get_sensitive(button.host), 0)
            XCTAssertEqual(button.currentTitle, "Save")
            XCTAssertFalse(button.state.contains(.loading))
        }
    }

    /// A button that has shown only its title is its label alone, as a GtkButton with a
    /// label is; the first icon or spinner brings a row that takes the same label in, and the
    /// row holds only what the button has shown, spinner before icon before title (each
    /// widget costs memory and time to the first frame).
    func testTheFaceMakesItsRowSpinnerAndIconWhenFirstShownInTheirPlaces() {
        onMain {
            let button = LoadingButton(title: "Save")
            _ = present(button.widget)
            XCTAssertEqual(childParts(of: button.host), ["label"])
            let label = gtk_button_get_child(cgtk_button(button.host))!
            button.iconNames[.normal] = "document-save-symbolic"
            let row = gtk_button_get_child(cgtk_button(button.host))!
            XCTAssertEqual(childParts(of: button.host), ["box"])
            XCTAssertEqual(childParts(of: row), ["image", "label"])
            XCTAssertEqual(gtk_widget_get_last_child(row), label, "the row holds the label the button had")
            XCTAssertEqual(String(cString: gtk_label_get_text(cgtk_label(label))), "Save")
            button.isLoading = true
            XCTAssertEqual(childParts(of: row), ["spinner", "image", "label"])
            XCTAssertNotEqual(gtk_spinner_get_spinning(OpaquePointer(gtk_widget_get_first_child(row))), 0)
            button.isLoading = false
            button.iconNames[.normal] = nil
            XCTAssertEqual(childParts(of: row), ["(spinner)", "(image)", "label"], "a stopped spinner and an emptied icon are hidden")
            XCTAssertEqual(gtk_spinner_get_spinning(OpaquePointer(gtk_widget_get_first_child(row))), 0)
            XCTAssertEqual(gtk_button_get_child(cgtk_button(button.host)), row, "the row stays")
        }
    }

    /// GTK drops the focus of a widget made insensitive; a keyboard user who pressed the
    /// button would be left nowhere when it stops loading.
    func testTheButtonTakesTheFocusBackWhenLoadingEndsUnlessTheFocusMovedOn() {
        onMain {
            let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            let button = LoadingButton(title: "Save")
            let other = gtk_button_new_with_label("Other")!
            gtk_box_append(cgtk_box(box), button.widget)
            gtk_box_append(cgtk_box(box), other)
            _ = present(box)
            gtk_widget_grab_focus(button.host)
            button.isLoading = true
            XCTAssertEqual(gtk_widget_is_focus(button.host), 0, "GTK took the focus from the insensitive button")
            button.isLoading = false
            XCTAssertNotEqual(gtk_widget_is_focus(button.host), 0, "the button took the focus back")
            button.isLoading = true
            gtk_widget_grab_focus(other)
            button.isLoading = false
            XCTAssertNotEqual(gtk_widget_is_focus(other), 0, "the focus stays where it was moved")
        }
    }
}

final class FollowButtonTests: GtkTestCase, @unchecked Sendable {
    func testStateAloneDrivesTheLook() {
        onMain {
            let button = FollowButton()
            _ = present(button.widget)
            XCTAssertEqual(button.currentTitle, "Follow")
            XCTAssertNotEqual(gtk_widget_has_css_class(button.host, "suggested-action"), 0)
            button.isMutual = true
            XCTAssertTrue(button.isSelected, "mutual implies followed")
            XCTAssertEqual(button.currentTitle, "Mutual")
            XCTAssertNotEqual(gtk_widget_has_css_class(button.host, "mutual"), 0)
            XCTAssertEqual(gtk_widget_has_css_class(button.host, "suggested-action"), 0)
            button.isLoading = true
            XCTAssertEqual(button.currentTitle, "")
            XCTAssertEqual(gtk_widget_get_sensitive(button.host), 0)
            button.isLoading = false
            button.isSelected = false
            XCTAssertFalse(button.isMutual, "unfollowing ends mutual")
            XCTAssertEqual(button.currentTitle, "Follow")
        }
    }

    /// Mutual and loading are the button's own bits; the application's come beside them.
    func testTheApplicationsBitsKeepTheButtonsOwn() throws {
        try onMain {
            let button = FollowButton()
            _ = present(button.widget)
            let own = try ControlState.application(5)
            button.isMutual = true
            try button.setApplicationState(own)
            button.isLoading = true
            XCTAssertTrue(button.state.isSuperset(of: own.union(.mutual).union(.loading)))
            try button.setApplicationState([])
            XCTAssertEqual(button.applicationState, ControlState.mutual.union(.loading).intersection(.applicationMask))
            XCTAssertEqual(button.currentTitle, "", "still drawn as loading")
            button.isLoading = false
            XCTAssertEqual(button.currentTitle, "Mutual")
        }
    }

    func testPressingSendsThePrimaryActionAndHighlightReadsUnfollow() {
        onMain {
            let button = FollowButton()
            button.isSelected = true
            var presses = 0
            button.addAction(for: .primaryActionTriggered) { _, _ in presses += 1 }
            _ = present(button.widget)
            let point = windowPoint(of: button.host, x: 20, y: 10)
            xdotool("mousemove --window \(point.window) \(point.x) \(point.y)")
            xdotool("mousedown 1")
            XCTAssertTrue(pump { button.isHighlighted })
            XCTAssertEqual(button.currentTitle, "Unfollow")
            xdotool("mouseup 1")
            XCTAssertTrue(pump { presses == 1 })
            XCTAssertEqual(button.currentTitle, "Followed")
        }
    }
}
