import CGtk
import GtkControls
import XCTest

/// The library's CSS loads from Resources/ and follows the dark-theme preference.
final class StylesheetTests: GtkTestCase, @unchecked Sendable {
    func testDarkStylesheetFollowsThePreference() {
        onMain {
            Stylesheet.install()
            let settings = gtk_settings_get_default()!
            cgtk_set_bool_property(settings.rawObject, "gtk-application-prefer-dark-theme", 1)
            XCTAssertTrue(Stylesheet.isDark)
            cgtk_set_bool_property(settings.rawObject, "gtk-application-prefer-dark-theme", 0)
            XCTAssertFalse(Stylesheet.isDark)
        }
    }

    func testLibraryStylesApplyToAStatefulButton() {
        onMain {
            Stylesheet.install()
            let button = StatefulButton(title: "Styled")
            _ = present(button.widget)
            // gtkcontrols.css gives .stateful-button a minimum height of 36px.
            XCTAssertGreaterThanOrEqual(gtk_widget_get_height(button.widget), 36)
            XCTAssertNotNil(ResourceLocator.directory)
        }
    }
}
