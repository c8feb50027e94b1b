// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import ControlCore

/// A rotary knob written from scratch on the shared core — the seed chapter's closing
/// example of a custom control. Drag around its centre to turn it; the value (0…1) sweeps
/// a 270° arc. `isContinuous` sends `valueChanged` while dragging, or once at the end.
///
/// ```swift
/// let knob = Knob(value: 0.25)
/// knob.setAccessibleLabel("Volume")
/// knob.addAction(for: .valueChanged) { control, _ in setVolume((control as! Knob).value) }
/// ```
///
/// It is the GTK widget type `CtlKnob`, with the properties `value` (0…1) and `continuous`
/// (both notify only on change) and the signal `value-changed`, so a `.ui` file can declare
/// it:
///
/// ```xml
/// <object class="CtlKnob" id="volume">
///   <property name="value">0.25</property>
///   <signal name="value-changed" handler="volume_changed"/>
/// </object>
/// ```
///
/// Keyboard: Up/Right and Down/Left turn it by 5 %, Page Up/Down by 20 %, Home/End go to
/// the ends (``keyBindings``, on the class); the scroll wheel turns it too.
///
/// Right to left it is mirrored, as GtkScale is: the arc rises counter-clockwise from the
/// lower right, and Left turns it up.
///
/// CSS nodes: `knob`, with a child `label.accent` whose colour the arc takes (the theme's
/// accent); the dial uses the knob's foreground.
///
/// Accessibility: role slider, named by its label, with its value in percent (GTK 4.8
/// exposes no value of a custom widget: there the name is "<label> <percent> percent"),
/// which assistive technologies may set; the actions `knob.increase` and `knob.decrease`
/// turn it by 5 %.
@MainActor
public final class Knob: Control, DrawnWidget, AccessibleRange {
    /// `value`: the knob's value, 0 to 1.
    public static let valueProperty = PropertyKey<Knob, Double>(
        "value", "The knob's value, 0 to 1", range: 0...1, defaultValue: 0,
        get: { knob in knob.value }, set: { $0.setValue($1) })

    /// `continuous`: whether value-changed is emitted while dragging.
    public static let continuousProperty = PropertyKey<Knob, Bool>(
        "continuous", "Whether value-changed is emitted while dragging", defaultValue: true,
        get: { knob in knob.isContinuous }, set: { $0.isContinuous = $1 })

    /// `label`: what assistive technologies call the knob, before its value.
    public static let labelProperty = PropertyKey<Knob, String?>(
        "label", "What assistive technologies call the knob, before its value", defaultValue: defaultLabel,
        get: { knob in knob.label }, set: { $0.setAccessibleLabel($1 ?? "") })

    /// `knob.increase`: turns the knob up by 5 %.
    // TRANSLATORS: what a control's keys and actions do, as the keyboard shortcuts window lists them.
    public static let increaseAction = ActionKey<Knob>("knob.increase", tr("Turn up by 5 %")) { $0.store.send(content: .adjust(delta: 0.05)) }
    /// `knob.decrease`: turns the knob down by 5 %.
    public static let decreaseAction = ActionKey<Knob>("knob.decrease", tr("Turn down by 5 %")) { $0.store.send(content: .adjust(delta: -0.05)) }

    /// The knob's keys; right to left, Left turns it up.
    public static let keyBindings: [KeyBinding<Knob>] = [
        KeyBinding("Up", "Right", action: increaseAction, mirrors: true),
        KeyBinding("Down", "Left", action: decreaseAction, mirrors: true),
        KeyBinding(tr("Turn up or down by 20 %"), ["Page_Up": { $0.turn(by: 0.2) }, "Page_Down": { $0.turn(by: -0.2) }]),
        KeyBinding(tr("Turn to the lowest or highest value"), ["Home": { $0.turn(by: -1) }, "End": { $0.turn(by: 1) }]),
    ]

    /// The GTK widget type `CtlKnob`.
    public static let type = WidgetType(
        name: "CtlKnob",
        summary: "A rotary knob drawn in snapshot, 0 to 1.",
        constructor: .plain,
        title: tr("Knob"), cssName: "knob", role: GTK_ACCESSIBLE_ROLE_SLIDER, isRange: true,
        properties: [valueProperty, continuousProperty, labelProperty],
        signals: [valueChangedSignal, stateChangedSignal], actions: [increaseAction, decreaseAction], keyBindings: keyBindings
    ) { Knob() }

    private let store: ControlStore<Controlled<KnobState>>
    private var label = defaultLabel
    /// The label of a knob that is given none, in the user's language.
    private static var defaultLabel: String { tr("Knob") }

    /// A knob at `value` (clamped to 0…1).
    public init(value: Double = 0, isContinuous: Bool = true) {
        let instance = Self.type.instantiate()
        store = ControlStore(Controlled(KnobState(value: value, isContinuous: isContinuous)))
        super.init(host: instance, tracksPointer: false, store: store)
        Drawing.addAccentNode(to: instance)
        gtk_widget_set_focusable(instance, 1)
        gtk_widget_set_focus_on_click(instance, 1)
        trackDrag(instance)
        handleScroll(instance)
        attach(store) { [unowned self] old, new in
            if old?.value != new.value {
                gtk_widget_queue_draw(host)
                describe()
                if old != nil { Self.valueProperty.notify(self) }
            }
            if let old, old.isContinuous != new.isContinuous { Self.continuousProperty.notify(self) }
        } perform: { [unowned self] effect in
            switch effect {
            case .sendActions(let events): sendActions(for: events)
            }
        }
    }

