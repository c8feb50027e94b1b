// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT

/// How C makes a control: the constructor `ctl_NAME_new` that the C API's generator writes,
/// declaration and body, from a ``WidgetType``'s `constructor`. Each control of
/// ``WidgetTypes/all`` says which it has, and the generator refuses one that does not: a
/// constructor that takes arguments cannot be forgotten and made without them. ``Stepper``'s
/// type declares one with arguments, a check and an order.
@MainActor
public enum WidgetConstructor {
    /// No constructor: C makes the control with `g_object_new()` only.
    case unavailable
    /// `ctl_NAME_new (void)`.
    case plain
    /// `ctl_NAME_new (…)`, whose arguments are values of the control's properties, written in
    /// turn to a new instance (in the order `order` gives, when that depends on the values).
    /// `description` follows "Creates a `CtlNAME`." in the header. `check` refuses arguments
    /// that make no control, throwing what C reports; the constructor then returns `NULL`.
    case arguments([Argument], description: String = "", check: ((Values) throws -> Void)? = nil, order: ((Values) -> [WidgetProperty])? = nil)

    /// One argument of a constructor: the value of `property`.
    public struct Argument {
        public let property: WidgetProperty
        /// The parameter's name in C; by default the property's ("mode-index" → "mode_index").
        public let name: String
        /// What the argument is, in the header's words ("the lowest value").
        public let summary: String

        public init(_ property: WidgetProperty, name: String? = nil, _ summary: String) {
            self.property = property
            self.name = name ?? property.name.replacing("-", with: "_")
            self.summary = summary
        }
    }

    /// A constructor's arguments, by the property each is for.
    public struct Values {
        private let values: [String: any PropertyValue]

        init(_ values: [String: any PropertyValue]) {
            self.values = values
        }

        /// The argument for `property`, which the constructor takes.
        public subscript<Owner, Value>(_ property: PropertyKey<Owner, Value>) -> Value {
            guard let value = values[property.name] as? Value else { preconditionFailure("the constructor takes no \(Value.self) for \(property.name)") }
            return value
        }

        /// The argument for `property`, which the constructor takes.
        public subscript(_ property: WidgetProperty) -> any PropertyValue {
            guard let value = values[property.name] else { preconditionFailure("the constructor takes no \(property.name)") }
            return value
        }
    }

    /// The property writes that make a control of `given`, one value per argument in their
    /// order: each property with its value, in the order to write them. Throws what `check`
    /// throws when it refuses them.
    public func writes(of given: [any PropertyValue]) throws -> [(property: WidgetProperty, value: any PropertyValue)] {
        guard case let .arguments(arguments, _, check, order) = self, arguments.count == given.count else {
            preconditionFailure("\(given.count) arguments for a constructor that takes other")
        }
        let values = Values(Dictionary(uniqueKeysWithValues: zip(arguments.map(\.property.name), given)))
        try check?(values)
        return (order?(values) ?? arguments.map(\.property)).map { ($0, values[$0]) }
    }
}
