// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import ControlCore
import GtkControls
import GtkTesting
import XCTest

/// The controls that are GTK widget types of their own: found by name, their own CSS node,
/// their documented properties, notify only on a real change, and usable from a .ui file.
/// Their list is WidgetTypes.all.
final class WidgetTypeTests: GtkTestCase, @unchecked Sendable {
    /// Every registered type has its row in docs/widget-types.md's table, which names its CSS
    /// node and lists every property and signal it declares; it is found by name, and an
    /// instance made in C carries its Swift control.
    func testEveryTypeIsDocumentedWithItsCssNodePropertiesAndSignals() throws {
        let table = try Self.widgetTypesTable()
        try onMain {
            WidgetTypes.register()
            XCTAssertEqual(Set(table.keys), Set(WidgetTypes.all.map(\.name)),
                           "docs/widget-types.md: the table's types are not WidgetTypes.all")
            for type in WidgetTypes.all {
                let row = try XCTUnwrap(table[type.name], "docs/widget-types.md has no row for \(type.name)")
                XCTAssertEqual(g_type_from_name(type.name), type.gtype, "\(type.name) is not registered under its name")
                let instance = cgtk_widget(g_object_new_with_properties(type.gtype, 0, nil, nil))!
                g_object_ref_sink(instance.rawObject)
                let cssName = String(cString: gtk_widget_get_css_name(instance))
                XCTAssertTrue(row.cssNode.hasPrefix("`\(cssName)`") || row.cssNode.hasPrefix("`\(cssName)."),
                              "docs/widget-types.md: \(type.name)'s CSS node is `\(cssName)`, not \(row.cssNode)")
                for property in type.properties where !row.properties.contains("`\(property.name)`") {
                    XCTFail("docs/widget-types.md: \(type.name)'s row does not list its property `\(property.name)`")
                }
                for signal in type.signals where !row.signals.contains("`\(signal.name)`") {
                    XCTFail("docs/widget-types.md: \(type.name)'s row does not list its signal `\(signal.name)`")
                }
                XCTAssertNotNil(ObjectBinding.bound(to: instance), "an instance made in C carries its Swift control")
                expectFinalized(instance)
                g_object_unref(instance.rawObject)
            }
        }
    }

    /// Every control of the library's topics (the registered types and the alert loader)
    /// declares its page of the gallery and the golden references (its DocC page shows them).
    func testEveryControlHasAGallery() {
        onMain {
            for type in WidgetTypes.topics.flatMap(\.controls) {
                let control = String(type.name.dropFirst("Ctl".count))
                XCTAssertEqual(ControlGallery.of(control)?.control, control, "\(control) declares no gallery of its scenes: write "
                               + "`enum \(control)Gallery: ControlGalleryDeclaration` in Tests/GtkControlsTests/Gallery/Scenes/\(control).swift")
            }
        }
    }

