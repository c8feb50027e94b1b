// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import ControlCore
import GtkControls
import GtkTesting
import XCTest

/// A widget of a type of its own, registered once, from Swift.
// example: WidgetType
final class Badge: ObjectBinding {
    static let type = WidgetType(name: "AppBadge", cssName: "badge", role: GTK_ACCESSIBLE_ROLE_IMG) { Badge() }

    var widget: UnsafeMutablePointer<GtkWidget> { cgtk_widget(object) }

    init() { super.init(binding: Self.type.instantiate()) }
}
// end of example

/// A widget type with a typed property and signal.
// example: PropertyKey
final class Meter: ObjectBinding {
    static let levelProperty = PropertyKey<Meter, Double>(
        "level", "How full the meter is, 0 to 1", range: 0...1, defaultValue: 0,
        get: { $0.level }, set: { $0.level = $1 })
    static let filledSignal = SignalKey<Meter, Double>("filled", "The meter reached its top", arguments: "level")
    static let type = WidgetType(name: "AppMeter", properties: [levelProperty], signals: [filledSignal]) { Meter() }

    var level = 0.0 {
        didSet {
            guard level != oldValue else { return }
            Self.levelProperty.notify(self)
            if level == 1 { Self.filledSignal.emit(self, level) }
        }
    }

    init() { super.init(binding: Self.type.instantiate()) }
}
// end of example

/// The usage examples of the documentation, run. Each `// example: NAME` … `// end of
/// example` region is, character for character (less its indentation), a ```swift block of
/// a doc comment or a DocC catalog page; ``DocumentationTests`` fails when the two differ.
/// What an example calls but does not show (`show`, `download`, the data sources) is
/// defined at the end of this file. Regions of one name join, in order, with a blank line.
final class DocumentationExampleTests: GtkTestCase, @unchecked Sendable {
    func testStatefulButton() {
        onMain {
            // example: StatefulButton
            let button = StatefulButton(title: "Follow")
            button.titles[.selected] = "Followed"
            button.styleClasses[.selected] = ["suggested-action"]
            button.addAction(for: .primaryActionTriggered) { control, _ in control.isSelected.toggle() }
            // end of example
            _ = present(button.widget)
            button.activate()
            XCTAssertEqual(button.currentTitle, "Followed")
            XCTAssertNotEqual(gtk_widget_has_css_class(button.input, "suggested-action"), 0)
        }
    }

    /// The typed keys: GObject sets the property through its key, the control notifies once
    /// per change and emits its signal with a typed argument.
    func testPropertyKeyAndSignalKey() {
        onMain {
            var heard: [String] = []
            // example: SignalKey
            let meter = Meter()
            Meter.filledSignal.emit(meter, 1.0)     // handlers get the meter and 1.0
            // end of example
            Signal.connect(meter.object, "filled") { arguments in heard.append("filled \(arguments.double(1))") }
            Signal.connect(meter.object, "notify::level") { _ in heard.append("level") }
            var value = GValue()
            g_value_init(&value, Double.valueType)
            g_value_set_double(&value, 0.5)
            g_object_set_property(cgtk_object(meter.object), "level", &value)
            g_object_set_property(cgtk_object(meter.object), "level", &value)
            meter.level = 1
            g_value_unset(&value)
            XCTAssertEqual(meter.level, 1)
            XCTAssertEqual(heard, ["level", "level", "filled 1.0"], "one notify per change; the signal carries the level")
            g_object_ref_sink(meter.object)
            g_object_unref(meter.object)
        }
    }

    /// An action and keys declared on a class: the action runs through GTK, and the keys,
    /// turned round right to left, say what they do.
    func testActionKeyAndKeyBinding() {
        onMain {
            // example: ActionKey
            let gauge = Gauge()     // whose type declares Gauge.fillAction, "gauge.fill"
            Gauge.fillAction.activate(gauge)     // as a key or an assistive technology would
            // end of example
            XCTAssertEqual(gauge.level, 0.1, accuracy: 1e-9)
            // example: KeyBinding
            let keys: [KeyBinding<Gauge>] = [
                KeyBinding("Up", "Right", action: Gauge.fillAction, mirrors: true),
                KeyBinding("Empty or fill", ["Home": { $0.fill(to: 0) }, "End": { $0.fill(to: 1) }]),
            ]
            // end of example
            XCTAssertEqual(keys.map(\.summary), ["Fill by a tenth", "Empty or fill"])
            XCTAssertEqual(keys[0].accelerators(rightToLeft: true), ["Up", "Left"])
            g_object_ref_sink(gauge.object)
            g_object_unref(gauge.object)
        }
    }

