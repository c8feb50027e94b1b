// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk

/// A GObject property of a widget type, as ``WidgetType`` installs it: see ``PropertyKey``, the
/// typed declaration every control makes.
@MainActor
public class WidgetProperty {
    /// The property's name, such as "value" or "hides-when-stopped".
    public let name: String
    /// What the property is, for GtkInspector, introspection and the docs.
    public let summary: String
    /// Whether C, GtkBuilder and bindings may set it.
    public let isWritable: Bool
    /// The GType of the property's values.
    public let valueType: GType
    /// The installed GParamSpec, once the type's class is made.
    private(set) var spec: UnsafeMutablePointer<GParamSpec>?
    private let makeSpec: (_ name: String, _ summary: String, _ flags: GParamFlags) -> UnsafeMutablePointer<GParamSpec>
    /// Puts a control's value into a GValue.
    let read: (_ binding: ObjectBinding, _ value: UnsafeMutablePointer<GValue>) -> Void
    /// Gives a control the value in a GValue; nil for a read-only property.
    let write: ((_ binding: ObjectBinding, _ value: UnsafePointer<GValue>) -> Void)?

    fileprivate init(name: String, summary: String, valueType: GType,
                     read: @escaping (ObjectBinding, UnsafeMutablePointer<GValue>) -> Void,
                     write: ((ObjectBinding, UnsafePointer<GValue>) -> Void)?,
                     makeSpec: @escaping (String, String, GParamFlags) -> UnsafeMutablePointer<GParamSpec>) {
        self.name = name
        self.summary = summary
        isWritable = write != nil
        self.valueType = valueType
        self.read = read
        self.write = write
        self.makeSpec = makeSpec
    }

    /// The GParamSpec to install, which this property keeps for ``PropertyKey/notify(_:)``,
    /// and the property id to install it under. Ids are unique across the library's types, so
    /// that GObject's get_property and set_property find the property by its id alone
    /// (``installed(id:)``), with no look-up in the spec's data.
    func install() -> (id: guint, spec: UnsafeMutablePointer<GParamSpec>) {
        // No G_PARAM_STATIC_STRINGS: the names are Swift strings, which GLib must copy.
        let access = isWritable ? G_PARAM_READWRITE.rawValue : G_PARAM_READABLE.rawValue
        let made = makeSpec(name, summary, GParamFlags(rawValue: access | G_PARAM_EXPLICIT_NOTIFY.rawValue))
        spec = made
        Self.installedProperties.append(self)
        return (guint(Self.installedProperties.count), made)
    }

    /// The property installed under `id`; nil for an id the library did not give.
    static func installed(id: guint) -> WidgetProperty? {
        let index = Int(id) - 1
        return installedProperties.indices.contains(index) ? installedProperties[index] : nil
    }

    /// Every property installed, each at its id less one. Types last as long as the process.
    private static var installedProperties: [WidgetProperty] = []

    /// Whether `binding`'s widget type has this property (a control's shared property that
    /// only some types show).
    public func isDeclared(on binding: ObjectBinding) -> Bool {
        binding.isAlive && spec != nil && g_object_class_find_property(cgtk_object_class(cgtk_object(binding.object)), name) == spec
    }

    /// Tells GTK that the property of `binding` changed: ``PropertyKey/notify(_:)`` where
    /// properties of several owners are notified together.
    func notifyChange(of binding: ObjectBinding) {
        guard binding.isAlive, let spec else { return }
        g_object_notify_by_pspec(cgtk_object(binding.object), spec)
    }

    /// Runs `change`, then notifies each of `properties` of `binding` whose value it changed:
    /// for a change that may touch several properties at once.
    static func notifyChanges(to properties: [WidgetProperty], of binding: ObjectBinding, during change: () -> Void) {
        let before = properties.map { $0.value(of: binding) }
        change()
        for (property, old) in zip(properties, before) {
            var old = old
            var new = property.value(of: binding)
            if let spec = property.spec, g_param_values_cmp(spec, &old, &new) != 0 { property.notifyChange(of: binding) }
            g_value_unset(&old)
            g_value_unset(&new)
        }
    }

    /// `binding`'s value of the property, in a GValue the caller unsets.
    private func value(of binding: ObjectBinding) -> GValue {
        var value = GValue()
        g_value_init(&value, valueType)
        read(binding, &value)
        return value
    }
}

