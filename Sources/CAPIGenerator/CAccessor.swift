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
    let value: CValue

    /// The accessors of `property`; nil when C has no accessor for its value type (a string
    /// list, an enumeration).
    init?(_ property: WidgetProperty) {
        guard let value = CValue(property.valueType) else { return nil }
        if case .strings = value { return nil }
        propertyName = property.name
        name = property.name.replacing("-", with: "_")
        summary = property.summary
        isWritable = property.isWritable
        self.value = value
    }

    /// The getter's `Returns:` line: the annotations and what the value is.
    var returnsDoc: String {
        let described = lowercasingFirstWord(summary)
        return switch value {
        case .string: "(transfer full): \(described), or \"\" for none; free it with g_free()"
        case .object: "(transfer none) (nullable): \(described)"
        default: described
        }
    }

    /// The setter's line for its parameter: the annotations and what the value is.
    var parameterDoc: String {
        value.parameterAnnotation + lowercasingFirstWord(summary)
    }

    /// The setter's description.
    var setterDoc: String {
        let sets = "Sets \(lowercasingFirstWord(summary))."
        return switch value {
        case .double: "\(sets) A number out of range is clamped; NaN is reported and ignored."
        case .int: "\(sets) A number out of range is clamped."
        default: sets
        }
    }

    /// The getter's body, which reads the property of `instance`, a `typeName`.
    func swiftGetterBody(typeName: String) -> String {
        let key = "instance, \"\(typeName)\", \"\(propertyName)\""
        return switch value {
        case .double: "read(\(key), or: 0)"
        case .int: "read(\(key), or: -1)"
        case .boolean: "read(\(key), or: false) ? 1 : 0"
        case .string: "readString(\(key))"
        case .strings: preconditionFailure("C has no accessors of a string list")
        case .object: "read(\(key), or: nil as ObjectReference?).map { OpaquePointer($0.object) }"
        }
    }

    /// The setter's body, which writes its argument to the property of `instance`, a `typeName`.
    func swiftSetterBody(typeName: String) -> String {
        "write(instance, \"\(typeName)\", \"\(propertyName)\", \(value.swiftValue(of: name)))"
    }
}

/// "The knob's value" → "the knob's value"; "UIKit's style" stays.
func lowercasingFirstWord(_ text: String) -> String {
    let letters = Array(text.prefix(2))
    guard letters.count == 2, letters[0].isUppercase, !letters[1].isUppercase else { return text }
    return letters[0].lowercased() + text.dropFirst()
}