    func testTextDomain() {
        // example: TextDomain
        let tr = TextDomain("myapp", localeDirectories: [TextDomain.installedLocaleDirectory])
        let question = tr("Delete “%s”?", "notes.txt")
        let status = tr.plural("%d file", "%d files", count: 3, 3)
        // end of example
        XCTAssertEqual(question, "Delete “notes.txt”?")
        XCTAssertEqual(status, "3 files")
    }

    func testControl() {
        onMain {
            // example: Control
            let button = StatefulButton(title: "Save")
            button.addAction(for: .primaryActionTriggered) { _, _ in save() }
            button.isEnabled = false
            // end of example
            _ = present(button.widget)
            button.activate()
            XCTAssertEqual(heard, [], "a disabled control sends no action")
            button.isEnabled = true
            button.activate()
            XCTAssertEqual(heard, ["saved"])
        }
    }

    func testModalButton() throws {
        try onMain {
            // example: ModalButton
            let button = try ModalButton(modes: [
                ModalButtonMode(title: "Download", busyTitle: "Downloading…"),
                ModalButtonMode(title: "Done", isActionable: false),
            ])
            button.work = { _ in .operation { progress in try await download(reporting: progress) } }
            ModalButton.errorSignal.connect(button) { message in show(message ?? "") }
            // end of example
            _ = present(button.widget)
            button.activate()
            XCTAssertEqual(button.currentTitle, "Downloading…")
            XCTAssertTrue(pump { button.currentTitle == "Done" }, "the download never finished")
            XCTAssertEqual(heard, [])
        }
    }

    func testLoadingButton() {
        onMain {
            // example: LoadingButton
            let button = LoadingButton(title: "Save")
            button.titles[.loading] = "Saving…"
            button.isLoading = true    // disabled, spinner turning
            button.isEnabled = true    // remembered, but still disabled while loading
            button.isLoading = false   // enabled again
            // end of example
            _ = present(button.widget)
            XCTAssertTrue(button.isEnabled)
            button.isLoading = true
            XCTAssertEqual(button.currentTitle, "Saving…")
            XCTAssertFalse(button.isEnabled)
        }
    }

    func testFollowButton() {
        onMain {
            // example: FollowButton
            let follow = FollowButton()
            follow.addAction(for: .primaryActionTriggered) { _, _ in startRequest() }
            follow.isLoading = true
            // … when the request ends:
            follow.isLoading = false
            follow.isMutual = true     // also followed
            // end of example
            _ = present(follow.widget)
            XCTAssertTrue(follow.isSelected, "mutual implies followed")
            XCTAssertEqual(follow.currentTitle, "Mutual")
            follow.activate()
            XCTAssertEqual(heard, ["request started"])
        }
    }

    func testAlertLoader() {
        onMain {
            let window = parentWindow()
            // example: AlertLoader
            let alert = AlertLoader(parent: window, content: AlertLoaderContent(
                title: "Sign Out", message: "Are you sure you want to sign out?",
                confirmTitle: "Confirm", completedMessage: "Sign out completed")) { progress in
                try await signOut(reporting: progress)
            }
            AlertLoader.finishedSignal.connect(alert) { outcome, message in update(outcome, message) }
            alert.present()
            // end of example
            XCTAssertEqual(alert.phase, .confirming)
            alert.handle(.confirm)
            XCTAssertTrue(pump { alert.phase == .completed }, "the sign-out never completed")
            alert.handle(.dismiss)
            XCTAssertTrue(pump { heard == ["done"] }, "heard \(heard)")
        }
    }

    func testActivityIndicator() {
        onMain {
            // example: ActivityIndicator
            let indicator = ActivityIndicator(style: .large)
            indicator.color = "#e01b24"
            indicator.startAnimating()
            // end of example
            _ = present(indicator.widget)
            XCTAssertTrue(indicator.isAnimating)
            XCTAssertNotEqual(gtk_widget_has_css_class(indicator.widget, "large"), 0)
        }
    }

    func testProgressView() throws {
        try onMain {
            // example: ProgressView
            let progress = ProgressView(style: .bar)
            progress.progressTint = "#2ec27e"
            try progress.setProgress(0.4, animated: true)
            // end of example
            _ = present(progress.widget)
            XCTAssertEqual(progress.progress, 0.4)
            XCTAssertNotEqual(gtk_widget_has_css_class(progress.widget, "bar"), 0)
        }
    }

    func testThermometer() {
        onMain {
            // example: Thermometer
            let thermometer = Thermometer()
            thermometer.setAccessibleLabel("Cards left")
            thermometer.value = 0.5
            // end of example
            _ = present(thermometer.widget)
            XCTAssertEqual(thermometer.value, 0.5)
        }
    }