    public var contentSize: (width: Int, height: Int) { (96, 96) }

    public func snapshot(_ snapshot: OpaquePointer) {
        Drawing.withCairo(snapshot, on: host) { cairo, width, height in draw(cairo, width, height) }
    }

    public var value: Double { store.state.content.value }

    /// Whether dragging sends `valueChanged` as it goes (true) or once when released.
    public var isContinuous: Bool {
        get { store.state.content.isContinuous }
        set { store.update { $0.updateContent { $0.isContinuous = newValue } } }
    }

    /// Sets the value from code (clamped to 0…1); no `valueChanged` is sent.
    public func setValue(_ value: Double) {
        store.send(content: .setValue(value))
    }

    /// Sets what assistive technologies call the knob (its `label` property); they hear
    /// its value after it.
    public func setAccessibleLabel(_ label: String) {
        guard isUsable(), label != self.label else { return }
        self.label = label
        describe()
        Self.labelProperty.notify(self)
    }

    public override func stateDidChange() {
        gtk_widget_queue_draw(host)
    }

    public func setValueFromAssistiveTechnology(_ value: Double) -> Bool {
        store.send(content: .enter(value))
    }

    private func describe() {
        let value = AccessibleValue(store.state.content.value, in: 0...1, text: Accessibility.percent(store.state.content.value))
        Accessibility.setValue(host, value, name: label, nameWithValue: Accessibility.name(label, value: value.text))
    }

    /// The pointer's angle around the centre, counter-clockwise from the right (y is down),
    /// on the knob as drawn left to right: a mirrored knob mirrors the pointer too.
    private func angle(x: Double, y: Double) -> Double {
        let width = Double(gtk_widget_get_width(host))
        let height = Double(gtk_widget_get_height(host))
        return atan2(height / 2 - y, (isMirrored ? width - x : x) - width / 2)
    }

    /// Whether the knob is drawn and worked right to left.
    private var isMirrored: Bool {
        gtk_widget_get_direction(host) == GTK_TEXT_DIR_RTL
    }

    private func trackDrag(_ area: UnsafeMutablePointer<GtkWidget>) {
        let drag = gtk_gesture_drag_new()!
        Signal.connect(drag, .dragBegin) { [unowned self] x, y in
            gtk_widget_grab_focus(host)
            store.send(content: .dragBegan(angle: angle(x: x, y: y)))
        }
        Signal.connect(drag, .dragUpdate) { [unowned self] offsetX, offsetY in
            var startX = 0.0
            var startY = 0.0
            gtk_gesture_drag_get_start_point(drag, &startX, &startY)
            store.send(content: .dragMoved(angle: angle(x: startX + offsetX, y: startY + offsetY)))
        }
        Signal.connect(drag, .dragEnd) { [unowned self] _, _ in store.send(content: .dragEnded) }
        Signal.connect(drag, .cancel) { [unowned self] in store.send(content: .dragEnded) }
        gtk_widget_add_controller(area, cgtk_event_controller(drag.rawObject))
    }

    /// A key's turn: the key is used, even when a disabled knob ignores it.
    private func turn(by delta: Double) -> Bool {
        store.send(content: .adjust(delta: delta))
        return true
    }

    private func handleScroll(_ area: UnsafeMutablePointer<GtkWidget>) {
        let scroll = gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_VERTICAL)!
        Signal.connect(scroll, .scroll) { [unowned self] _, dy in
            guard dy != 0 else { return false }
            store.send(content: .adjust(delta: dy < 0 ? 0.05 : -0.05))
            return true
        }
        gtk_widget_add_controller(area, scroll)
    }

    private func draw(_ cairo: OpaquePointer, _ width: Double, _ height: Double) {
        if isMirrored {
            cairo_translate(cairo, width, 0)
            cairo_scale(cairo, -1, 1)
        }
        let radius = min(width, height) / 2 - 6
        let (cx, cy) = (width / 2, height / 2)
        var dial = Drawing.foreground(of: host)
        let accent = Drawing.accent(for: host)
        cairo_set_line_width(cairo, 6)
        cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
        // Cairo's angles run clockwise from the right (y is down): negate ours.
        dial.alpha *= 0.15
        Drawing.setSource(cairo, dial)
        cairo_arc(cairo, cx, cy, radius, -KnobState.startAngle, -KnobState.startAngle + KnobState.sweep)
        cairo_stroke(cairo)
        if store.state.content.value > 0 {
            Drawing.setSource(cairo, accent)
            cairo_arc(cairo, cx, cy, radius, -KnobState.startAngle, -store.state.content.angle)
            cairo_stroke(cairo)
        }
        dial.alpha = 0.8
        Drawing.setSource(cairo, dial)
        cairo_set_line_width(cairo, 3)
        cairo_move_to(cairo, cx, cy)
        cairo_line_to(cairo, cx + cos(store.state.content.angle) * (radius - 10), cy - sin(store.state.content.angle) * (radius - 10))
        cairo_stroke(cairo)
        if gtk_widget_has_visible_focus(host) != 0 {
            Drawing.setSource(cairo, accent)
            cairo_set_line_width(cairo, 1)
            cairo_arc(cairo, cx, cy, radius + 5, 0, 2 * .pi)
            cairo_stroke(cairo)
        }
    }
}
