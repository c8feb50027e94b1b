// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import CLibadwaita
@testable import ControlsDemoKit
import GtkControls
import GtkTesting
import XCTest

/// The About window as a user closes it: nothing is used once it is gone.
final class AboutWindowTests: DemoKitTestCase, @unchecked Sendable {
    /// libadwaita 1.5 to 1.8.6 tidy the About dialog's legal page in an idle that closing the
    /// dialog does not remove. The monkey (Debian 13, seed 1458027997) opened Legal and closed
    /// the dialog before that idle ran, and the demo stopped on
    /// "adw_dialog_get_focus: assertion 'ADW_IS_DIALOG (self)' failed".
    func testAnAboutDialogClosedOnItsLegalPageIsNotUsedOnceFreed() throws {
        try onMain {
            guard adw_get_major_version() > 1 || adw_get_minor_version() >= 5 else {
                throw XCTSkip("libadwaita 1.2's About is a window, whose legal page queues nothing")
            }
            // Without animations a dialog closes at once, as for a user who turned them off.
            let settings = gtk_settings_get_default()!.rawObject
            let animations = cgtk_get_bool_property(settings, "gtk-enable-animations")
            cgtk_set_bool_property(settings, "gtk-enable-animations", 0)
            defer { cgtk_set_bool_property(settings, "gtk-enable-animations", animations) }
            let window = present(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
            let about = AboutWindow.present(over: window)
            var alive: gpointer? = about.rawObject
            g_object_add_weak_pointer(about, &alive)
            defer { if let object = alive { g_object_remove_weak_pointer(cgtk_object(object), &alive) } }
            drainEvents()
            let navigation = try XCTUnwrap(descendant(of: cgtk_widget(about.rawObject), named: "AdwNavigationView"),
                                           "the About dialog has no navigation view")

            let logged = warnings {
                // As the Legal row does; then closed at once, before the main loop idles.
                gtk_widget_activate_action_variant(navigation, "navigation.push", g_variant_new_string("legal"))
                cadw_about_close(about)
                pump(timeout: 2) { alive == nil }
                drainEvents()
            }

            XCTAssertEqual(logged, [], "GLib complained after the dialog closed")
            XCTAssertNil(alive, "the closed About dialog was never finalized")
        }
    }

    /// A row of About activated again while its page is in the navigation stack (the monkey
    /// reached Troubleshooting's and Legal's rows as their pages came, Debian 13) does nothing:
    /// libadwaita warned that the page was already in the stack. Back still goes back.
    func testARowActivatedTwiceOpensItsPageOnce() throws {
        try onMain {
            try withAboutDialog { dialog, navigation, firstPage in
                let row = try row(of: dialog, titled: "Legal")
                let logged = warnings {
                    // As a click or Return on it does, twice before its page has come.
                    gtk_widget_activate(row)
                    gtk_widget_activate(row)
                    drainEvents()
                }
                XCTAssertEqual(logged, [], "libadwaita complained of the second activation")
                XCTAssertEqual(string(navigation, "visible-page-tag"), "legal")
                gtk_widget_activate_action_variant(navigation, "navigation.pop", nil)
                XCTAssertEqual(string(navigation, "visible-page-tag"), firstPage, "Back did not go back")
            }
        }
    }

    /// A row of About asked for its page by its action itself, not by its own activation,
    /// while the page is in the navigation stack does nothing: 0f0ded7 guarded only the row's
    /// own activation, and the monkey still met libadwaita's critical warning for Legal,
    /// Troubleshooting and Debugging Information (Debian 13). Back from inside a page still
    /// goes back.
    func testARowsPushActionNeverPushesAPageInTheStack() throws {
        try onMain {
            try withAboutDialog { dialog, navigation, firstPage in
                let troubleshooting = try row(of: dialog, titled: "Troubleshooting")
                let debugInformation = try row(of: dialog, titled: "Debugging Information")
                let logged = warnings {
                    // navigation.push activated on the rows, as GTK does for any widget's action.
                    for (row, tag) in [(troubleshooting, "troubleshooting"), (debugInformation, "debuginfo"),
                                       (troubleshooting, "troubleshooting"), (debugInformation, "debuginfo")] {
                        gtk_widget_activate_action_variant(row, "navigation.push", g_variant_new_string(tag))
                    }
                    drainEvents()
                }
                XCTAssertEqual(logged, [], "libadwaita complained of a push of a page in the stack")
                XCTAssertEqual(string(navigation, "visible-page-tag"), "debuginfo")
                gtk_widget_activate_action_variant(debugInformation, "navigation.pop", nil)
                XCTAssertEqual(string(navigation, "visible-page-tag"), "troubleshooting", "Back from inside a page did not go back")
                gtk_widget_activate_action_variant(navigation, "navigation.pop", nil)
                XCTAssertEqual(string(navigation, "visible-page-tag"), firstPage, "Back did not go back")
            }
        }
    }

    /// libadwaita 1.2 frees a toast dismissed as it slides in after another slid out, and uses it
    /// when its slide ends. Its About window queues "Copied to clipboard" at each copy; the
    /// monkey (Debian 12, seed 778085692) copied twice and closed the toasts as they came, and
    /// the demo crashed. Copies in a row show one toast, and none comes while one slides out.
    func testCopiesInARowInTheAboutWindowShowOneToastAtATime() throws {
        try onMain {
            guard adw_get_major_version() == 1 && adw_get_minor_version() < 3 else {
                throw XCTSkip("libadwaita 1.3 and later keep a toast dismissed as it slides in until its slide ends")
            }
            let window = present(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
            let about = AboutWindow.present(over: window)
            var alive: gpointer? = about.rawObject
            g_object_add_weak_pointer(about, &alive)
            defer { if let object = alive { g_object_remove_weak_pointer(cgtk_object(object), &alive) } }
            drainEvents()
            let aboutWindow = cgtk_widget(about.rawObject)!
            let version = try XCTUnwrap(descendant(of: aboutWindow) { target(of: $0) == "version" },
                                        "the About window has no button that copies the version")
            let logged = warnings {
                // A double click on the version, as the monkey's.
                activate(version)
                activate(version)
                drainEvents()
                XCTAssertEqual(clipboardText(of: aboutWindow), DemoApp.version, "the version was not copied")
                // The toast's close button, and another copy as the toast slides out.
                guard let toast = descendant(of: aboutWindow, named: "AdwToastWidget"),
                      let close = descendant(of: toast, where: { button in
                          g_type_check_instance_is_a(button.rawObject.assumingMemoryBound(to: GTypeInstance.self), gtk_button_get_type()) != 0
                              && gtk_button_get_icon_name(cgtk_button(button)).map { String(cString: $0) } == "window-close-symbolic"
                      }) else {
                    return XCTFail("no toast came, or it has no close button")
                }
                gtk_widget_activate(close)
                XCTAssertTrue(pump(timeout: 2) { gtk_widget_get_can_target(toast) == 0 }, "the toast did not close")
                activate(version)
                drainEvents()
                XCTAssertEqual(count(below: aboutWindow, named: "AdwToastWidget"), 1,
                               "another toast came as the closed one slid out")
                cadw_about_close(about)
                pump(timeout: 2) { alive == nil }
                drainEvents()
            }
            XCTAssertEqual(logged, [], "GLib complained after the window closed")
            XCTAssertNil(alive, "the closed About window was never finalized")
        }
    }

    /// The About window shows the demo's icon, from its own files where it is not installed.
    func testTheAboutWindowFindsTheDemosIcon() {
        onMain {
            let display = gdk_display_get_default()!
            AboutWindow.findIcon(on: display)
            let theme = gtk_icon_theme_get_for_display(display)
            XCTAssertNotEqual(gtk_icon_theme_has_icon(theme, AboutWindow.iconName), 0, "no icon named \(AboutWindow.iconName)")
        }
    }

    /// The first widget of type `typeName` below `widget`, depth first.
    private func descendant(of widget: UnsafeMutablePointer<GtkWidget>, named typeName: String) -> UnsafeMutablePointer<GtkWidget>? {
        descendant(of: widget) { String(cString: cgtk_type_name($0)) == typeName }
    }

    /// The string `widget` activates its action with, if it is actionable with one.
    private func target(of widget: UnsafeMutablePointer<GtkWidget>) -> String? {
        guard g_type_check_instance_is_a(widget.rawObject.assumingMemoryBound(to: GTypeInstance.self), gtk_actionable_get_type()) != 0,
              let target = gtk_actionable_get_action_target_value(OpaquePointer(widget)),
              g_variant_classify(target) == G_VARIANT_CLASS_STRING else { return nil }
        return String(cString: g_variant_get_string(target, nil))
    }

    /// Activates the action of the actionable `widget`, as a click on it does.
    private func activate(_ widget: UnsafeMutablePointer<GtkWidget>) {
        let actionable = OpaquePointer(widget)
        gtk_widget_activate_action_variant(widget, gtk_actionable_get_action_name(actionable),
                                           gtk_actionable_get_action_target_value(actionable))
    }

    /// How many widgets of type `typeName` are below `widget`, itself included.
    private func count(below widget: UnsafeMutablePointer<GtkWidget>, named typeName: String) -> Int {
        var count = String(cString: cgtk_type_name(widget)) == typeName ? 1 : 0
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            count += self.count(below: current, named: typeName)
            child = gtk_widget_get_next_sibling(current)
        }
        return count
    }

    /// The text `widget`'s clipboard holds, when this process set it.
    private func clipboardText(of widget: UnsafeMutablePointer<GtkWidget>) -> String? {
        guard let content = gdk_clipboard_get_content(gtk_widget_get_clipboard(widget)) else { return nil }
        var value = GValue()
        g_value_init(&value, g_type_from_name("gchararray"))
        defer { g_value_unset(&value) }
        guard gdk_content_provider_get_value(content, &value, nil) != 0, let text = g_value_get_string(&value) else { return nil }
        return String(cString: text)
    }

    /// The first widget below `widget`, depth first, that `matches`.
    private func descendant(of widget: UnsafeMutablePointer<GtkWidget>,
                            where matches: (UnsafeMutablePointer<GtkWidget>) -> Bool) -> UnsafeMutablePointer<GtkWidget>? {
        if matches(widget) { return widget }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if let found = descendant(of: current, where: matches) { return found }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }

    /// Runs `body` on a new About dialog over a new window, with its navigation view and the
    /// tag of its first page, then closes the dialog.
    @MainActor
    private func withAboutDialog(_ body: (_ dialog: UnsafeMutablePointer<GtkWidget>, _ navigation: UnsafeMutablePointer<GtkWidget>,
                                          _ firstPage: String) throws -> Void) throws {
        guard adw_get_major_version() > 1 || adw_get_minor_version() >= 5 else {
            throw XCTSkip("libadwaita 1.2's About is a window whose rows show their page in a leaflet, with no navigation stack to push twice")
        }
        let window = present(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
        let about = AboutWindow.present(over: window)
        drainEvents()
        let dialog = cgtk_widget(about.rawObject)!
        let navigation = try XCTUnwrap(descendant(of: dialog, named: "AdwNavigationView"), "the About dialog has no navigation view")
        try body(dialog, navigation, string(navigation, "visible-page-tag"))
        cadw_about_close(about)
        drainEvents()
    }

    /// The row of the About dialog `dialog` titled `title` (its mnemonic's underscore left out).
    private func row(of dialog: UnsafeMutablePointer<GtkWidget>, titled title: String) throws -> UnsafeMutablePointer<GtkWidget> {
        try XCTUnwrap(descendant(of: dialog) { widget in
            g_type_is_a(cgtk_type_of(widget), g_type_from_name("AdwPreferencesRow")) != 0
                && string(widget, "title").replacingOccurrences(of: "_", with: "") == title
        }, "the About dialog has no \(title) row")
    }

    /// The string property `property` of `widget`; empty when unset.
    private func string(_ widget: UnsafeMutablePointer<GtkWidget>, _ property: String) -> String {
        cgtk_get_string_property(widget.rawObject, property).map { text in
            defer { g_free(text) }
            return String(cString: text)
        } ?? ""
    }
}
