// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk

/// A Swift type whose values a GObject property or a signal argument carries, in a GValue of
/// ``valueType``.
public protocol PropertyValue {
    /// The GType of the GValue that carries the value, such as `gdouble`.
    @MainActor static var valueType: GType { get }
    /// The value `value` carries.
    init(from value: UnsafePointer<GValue>)
    /// Puts this value into `value`, a GValue of ``valueType``.
    func store(in value: UnsafeMutablePointer<GValue>)
}

extension Double: PropertyValue {
    public static var valueType: GType { g_type_from_name("gdouble") }
    public init(from value: UnsafePointer<GValue>) { self = g_value_get_double(value) }
    public func store(in value: UnsafeMutablePointer<GValue>) { g_value_set_double(value, self) }
}

extension Int32: PropertyValue {
    public static var valueType: GType { g_type_from_name("gint") }
    public init(from value: UnsafePointer<GValue>) { self = g_value_get_int(value) }
    public func store(in value: UnsafeMutablePointer<GValue>) { g_value_set_int(value, self) }
}

extension Bool: PropertyValue {
    public static var valueType: GType { g_type_from_name("gboolean") }
    public init(from value: UnsafePointer<GValue>) { self = g_value_get_boolean(value) != 0 }
    public func store(in value: UnsafeMutablePointer<GValue>) { g_value_set_boolean(value, self ? 1 : 0) }
}

/// A string list: a `NULL`-terminated `GStrv` in C, a boxed type.
extension Array: PropertyValue where Element == String {
    public static var valueType: GType { g_strv_get_type() }

    public init(from value: UnsafePointer<GValue>) {
        self = []
        var strv = g_value_get_boxed(value)?.assumingMemoryBound(to: UnsafeMutablePointer<CChar>?.self)
        while let entry = strv?.pointee {
            append(String(cString: entry))
            strv = strv?.successor()
        }
    }

    public func store(in value: UnsafeMutablePointer<GValue>) {
        let strv = g_malloc0_n(gsize(count + 1), gsize(MemoryLayout<UnsafeMutablePointer<CChar>?>.size))!
            .assumingMemoryBound(to: UnsafeMutablePointer<CChar>?.self)
        for (index, string) in enumerated() { strv[index] = g_strdup(string) }
        g_value_take_boxed(value, strv)
    }
}

/// A value that may be absent (`NULL` in C): a string or an object.
public protocol NullablePropertyValue {
    @MainActor static var valueType: GType { get }
    static func read(_ value: UnsafePointer<GValue>) -> Self?
    static func store(_ wrapped: Self?, in value: UnsafeMutablePointer<GValue>)
}

extension Optional: PropertyValue where Wrapped: NullablePropertyValue {
    public static var valueType: GType { Wrapped.valueType }
    public init(from value: UnsafePointer<GValue>) { self = Wrapped.read(value) }
    public func store(in value: UnsafeMutablePointer<GValue>) { Wrapped.store(self, in: value) }
}

extension String: NullablePropertyValue {
    public static var valueType: GType { g_type_from_name("gchararray") }
    public static func read(_ value: UnsafePointer<GValue>) -> String? { g_value_get_string(value).map { String(cString: $0) } }
    public static func store(_ wrapped: String?, in value: UnsafeMutablePointer<GValue>) { g_value_set_string(value, wrapped) }
}

/// A GObject, held by the property's owner with a reference of its own.
public struct ObjectReference: NullablePropertyValue, Equatable {
    /// The object.
    public let object: gpointer

    /// `object`, a GObject.
    public init(_ object: gpointer) { self.object = object }

    /// `GObject`: the declaration names the objects' own type (``PropertyKey/init(_:_:objectType:get:set:)``).
    public static var valueType: GType { g_type_from_name("GObject") }
    public static func read(_ value: UnsafePointer<GValue>) -> ObjectReference? { g_value_get_object(value).map(ObjectReference.init) }
    public static func store(_ wrapped: ObjectReference?, in value: UnsafeMutablePointer<GValue>) { g_value_set_object(value, wrapped?.object) }
}

/// A Swift enumeration that is a GEnum type in GObject: its cases are the values 0, 1, … in
/// the order of `allCases`, named by their ``WidgetEnum``'s nicks in .ui files and introspection.
public protocol PropertyEnum: PropertyValue, CaseIterable, Equatable {
    /// The GEnum type, such as `CtlActivityIndicatorStyle`.
    @MainActor static var enumType: WidgetEnum { get }
}

extension PropertyEnum {
    @MainActor public static var valueType: GType {
        // The values are numbered in the order of the cases: each nickname must be its case's
        // name ("medium-white" for mediumWhite), in the same order.
        let cases = allCases.map { String(describing: $0) }
        precondition(enumType.nicks.map { $0.replacing("-", with: "").lowercased() } == cases.map { $0.lowercased() },
                     "\(enumType.name) names the values \(enumType.nicks), \(Self.self) has the cases \(cases), in this order")
        return enumType.gtype
    }

    public init(from value: UnsafePointer<GValue>) {
        let cases = Array(Self.allCases)
        self = cases[min(max(Int(g_value_get_enum(value)), 0), cases.count - 1)]
    }

    public func store(in value: UnsafeMutablePointer<GValue>) {
        g_value_set_enum(value, Int32(Array(Self.allCases).firstIndex(of: self)!))
    }
}
