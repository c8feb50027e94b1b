// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
@testable import GtkControls
import GtkTesting
import XCTest

/// The composite controls (the search bar, the editable list's rows, the alert loader's
/// window) are built from templates in the library's GResource: every child a control reads
/// back is found by its id however the widget is made, goes when the widget goes, and says
/// its words in the user's language.
final class TemplateTests: GtkTestCase, @unchecked Sendable {
    /// The library's widget types that have a template.
    @MainActor private static var composites: [WidgetType] { [SearchBar.type, EditableList.Row.type, AlertLoaderDialog.type] }

    /// Made as GtkBuilder or C makes them (`g_object_new`), each type's widget has every
    /// child its template binds, inside it, and lets them all go when it goes. Every template
    /// among the library's resources is one of these types'.
    func testEveryTemplateChildIsFoundByNameAndGoesWithItsWidget() throws {
        try onMain {
            var resources: Set<String> = []
            for type in Self.composites {
                let template = try XCTUnwrap(type.template, type.name)
                resources.insert(template.resource)
                let widget = cgtk_widget(g_object_new_with_properties(type.gtype, 0, nil, nil))!
                g_object_ref_sink(widget.rawObject)
                XCTAssertNotNil(ObjectBinding.bound(to: widget), "\(type.name) made its Swift object")
                for name in template.children {
                    guard let child = gtk_widget_get_template_child(widget, type.gtype, name) else {
                        XCTFail("\(type.name): no template child \"\(name)\"")
                        continue
                    }
                    XCTAssertNotEqual(gtk_widget_is_ancestor(cgtk_widget(child), widget), 0, "\(type.name): \(name) is inside it")
                    XCTAssertEqual(type.templateChild(ChildID(rawValue: name), of: widget), cgtk_widget(child))
                    expectFinalized(child)
                }
                expectFinalized(widget)
                if g_type_is_a(type.gtype, gtk_window_get_type()) != 0 { gtk_window_destroy(cgtk_window(widget)) }
                g_object_unref(widget.rawObject)
            }
            XCTAssertEqual(resources, Set(try libraryTemplates()), "every template in the resources belongs to a type here")
        }
    }

