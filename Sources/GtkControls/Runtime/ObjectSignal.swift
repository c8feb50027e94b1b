// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk

/// A signal of GTK or GLib that Swift code connects to, declared once with the type of its
/// handlers: the arguments they get after the emitting instance, and `Bool` for a signal whose
/// handler says whether it handled the event. A misspelt name or a wrong argument does not
/// compile.
///
/// ```swift
/// Signal.connect(button, .clicked) { clicks += 1 }
/// Signal.connect(drag, .dragUpdate) { offsetX, offsetY in offset = (offsetX, offsetY) }
/// Signal.connect(scroll, .scroll) { _, deltaY in
///     steps += deltaY
///     return true     // handled: the scroll goes no further
/// }
/// ```
///
/// The library's are declared below, each where GTK declares it; an app declares its own the
/// same way: `ObjectSignal<(Int32) -> Void>("my-signal")`. Connecting checks, in debug builds,
/// that the instance's signal has arguments of these types.
public struct ObjectSignal<Handler>: Sendable {
    /// The signal's name, such as "drag-update" or "notify::active".
    public let name: String

    public init(_ name: String) {
        self.name = name
    }
}

/// A value a signal handler gets, read from the GValue GTK passes.
public protocol SignalArgument {
    /// The GType of the values GTK passes for it (a base type, such as `GObject`, for an
    /// object); 0 for a pointer of any kind.
    @MainActor static var signalArgumentType: GType { get }
    /// The argument `value` holds.
    init(signalArgument value: UnsafePointer<GValue>)
}

extension Double: SignalArgument {
    public static var signalArgumentType: GType { g_type_from_name("gdouble") }
    public init(signalArgument value: UnsafePointer<GValue>) { self = g_value_get_double(value) }
}

extension Int32: SignalArgument {
    public static var signalArgumentType: GType { g_type_from_name("gint") }
    public init(signalArgument value: UnsafePointer<GValue>) { self = g_value_get_int(value) }
}

extension UInt32: SignalArgument {
    public static var signalArgumentType: GType { g_type_from_name("guint") }
    public init(signalArgument value: UnsafePointer<GValue>) { self = g_value_get_uint(value) }
}

extension Bool: SignalArgument {
    public static var signalArgumentType: GType { g_type_from_name("gboolean") }
    public init(signalArgument value: UnsafePointer<GValue>) { self = g_value_get_boolean(value) != 0 }
}

extension Optional: SignalArgument where Wrapped: NullableSignalArgument {
    public static var signalArgumentType: GType { Wrapped.signalArgumentType }
    public init(signalArgument value: UnsafePointer<GValue>) { self = Wrapped(nullableSignalArgument: value) }
}

/// A signal argument that may be NULL: a string, or an object, boxed or plain pointer.
public protocol NullableSignalArgument {
    @MainActor static var signalArgumentType: GType { get }
    /// The argument `value` holds, or nil for NULL.
    init?(nullableSignalArgument value: UnsafePointer<GValue>)
}

extension String: NullableSignalArgument {
    public static var signalArgumentType: GType { g_type_from_name("gchararray") }
    public init?(nullableSignalArgument value: UnsafePointer<GValue>) {
        guard let string = g_value_get_string(value) else { return nil }
        self.init(cString: string)
    }
}

/// An object (a GtkListItem), a boxed value (a GError) or a plain pointer (a `gint *`).
extension UnsafeMutableRawPointer: NullableSignalArgument {
    public static var signalArgumentType: GType { 0 }
    public init?(nullableSignalArgument value: UnsafePointer<GValue>) {
        let pointer: gpointer? =
            if cgtk_value_holds_object(value) != 0 { g_value_get_object(value) }
            else if cgtk_value_holds_boxed(value) != 0 { g_value_get_boxed(value) }
            else { g_value_get_pointer(value) }
        guard let pointer else { return nil }
        self = pointer
    }
}

