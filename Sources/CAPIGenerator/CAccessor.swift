// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import GtkControls

/// A property's getter and setter as C declares them and as Swift implements them: the C
/// types, the GTK-Doc annotations and the conversions, by the property's value type.
@MainActor
struct CAccessor {
    /// The property's name, such as "mode-index".
    let propertyName: String
    /// The property's name in C identifiers and parameters, such as "mode_index".
    let name: String
    let summary: String
    let isWritable: Bool
    private let kind: Kind

    private enum Kind {
        case double, int, boolean, string
        /// A GObject of the named class or interface, such as "GListModel".
        case object(String)
    }

    /// The accessors of `property`; nil when C has no accessor for its value type (a string
    /// list, an enumeration).
    init?(_ property: WidgetProperty) {
        propertyName = property.name
        name = property.name.replacing("-", with: "_")
        summary = property.summary
        isWritable = property.isWritable
        switch property.valueType {
        case Double.valueType: kind = .double
        case Int32.valueType: kind = .int
        case Bool.valueType: kind = .boolean
        case String.valueType: kind = .string
        case let type where g_type_is_a(type, g_type_from_name("GObject")) != 0:
            kind = .object(String(cString: g_type_name(type)))
        default: return nil
        }
    }

    /// What the getter returns in C.
    var cReturnType: String {
        switch kind {
        case .double: "double"
        case .int: "int"
        case .boolean: "gboolean"
        case .string: "char *"
        case let .object(name): "\(name) *"
        }
    }

    /// What the setter takes in C.
    var cParameterType: String {
        switch kind {
        case .string: "const char *"
        default: cReturnType
        }
    }

    /// The getter's `Returns:` line: the annotations and what the value is.
    var returnsDoc: String {
        let value = Self.lowercasingFirstWord(summary)
        return switch kind {
        case .string: "(transfer full): \(value), or \"\" for none; free it with g_free()"
        case .object: "(transfer none) (nullable): \(value)"
        default: value
        }
    }

    /// The setter's line for its parameter: the annotations and what the value is.
    var parameterDoc: String {
        let value = Self.lowercasingFirstWord(summary)
        return switch kind {
        case .object: "(nullable): \(value)"
        default: value
        }
    }

    /// The setter's description.
    var setterDoc: String {
        let sets = "Sets \(Self.lowercasingFirstWord(summary))."
        return switch kind {
        case .double: "\(sets) A number out of range is clamped; NaN is reported and ignored."
        case .int: "\(sets) A number out of range is clamped."
        default: sets
        }
    }

    /// What the getter returns in Swift.
    var swiftReturnType: String {
        switch kind {
        case .double: "Double"
        case .int: "Int32"
        case .boolean: "gboolean"
        case .string: "UnsafeMutablePointer<CChar>?"
        case .object: "OpaquePointer?"
        }
    }

    /// What the setter takes in Swift.
    var swiftParameterType: String {
        switch kind {
        case .string: "UnsafePointer<CChar>?"
        default: swiftReturnType
        }
    }

    /// The getter's body, which reads the property of `instance`, a `typeName`.
    func swiftGetterBody(typeName: String) -> String {
        let key = "instance, \"\(typeName)\", \"\(propertyName)\""
        return switch kind {
        case .double: "read(\(key), or: 0)"
        case .int: "read(\(key), or: -1)"
        case .boolean: "read(\(key), or: false) ? 1 : 0"
        case .string: "readString(\(key))"
        case .object: "read(\(key), or: nil as ObjectReference?).map { OpaquePointer($0.object) }"
        }
    }

    /// The setter's body, which writes its argument to the property of `instance`, a `typeName`.
    func swiftSetterBody(typeName: String) -> String {
        let value = switch kind {
        case .double, .int: name
        case .boolean: "\(name) != 0"
        case .string: "string(\(name))"
        case .object: "\(name).map { ObjectReference($0.rawObject) }"
        }
        return "write(instance, \"\(typeName)\", \"\(propertyName)\", \(value))"
    }

    /// "The knob's value" → "the knob's value"; "UIKit's style" stays.
    private static func lowercasingFirstWord(_ text: String) -> String {
        let letters = Array(text.prefix(2))
        guard letters.count == 2, letters[0].isUppercase, !letters[1].isUppercase else { return text }
        return letters[0].lowercased() + text.dropFirst()
    }
}