    func testSwitch() {
        onMain {
            // example: Switch
            let toggle = Switch()
            toggle.onTint = "#2ec27e"
            toggle.addAction(for: .valueChanged) { control, _ in setWiFi((control as! Switch).isOn) }
            toggle.setOn(true, animated: false)
            // end of example
            _ = present(toggle.widget)
            XCTAssertTrue(toggle.isOn)
            XCTAssertEqual(heard, [], "setting the value from code sends no valueChanged, as UISwitch")
            press("space", on: toggle.widget)
            XCTAssertTrue(pump { heard == ["Wi-Fi off"] }, "heard \(heard)")
        }
    }

    func testStepper() throws {
        try onMain {
            // example: Stepper
            let stepper = try Stepper(configuration: .init(minimum: 0, maximum: 10), value: 3)
            stepper.setAccessibleLabel("Quantity")
            stepper.addAction(for: .valueChanged) { control, _ in setQuantity((control as! Stepper).value) }
            // end of example
            _ = present(stepper.widget)
            press("Up", on: stepper.widget)
            XCTAssertEqual(heard, ["quantity 4.0"])
        }
    }

    func testKnob() {
        onMain {
            // example: Knob
            let knob = Knob(value: 0.25)
            knob.setAccessibleLabel("Volume")
            knob.addAction(for: .valueChanged) { control, _ in setVolume((control as! Knob).value) }
            // end of example
            _ = present(knob.widget)
            XCTAssertTrue(gtk_widget_activate_action_variant(knob.widget, "knob.increase", nil) != 0)
            XCTAssertEqual(heard, ["volume 0.3"])
        }
    }

    func testPickerView() {
        onMain {
            let sizes = ShirtSizes()
            // example: PickerView
            let picker = PickerView()
            picker.dataSource = sizes      // components, rows, titles
            picker.delegate = sizes        // row heights, labels, didSelectRow
            picker.reloadAllComponents()
            picker.selectRow(2, inComponent: 0, animated: false)
            // end of example
            _ = present(picker.widget)
            XCTAssertEqual(picker.selectedRow(inComponent: 0), 2)
            XCTAssertEqual(picker.numberOfComponents, 1)
        }
    }

    func testDatePicker() {
        onMain {
            // example: DatePicker
            let picker = DatePicker(date: CalendarDate(year: 2024, month: 2, day: 29))
            DatePicker.dateChangedSignal.connect(picker) { remind(on: picker.date) }
            // end of example
            _ = present(picker.widget)
            picker.picker(picker.picker, didSelectRow: 2, inComponent: 0)   // March, as its drum says
            XCTAssertEqual(picker.date, CalendarDate(year: 2024, month: 3, day: 29))
            XCTAssertEqual(heard, ["remind on 2024-3-29"])
        }
    }

    func testSearchBar() {
        onMain {
            let finder = Finder()
            // example: SearchBar
            let bar = SearchBar()
            bar.placeholder = "Search states and cities"
            bar.scopeButtonTitles = ["All", "States", "Cities"]
            bar.showsScopeBar = true
            bar.delegate = finder
            bar.capturesWindowKeys = true       // typing in the window searches; Ctrl+F focuses
            // end of example
            _ = present(bar.widget)
            bar.focus()
            xdotool("type new")
            XCTAssertEqual(heard, ["find n", "find ne", "find new"])
        }
    }

    func testSearchResultsView() {
        onMain {
            let titles = ["Nevada", "New Jersey", "New York", "Ohio"]
            let hits: [UInt32] = [1, 2]
            // example: SearchResultsView
            let results = SearchResultsView { index in titles[Int(index)] }
            results.show(hits, query: "new")
            // end of example
            _ = present(results.widget)
            XCTAssertEqual(results.count, 2)
        }
    }

    func testEditableList() {
        onMain {
            let groceries = Groceries()
            // example: EditableList
            let list = EditableList(rowIDs: groceries.ids)
            list.dataSource = groceries      // row titles; deletions
            list.isEditing = true
            // end of example
            _ = present(list.widget)
            XCTAssertTrue(list.isEditing)
            list.handle(.tapMinus(1))
            list.handle(.tapDelete(1))
            XCTAssertTrue(pump { groceries.ids == [2, 3] }, "the delete was never committed")
        }
    }

