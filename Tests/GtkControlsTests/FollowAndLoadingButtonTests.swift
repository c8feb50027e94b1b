import CGtk
import ControlCore
import GtkControls
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
