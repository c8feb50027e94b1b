// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk

/// A signal of a widget type, as ``WidgetType`` registers it: see ``SignalKey``, the typed
/// declaration every control makes.
@MainActor
public protocol WidgetSignal {
    /// The signal's name, such as "value-changed".
    var name: String { get }
    /// What the signal tells, for introspection and the docs.
    var summary: String { get }
    /// The GTypes of the arguments after the instance.
    var argumentTypes: [GType] { get }
    /// The names of the arguments after the instance, for C, introspection and the docs.
    var argumentNames: [String] { get }
}

/// A signal of `Owner`'s widget type whose handlers get `Argument`s after the instance,
/// declared once; the control emits it through the declaration, so a misspelt name or a wrong
/// argument does not compile.
///
/// ```swift
/// let meter = Meter()
/// Meter.filledSignal.emit(meter, 1.0)     // handlers get the meter and 1.0
/// ```
@MainActor
public struct SignalKey<Owner: ObjectBinding, each Argument: PropertyValue>: WidgetSignal {
    public let name: String
    public let summary: String
    public let argumentNames: [String]

    /// The signal `name`, whose arguments are called `arguments` (one name per `Argument`).
    public init(_ name: String, _ summary: String, arguments: String...) {
        self.name = name
        self.summary = summary
        argumentNames = arguments
        precondition(arguments.count == argumentTypes.count, "\(name): one name per argument")
    }

    public var argumentTypes: [GType] {
        var types: [GType] = []
        repeat types.append((each Argument).valueType)
        return types
    }

    /// Whether `owner`'s widget type has this signal (a control's shared signal that only
    /// some types emit).
    public func isDeclared(on owner: Owner) -> Bool {
        owner.isAlive && g_signal_lookup(name, cgtk_type_of(owner.object)) != 0
    }

    /// Runs `handler` with the signal's arguments whenever `owner` emits it, as C and bindings
    /// hear it; returns the handler id, for ``Signal/disconnect(_:_:)``.
    ///
    /// ```swift
    /// let picker = DatePicker(date: CalendarDate(year: 2024, month: 2, day: 29))
    /// DatePicker.dateChangedSignal.connect(picker) { remind(on: picker.date) }
    /// ```
    @discardableResult
    public func connect(_ owner: Owner, after: Bool = false, _ handler: @escaping @MainActor (repeat each Argument) -> Void) -> UInt {
        Signal.connect(owner.object, name, after: after) { arguments in
            var index = 0
            func next<Value: PropertyValue>(_: Value.Type) -> Value {
                index += 1
                return Value(from: arguments.value(index))
            }
            handler(repeat next((each Argument).self))
        }
    }

    /// Emits the signal on `owner` with `arguments`.
    public func emit(_ owner: Owner, _ arguments: repeat each Argument) {
        guard owner.isAlive else { return }
        let signal = g_signal_lookup(name, cgtk_type_of(owner.object))
        precondition(signal != 0, "\(name) is not a signal of \(String(cString: cgtk_type_name(owner.object)))")
        var values = [GValue](repeating: GValue(), count: 1)
        g_value_init(&values[0], cgtk_type_of(owner.object))
        g_value_set_object(&values[0], owner.object)
        func append<Value: PropertyValue>(_ argument: Value) {
            var value = GValue()
            g_value_init(&value, Value.valueType)
            argument.store(in: &value)
            values.append(value)
        }
        repeat append(each arguments)
        g_signal_emitv(&values, signal, 0, nil)
        for index in values.indices { g_value_unset(&values[index]) }
    }
}