    /// A deletion the data source refuses is heard as the list's error signal.
    func testEditableListError() {
        onMain {
            let list = EditableList(rowIDs: [1])
            let groceries = Groceries(refusing: true)
            list.dataSource = groceries
            // example: EditableListError
            EditableList.errorSignal.connect(list) { message in show(message ?? "") }
            // end of example
            _ = present(list.widget)
            list.handle(.deleteKey(1))
            list.handle(.tapDelete(1))
            XCTAssertEqual(heard, ["the shop is closed"])
            XCTAssertEqual(list.rowIDs, [1], "the row stays")
        }
    }

    /// A string list as the rows: shown, and a confirmed Delete removes its string.
    func testEditableListModel() {
        onMain {
            let list = EditableList(rowIDs: [])
            // example: EditableListModel
            let groceries = gtk_string_list_new(nil)!
            gtk_string_list_append(groceries, "Milk")
            list.model = ObjectReference(groceries.rawObject)   // the list keeps a reference of its own
            g_object_unref(groceries.rawObject)
            // end of example
            _ = present(list.widget)
            XCTAssertEqual(list.rowIDs.count, 1)
            list.handle(.deleteKey(list.rowIDs[0]))
            list.handle(.tapDelete(list.rowIDs[0]))
            XCTAssertEqual(g_list_model_get_n_items(groceries), 0)
        }
    }

    func testShortcuts() {
        onMain {
            let page = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            // example: Shortcuts
            Shortcuts.add(to: page, "<Control>z") { undoLastDelete() }   // false: nothing to undo
            // end of example
            _ = present(page)
            press("ctrl+z", on: page)
            XCTAssertEqual(heard, ["undo"])
        }
    }

    func testControlStore() throws {
        try onMain {
            let label = gtk_label_new(nil)!
            // example: ControlStore
            let store = try ControlStore(StepperState(configuration: .init(minimum: 0, maximum: 10)))
            store.attach(to: nil) { _, new in gtk_label_set_text(cgtk_label(label), "\(Int(new.value))") } perform: { effect in
                if case .sendActions(let events) = effect { sendActions(for: events) }
            }
            store.send(.step(.up))   // the label reads "1"
            // end of example
            XCTAssertEqual(String(cString: gtk_label_get_text(cgtk_label(label))), "1")
            XCTAssertEqual(heard, ["\(ControlEvents.valueChanged)"])
            store.invalidate()
            g_object_ref_sink(label.rawObject)
            g_object_unref(label.rawObject)
        }
    }

    /// Handlers get the arguments GTK passes, as their declared types.
    func testObjectSignal() {
        onMain {
            let button = gtk_button_new()!
            let drag = gtk_gesture_drag_new()!
            let scroll = gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_VERTICAL)!
            var clicks = 0
            var offset = (0.0, 0.0)
            var steps = 0.0
            // example: ObjectSignal
            Signal.connect(button, .clicked) { clicks += 1 }
            Signal.connect(drag, .dragUpdate) { offsetX, offsetY in offset = (offsetX, offsetY) }
            Signal.connect(scroll, .scroll) { _, deltaY in
                steps += deltaY
                return true     // handled: the scroll goes no further
            }
            // end of example
            g_object_ref_sink(button.rawObject)
            XCTAssertNil(emitSignal(button, "clicked"))
            XCTAssertEqual(clicks, 1)
            XCTAssertNil(emitSignal(drag, "drag-update", 3.5, -2))
            XCTAssertEqual(offset.0, 3.5)
            XCTAssertEqual(offset.1, -2)
            XCTAssertEqual(emitSignal(scroll, "scroll", 0, 1.5), true, "the handler's result goes back to GTK")
            XCTAssertEqual(steps, 1.5)
            g_object_unref(button.rawObject)
            g_object_unref(drag.rawObject)
            g_object_unref(scroll.rawObject)
        }
    }

    /// A property followed through its declaration: the handler runs when it changes.
    func testObjectProperty() {
        onMain {
            let revealer = gtk_revealer_new()!
            g_object_ref_sink(revealer.rawObject)
            gtk_revealer_set_transition_duration(OpaquePointer(revealer), 0)
            gtk_revealer_set_reveal_child(OpaquePointer(revealer), 1)
            var hidden = 0
            func finishHiding() { hidden += 1 }
            // example: ObjectProperty
            Signal.connect(revealer, .notify(.childRevealed)) { finishHiding() }
            // end of example
            gtk_revealer_set_reveal_child(OpaquePointer(revealer), 0)
            XCTAssertEqual(hidden, 1, "child-revealed changed once")
            g_object_unref(revealer.rawObject)
        }
    }

    func testWidgetType() {
        onMain {
            // example: WidgetType
            let badge = Badge()      // a GtkWidget of the type AppBadge, CSS node `badge`
            // end of example
            XCTAssertEqual(String(cString: cgtk_type_name(badge.widget)), "AppBadge")
            XCTAssertEqual(String(cString: gtk_widget_get_css_name(badge.widget)), "badge")
            _ = present(badge.widget)
        }
    }

    override func setUp() {
        super.setUp()
        onMain { heard = [] }
    }

    /// Presses `key` (xdotool's name) with the keyboard focus on `widget`.
    @MainActor private func press(_ key: String, on widget: UnsafeMutablePointer<GtkWidget>) {
        xdotool("windowfocus --sync \(windowPoint(of: widget, x: 0, y: 0).window)")
        gtk_widget_grab_focus(widget)
        xdotool("key \(key)")
    }

    /// A shown window to put an alert over.
    @MainActor private func parentWindow() -> UnsafeMutablePointer<GtkWidget> {
        let child = gtk_label_new("parent")!
        _ = present(child)
        return cgtk_widget(gtk_widget_get_root(child)!.rawObject)
    }
}

