// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import ControlCore

/// The base of the library's interactive controls: UIControl's state flags, target–action
/// and pointer tracking, on any GTK widget.
///
/// Pointer presses are tracked with a `GtkGestureDrag` in the capture phase, so a press
/// that is dragged off the control and released outside sends `touchUpOutside` and no
/// primary action. Subclasses route keyboard activation to ``activate()`` and redraw in
/// ``stateDidChange()``.
///
/// A control runs one store, over a ``/ControlCore/Controlled`` machine: the shared part
/// (``model``) composed with the control's own content (a stepper's value), behind a gate
/// that drops the user's input while the control is disabled. A subclass with behaviour of
/// its own makes the store, hands it to ``init(host:input:tracksPointer:store:)``, and renders
/// its content through ``attach(_:render:perform:)``; it checks nothing by hand.
///
/// ```swift
/// let button = StatefulButton(title: "Save")
/// button.addAction(for: .primaryActionTriggered) { _, _ in save() }
/// button.isEnabled = false
/// ```
///
/// CSS: the ``input`` widget gets `:active` while highlighted, `:checked` while selected,
/// and is insensitive while disabled. Disabled while it has the keyboard focus, the input
/// takes the focus back when it is enabled again, unless the focus moved on meanwhile.
@MainActor
open class Control: ObjectBinding {
    /// The token of an added action, for ``removeAction(_:)``.
    public typealias ActionToken = ActionTable<Control>.Token

    private let shared: any SharedStore
    /// The control's target–action table.
    public let actions = ActionTable<Control>()
    private var clickCounter = ClickCounter()
    /// Where the pointer last was in the press being tracked, from where it went down.
    private var dragOffset = (x: 0.0, y: 0.0)
    private let inputWidget: UnsafeMutablePointer<GtkWidget>?
    /// Whether the input lost the keyboard focus by being disabled and takes it back when
    /// enabled: GTK drops the focus of a widget made insensitive, which would leave a
    /// keyboard user nowhere after pressing a button that disables itself while it works.
    private var regainsFocusWhenEnabled = false

    /// The GTK widget to put in a container: the control's own.
    public var widget: UnsafeMutablePointer<GtkWidget> { host }
    /// The GTK widget the control is bound to (its widget type's instance).
    public var host: UnsafeMutablePointer<GtkWidget> { cgtk_widget(object) }
    /// The widget that takes the control's input and carries its state flags: the host, or
    /// the part of it that is pressed (a modal button's main button beside its Stop).
    public var input: UnsafeMutablePointer<GtkWidget> { inputWidget ?? host }

    /// Makes `host` (a new, floating widget) behave as a control, with `input` (the host by
    /// default) taking pointer and focus and showing the state. With `tracksPointer` false
    /// the input keeps its own pointer handling (a GtkSwitch, say) and the control reports
    /// only what the subclass sends.
    public init(host: UnsafeMutablePointer<GtkWidget>, input: UnsafeMutablePointer<GtkWidget>? = nil, tracksPointer: Bool = true) {
        let store = ControlStore(Controlled(NoContent()))
        shared = store
        inputWidget = input
        super.init(binding: host)
        setUpInput(tracksPointer: tracksPointer)
        attach(store)
    }

    /// Makes `host` behave as a control run by `store`, the control's one store; the
    /// subclass then renders the store's content with ``attach(_:render:perform:)``.
    public init<Content>(host: UnsafeMutablePointer<GtkWidget>, input: UnsafeMutablePointer<GtkWidget>? = nil, tracksPointer: Bool = true,
                         store: ControlStore<Controlled<Content>>) {
        shared = store
        inputWidget = input
        super.init(binding: host)
        setUpInput(tracksPointer: tracksPointer)
    }

    private func setUpInput(tracksPointer: Bool) {
        let input = self.input
        if let settings = gtk_widget_get_settings(input) {
            clickCounter = ClickCounter(
                interval: UInt32(max(0, cgtk_get_int_property(settings.rawObject, "gtk-double-click-time"))),
                distance: Double(cgtk_get_int_property(settings.rawObject, "gtk-double-click-distance"))
            )
        }
        if tracksPointer { trackPointer(input) }
        trackFocus(input)
    }

