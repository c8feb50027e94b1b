// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk

/// A property's values as C passes them, by the property's value type: the C and Swift types
/// of a getter's result and of a parameter, the parameter's GTK-Doc annotation, and the
/// conversion of a C argument to the property's Swift value.
enum CValue {
    case double, int, boolean, string
    /// A `NULL`-terminated array of strings (a string list).
    case strings
    /// A GObject of the named class or interface, such as "GListModel".
    case object(String)

    /// The C form of a property's values of `type`; nil when C has none (an enumeration).
    @MainActor
    init?(_ type: GType) {
        switch type {
        case Double.valueType: self = .double
        case Int32.valueType: self = .int
        case Bool.valueType: self = .boolean
        case String.valueType: self = .string
        case [String].valueType: self = .strings
        case let type where g_type_is_a(type, g_type_from_name("GObject")) != 0: self = .object(String(cString: g_type_name(type)))
        default: return nil
        }
    }

    /// What a getter returns in C.
    var cReturnType: String {
        switch self {
        case .double: "double"
        case .int: "int"
        case .boolean: "gboolean"
        case .string: "char *"
        case .strings: "char **"
        case let .object(name): "\(name) *"
        }
    }

    /// What a parameter is in C.
    var cParameterType: String {
        switch self {
        case .string: "const char *"
        case .strings: "const char * const *"
        default: cReturnType
        }
    }

    /// A parameter's GTK-Doc annotation, such as "(nullable): "; "" for none.
    var parameterAnnotation: String {
        switch self {
        case .strings: "(array zero-terminated=1): "
        case .object: "(nullable): "
        default: ""
        }
    }

    /// What a getter returns in Swift.
    var swiftReturnType: String {
        switch self {
        case .double: "Double"
        case .int: "Int32"
        case .boolean: "gboolean"
        case .string: "UnsafeMutablePointer<CChar>?"
        case .strings: "UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?"
        case .object: "OpaquePointer?"
        }
    }

    /// What a parameter is in Swift.
    var swiftParameterType: String {
        switch self {
        case .string: "UnsafePointer<CChar>?"
        case .strings: "UnsafePointer<UnsafePointer<CChar>?>?"
        default: swiftReturnType
        }
    }

    /// The Swift value of the parameter `name`, as the property takes it.
    func swiftValue(of name: String) -> String {
        switch self {
        case .double, .int: name
        case .boolean: "\(name) != 0"
        case .string: "string(\(name))"
        case .strings: "strings(\(name))"
        case .object: "\(name).map { ObjectReference($0.rawObject) }"
        }
    }
}
