import CGtk
@testable import GtkControls
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

    /// A themer's typo is reported as FILE:LINE: message, and the rest of the file applies.
    /// (The tests run with G_DEBUG=fatal-criticals: misreading the error's arguments aborts.)
    func testACssErrorIsReportedWithItsLineAndTheAppGoesOn() throws {
        try onMain {
            let path = String(cString: g_get_tmp_dir()) + "/gtkcontrols-bad-\(getpid()).css"
            defer { unlink(path) }
            let css = ".fine { color: red; }\n.typo { colour: blue; }\n"
            XCTAssertNotEqual(g_file_set_contents(path, css, -1, nil), 0)
            var reports: [String] = []
            let saved = Diagnostics.report
            Diagnostics.report = { reports.append($0) }
            defer { Diagnostics.report = saved }
            let provider = Stylesheet.makeProvider(path: path)
            defer { g_object_unref(provider.rawObject) }
            XCTAssertEqual(reports.count, 1, "one error, one report: \(reports)")
            let report = try XCTUnwrap(reports.first)
            XCTAssertTrue(report.hasPrefix("gtkcontrols: \(path):2: "), report)
            XCTAssertTrue(report.contains("colour"), "the message names the unknown property: \(report)")
        }
    }
}