    /// Connects the store given to init to the control, and renders its first state: the
    /// control restyles itself when its state changes, and `render` and `perform` take the
    /// content's changes and effects.
    public func attach<Content>(_ store: ControlStore<Controlled<Content>>, render: @escaping (_ old: Content?, _ new: Content) -> Void = { _, _ in },
                                perform: @escaping (Content.Effect) -> Void = { _ in }) {
        precondition(store === shared, "\(Self.self).attach: the store is not the one given to init")
        store.attach(to: self) { [unowned self] old, new in
            if old?.control.state != new.control.state { controlStateDidChange(from: old?.control, to: new.control) }
            if old?.content != new.content { render(old?.content, new.content) }
        } perform: { [unowned self] effect in
            switch effect {
            case .control(.sendActions(let events)): sendActions(for: events)
            case .control(.stateChanged): break
            case .content(let effect): perform(effect)
            }
        }
    }

    /// The control's shared behaviour; changed only through events.
    public var model: ControlModel { shared.model }

    // MARK: State

    /// The composed state: highlighted, disabled, selected, focused and application bits.
    public var state: ControlState { model.state }

    /// Whether the control takes input; a disabled control sends no events. Setting it is
    /// remembered while the control's own state holds input off (a loading button while it
    /// loads, a modal button while it works) and holds again afterwards.
    public var isEnabled: Bool {
        get { model.isEnabled }
        set { send(.setEnabled(newValue)) }
    }

    /// The application's on/off flag (followed, checked, …).
    public var isSelected: Bool {
        get { model.isSelected }
        set { send(.setSelected(newValue)) }
    }

    /// Whether a press is down inside the control.
    public var isHighlighted: Bool { model.isHighlighted }

    /// The application-defined bits (16–23) of ``Control/state``: the application's own and those
    /// its content adds (``/ControlCore/ControlContent/applicationState``: loading, mutual, …).
    public var applicationState: ControlState { model.applicationState }

    /// Replaces the application's own bits, keeping those the content adds; throws if `bits`
    /// holds any other bit.
    public func setApplicationState(_ bits: ControlState) throws(ControlStateError) {
        let checked = try ControlState(validating: bits.rawValue)
        guard ControlState.applicationMask.isSuperset(of: checked) else {
            throw .notApplicationBits(checked.subtracting(.applicationMask).rawValue)
        }
        send(.setApplicationState(checked))
    }

    // MARK: Target–action

    /// Runs `handler` with the control and the events sent, for any of `events`.
    @discardableResult
    public func addAction(for events: ControlEvents, _ handler: @escaping (Control, ControlEvents) -> Void) -> ActionToken {
        actions.add(for: events, handler)
    }

    /// Removes an action added with ``addAction(for:_:)``.
    public func removeAction(_ token: ActionToken) {
        actions.remove(token)
    }

    /// Runs the actions for `events` now, as if the control had sent them, and emits the
    /// GObject signals of those events that the control's widget type has.
    public func sendActions(for events: ControlEvents) {
        actions.sendActions(for: events, from: self)
        guard isAlive else { return }
        for (event, signal) in Self.eventSignals where events.contains(event) && signal.isDeclared(on: self) { signal.emit(self) }
    }

    /// `primary-action-triggered`: the control's main action ran (a click, Enter, Space).
    public static let primaryActionTriggeredSignal = SignalKey<Control>("primary-action-triggered", "The control's main action ran")
    /// `value-changed`: the user changed the control's value.
    public static let valueChangedSignal = SignalKey<Control>("value-changed", "The user changed the value")
    /// `editing-changed`: the control went into or out of editing.
    public static let editingChangedSignal = SignalKey<Control>("editing-changed", "The control went into or out of editing")
    /// `state-changed`: the control's state (``Control/state``) changed; its argument holds
    /// the state's bits.
    public static let stateChangedSignal = SignalKey<Control, Int32>(
        "state-changed", "The control's state changed: highlighted 1, disabled 2, selected 4, focused 8, application bits 16 to 23",
        arguments: "state")

