// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import ControlCore

/// A − / + pair that steps a value, like UIStepper: minimum, maximum, step, wrapping,
/// press-and-hold autorepeat that speeds up, and `continuous` (send `valueChanged` on every
/// step of a hold, or once on release). Its behaviour is ``/ControlCore/StepperState``.
///
/// ```swift
/// let stepper = try Stepper(configuration: .init(minimum: 0, maximum: 10), value: 3)
/// stepper.setAccessibleLabel("Quantity")
/// stepper.addAction(for: .valueChanged) { control, _ in setQuantity((control as! Stepper).value) }
/// ```
///
/// Keyboard: Up/Down (and + / −) step, Page Up/Down move ten steps (``keyBindings``, on the
/// class); the scroll wheel steps.
/// − and + are insensitive at the ends unless the stepper wraps.
///
/// CSS node: `stepper.linked` holding `button.stepper-decrement` and
/// `button.stepper-increment`.
///
/// It is the GTK widget type `CtlStepper`, with the properties `value`, `minimum`, `maximum`,
/// `step`, `wraps`, `autorepeat` and `continuous` (each notifying only on change; settings
/// that would make an empty range or a step of zero are refused and reported) and the signal
/// `value-changed`.
///
/// Accessibility: role spin button, named by its label, with its value, which assistive
/// technologies may set (GTK 4.8 exposes no value of a custom widget: there the name is
/// "<label> <value>"); the buttons are "Decrease" and "Increase".
@MainActor
public final class Stepper: Control, AccessibleRange {
    /// `value`: the value, inside minimum…maximum.
    public static let valueProperty = PropertyKey<Stepper, Double>(
        "value", "The value, inside minimum…maximum", range: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude, defaultValue: 0,
        get: { stepper in stepper.value }, set: { $0.setValue($1) })

    /// `label`: what assistive technologies call the stepper, before its value.
    public static let labelProperty = PropertyKey<Stepper, String?>(
        "label", "What assistive technologies call the stepper, before its value", defaultValue: defaultLabel,
        get: { stepper in stepper.label }, set: { $0.setAccessibleLabel($1 ?? "") })

    /// `minimum`: the lowest value.
    public static let minimumProperty = setting("minimum", "The lowest value", \.minimum)
    /// `maximum`: the highest value.
    public static let maximumProperty = setting("maximum", "The highest value", \.maximum, defaultValue: 100)
    /// `step`: how much one step changes the value.
    public static let stepProperty = setting("step", "How much one step changes the value", \.step, defaultValue: 1)
    /// `wraps`: whether stepping past an end goes round to the other.
    public static let wrapsProperty = setting("wraps", "Whether stepping past an end goes round to the other", \.wraps, defaultValue: false)
    /// `autorepeat`: whether holding a button keeps stepping.
    public static let autorepeatProperty = setting("autorepeat", "Whether holding a button keeps stepping", \.autorepeat, defaultValue: true)
    /// `continuous`: whether a hold emits value-changed at every step.
    public static let continuousProperty = setting("continuous", "Whether a hold emits value-changed at every step", \.isContinuous,
                                                   defaultValue: true)

    /// The stepper's keys, which a disabled stepper lets go on to its parents.
    public static let keyBindings: [KeyBinding<Stepper>] = [
        // TRANSLATORS: what a control's keys do, as the keyboard shortcuts window lists them.
        KeyBinding(tr("Increase by one step"), ["Up": { $0.handleKey(.step(.up)) }, "plus": { $0.handleKey(.step(.up)) },
                                               "KP_Add": { $0.handleKey(.step(.up)) }]),
        KeyBinding(tr("Decrease by one step"), ["Down": { $0.handleKey(.step(.down)) }, "minus": { $0.handleKey(.step(.down)) },
                                               "KP_Subtract": { $0.handleKey(.step(.down)) }]),
        KeyBinding(tr("Increase or decrease by ten steps"), ["Page_Up": { $0.handleKey(.page(.up)) }, "Page_Down": { $0.handleKey(.page(.down)) }]),
    ]