extension GdkModifierType: SignalArgument {
    public static var signalArgumentType: GType { gdk_modifier_type_get_type() }
    public init(signalArgument value: UnsafePointer<GValue>) { self.init(rawValue: g_value_get_flags(value)) }
}

extension GtkTextDirection: SignalArgument {
    public static var signalArgumentType: GType { gtk_text_direction_get_type() }
    public init(signalArgument value: UnsafePointer<GValue>) { self.init(rawValue: UInt32(bitPattern: g_value_get_enum(value))) }
}

// GObject, GApplication, GSimpleAction, GListModel.
extension ObjectSignal where Handler == () -> Void {
    /// `notify::PROPERTY`: the property changed.
    public static func notify(_ property: ObjectProperty) -> Self { Self("notify::\(property.name)") }
    /// `notify`: any property changed.
    public static var notifyAny: Self { Self("notify") }
    /// A GApplication is starting, before its first window.
    public static var startup: Self { Self("startup") }
    /// A button was clicked, an entry's Enter pressed, an application or an action activated.
    public static var activate: Self { Self("activate") }
}

extension ObjectSignal where Handler == (UInt32, UInt32, UInt32) -> Void {
    /// A list model's items changed: at a position, how many removed, how many added.
    public static var itemsChanged: Self { Self("items-changed") }
}

// GtkWidget, GtkWindow and GdkFrameClock.
extension ObjectSignal where Handler == () -> Void {
    public static var map: Self { Self("map") }
    public static var unmap: Self { Self("unmap") }
    public static var destroy: Self { Self("destroy") }
    /// A frame clock's update, layout and paint phases.
    public static var update: Self { Self("update") }
    public static var layout: Self { Self("layout") }
    public static var beforePaint: Self { Self("before-paint") }
    public static var afterPaint: Self { Self("after-paint") }
}

extension ObjectSignal where Handler == (GtkTextDirection) -> Void {
    /// A widget's text direction changed; the handler gets the one before.
    public static var directionChanged: Self { Self("direction-changed") }
}

extension ObjectSignal where Handler == () -> Bool {
    /// The user asked to close a window; true keeps it open.
    public static var closeRequest: Self { Self("close-request") }
}

// Buttons, switches, adjustments and entries.
extension ObjectSignal where Handler == () -> Void {
    public static var clicked: Self { Self("clicked") }
    public static var toggled: Self { Self("toggled") }
    /// An adjustment's value, a scale's or a spin button's changed.
    public static var valueChanged: Self { Self("value-changed") }
    /// An editable's text changed.
    public static var changed: Self { Self("changed") }
    /// A search entry's text changed, after a short delay while the user types.
    public static var searchChanged: Self { Self("search-changed") }
    /// A search entry's Escape.
    public static var stopSearch: Self { Self("stop-search") }
}

extension ObjectSignal where Handler == (Bool) -> Bool {
    /// A switch is asked to change its state; true means the handler sets it.
    public static var stateSet: Self { Self("state-set") }
}

extension ObjectSignal where Handler == (String?, Int32, UnsafeMutableRawPointer?) -> Void {
    /// Text is about to be inserted into an editable: the text, its length in bytes and a
    /// `gint *` to the position.
    public static var insertText: Self { Self("insert-text") }
}

extension ObjectSignal where Handler == (Int32, Int32) -> Void {
    /// Text is about to be deleted from an editable: the start and end positions.
    public static var deleteText: Self { Self("delete-text") }
}

// Event controllers and gestures.
extension ObjectSignal where Handler == () -> Void {
    /// The focus came into or left a focus controller's widget, or the pointer a motion
    /// controller's.
    public static var enter: Self { Self("enter") }
    public static var leave: Self { Self("leave") }
    /// A click gesture's press ended by a release, or stopped; a gesture was cancelled.
    public static var released: Self { Self("released") }
    public static var stopped: Self { Self("stopped") }
    public static var cancel: Self { Self("cancel") }
    /// A gesture stopped recognizing its sequence: the press was released, or the sequence
    /// was cancelled.
    public static var end: Self { Self("end") }
}