/// A GObject property of `Owner`'s widget type whose values are `Value`s, declared once: its
/// name, summary, range or default, and how the control reads and writes it. The type installs
/// it, the control notifies through it, and C, GtkBuilder and bindings read and write the
/// control through it.
///
/// ```swift
/// final class Meter: ObjectBinding {
///     static let levelProperty = PropertyKey<Meter, Double>(
///         "level", "How full the meter is, 0 to 1", range: 0...1, defaultValue: 0,
///         get: { $0.level }, set: { $0.level = $1 })
///     static let filledSignal = SignalKey<Meter, Double>("filled", "The meter reached its top", arguments: "level")
///     static let type = WidgetType(name: "AppMeter", properties: [levelProperty], signals: [filledSignal]) { Meter() }
///
///     var level = 0.0 {
///         didSet {
///             guard level != oldValue else { return }
///             Self.levelProperty.notify(self)
///             if level == 1 { Self.filledSignal.emit(self, level) }
///         }
///     }
///
///     init() { super.init(binding: Self.type.instantiate()) }
/// }
/// ```
@MainActor
public final class PropertyKey<Owner: ObjectBinding, Value: PropertyValue>: WidgetProperty {
    private init(_ name: String, _ summary: String, valueType: GType, get: @escaping (Owner) -> Value, set: ((Owner, Value) -> Void)?,
                 makeSpec: @escaping (String, String, GParamFlags) -> UnsafeMutablePointer<GParamSpec>) {
        super.init(name: name, summary: summary, valueType: valueType,
                   read: { binding, value in get(binding as! Owner).store(in: value) },
                   write: set.map { set in { binding, value in set(binding as! Owner, Value(from: value)) } },
                   makeSpec: makeSpec)
    }

    /// Tells GTK that the property of `owner` changed; call only for a real change.
    public func notify(_ owner: Owner) {
        notifyChange(of: owner)
    }
}

extension PropertyKey where Value == Double {
    /// A `double` property in `range` (read-only without `set`).
    public convenience init(_ name: String, _ summary: String, range: ClosedRange<Double>, defaultValue: Double,
                            get: @escaping (Owner) -> Double, set: ((Owner, Double) -> Void)? = nil) {
        self.init(name, summary, valueType: Value.valueType, get: get, set: set) {
            g_param_spec_double($0, nil, $1, range.lowerBound, range.upperBound, defaultValue, $2)
        }
    }
}

extension PropertyKey where Value == Int32 {
    /// A `gint` property in `range` (read-only without `set`).
    public convenience init(_ name: String, _ summary: String, range: ClosedRange<Int32>, defaultValue: Int32,
                            get: @escaping (Owner) -> Int32, set: ((Owner, Int32) -> Void)? = nil) {
        self.init(name, summary, valueType: Value.valueType, get: get, set: set) {
            g_param_spec_int($0, nil, $1, range.lowerBound, range.upperBound, defaultValue, $2)
        }
    }
}

extension PropertyKey where Value == Bool {
    /// A `gboolean` property (read-only without `set`).
    public convenience init(_ name: String, _ summary: String, defaultValue: Bool,
                            get: @escaping (Owner) -> Bool, set: ((Owner, Bool) -> Void)? = nil) {
        self.init(name, summary, valueType: Value.valueType, get: get, set: set) {
            g_param_spec_boolean($0, nil, $1, defaultValue ? 1 : 0, $2)
        }
    }
}

extension PropertyKey where Value == String? {
    /// A string property, `NULL` allowed (read-only without `set`).
    public convenience init(_ name: String, _ summary: String, defaultValue: String? = nil,
                            get: @escaping (Owner) -> String?, set: ((Owner, String?) -> Void)? = nil) {
        self.init(name, summary, valueType: Value.valueType, get: get, set: set) {
            g_param_spec_string($0, nil, $1, defaultValue, $2)
        }
    }
}

extension PropertyKey where Value == [String] {
    /// A string-list property (`GStrv`, `NULL`-terminated in C; read-only without `set`).
    public convenience init(_ name: String, _ summary: String,
                            get: @escaping (Owner) -> [String], set: ((Owner, [String]) -> Void)? = nil) {
        self.init(name, summary, valueType: Value.valueType, get: get, set: set) {
            g_param_spec_boxed($0, nil, $1, g_strv_get_type(), $2)
        }
    }
}

extension PropertyKey where Value == ObjectReference? {
    /// A property holding a GObject of `objectType` (a class or an interface such as
    /// GListModel), `NULL` allowed (read-only without `set`).
    public convenience init(_ name: String, _ summary: String, objectType: GType,
                            get: @escaping (Owner) -> ObjectReference?, set: ((Owner, ObjectReference?) -> Void)? = nil) {
        self.init(name, summary, valueType: objectType, get: get, set: set) {
            g_param_spec_object($0, nil, $1, objectType, $2)
        }
    }
}

extension PropertyKey where Value: PropertyEnum {
    /// A property whose value is one of `Value`'s cases (read-only without `set`).
    public convenience init(_ name: String, _ summary: String, defaultValue: Value,
                            get: @escaping (Owner) -> Value, set: ((Owner, Value) -> Void)? = nil) {
        let type = Value.valueType
        let defaultIndex = Int32(Array(Value.allCases).firstIndex(of: defaultValue)!)
        self.init(name, summary, valueType: type, get: get, set: set) {
            g_param_spec_enum($0, nil, $1, type, defaultIndex, $2)
        }
    }
}