    /// The GTK widget type `CtlStepper`.
    public static let type = WidgetType(
        name: "CtlStepper",
        summary: "A − and + pair that steps a value, with wrapping and accelerating autorepeat.",
        constructor: .arguments(
            [WidgetConstructor.Argument(minimumProperty, "the lowest value"), WidgetConstructor.Argument(maximumProperty, "the highest value, above @minimum"),
             WidgetConstructor.Argument(stepProperty, "how much one step changes the value, above 0")],
            check: { _ = try StepperState.Configuration(minimum: $0[minimumProperty], maximum: $0[maximumProperty], step: $0[stepProperty]) },
            // Each setting is checked against the others on its own, so widen the range first:
            // a minimum above a new stepper's maximum would be refused.
            order: { $0[minimumProperty] < StepperState.Configuration.standard.maximum ? [minimumProperty, maximumProperty, stepProperty]
                : [maximumProperty, minimumProperty, stepProperty] }),
        title: tr("Stepper"), cssName: "stepper", role: GTK_ACCESSIBLE_ROLE_SPIN_BUTTON, layout: gtk_box_layout_get_type(), isRange: true,
        properties: [valueProperty, minimumProperty, maximumProperty, stepProperty, wrapsProperty, autorepeatProperty, continuousProperty,
                     labelProperty],
        signals: [valueChangedSignal, stateChangedSignal], keyBindings: keyBindings
    ) { Stepper(configuration: .standard) }

    /// A property for one field of the configuration; a setting the configuration refuses
    /// is reported and changes nothing.
    private static func setting<Value: PropertyValue>(
        _ name: String, _ field: WritableKeyPath<StepperState.Configuration, Value>,
        make: (_ get: @escaping (Stepper) -> Value, _ set: @escaping (Stepper, Value) -> Void) -> PropertyKey<Stepper, Value>
    ) -> PropertyKey<Stepper, Value> {
        var property: PropertyKey<Stepper, Value>?
        property = make({ $0.configuration[keyPath: field] }) { stepper, value in
            if stepper.reconfigure(name, { $0[keyPath: field] = value }) { property?.notify(stepper) }
        }
        return property!
    }

    private static func setting(_ name: String, _ summary: String, _ field: WritableKeyPath<StepperState.Configuration, Double>,
                                defaultValue: Double = 0) -> PropertyKey<Stepper, Double> {
        setting(name, field) { get, set in
            PropertyKey(name, summary, range: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude, defaultValue: defaultValue,
                        get: get, set: set)
        }
    }

    private static func setting(_ name: String, _ summary: String, _ field: WritableKeyPath<StepperState.Configuration, Bool>,
                                defaultValue: Bool) -> PropertyKey<Stepper, Bool> {
        setting(name, field) { get, set in PropertyKey(name, summary, defaultValue: defaultValue, get: get, set: set) }
    }

    /// The properties of the configuration, which a new one may change together.
    private static let settingProperties: [WidgetProperty] = [minimumProperty, maximumProperty, stepProperty, wrapsProperty,
                                                              autorepeatProperty, continuousProperty]

    private let store: ControlStore<Controlled<StepperState>>
    private let decrement = gtk_button_new_from_icon_name("list-remove-symbolic")!
    private let increment = gtk_button_new_from_icon_name("list-add-symbolic")!
    private var label = defaultLabel
    /// The label of a stepper that is given none, in the user's language.
    private static var defaultLabel: String { tr("Stepper") }

    /// A stepper with `configuration`, at `value` (clamped); autorepeat runs on `scheduler`.
    public init(configuration: StepperState.Configuration, value: Double = 0, scheduler: Scheduler = GLibScheduler()) {
        let box = Self.type.instantiate()
        store = ControlStore(Controlled(StepperState(configuration: configuration, value: value)), scheduler: scheduler)
        super.init(host: box, tracksPointer: false, store: store)
        gtk_widget_add_css_class(box, "linked")
        gtk_widget_set_focusable(box, 1)
        gtk_widget_set_halign(box, GTK_ALIGN_START)
        for (button, direction, name) in [(decrement, StepperState.Direction.down, tr("Decrease")), (increment, .up, tr("Increase"))] {
            gtk_widget_add_css_class(button, direction == .up ? "stepper-increment" : "stepper-decrement")
            gtk_widget_set_focusable(button, 0)
            Accessibility.setLabel(button, name)
            gtk_widget_set_parent(button, box)
            trackHold(of: button, direction: direction)
        }
        handleScroll(box)
        attach(store) { [unowned self] old, new in render(old, new) } perform: { [unowned self] effect in
            switch effect {
            case .scheduleRepeat(let delay): store.schedule(.content(.repeatTick), after: delay, key: Self.repeatKey)
            case .cancelRepeat: store.cancel(Self.repeatKey)
            case .sendActions(let events): sendActions(for: events)
            }
        }
    }

    private static let repeatKey = "autorepeat"
    private static let sensitivityKey = "sensitivity"

    public var value: Double { store.state.content.value }
    public var configuration: StepperState.Configuration { store.state.content.configuration }