extension ObjectSignal where Handler == (Int32, Double, Double) -> Void {
    /// A click gesture's press: the number of presses so far, and where.
    public static var pressed: Self { Self("pressed") }
}

extension ObjectSignal where Handler == (Double, Double) -> Void {
    /// A drag began at a point, moved or ended by an offset from where it began.
    public static var dragBegin: Self { Self("drag-begin") }
    public static var dragUpdate: Self { Self("drag-update") }
    public static var dragEnd: Self { Self("drag-end") }
}

extension ObjectSignal where Handler == (Double, Double) -> Bool {
    /// A scroll by a horizontal and a vertical delta; true when handled.
    public static var scroll: Self { Self("scroll") }
}

extension ObjectSignal where Handler == (UInt32, UInt32, GdkModifierType) -> Bool {
    /// A key went down: its keyval, its hardware keycode and the modifiers; true when handled.
    public static var keyPressed: Self { Self("key-pressed") }
}

extension ObjectSignal where Handler == () -> Bool {
    /// An event reached a legacy event controller, which gives it with
    /// `gtk_event_controller_get_current_event`; true when handled.
    public static var event: Self { Self("event") }
}

// List views and their factories, list boxes, and the CSS provider.
extension ObjectSignal where Handler == (UnsafeMutableRawPointer?) -> Void {
    /// A list item factory's item (a GtkListItem) is set up, bound, unbound.
    public static var setup: Self { Self("setup") }
    public static var bind: Self { Self("bind") }
    public static var unbind: Self { Self("unbind") }
}

extension ObjectSignal where Handler == (UInt32) -> Void {
    /// A list view's row at a position was activated.
    public static var activateRow: Self { Self("activate") }
}

extension ObjectSignal where Handler == (UnsafeMutableRawPointer?) -> Void {
    /// A list box's row (a GtkListBoxRow) was selected, nil when none is; a row was activated.
    public static var rowSelected: Self { Self("row-selected") }
    public static var rowActivated: Self { Self("row-activated") }
}

extension ObjectSignal where Handler == () -> Void {
    /// A list box's cursor moved by a key binding (its step and count are left out).
    public static var moveCursor: Self { Self("move-cursor") }
}