    /// Each template's words are marked translatable, in the library's text domain, and looked
    /// up as the widget is built: in German, Cancel and Delete are German.
    func testTheWordsOfATemplateAreInTheUsersLanguage() throws {
        try onMain {
            let shownText = try Regex(#"<property name="(?:label|title|text|tooltip-text|placeholder-text)"([^>]*)>"#)
            for type in Self.composites {
                let text = resourceText(type.template!.resource)
                XCTAssertTrue(text.contains("<interface domain=\"gtkcontrols\">"), type.name)
                for match in text.matches(of: shownText) {
                    XCTAssertTrue(text[match.range].contains("translatable=\"yes\""), "\(type.name): \(text[match.range]) is not translatable")
                }
            }
            Languages.with("de") {
                let bar = SearchBar()
                XCTAssertEqual(buttonLabel(SearchBar.type.templateChild(SearchBar.Part.cancelButton, of: bar.widget)), "Abbrechen")
                let row = EditableList.Row()
                XCTAssertEqual(buttonLabel(row.delete), "Löschen")
                for widget in [bar.widget, row.box] {
                    g_object_ref_sink(widget.rawObject)
                    expectFinalized(widget)
                    g_object_unref(widget.rawObject)
                }
            }
        }
    }

    /// A second copy of the library in the process (a plugin that links its own) registers
    /// its types under names of their own: its template is built for its own type.
    func testASecondCopyOfTheLibraryBuildsTheTemplateForItsOwnType() {
        onMain {
            _ = SearchBar.type
            let copy = Self.secondCopy
            XCTAssertNotEqual(String(cString: g_type_name(copy.gtype)), "CtlSearchBar")
            let bar = copy.instantiate()
            g_object_ref_sink(bar.rawObject)
            XCTAssertEqual(buttonLabel(copy.templateChild(SearchBar.Part.cancelButton, of: bar)), "Cancel")
            expectFinalized(bar)
            g_object_unref(bar.rawObject)
        }
    }

    /// An app's composite control whose template holds one of the library's controls: the
    /// inner control is whole (it has its Swift object) whether the composite is made from
    /// Swift or from C.
    func testAControlInAnAppsTemplateIsWholeWhoeverMakesTheComposite() throws {
        try onMain {
            try Self.registerPanelResource()
            let fromSwift = KnobPanel()
            _ = present(fromSwift.widget)
            let fromC = cgtk_widget(g_object_new_with_properties(KnobPanel.type.gtype, 0, nil, nil))!
            _ = present(fromC)
            XCTAssertNotNil(ObjectBinding.bound(to: fromC, as: KnobPanel.self), "made from C: the panel has its Swift object")
            for panel in [fromSwift.widget, fromC] {
                let knob = KnobPanel.type.templateChild(KnobPanel.Part.knob, of: panel)
                XCTAssertNotNil(ObjectBinding.bound(to: knob, as: Knob.self), "the knob in the template has its Swift object")
            }
        }
    }

    /// Compiles and registers the panel's template as a GResource, as an app's build does.
    @MainActor private static func registerPanelResource() throws {
        guard g_resources_get_info(KnobPanel.resource, G_RESOURCE_LOOKUP_FLAGS_NONE, nil, nil, nil) == 0 else { return }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("knob-panel-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
            <interface>
              <template class="TestKnobPanel" parent="GtkWidget">
                <child><object class="CtlKnob" id="knob"/></child>
              </template>
            </interface>
            """.write(to: folder.appendingPathComponent("panel.ui"), atomically: true, encoding: .utf8)
        try """
            <gresources><gresource prefix="/test/knob-panel"><file>panel.ui</file></gresource></gresources>
            """.write(to: folder.appendingPathComponent("panel.gresource.xml"), atomically: true, encoding: .utf8)
        let compiled = folder.appendingPathComponent("panel.gresource").path
        let compiler = Process()
        compiler.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        compiler.arguments = ["glib-compile-resources", "--sourcedir", folder.path, "--target", compiled,
                              folder.appendingPathComponent("panel.gresource.xml").path]
        try compiler.run()
        compiler.waitUntilExit()
        XCTAssertEqual(compiler.terminationStatus, 0, "glib-compile-resources")
        let resource = try XCTUnwrap(g_resource_load(compiled, nil))
        g_resources_register(resource)
    }

    /// A part the control declares and its `.ui` file lacks is named when the class is made.
    func testAPartTheTemplateLacksIsNamed() {
        enum Parts: String, CaseIterable { case entry, cancelButton, prompt }
        onMain {
            LibraryResources.register()
            let template = WidgetTemplate(resource: LibraryResources.prefix + "/ui/search-bar.ui", children: Parts.self)
            XCTAssertEqual(template.missingChildren(in: resourceText(template.resource)), ["prompt"])
        }
    }

    override class func tearDown() {
        Languages.removeCompiledLocales()
        super.tearDown()
    }

    /// The search bar's type as a second copy of the library registers it; made from Swift only.
    @MainActor private static let secondCopy = WidgetType(
        name: "CtlSearchBar", template: WidgetTemplate(resource: LibraryResources.prefix + "/ui/search-bar.ui", children: SearchBar.Part.self)
    ) { fatalError("made from Swift only") }

    @MainActor private func buttonLabel(_ button: UnsafeMutablePointer<GtkWidget>) -> String? {
        gtk_button_get_label(cgtk_button(button)).map { String(cString: $0) }
    }

    /// The library's `.ui` files: the resource paths under `ui/`.
    private func libraryTemplates() throws -> [String] {
        LibraryResources.register()
        let folder = LibraryResources.prefix + "/ui"
        let names = try XCTUnwrap(g_resources_enumerate_children(folder, G_RESOURCE_LOOKUP_FLAGS_NONE, nil))
        defer { g_strfreev(names) }
        var paths: [String] = []
        var index = 0
        while let name = names[index] {
            paths.append(folder + "/" + String(cString: name))
            index += 1
        }
        return paths
    }

    private func resourceText(_ path: String) -> String {
        guard let bytes = g_resources_lookup_data(path, G_RESOURCE_LOOKUP_FLAGS_NONE, nil) else { return "" }
        defer { g_bytes_unref(bytes) }
        var size: gsize = 0
        return String(decoding: UnsafeRawBufferPointer(start: g_bytes_get_data(bytes, &size), count: Int(size)), as: UTF8.self)
    }
}

/// An app's composite control: a panel whose template holds a knob.
@MainActor
private final class KnobPanel: ObjectBinding {
    static let resource = "/test/knob-panel/panel.ui"
    enum Part: String, CaseIterable { case knob }
    static let type = WidgetType(name: "TestKnobPanel", layout: gtk_box_layout_get_type(),
                                 template: WidgetTemplate(resource: resource, children: Part.self)) { KnobPanel() }

    var widget: UnsafeMutablePointer<GtkWidget> { cgtk_widget(object) }

    init() {
        _ = Knob.type
        super.init(binding: Self.type.instantiate())
    }
}

/// A template child's id as the template lists it.
private struct ChildID: RawRepresentable {
    let rawValue: String
}