    /// Replaces the settings; the value is kept inside the new range.
    public func configure(_ configuration: StepperState.Configuration) {
        WidgetProperty.notifyChanges(to: Self.settingProperties, of: self) { store.update { $0.updateContent { $0.configure(configuration) } } }
    }

    /// Sets the value from code (clamped); no `valueChanged` is sent.
    public func setValue(_ value: Double) {
        store.send(content: .setValue(value))
    }

    /// Sets what assistive technologies call the stepper (its `label` property); they hear
    /// its value after it.
    public func setAccessibleLabel(_ label: String) {
        guard isUsable(), label != self.label else { return }
        self.label = label
        describe(store.state.content)
        Self.labelProperty.notify(self)
    }

    /// Changes one setting from the GObject property `property` (notifying `value` when the
    /// new range moves it); returns whether the setting changed. A refused one is reported.
    private func reconfigure(_ property: String, _ change: (inout StepperState.Configuration) -> Void) -> Bool {
        var changed = configuration
        change(&changed)
        do {
            let checked = try StepperState.Configuration(minimum: changed.minimum, maximum: changed.maximum, step: changed.step,
                                                         wraps: changed.wraps, autorepeat: changed.autorepeat, isContinuous: changed.isContinuous)
            guard checked != configuration else { return false }
            store.update { $0.updateContent { $0.configure(checked) } }
            return true
        } catch {
            Diagnostics.report("gtkcontrols: CtlStepper \(property): \(error); ignored")
            return false
        }
    }

    private func render(_ old: StepperState?, _ new: StepperState) {
        if old?.canStepDown != new.canStepDown || old?.canStepUp != new.canStepUp {
            // GTK cancels the gestures of a button made insensitive; doing that inside one of
            // their own signals (a press that reached the end) broke GTK's walk over them. So
            // the buttons follow once the event is over.
            store.schedule(key: Self.sensitivityKey) { [unowned self] in
                gtk_widget_set_sensitive(decrement, store.state.content.canStepDown ? 1 : 0)
                gtk_widget_set_sensitive(increment, store.state.content.canStepUp ? 1 : 0)
            }
        }
        if old?.value != new.value || old?.configuration.minimum != new.configuration.minimum
            || old?.configuration.maximum != new.configuration.maximum {
            describe(new)
        }
        guard let old else { return }
        if old.value != new.value { Self.valueProperty.notify(self) }
    }

    public func setValueFromAssistiveTechnology(_ value: Double) -> Bool {
        store.send(content: .enter(value))
    }

    private func describe(_ state: StepperState) {
        let value = AccessibleValue(state.value, in: state.configuration.minimum...state.configuration.maximum, text: Self.format(state.value))
        Accessibility.setValue(host, value, name: label, nameWithValue: Accessibility.name(label, value: value.text))
    }

    /// A value without a needless ".0".
    public static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// Press and hold on − or + steps and autorepeats; the button's own click gesture is
    /// silenced so a click does not step twice, and "clicked" (an assistive technology's
    /// action) steps once.
    private func trackHold(of button: UnsafeMutablePointer<GtkWidget>, direction: StepperState.Direction) {
        silenceBuiltInClickGesture(of: button)
        let press = gtk_gesture_click_new()!
        Signal.connect(press, .pressed) { [unowned self] _, _, _ in
            guard store.send(content: .press(direction)) else { return }
            gtk_widget_grab_focus(host)
            gtk_widget_set_state_flags(button, GTK_STATE_FLAG_ACTIVE, 0)
        }
        // The gesture's end, not its "stopped", which GTK sends when the double-click time
        // (400 ms) runs out with the button or finger still down: that ended every hold before
        // its first repeat. Not "cancel" either: GTK emits it while it walks the gesture's
        // sequences (+ going insensitive at the maximum), and unsetting ACTIVE there cancels
        // them again, under its walk.
        Signal.connect(press, .end) { [unowned self] in
            gtk_widget_unset_state_flags(button, GTK_STATE_FLAG_ACTIVE)
            store.send(content: .release)
        }
        Signal.connect(button, .clicked) { [unowned self] in store.send(content: .step(direction)) }
        gtk_widget_add_controller(button, cgtk_event_controller(press.rawObject))
    }

    /// A key's step, which a disabled stepper does not use.
    private func handleKey(_ event: StepperState.Event) -> Bool {
        store.send(content: event)
    }

    private func handleScroll(_ box: UnsafeMutablePointer<GtkWidget>) {
        let scroll = gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_VERTICAL)!
        Signal.connect(scroll, .scroll) { [unowned self] _, dy in
            guard dy != 0 else { return false }
            return store.send(content: .step(dy < 0 ? .up : .down))
        }
        gtk_widget_add_controller(box, scroll)
    }
}