extension ObjectSignal where Handler == (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void {
    /// A CSS provider met an error: the section (a GtkCssSection) and the GError.
    public static var parsingError: Self { Self("parsing-error") }
}

/// A property of a GTK or GLib object that Swift code follows through ``ObjectSignal/notify(_:)``,
/// declared once by name, so a misspelt name does not compile:
///
/// ```swift
/// Signal.connect(revealer, .notify(.childRevealed)) { finishHiding() }
/// ```
///
/// The library's are declared below; an app declares its own the same way:
/// `ObjectProperty("my-property")`.
public struct ObjectProperty: Sendable {
    /// The property's name, such as "child-revealed".
    public let name: String

    public init(_ name: String) {
        self.name = name
    }
}

extension ObjectProperty {
    /// A widget's: whether it has the keyboard focus.
    public static var hasFocus: Self { Self("has-focus") }
    /// A revealer's: whether its child is fully shown, once the transition ended.
    public static var childRevealed: Self { Self("child-revealed") }
    /// GtkSettings': whether the app asks for the theme's dark variant, and the theme's name.
    public static var gtkApplicationPreferDarkTheme: Self { Self("gtk-application-prefer-dark-theme") }
    public static var gtkThemeName: Self { Self("gtk-theme-name") }
    /// A switch's, a toggle or check button's: whether it is on.
    public static var active: Self { Self("active") }
    /// A scrolled window's: whether a finger's drag scrolls on after it lifts.
    public static var kineticScrolling: Self { Self("kinetic-scrolling") }
    /// A drop-down's: the position of the chosen item.
    public static var selected: Self { Self("selected") }
}

extension Signal {
    /// Runs `handler` with the arguments after the instance whenever `instance` emits
    /// `signal`; returns the handler id.
    @discardableResult
    public static func connect<each Argument: SignalArgument>(
        _ instance: some ObjectPointer, _ signal: ObjectSignal<(repeat each Argument) -> Void>, after: Bool = false,
        _ handler: @escaping @MainActor (repeat each Argument) -> Void
    ) -> UInt {
        assert(hasArguments(instance, signal.name, repeat (each Argument).self))
        return connect(instance, signal.name, after: after) { arguments in
            let values = arguments.read(repeat (each Argument).self)
            handler(repeat each values)
        }
    }

    /// Makes `handler`, with the emitting instance and then the signal's arguments, the class
    /// handler of `signal` for every instance of `type` (``overrideClassHandler(_:_:_:)``).
    static func overrideClassHandler<each Argument: SignalArgument>(
        _ type: GType, _ signal: ObjectSignal<(repeat each Argument) -> Void>,
        _ handler: @escaping @MainActor (_ instance: gpointer, repeat each Argument) -> Void
    ) {
        overrideClassHandler(type, signal.name) { arguments in
            guard let instance = arguments.pointer(0) else { return }
            let values = arguments.read(repeat (each Argument).self)
            handler(instance, repeat each values)
        }
    }

    /// Runs `handler` with the arguments after the instance whenever `instance` emits
    /// `signal`, and gives GTK its result: whether it handled the event. Returns the handler id.
    @discardableResult
    public static func connect<each Argument: SignalArgument>(
        _ instance: some ObjectPointer, _ signal: ObjectSignal<(repeat each Argument) -> Bool>, after: Bool = false,
        _ handler: @escaping @MainActor (repeat each Argument) -> Bool
    ) -> UInt {
        assert(hasArguments(instance, signal.name, repeat (each Argument).self))
        return connectReturning(instance, signal.name, after: after) { arguments in
            let values = arguments.read(repeat (each Argument).self)
            return handler(repeat each values)
        }
    }

    /// Whether `instance`'s signal `name` passes handlers at least the arguments given, of
    /// those types; reports the first that differs.
    static func hasArguments<each Argument: SignalArgument>(
        _ instance: some ObjectPointer, _ name: String, _ types: repeat (each Argument).Type
    ) -> Bool {
        var signalID: guint = 0
        guard g_signal_parse_name(name, cgtk_type_of(instance.rawObject), &signalID, nil, 0) != 0 else { return true }
        var query = GSignalQuery()
        g_signal_query(signalID, &query)
        var index = 0
        var matches = true
        func check<Value: SignalArgument>(_ type: Value.Type) {
            defer { index += 1 }
            guard matches else { return }
            let expected = Value.signalArgumentType
            // The lowest bit marks an argument passed without a copy (G_SIGNAL_TYPE_STATIC_SCOPE).
            let passed = index < query.n_params ? query.param_types[index] & ~GType(1) : 0
            guard index < query.n_params, expected == 0 || g_type_is_a(passed, expected) != 0 else {
                let instanceType = String(cString: cgtk_type_name(instance.rawObject))
                Diagnostics.report("gtkcontrols: \(instanceType)::\(name) passes no \(Value.self) as argument \(index + 1)")
                matches = false
                return
            }
        }
        repeat check(each types)
        return matches
    }
}

extension SignalArguments {
    /// The arguments after the instance, read in order as `Value`s.
    fileprivate func read<each Value: SignalArgument>(_ types: repeat (each Value).Type) -> (repeat each Value) {
        var index = 0
        func next<Next: SignalArgument>(_ type: Next.Type) -> Next {
            index += 1
            return Next(signalArgument: value(index))
        }
        return (repeat next(each types))
    }
}