    /// The GObject signal each UIKit event is emitted as, on a type that declares it.
    private static let eventSignals: [(ControlEvents, SignalKey<Control>)] = [
        (.primaryActionTriggered, primaryActionTriggeredSignal), (.valueChanged, valueChangedSignal), (.editingChanged, editingChangedSignal),
    ]

    /// `selected`: the application's on/off flag, a property of the types that show it.
    public static let selectedProperty = PropertyKey<Control, Bool>(
        "selected", "The application's on/off flag (checked)", defaultValue: false,
        get: { $0.isSelected }, set: { $0.isSelected = $1 })

    // MARK: Input

    /// Keyboard or assistive-technology activation: sends `primaryActionTriggered`.
    public func activate() {
        send(.activate)
    }

    /// Feeds one event to the model, sends the actions it asks for and restyles once.
    public func send(_ event: ControlModel.Event, caller: String = #function) {
        shared.send(event, caller: caller)
    }

    /// Called after ``Control/state`` changed; subclasses restyle here.
    open func stateDidChange() {}

    private func controlStateDidChange(from old: ControlModel?, to new: ControlModel) {
        if let old, old.isSelected != new.isSelected, Self.selectedProperty.isDeclared(on: self) { Self.selectedProperty.notify(self) }
        applyStateFlags(new.state)
        stateDidChange()
        if old != nil, Self.stateChangedSignal.isDeclared(on: self) { Self.stateChangedSignal.emit(self, Int32(bitPattern: new.state.rawValue)) }
    }

    private func applyStateFlags(_ state: ControlState) {
        let enabled = !state.contains(.disabled)
        if !enabled, gtk_widget_is_focus(input) != 0 { regainsFocusWhenEnabled = true }
        gtk_widget_set_sensitive(input, enabled ? 1 : 0)
        if enabled, regainsFocusWhenEnabled {
            regainsFocusWhenEnabled = false
            // Only if the focus is still nowhere: the user may have moved on meanwhile.
            if let root = gtk_widget_get_root(input), gtk_root_get_focus(root) == nil { gtk_widget_grab_focus(input) }
        }
        setFlag(GTK_STATE_FLAG_ACTIVE, state.contains(.highlighted))
        setFlag(GTK_STATE_FLAG_CHECKED, state.contains(.selected))
    }

    private func setFlag(_ flag: GtkStateFlags, _ on: Bool) {
        if on {
            gtk_widget_set_state_flags(input, flag, 0)
        } else {
            gtk_widget_unset_state_flags(input, flag)
        }
    }

    private func trackPointer(_ input: UnsafeMutablePointer<GtkWidget>) {
        let drag = cgtk_event_controller(g_object_new_with_properties(Trackers.pointer, 0, nil, nil))!
        gtk_event_controller_set_propagation_phase(drag, GTK_PHASE_CAPTURE)
        gtk_widget_add_controller(input, drag)
    }

    private func trackFocus(_ input: UnsafeMutablePointer<GtkWidget>) {
        gtk_widget_add_controller(input, cgtk_event_controller(g_object_new_with_properties(Trackers.focus, 0, nil, nil)))
    }

    /// The control whose input `controller` is on: the nearest widget up from the
    /// controller's that is bound to a control taking its input there. None once the
    /// control's widget is gone, which unparents its parts.
    fileprivate static func tracking(_ controller: gpointer) -> Control? {
        let input = gtk_event_controller_get_widget(cgtk_event_controller(controller))
        var widget = input
        while let current = widget {
            if let control = ObjectBinding.bound(to: current, as: Control.self), control.input == input { return control }
            widget = gtk_widget_get_parent(current)
        }
        return nil
    }

