import CGtk
import ControlCore

/// A − / + pair that steps a value, like UIStepper: minimum, maximum, step, wrapping,
/// press-and-hold autorepeat that speeds up, and `continuous` (send `valueChanged` on every
/// step of a hold, or once on release). Its behaviour is ``ControlCore/StepperState``.
///
/// ```swift
/// let stepper = try Stepper(configuration: .init(minimum: 0, maximum: 10), value: 3)
/// stepper.setAccessibleLabel("Quantity")
/// stepper.addAction(for: .valueChanged) { control, _ in print((control as! Stepper).value) }
/// ```
///
/// Keyboard: Up/Down (and + / −) step, Page Up/Down move ten steps; the scroll wheel steps.
/// − and + are insensitive at the ends unless the stepper wraps.
///
/// CSS node: `box.stepper.linked` holding `button.stepper-decrement` and
/// `button.stepper-increment`.
///
/// Accessibility: role spin button, named "<label> <value>" (GTK 4.8 exposes no value for
/// custom widgets); the buttons are "Decrease" and "Increase".
@MainActor
public final class Stepper: Control {
    private let store: ControlStore<StepperState>
    private let decrement = gtk_button_new_from_icon_name("list-remove-symbolic")!
    private let increment = gtk_button_new_from_icon_name("list-add-symbolic")!
    private var label = "Stepper"

    public init(configuration: StepperState.Configuration, value: Double = 0, scheduler: Scheduler = GLibScheduler()) {
        store = ControlStore(StepperState(configuration: configuration, value: value), scheduler: scheduler)
        let box = cgtk_widget_new_with_role(gtk_box_get_type(), GTK_ACCESSIBLE_ROLE_SPIN_BUTTON)!
        super.init(host: box, tracksPointer: false)
        gtk_widget_add_css_class(box, "stepper")
        gtk_widget_add_css_class(box, "linked")
        gtk_widget_set_focusable(box, 1)
        gtk_widget_set_halign(box, GTK_ALIGN_START)
        for (button, direction, name) in [(decrement, StepperState.Direction.down, "Decrease"), (increment, .up, "Increase")] {
            gtk_widget_add_css_class(button, direction == .up ? "stepper-increment" : "stepper-decrement")
            gtk_widget_set_focusable(button, 0)
            Accessibility.setLabel(button, name)
            gtk_box_append(cgtk_box(box), button)
            trackHold(of: button, direction: direction)
        }
        handleKeysAndScroll(box)
        store.attach(to: self) { [unowned self] old, new in render(old, new) } perform: { [unowned self] effect in
            switch effect {
            case .scheduleRepeat(let delay): store.schedule(.repeatTick, after: delay, key: Self.repeatKey)
            case .cancelRepeat: store.cancel(Self.repeatKey)
            case .sendActions(let events): sendActions(for: events)
            }
        }
    }

    private static let repeatKey = "autorepeat"

    public var value: Double { store.state.value }
    public var configuration: StepperState.Configuration { store.state.configuration }

    /// Replaces the settings; the value is kept inside the new range.
    public func configure(_ configuration: StepperState.Configuration) {
        store.update { $0.configure(configuration) }
    }

    /// Sets the value from code (clamped); no `valueChanged` is sent.
    public func setValue(_ value: Double) {
        store.send(.setValue(value))
    }

    public func setAccessibleLabel(_ label: String) {
        guard isUsable(), label != self.label else { return }
        self.label = label
        describe(store.state)
    }

    private func render(_ old: StepperState?, _ new: StepperState) {
        if old?.canStepDown != new.canStepDown { gtk_widget_set_sensitive(decrement, new.canStepDown ? 1 : 0) }
        if old?.canStepUp != new.canStepUp { gtk_widget_set_sensitive(increment, new.canStepUp ? 1 : 0) }
        if old?.value != new.value { describe(new) }
    }

    private func describe(_ state: StepperState) {
        Accessibility.setLabel(host, "\(label) \(Self.format(state.value))")
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
        Signal.connect(press, "pressed") { [unowned self] _ in
            guard isEnabled else { return }
            gtk_widget_grab_focus(host)
            gtk_widget_set_state_flags(button, GTK_STATE_FLAG_ACTIVE, 0)
            store.send(.press(direction))
        }
        for ending in ["released", "stopped", "cancel"] {
            Signal.connect(press, ending) { [unowned self] _ in
                gtk_widget_unset_state_flags(button, GTK_STATE_FLAG_ACTIVE)
                store.send(.release)
            }
        }
        Signal.connect(button, "clicked") { [unowned self] _ in store.send(.step(direction)) }
        gtk_widget_add_controller(button, cgtk_event_controller(press.rawObject))
    }

    private func handleKeysAndScroll(_ box: UnsafeMutablePointer<GtkWidget>) {
        let keys = gtk_event_controller_key_new()!
        Signal.connectReturning(keys, "key-pressed") { [unowned self] arguments in
            guard isEnabled else { return false }
            switch Int32(arguments.uint(1)) {
            case GDK_KEY_Up, GDK_KEY_plus, GDK_KEY_KP_Add: store.send(.step(.up))
            case GDK_KEY_Down, GDK_KEY_minus, GDK_KEY_KP_Subtract: store.send(.step(.down))
            case GDK_KEY_Page_Up: store.send(.page(.up))
            case GDK_KEY_Page_Down: store.send(.page(.down))
            default: return false
            }
            return true
        }
        gtk_widget_add_controller(box, keys)
        let scroll = gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_VERTICAL)!
        Signal.connectReturning(scroll, "scroll") { [unowned self] arguments in
            guard isEnabled else { return false }
            let dy = arguments.double(2)
            guard dy != 0 else { return false }
            store.send(.step(dy < 0 ? .up : .down))
            return true
        }
        gtk_widget_add_controller(box, scroll)
    }
}
