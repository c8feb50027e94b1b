// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
@testable import GtkControls
import GtkTesting
import XCTest

/// The library's CSS loads from its compiled-in resources and follows the dark-theme
/// preference; an app's stylesheet goes on top and follows it too; errors name the
/// stylesheet and the line.
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

    func testHighContrastStylesheetFollowsAHighContrastTheme() {
        onMain {
            Stylesheet.install()
            let settings = gtk_settings_get_default()!
            let theme = cgtk_get_string_property(settings.rawObject, "gtk-theme-name")
            defer {
                cgtk_set_string_property(settings.rawObject, "gtk-theme-name", theme)
                g_free(theme)
            }
            cgtk_set_string_property(settings.rawObject, "gtk-theme-name", "HighContrast")
            XCTAssertTrue(Stylesheet.isHighContrast)
            XCTAssertFalse(Stylesheet.isDark, "HighContrast is light")
            cgtk_set_string_property(settings.rawObject, "gtk-theme-name", "Adwaita")
            XCTAssertFalse(Stylesheet.isHighContrast)
        }
    }

    /// High contrast wins over dark where both apply (HighContrastInverse, libadwaita's dark
    /// high contrast): the list's delete control takes the high-contrast red, not the dark one.
    func testHighContrastWinsOverDarkWhenBothApply() throws {
        try onMain {
            // A swatch painted with the colour the library's sheets name, from a provider below them.
            let probe = gtk_css_provider_new()!
            cgtk_css_provider_load_string(probe, ".delete-swatch { background-color: @ctl_delete_control_color; }")
            let display = gdk_display_get_default()!
            gtk_style_context_add_provider_for_display(display, OpaquePointer(probe), guint(GTK_STYLE_PROVIDER_PRIORITY_FALLBACK))
            defer {
                gtk_style_context_remove_provider_for_display(display, OpaquePointer(probe))
                g_object_unref(probe)
            }
            let swatch = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
            gtk_widget_add_css_class(swatch, "delete-swatch")
            gtk_widget_set_size_request(swatch, 8, 8)
            let window = present(swatch)
            let settings = gtk_settings_get_default()!
            let theme = cgtk_get_string_property(settings.rawObject, "gtk-theme-name")
            defer {
                cgtk_set_string_property(settings.rawObject, "gtk-theme-name", theme)
                cgtk_set_bool_property(settings.rawObject, "gtk-application-prefer-dark-theme", 0)
                g_free(theme)
            }
            cgtk_set_string_property(settings.rawObject, "gtk-theme-name", "HighContrast")
            cgtk_set_bool_property(settings.rawObject, "gtk-application-prefer-dark-theme", 1)
            XCTAssertTrue(Stylesheet.isDark && Stylesheet.isHighContrast)
            let renderer = try XCTUnwrap(gtk_native_get_renderer(gtk_widget_get_native(window)))
            var red: [UInt8] = []
            // A changed style applies on the next frame.
            _ = pump {
                guard let pixels = try? renderedPixels(of: swatch, with: renderer).pixels, pixels.count >= 4 else { return false }
                red = [pixels[2], pixels[1], pixels[0]]
                return red == [0xa5, 0x1d, 0x2d]
            }
            XCTAssertEqual(red, [0xa5, 0x1d, 0x2d], "the high-contrast red #a51d2d, not the dark #e8444c")
        }
    }

    func testLibraryStylesApplyToAStatefulButton() {
        onMain {
            Stylesheet.install()
            let button = StatefulButton(title: "Styled")
            let plain = gtk_button_new_with_label("Styled")!
            let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
            gtk_box_append(cgtk_box(row), button.widget)
            gtk_box_append(cgtk_box(row), plain)
            _ = present(row)
            // gtkcontrols.css pads .stateful-button 6px 18px inside the theme's border, the
            // same on every side; a plain GTK button keeps the theme's padding.
            let styled = insets(of: button.widget)
            XCTAssertEqual(styled[0], styled[1], "left and right: \(styled)")
            XCTAssertEqual(styled[2], styled[3], "top and bottom: \(styled)")
            let border = styled[2] - 6
            XCTAssertTrue(border >= 0 && styled[0] - 18 == border, "the library's padding: \(styled)")
            XCTAssertNotEqual(insets(of: plain), styled, "the theme's padding")
        }
    }

    /// A themer's typo is reported as FILE:LINE: message, and the rest of the file applies.
    /// (The tests run with G_DEBUG=fatal-criticals: misreading the error's arguments aborts.)
    func testACssErrorIsReportedWithItsLineAndTheAppGoesOn() throws {
        try onMain {
            let path = try temporaryStylesheet(".fine { color: red; }\n.typo { colour: blue; }\n")
            defer { unlink(path) }
            let reports = collectReports { g_object_unref(Stylesheet.makeProvider(.file(path)).rawObject) }
            XCTAssertEqual(reports.count, 1, "one error, one report: \(reports)")
            let report = try XCTUnwrap(reports.first)
            XCTAssertTrue(report.hasPrefix("gtkcontrols: \(path):2: "), report)
            XCTAssertTrue(report.contains("colour"), "the message names the unknown property: \(report)")
        }
    }

    /// The library loads gtkcontrols.css first, then every other stylesheet of its compiled-in
    /// folder, by name, but the dark and high-contrast variants: each parses without a word.
    func testTheLibraryLoadsEveryControlsStylesheetCleanly() throws {
        try onMain {
            let stylesheets = LibraryResources.stylesheets()
            for sources in [stylesheets, [LibraryResources.stylesheet("gtkcontrols-dark.css")], [LibraryResources.stylesheet("gtkcontrols-high-contrast.css")]] {
                let reports = collectReports { g_object_unref(Stylesheet.makeProvider(sources).rawObject) }
                XCTAssertEqual(reports, [], "\(sources)")
            }
            let files = try XCTUnwrap(g_resources_enumerate_children(LibraryResources.prefix + "/css", G_RESOURCE_LOOKUP_FLAGS_NONE, nil))
            defer { g_strfreev(files) }
            var controls: [String] = []
            var cursor = 0
            while let file = files[cursor] { controls.append(String(cString: file)); cursor += 1 }
            controls = controls.filter { !["gtkcontrols.css", "gtkcontrols-dark.css", "gtkcontrols-high-contrast.css"].contains($0) }.sorted()
            XCTAssertGreaterThan(controls.count, 10, "\(controls)")
            XCTAssertEqual(stylesheets.map(\.name), (["gtkcontrols.css"] + controls).map { "resource://\(LibraryResources.prefix)/css/\($0)" },
                           "gtkcontrols.css, the colours every control uses, first; then each control's stylesheet by name")
        }
    }

    /// A stylesheet the library loads after gtkcontrols.css that cannot be read is named in
    /// one line, and the others still apply.
    func testAStylesheetOfSeveralThatCannotBeReadIsNamed() throws {
        try onMain {
            let good = try temporaryStylesheet(".fine { color: red; }\n")
            defer { unlink(good) }
            let sources = [StylesheetSource.file(good), .file("/nonexistent/knob.css")]
            let reports = collectReports { g_object_unref(Stylesheet.makeProvider(sources).rawObject) }
            XCTAssertEqual(reports.count, 1, "\(reports)")
            XCTAssertTrue(reports.first?.hasPrefix("gtkcontrols: cannot load stylesheet /nonexistent/knob.css: ") == true, "\(reports)")
        }
    }

    /// An error in a file that a stylesheet imports names that file and its line.
    func testACssErrorInAnImportedFileNamesThatFile() throws {
        try onMain {
            let part = try temporaryStylesheet("/* one */\n.typo { colour: blue; }\n")
            defer { unlink(part) }
            let base = g_path_get_basename(part)!
            defer { g_free(base) }
            let index = try temporaryStylesheet("@import url(\"\(String(cString: base))\");\n")
            defer { unlink(index) }
            let reports = collectReports { g_object_unref(Stylesheet.makeProvider(.file(index)).rawObject) }
            XCTAssertEqual(reports.count, 1, "\(reports)")
            XCTAssertTrue(reports.first?.hasPrefix("gtkcontrols: \(part):2: ") == true, "\(reports)")
        }
    }

    /// A stylesheet that is not there — a file or a resource — is named in one line.
    func testAStylesheetThatCannotBeReadIsNamedOnce() {
        onMain {
            for source in [StylesheetSource.file("/nonexistent/app.css"), .resource(LibraryResources.prefix + "/css/nonexistent.css")] {
                let reports = collectReports { g_object_unref(Stylesheet.makeProvider(source).rawObject) }
                XCTAssertEqual(reports.count, 1, "\(source): \(reports)")
                XCTAssertTrue(reports.first?.hasPrefix("gtkcontrols: cannot load stylesheet \(source.name): ") == true, "\(reports)")
                XCTAssertTrue(reports.first?.hasSuffix("; using default styling") == true, "\(reports)")
            }
        }
    }

    /// An app's stylesheet wins over the library's, and its dark variant applies while the
    /// theme is dark.
    func testAnAppStylesheetGoesOnTopAndFollowsTheDarkTheme() throws {
        try onMain {
            let light = try temporaryStylesheet("button.stateful-button.probe { min-height: 60px; }\n")
            let dark = try temporaryStylesheet("button.stateful-button.probe { min-height: 80px; }\n")
            defer { unlink(light); unlink(dark) }
            Stylesheet.add(.file(light), dark: .file(dark))
            defer { Stylesheet.remove(.file(light)) }
            let button = StatefulButton(title: "Probe")
            gtk_widget_add_css_class(button.widget, "probe")
            gtk_widget_set_valign(button.widget, GTK_ALIGN_START)
            _ = present(button.widget)
            XCTAssertEqual(minimumHeight(button.widget), 60, "the app's 60px wins over the library's 36px")
            let settings = gtk_settings_get_default()!
            cgtk_set_bool_property(settings.rawObject, "gtk-application-prefer-dark-theme", 1)
            // A changed style applies on the next frame.
            XCTAssertTrue(pump { minimumHeight(button.widget) == 80 }, "dark: \(minimumHeight(button.widget))")
            cgtk_set_bool_property(settings.rawObject, "gtk-application-prefer-dark-theme", 0)
            XCTAssertTrue(pump { minimumHeight(button.widget) == 60 }, "light again: \(minimumHeight(button.widget))")
            Stylesheet.remove(.file(light))
            XCTAssertTrue(pump { minimumHeight(button.widget) == 36 }, "removed, the library's 36px is back: \(minimumHeight(button.widget))")
        }
    }

    /// The search bar's dark style is a rule of search-bar.css on the bar's own node.
    func testTheSearchBarsDarkStyleApplies() {
        onMain {
            Stylesheet.install()
            let bar = SearchBar()
            _ = present(bar.widget)
            XCTAssertEqual(insets(of: bar.widget), [0, 0, 0, 0], "the default style pads nothing")
            bar.setAppearance(style: .dark)
            XCTAssertTrue(pump { insets(of: bar.widget) == [8, 8, 8, 8] }, "dark: \(insets(of: bar.widget))")
            bar.setAppearance()
            XCTAssertTrue(pump { insets(of: bar.widget) == [0, 0, 0, 0] }, "default again: \(insets(of: bar.widget))")
        }
    }

    /// Every rule that does not carry an app's value is in the library's files: every
    /// control made and shown with its defaults (and the search bar's dark style) makes no
    /// stylesheet at run time. An app's tint, colour or image makes one for its control, with
    /// nothing but that value in it; the rest of such a look (the image's padding, the
    /// background's corners) comes from the control's file. Cleared, it is gone.
    func testOnlyAnAppsValuesMakeCSSAtRunTime() throws {
        try onMain {
            Stylesheet.install()
            let before = WidgetStyle.providerCount
            let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            for type in WidgetTypes.all {
                gtk_box_append(cgtk_box(column), cgtk_widget(g_object_new_with_properties(type.gtype, 0, nil, nil)))
            }
            let bar = SearchBar(), toggle = Switch(), indicator = ActivityIndicator()
            for widget in [bar.widget, toggle.widget, indicator.widget] { gtk_box_append(cgtk_box(column), widget) }
            _ = present(column)
            bar.setAppearance(style: .dark)
            XCTAssertEqual(WidgetStyle.providerCount, before, "no app values, no stylesheet made at run time")

            let image = try temporaryStylesheet("")
            defer { unlink(image) }
            bar.setAppearance(tint: "#2ec27e", backgroundImage: image)
            toggle.onTint = "#2ec27e"
            indicator.backgroundColor = "#3d3846"
            XCTAssertEqual(WidgetStyle.providerCount, before + 3)
            let uri = "file://" + image
            XCTAssertEqual(Set(declarations(bar.style.css)), [
                "caret-color: #2ec27e", "outline-color: #2ec27e", "color: #2ec27e", "background-image: url(\"\(uri)\")",
            ])
            XCTAssertEqual(declarations(toggle.style.css), ["background-color: #2ec27e"])
            XCTAssertEqual(declarations(indicator.colors.css), ["background-color: #3d3846"])
            XCTAssertTrue(pump { insets(of: bar.widget) == [6, 6, 6, 6] }, "search-bar.css pads the image: \(insets(of: bar.widget))")

            bar.setAppearance()
            toggle.onTint = nil
            indicator.backgroundColor = nil
            XCTAssertEqual(WidgetStyle.providerCount, before, "cleared values leave no stylesheet")
            XCTAssertTrue(pump { insets(of: bar.widget) == [0, 0, 0, 0] }, "\(insets(of: bar.widget))")
        }
    }

    /// The declarations (`property: value`) of `css`'s rules.
    private func declarations(_ css: String) -> [String] {
        css.split(separator: "{").dropFirst().flatMap { rule in
            rule.prefix { $0 != "}" }.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
    }

    /// The left, right, top and bottom insets of `widget`'s content box, its border and
    /// padding together: a widget's own coordinates start at its content box, and its bounds
    /// are its border box. (GTK 4.10 deprecated GtkStyleContext, and with it every getter of
    /// a computed padding or border.)
    @MainActor private func insets(of widget: UnsafeMutablePointer<GtkWidget>) -> [Int] {
        var bounds = graphene_rect_t()
        XCTAssertNotEqual(gtk_widget_compute_bounds(widget, widget, &bounds), 0, "the widget is laid out")
        let left = -Int(bounds.origin.x), top = -Int(bounds.origin.y)
        return [left, Int(bounds.size.width) - Int(gtk_widget_get_width(widget)) - left,
                top, Int(bounds.size.height) - Int(gtk_widget_get_height(widget)) - top]
    }

    /// The minimum height of `widget`'s content box: what CSS `min-height` sets.
    @MainActor private func minimumHeight(_ widget: UnsafeMutablePointer<GtkWidget>) -> Int {
        var minimum: Int32 = 0
        gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, -1, &minimum, nil, nil, nil)
        let insets = insets(of: widget)
        return Int(minimum) - insets[2] - insets[3]
    }

    private func temporaryStylesheet(_ css: String) throws -> String {
        var name: UnsafeMutablePointer<gchar>?
        let fd = g_file_open_tmp("gtkcontrols-XXXXXX.css", &name, nil)
        let path = String(cString: try XCTUnwrap(name))
        g_free(name)
        Glibc.close(fd)
        XCTAssertNotEqual(g_file_set_contents(path, css, -1, nil), 0)
        return path
    }
}