    fileprivate func pointerWentDown(_ drag: OpaquePointer, x: Double, y: Double) {
        guard gtk_widget_contains(input, x, y) != 0 else { return }
        gtk_gesture_set_state(cgtk_gesture(drag.rawObject), GTK_EVENT_SEQUENCE_CLAIMED)
        if gtk_widget_get_focus_on_click(input) != 0 { gtk_widget_grab_focus(input) }
        let time = gtk_event_controller_get_current_event_time(cgtk_event_controller(drag.rawObject))
        let clicks = clickCounter.press(time: time, x: x, y: y)
        dragOffset = (0, 0)
        send(.pointer(.press(inside: true, clickCount: clicks)))
    }

    fileprivate func pointerMoved(_ drag: OpaquePointer, offsetX: Double, offsetY: Double) {
        // GTK may report the pointer where it already was (a motion queued before the
        // press): that is no drag, as UIControl sends touchDragInside only for a move.
        let offset = (x: offsetX, y: offsetY)
        guard offset != dragOffset else { return }
        dragOffset = offset
        send(.pointer(.move(inside: isInside(drag, offsetX, offsetY))))
    }

    fileprivate func pointerWentUp(_ drag: OpaquePointer, offsetX: Double, offsetY: Double) {
        send(.pointer(.release(inside: isInside(drag, offsetX, offsetY))))
    }

    private func isInside(_ drag: OpaquePointer, _ offsetX: Double, _ offsetY: Double) -> Bool {
        var startX = 0.0
        var startY = 0.0
        gtk_gesture_drag_get_start_point(drag, &startX, &startY)
        return gtk_widget_contains(input, startX + offsetX, startY + offsetY) != 0
    }
}

/// The pointer and focus trackers every control puts on its input: a GtkGestureDrag and a
/// GtkEventControllerFocus of types of their own, whose class handlers feed the control they
/// track for (``Control/tracking(_:)``). A handler per signal on each instance cost every
/// control six closures: about 2 KiB of a StatefulButton's 10 KiB beyond a GtkButton's, and a
/// sixth of the time to make one. Class handlers cost no instance anything.
@MainActor
private enum Trackers {
    static let pointer: GType = {
        let type = WidgetType.registerSubclass(of: gtk_gesture_drag_get_type(), named: "CtlPointerTracker")
        Signal.overrideClassHandler(type, .dragBegin) { drag, x, y in
            Control.tracking(drag)?.pointerWentDown(OpaquePointer(drag), x: x, y: y)
        }
        Signal.overrideClassHandler(type, .dragUpdate) { drag, offsetX, offsetY in
            Control.tracking(drag)?.pointerMoved(OpaquePointer(drag), offsetX: offsetX, offsetY: offsetY)
        }
        Signal.overrideClassHandler(type, .dragEnd) { drag, offsetX, offsetY in
            Control.tracking(drag)?.pointerWentUp(OpaquePointer(drag), offsetX: offsetX, offsetY: offsetY)
        }
        Signal.overrideClassHandler(type, .cancel) { drag in Control.tracking(drag)?.send(.pointer(.cancel)) }
        return type
    }()

    static let focus: GType = {
        let type = WidgetType.registerSubclass(of: gtk_event_controller_focus_get_type(), named: "CtlFocusTracker")
        Signal.overrideClassHandler(type, .enter) { focus in Control.tracking(focus)?.send(.setFocused(true)) }
        Signal.overrideClassHandler(type, .leave) { focus in Control.tracking(focus)?.send(.setFocused(false)) }
        return type
    }()
}

/// A control's one store, whatever its content: how ``Control`` reaches the shared part,
/// through one reference rather than a closure (and its box) per operation.
@MainActor
private protocol SharedStore: AnyObject {
    var model: ControlModel { get }
    func send(_ event: ControlModel.Event, caller: String)
}

extension ControlStore: SharedStore where Machine: ControlledMachine {
    fileprivate var model: ControlModel { state.control }
    fileprivate func send(_ event: ControlModel.Event, caller: String) { send(Machine.control(event), caller: caller) }
}

/// A ``/ControlCore/Controlled`` machine, whatever its content.
private protocol ControlledMachine: StateMachine {
    var control: ControlModel { get }
    static func control(_ event: ControlModel.Event) -> Event
}

extension Controlled: ControlledMachine {
    fileprivate static func control(_ event: ControlModel.Event) -> Event { .control(event) }
}