/// The example of `Application`, compiled but never run: `run()` takes over the process
/// until its last window closes.
@MainActor func applicationExample() -> Never {
    // example: Application
    let app = Application(id: "org.example.App") { app in
        let window = gtk_application_window_new(app.application)
        gtk_window_present(cgtk_window(window))
    }
    exit(app.run())
    // end of example
}

// What the examples call, each leaving a line in `heard`.

@MainActor private var heard: [String] = []

@MainActor private func sendActions(for events: ControlEvents) { heard.append("\(events)") }
@MainActor private func show(_ message: String) { heard.append(message) }
@MainActor private func save() { heard.append("saved") }
@MainActor private func startRequest() { heard.append("request started") }
@MainActor private func update(_ outcome: AlertLoader.Outcome, _ message: String?) { heard.append([outcome.rawValue, message].compactMap(\.self).joined(separator: " ")) }
@MainActor private func setWiFi(_ on: Bool) { heard.append(on ? "Wi-Fi on" : "Wi-Fi off") }
@MainActor private func setQuantity(_ value: Double) { heard.append("quantity \(value)") }
@MainActor private func setVolume(_ value: Double) { heard.append("volume \((value * 100).rounded() / 100)") }
@MainActor private func remind(on date: CalendarDate) { heard.append("remind on \(date.year)-\(date.month)-\(date.day)") }
@MainActor private func undoLastDelete() -> Bool { heard.append("undo"); return false }

@Sendable private func download(reporting progress: @escaping @Sendable (Double) -> Void) async throws {
    progress(0.5)
    progress(1)
}

@Sendable private func signOut(reporting progress: @escaping @Sendable (Double) -> Void) async throws {
    progress(1)
}

@MainActor private final class ShirtSizes: PickerDataSource, PickerDelegate {
    let names = ["S", "M", "L", "XL"]
    func numberOfComponents(in picker: AnyObject) -> Int { 1 }
    func picker(_ picker: AnyObject, numberOfRowsInComponent component: Int) -> Int { names.count }
    func picker(_ picker: AnyObject, titleForRow row: Int, forComponent component: Int) -> String { names[row] }
    func picker(_ picker: AnyObject, accessibleLabelForComponent component: Int) -> String { "Size" }
}

@MainActor private final class Finder: SearchBarDelegate {
    func searchBar(_ searchBar: SearchBar, textDidChange text: String) { heard.append("find \(text)") }
}

@MainActor private final class Groceries: EditableListDataSource {
    struct Closed: Error, CustomStringConvertible { var description: String { "the shop is closed" } }

    private(set) var ids = [1, 2, 3]
    /// Whether deletions fail.
    private let refusing: Bool

    init(refusing: Bool = false) { self.refusing = refusing }

    func editableList(_ list: EditableList, titleForRow id: Int) -> String { ["Milk", "Eggs", "Bread"][id - 1] }
    func editableList(_ list: EditableList, commitDeletionOf id: Int, at index: Int) throws {
        if refusing { throw Closed() }
        ids.remove(at: index)
    }
}

/// A widget type with an action, for the examples of ``ActionKey`` and ``KeyBinding``.
final class Gauge: ObjectBinding {
    static let fillAction = ActionKey<Gauge>("gauge.fill", "Fill by a tenth") { $0.level = min(1, $0.level + 0.1) }
    static let type = WidgetType(name: "AppGauge", actions: [fillAction]) { Gauge() }

    var level = 0.0

    func fill(to level: Double) -> Bool {
        self.level = level
        return true
    }

    init() { super.init(binding: Self.type.instantiate()) }
}