    /// docs/widget-types.md's table of types: each row's CSS node, properties and signals
    /// cells, by the type's name (its first cell, "`CtlKnob`").
    private static func widgetTypesTable() throws -> [String: (cssNode: String, properties: String, signals: String)] {
        let page = try String(contentsOf: DocumentationTests.root.appendingPathComponent("docs/widget-types.md"), encoding: .utf8)
        var rows: [String: (cssNode: String, properties: String, signals: String)] = [:]
        for line in page.split(separator: "\n") where line.hasPrefix("| `Ctl") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 5, let name = cells[1].split(separator: "`").first else { continue }
            rows[String(name)] = (cells[2], cells[3], cells[4])
        }
        return rows
    }

    /// Each type installs what it declares: every property key as a GObject property of its
    /// value type, every signal key with its argument types.
    func testEveryDeclaredPropertyAndSignalIsInstalledAsDeclared() {
        onMain {
            WidgetTypes.register()
            for type in WidgetTypes.all {
                let klass = g_type_class_peek(type.gtype)?.assumingMemoryBound(to: GObjectClass.self)
                XCTAssertFalse(type.properties.isEmpty && type.signals.isEmpty, "\(type.name) declares nothing")
                for property in type.properties {
                    let spec = g_object_class_find_property(klass, property.name)
                    XCTAssertEqual(spec?.pointee.value_type, property.valueType, "\(type.name):\(property.name)")
                    XCTAssertEqual(spec.map { String(cString: g_param_spec_get_blurb($0)) }, property.summary)
                    XCTAssertEqual((spec?.pointee.flags.rawValue ?? 0) & G_PARAM_WRITABLE.rawValue != 0, property.isWritable)
                }
                for signal in type.signals {
                    var query = GSignalQuery()
                    g_signal_query(g_signal_lookup(signal.name, type.gtype), &query)
                    XCTAssertNotEqual(query.signal_id, 0, "\(type.name)::\(signal.name)")
                    let installed = (0..<Int(query.n_params)).map { query.param_types[$0] }
                    XCTAssertEqual(installed, signal.argumentTypes, "\(type.name)::\(signal.name)")
                    XCTAssertEqual(signal.argumentNames.count, signal.argumentTypes.count)
                }
            }
        }
    }

    /// Each type installs the actions and keys it declares on its class: GtkInspector, the
    /// shortcuts window and assistive technologies read the one declaration.
    func testDeclaredActionsAndKeysAreInstalledOnTheClass() {
        onMain {
            WidgetTypes.register()
            XCTAssertEqual(Set(WidgetTypes.withKeyBindings.map(\.name)),
                           ["CtlAlertLoaderDialog", "CtlEditableList", "CtlKnob", "CtlPickerDrum", "CtlStepper"])
            for type in WidgetTypes.withKeyBindings {
                XCTAssertNotNil(type.title, "\(type.name) has no title for the shortcuts window")
                let klass = g_type_class_peek(type.gtype)!.assumingMemoryBound(to: GtkWidgetClass.self)
                var installed: [String] = []
                var index: guint = 0
                var owner: GType = 0
                var name: UnsafePointer<CChar>?
                var parameterType: OpaquePointer?
                var property: UnsafePointer<CChar>?
                // GTK 4.8 writes every out argument.
                while gtk_widget_class_query_action(klass, index, &owner, &name, &parameterType, &property) != 0 {
                    if owner == type.gtype, let name { installed.append(String(cString: name)) }
                    index += 1
                }
                XCTAssertEqual(installed.sorted(), type.actions.map(\.name).sorted(), type.name)
                // One shortcut a key, two for a key that turns round right to left.
                let expected = type.keyBindings.reduce(0) { count, binding in
                    count + zip(binding.accelerators(rightToLeft: false), binding.accelerators(rightToLeft: true)).map { $0 == $1 ? 1 : 2 }.reduce(0, +)
                }
                // Counted by their keys: a window type also has GtkWindow's own (Tab, Return…).
                let keys = Set(type.keyBindings.flatMap { $0.accelerators(rightToLeft: false) + $0.accelerators(rightToLeft: true) }
                    .map(Self.acceleratorName))
                let instance = cgtk_widget(g_object_new_with_properties(type.gtype, 0, nil, nil))!
                g_object_ref_sink(instance.rawObject)
                let controllers = gtk_widget_observe_controllers(instance)!
                var shortcuts = 0
                for position in 0..<g_list_model_get_n_items(controllers) {
                    let controller = g_list_model_get_item(controllers, position)!
                    if g_type_is_a(cgtk_type_of(controller), gtk_shortcut_controller_get_type()) != 0 {
                        for item in 0..<g_list_model_get_n_items(OpaquePointer(controller)) {
                            let shortcut = OpaquePointer(g_list_model_get_item(OpaquePointer(controller), item)!)
                            let trigger = gtk_shortcut_trigger_to_string(gtk_shortcut_get_trigger(shortcut))!
                            if keys.contains(String(cString: trigger)) { shortcuts += 1 }
                            g_free(trigger)
                            g_object_unref(shortcut.rawObject)
                        }
                    }
                    g_object_unref(controller)
                }
                g_object_unref(controllers.rawObject)
                XCTAssertEqual(shortcuts, expected, "\(type.name)'s shortcuts")
                expectFinalized(instance)
                // GTK keeps a window (the alert loader's) until it is destroyed.
                if g_type_is_a(type.gtype, gtk_window_get_type()) != 0 { gtk_window_destroy(cgtk_window(instance)) }
                g_object_unref(instance.rawObject)
            }
            let knob = Knob.keyBindings.map { $0.accelerators(rightToLeft: true) }
            XCTAssertEqual(knob.first, ["Up", "Left"], "right to left, Left turns the knob up")
            XCTAssertEqual(EditableList.keyBindings.map { $0.accelerators(rightToLeft: false) },
                           [["Delete", "KP_Delete", "BackSpace"], ["Escape"]], "the editable list's keys")
        }
    }

    /// `accelerator` as GTK writes it.
    private static func acceleratorName(_ accelerator: String) -> String {
        var keyval: guint = 0
        var modifiers = GdkModifierType(rawValue: 0)
        gtk_accelerator_parse(accelerator, &keyval, &modifiers)
        let name = gtk_accelerator_name(keyval, modifiers)!
        defer { g_free(name) }
        return String(cString: name)
    }

    func testKnobNotifiesOncePerRealChange() {
        onMain {
            let knob = Knob(value: 0.2)
            _ = present(knob.widget)
            let value = NotifyCounter(knob.widget, "value")
            let continuous = NotifyCounter(knob.widget, "continuous")
            knob.setValue(0.5)
            knob.setValue(0.5)
            knob.setValue(7)
            knob.setValue(1)
            XCTAssertEqual(value.count, 2, "0.2 → 0.5 → 1 (7 is clamped to 1; the repeats change nothing)")
            knob.isContinuous = false
            knob.isContinuous = false
            XCTAssertEqual(continuous.count, 1)
            setProperty(knob.widget, "value", 0.25)
            setProperty(knob.widget, "value", 0.25)
            XCTAssertEqual(knob.value, 0.25)
            XCTAssertEqual(value.count, 3, "a GObject set notifies too, once")
            let label = NotifyCounter(knob.widget, "label")
            knob.setAccessibleLabel("Volume")
            knob.setAccessibleLabel("Volume")
            XCTAssertEqual(label.count, 1)
        }
    }

    func testThermometerNotifiesOncePerRealChange() {
        onMain {
            let thermometer = Thermometer()
            _ = present(thermometer.widget)
            let value = NotifyCounter(thermometer.widget, "value")
            let description = NotifyCounter(thermometer.widget, "value-description")
            thermometer.value = 0.5
            thermometer.value = 0.5
            thermometer.value = .nan
            thermometer.setValueDescription("half")
            thermometer.setValueDescription("half")
            XCTAssertEqual(value.count, 1)
            XCTAssertEqual(description.count, 1)
        }
    }

    func testProgressViewNotifiesOncePerRealChange() throws {
        try onMain {
            let view = ProgressView(style: .bar)
            _ = present(view.widget)
            let progress = NotifyCounter(view.widget, "progress")
            let tint = NotifyCounter(view.widget, "progress-tint")
            try view.setProgress(0.4)
            try view.setProgress(0.4)
            XCTAssertThrowsError(try view.setProgress(.nan))
            view.progressTint = "#2ec27e"
            view.progressTint = "#2ec27e"
            XCTAssertEqual(progress.count, 1)
            XCTAssertEqual(tint.count, 1)
        }
    }

    func testStepperNotifiesOncePerRealChangeAndRefusesAnEmptyRange() throws {
        try onMain {
            let stepper = Stepper(configuration: try .init(minimum: 0, maximum: 10))
            _ = present(stepper.widget)
            let value = NotifyCounter(stepper.widget, "value")
            let maximum = NotifyCounter(stepper.widget, "maximum")
            stepper.setValue(4)
            stepper.setValue(4)
            stepper.setValue(40)
            XCTAssertEqual(stepper.value, 10)
            XCTAssertEqual(value.count, 2)
            let reports = collectReports { setProperty(stepper.widget, "maximum", -5.0) }
            XCTAssertEqual(stepper.configuration.maximum, 10, "an empty range is refused")
            XCTAssertEqual(reports.count, 1)
            XCTAssertTrue(reports.first?.contains("CtlStepper maximum") == true, "\(reports)")
            setProperty(stepper.widget, "maximum", 20.0)
            XCTAssertEqual(stepper.configuration.maximum, 20)
            XCTAssertEqual(maximum.count, 1)
            // A new configuration from Swift notifies just the settings it changed, once each.
            let minimum = NotifyCounter(stepper.widget, "minimum")
            let step = NotifyCounter(stepper.widget, "step")
            let wraps = NotifyCounter(stepper.widget, "wraps")
            let changed = try StepperState.Configuration(minimum: 1, maximum: 20, step: 2)
            stepper.configure(changed)
            stepper.configure(changed)
            XCTAssertEqual([minimum.count, maximum.count, step.count, wraps.count], [1, 1, 1, 0])
        }
    }

    func testButtonsNotifyOncePerRealChange() {
        onMain {
            let follow = FollowButton()
            _ = present(follow.widget)
            let selected = NotifyCounter(follow.widget, "selected")
            let mutual = NotifyCounter(follow.widget, "mutual")
            let loading = NotifyCounter(follow.widget, "loading")
            follow.isMutual = true
            follow.isMutual = true
            XCTAssertEqual(selected.count, 1, "mutual also follows")
            XCTAssertEqual(mutual.count, 1)
            follow.isSelected = false
            XCTAssertEqual(mutual.count, 2, "unfollowing ends mutual, and says so")
            XCTAssertEqual(selected.count, 2)
            follow.isLoading = true
            follow.isLoading = true
            XCTAssertEqual(loading.count, 1)
            let title = NotifyCounter(follow.widget, "title")
            follow.titles[.normal] = "Follow"
            XCTAssertEqual(title.count, 0, "the same title changes nothing")
            follow.titles[.normal] = "Follow back"
            XCTAssertEqual(title.count, 1)
        }
    }

    /// A press walks the modal button to its next mode: mode-index and current-title
    /// notify once each, and mode-changed is emitted once.
    func testModalButtonNotifiesAndSignalsAModeChange() throws {
        try onMain {
            let scheduler = ManualScheduler()
            let button = try ModalButton(modes: [ModalButtonMode(title: "Go"), ModalButtonMode(title: "Done", isActionable: false)],
                                         scheduler: scheduler)
            _ = present(button.widget)
            XCTAssertEqual(String(cString: gtk_widget_get_css_name(button.widget)), "modalbutton")
            let index = NotifyCounter(button.widget, "mode-index")
            let title = NotifyCounter(button.widget, "current-title")
            var modeChanges = 0
            Signal.connect(button.widget, "mode-changed") { _ in modeChanges += 1 }
            button.work = { _ in .delay(.seconds(1)) }
            emit("clicked", on: button.input)
            scheduler.advance(by: .seconds(1))
            XCTAssertEqual(button.modeIndex, 1)
            XCTAssertEqual(index.count, 1)
            XCTAssertEqual(modeChanges, 1)
            XCTAssertGreaterThanOrEqual(title.count, 1)
        }
    }

    /// The styles are enumerations: a .ui file names them by nick, they notify once per
    /// real change, and the CSS classes follow.
    func testStylesAreEnumPropertiesFromAUiFile() throws {
        try onMain {
            WidgetTypes.register()
            let ui = """
            <interface>
              <object class="CtlActivityIndicator" id="spinner"><property name="style">medium-white</property></object>
              <object class="CtlProgressView" id="progress"><property name="style">bar</property></object>
            </interface>
            """
            let builder = gtk_builder_new_from_string(ui, -1)!
            let spinner = try XCTUnwrap(ObjectBinding.bound(to: try XCTUnwrap(gtk_builder_get_object(builder, "spinner"))) as? ActivityIndicator)
            let progress = try XCTUnwrap(ObjectBinding.bound(to: try XCTUnwrap(gtk_builder_get_object(builder, "progress"))) as? ProgressView)
            g_object_ref_sink(spinner.widget.rawObject)
            g_object_ref_sink(progress.widget.rawObject)
            g_object_unref(gpointer(builder))
            XCTAssertEqual(spinner.style, .mediumWhite)
            XCTAssertEqual(progress.style, .bar)
            XCTAssertEqual(String(cString: g_type_name(ActivityIndicator.Style.enumType.gtype)), "CtlActivityIndicatorStyle")
            let spinnerStyle = NotifyCounter(spinner.widget, "style")
            let progressStyle = NotifyCounter(progress.widget, "style")
            spinner.style = .large
            spinner.style = .large
            progress.style = .default
            progress.style = .default
            XCTAssertEqual(spinnerStyle.count, 1)
            XCTAssertEqual(progressStyle.count, 1)
            XCTAssertTrue(gtk_widget_has_css_class(spinner.widget, "large") != 0 && gtk_widget_has_css_class(spinner.widget, "white") == 0)
            XCTAssertEqual(gtk_widget_has_css_class(progress.widget, "bar"), 0)
            for widget in [spinner.widget, progress.widget] {
                expectFinalized(widget)
                g_object_unref(widget.rawObject)
            }
        }
    }

    /// A .ui file gives a modal button its modes, one title a line; the last is final.
    /// New modes notify once; an empty list is refused with a message.
    func testModalButtonModesFromAUiFile() throws {
        try onMain {
            WidgetTypes.register()
            let ui = """
            <interface>
              <object class="CtlModalButton" id="install"><property name="modes">Download
            Install
            Complete!</property></object>
            </interface>
            """
            let builder = gtk_builder_new_from_string(ui, -1)!
            let button = try XCTUnwrap(ObjectBinding.bound(to: try XCTUnwrap(gtk_builder_get_object(builder, "install"))) as? ModalButton)
            g_object_ref_sink(button.widget.rawObject)
            g_object_unref(gpointer(builder))
            XCTAssertEqual(button.modes.map(\.title), ["Download", "Install", "Complete!"])
            XCTAssertEqual(button.modes.map(\.isActionable), [true, true, false])
            XCTAssertEqual(button.currentTitle, "Download")
            let modes = NotifyCounter(button.widget, "modes")
            let reports = collectReports { button.modes = [] }
            XCTAssertEqual(reports.count, 1)
            XCTAssertTrue(reports.first?.contains("at least one mode") == true, "\(reports)")
            button.modes = [ModalButtonMode(title: "Get")]
            button.modes = [ModalButtonMode(title: "Get")]
            XCTAssertEqual(modes.count, 1)
            XCTAssertEqual(button.currentTitle, "Get")
            expectFinalized(button.widget)
            g_object_unref(button.widget.rawObject)
        }
    }

    /// A .ui file declares a stateful button bound to an action: GtkActionable comes from
    /// GtkButton, and the properties set from the file reach the Swift object.
    func testAStatefulButtonFromAUiFileRunsItsAction() throws {
        try onMain {
            WidgetTypes.register()
            let ui = """
            <interface>
              <object class="CtlStatefulButton" id="save">
                <property name="title">Save</property>
                <property name="selected">true</property>
                <property name="action-name">test.save</property>
              </object>
            </interface>
            """
            let builder = gtk_builder_new_from_string(ui, -1)!
            let instance = try XCTUnwrap(gtk_builder_get_object(builder, "save"))
            let widget = cgtk_widget(instance.rawObject)!
            let window = present(widget)
            g_object_unref(builder.rawObject)
            let button = try XCTUnwrap(ObjectBinding.bound(to: instance, as: StatefulButton.self))
            XCTAssertEqual(button.currentTitle, "Save")
            XCTAssertTrue(button.isSelected)
            var saves = 0
            let group = g_simple_action_group_new()!
            let action = g_simple_action_new("save", nil)!
            Signal.connect(action, .activate) { saves += 1 }
            g_action_map_add_action(OpaquePointer(group), action)
            gtk_widget_insert_action_group(window, "test", OpaquePointer(group))
            g_object_unref(action.rawObject)
            g_object_unref(group.rawObject)
            emit("clicked", on: widget)
            XCTAssertEqual(saves, 1, "the button's action-name ran the action")
            gtk_widget_insert_action_group(window, "test", nil)
        }
    }

    /// A switch bound to a boolean stateful action follows the action's state, and a
    /// user's toggle changes it, sending value-changed once.
    func testASwitchFollowsItsStatefulAction() {
        onMain {
            let toggle = Switch()
            let window = present(toggle.widget)
            let group = g_simple_action_group_new()!
            let action = g_simple_action_new_stateful("wifi", nil, g_variant_new_boolean(0))!
            g_action_map_add_action(OpaquePointer(group), action)
            gtk_widget_insert_action_group(window, "test", OpaquePointer(group))
            gtk_actionable_set_action_name(OpaquePointer(toggle.widget), "test.wifi")
            var changes = 0
            Signal.connect(toggle.widget, "value-changed") { _ in changes += 1 }
            g_action_change_state(action, g_variant_new_boolean(1))
            XCTAssertTrue(pump { toggle.isOn }, "the action's state reached the switch")
            let point = windowPoint(of: toggle.widget, x: 10, y: 10)
            xdotool("mousemove --window \(point.window) \(point.x) \(point.y) click 1")
            XCTAssertTrue(pump { !toggle.isOn })
            let state = g_action_get_state(action)!
            XCTAssertEqual(g_variant_get_boolean(state), 0, "the user's toggle changed the action's state")
            g_variant_unref(state)
            XCTAssertGreaterThanOrEqual(changes, 1)
            gtk_widget_insert_action_group(window, "test", nil)
            g_object_unref(action.rawObject)
            g_object_unref(group.rawObject)
        }
    }

    /// A .ui file declares a knob with its property and a signal handler.
    func testAKnobFromAUiFileSetsItsPropertyAndCallsItsHandler() throws {
        try onMain {
            WidgetTypes.register()
            let ui = """
            <interface>
              <object class="GtkBox" id="box">
                <child>
                  <object class="CtlKnob" id="volume">
                    <property name="value">0.25</property>
                    <property name="continuous">false</property>
                    <signal name="value-changed" handler="volume_changed"/>
                  </object>
                </child>
              </object>
            </interface>
            """
            let scope = gtk_builder_cscope_new()!
            gtk_builder_cscope_add_callback_symbol(UnsafeMutablePointer<GtkBuilderCScope>(scope), "volume_changed", unsafeBitCast({ (_: gpointer?, _: gpointer?) in
                WidgetTypeTests.handlerCalls += 1
            } as @convention(c) (gpointer?, gpointer?) -> Void, to: GCallback.self))
            let builder = gtk_builder_new()!
            gtk_builder_set_scope(builder, scope)
            g_object_unref(scope.rawObject)
            var error: UnsafeMutablePointer<GError>?
            XCTAssertNotEqual(gtk_builder_add_from_string(builder, ui, -1, &error), 0, error.map { String(cString: $0.pointee.message) } ?? "")
            let box = try XCTUnwrap(gtk_builder_get_object(builder, "box"))
            let instance = try XCTUnwrap(gtk_builder_get_object(builder, "volume"))
            _ = present(cgtk_widget(box.rawObject))
            g_object_unref(builder.rawObject)
            let knob = try XCTUnwrap(ObjectBinding.bound(to: instance, as: Knob.self))
            XCTAssertEqual(knob.value, 0.25)
            XCTAssertFalse(knob.isContinuous)
            WidgetTypeTests.handlerCalls = 0
            gtk_widget_grab_focus(knob.widget)
            xdotool("key Up")
            XCTAssertEqual(knob.value, 0.3, accuracy: 1e-9)
            XCTAssertEqual(WidgetTypeTests.handlerCalls, 1, "the .ui file's handler heard value-changed")
        }
    }

    @MainActor private static var handlerCalls = 0
}
