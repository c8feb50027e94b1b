import CGtk

/// A GObject property of a widget type: its name, its value type, and how to read and write
/// it on the Swift object behind an instance.
@MainActor
public struct WidgetProperty {
    /// The kinds of value a property holds.
    public enum Kind {
        case double(minimum: Double, maximum: Double, defaultValue: Double)
        case int(minimum: Int32, maximum: Int32, defaultValue: Int32)
        case bool(defaultValue: Bool)
        case string(defaultValue: String?)
        case strings
        case enumeration(WidgetEnum, defaultValue: Int32)
    }

    let name: String
    let summary: String
    let kind: Kind
    let get: (ObjectBinding, UnsafeMutablePointer<GValue>) -> Void
    /// Nil for a read-only property.
    let set: ((ObjectBinding, UnsafePointer<GValue>) -> Void)?

    /// A `double` property read by `get` and written by `set`.
    public static func double<Owner: ObjectBinding>(
        _ name: String, _ summary: String, range: ClosedRange<Double>, defaultValue: Double,
        get: @escaping (Owner) -> Double, set: @escaping (Owner, Double) -> Void
    ) -> WidgetProperty {
        WidgetProperty(name: name, summary: summary, kind: .double(minimum: range.lowerBound, maximum: range.upperBound, defaultValue: defaultValue),
                       get: { g_value_set_double($1, get($0 as! Owner)) },
                       set: { set($0 as! Owner, g_value_get_double($1)) })
    }

    /// A `gint` property read by `get` and written by `set` (read-only without `set`).
    public static func int<Owner: ObjectBinding>(
        _ name: String, _ summary: String, range: ClosedRange<Int32>, defaultValue: Int32,
        get: @escaping (Owner) -> Int32, set: ((Owner, Int32) -> Void)? = nil
    ) -> WidgetProperty {
        WidgetProperty(name: name, summary: summary, kind: .int(minimum: range.lowerBound, maximum: range.upperBound, defaultValue: defaultValue),
                       get: { g_value_set_int($1, get($0 as! Owner)) },
                       set: set.map { set in { set($0 as! Owner, g_value_get_int($1)) } })
    }

    /// A `gboolean` property read by `get` and written by `set` (read-only without `set`).
    public static func bool<Owner: ObjectBinding>(
        _ name: String, _ summary: String, defaultValue: Bool,
        get: @escaping (Owner) -> Bool, set: ((Owner, Bool) -> Void)? = nil
    ) -> WidgetProperty {
        WidgetProperty(name: name, summary: summary, kind: .bool(defaultValue: defaultValue),
                       get: { g_value_set_boolean($1, get($0 as! Owner) ? 1 : 0) },
                       set: set.map { set in { set($0 as! Owner, g_value_get_boolean($1) != 0) } })
    }

    /// A string property (nullable) read by `get` and written by `set` (read-only without
    /// `set`).
    public static func string<Owner: ObjectBinding>(
        _ name: String, _ summary: String, defaultValue: String? = nil,
        get: @escaping (Owner) -> String?, set: ((Owner, String?) -> Void)? = nil
    ) -> WidgetProperty {
        WidgetProperty(name: name, summary: summary, kind: .string(defaultValue: defaultValue),
                       get: { g_value_set_string($1, get($0 as! Owner)) },
                       set: set.map { set in { set($0 as! Owner, g_value_get_string($1).map { String(cString: $0) }) } })
    }

    /// A list-of-strings property (`GStrv`, `NULL`-terminated in C) read by `get` and written
    /// by `set`.
    public static func strings<Owner: ObjectBinding>(
        _ name: String, _ summary: String, get: @escaping (Owner) -> [String], set: @escaping (Owner, [String]) -> Void
    ) -> WidgetProperty {
        WidgetProperty(name: name, summary: summary, kind: .strings,
                       get: { g_value_take_boxed($1, Self.newStrv(get($0 as! Owner))) },
                       set: { set($0 as! Owner, Self.strings(in: g_value_get_boxed($1)?.assumingMemoryBound(to: UnsafeMutablePointer<CChar>?.self))) })
    }

    /// A property whose value is one of `enumeration`'s cases, read by `get` and written by
    /// `set` (read-only without `set`).
    public static func enumeration<Owner: ObjectBinding, Value: CaseIterable & Equatable & Sendable>(
        _ name: String, _ summary: String, _ enumeration: WidgetEnum, defaultValue: Value,
        get: @escaping (Owner) -> Value, set: ((Owner, Value) -> Void)? = nil
    ) -> WidgetProperty {
        let cases = Array(Value.allCases)
        precondition(cases.count == enumeration.nicks.count, "\(name): \(enumeration.name) has one nick per case")
        return WidgetProperty(name: name, summary: summary, kind: .enumeration(enumeration, defaultValue: Int32(cases.firstIndex(of: defaultValue)!)),
                              get: { g_value_set_enum($1, Int32(cases.firstIndex(of: get($0 as! Owner))!)) },
                              set: set.map { set in { set($0 as! Owner, cases[Int(g_value_get_enum($1))]) } })
    }

    /// A newly allocated `NULL`-terminated array of copies of `strings`, freed with g_strfreev.
    private static func newStrv(_ strings: [String]) -> gpointer {
        let strv = g_malloc0_n(gsize(strings.count + 1), gsize(MemoryLayout<UnsafeMutablePointer<CChar>?>.size))!
            .assumingMemoryBound(to: UnsafeMutablePointer<CChar>?.self)
        for (index, string) in strings.enumerated() { strv[index] = g_strdup(string) }
        return gpointer(strv)
    }

    private static func strings(in strv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> [String] {
        var strings: [String] = []
        while let strv, let string = strv[strings.count] { strings.append(String(cString: string)) }
        return strings
    }

    fileprivate func makeSpec() -> UnsafeMutablePointer<GParamSpec> {
        // No G_PARAM_STATIC_STRINGS: the names are Swift strings, which GLib must copy.
        let access = set == nil ? G_PARAM_READABLE.rawValue : G_PARAM_READWRITE.rawValue
        let flags = GParamFlags(rawValue: access | G_PARAM_EXPLICIT_NOTIFY.rawValue)
        switch kind {
        case .double(let minimum, let maximum, let defaultValue):
            return g_param_spec_double(name, nil, summary, minimum, maximum, defaultValue, flags)
        case .int(let minimum, let maximum, let defaultValue):
            return g_param_spec_int(name, nil, summary, minimum, maximum, defaultValue, flags)
        case .bool(let defaultValue):
            return g_param_spec_boolean(name, nil, summary, defaultValue ? 1 : 0, flags)
        case .string(let defaultValue):
            return g_param_spec_string(name, nil, summary, defaultValue, flags)
        case .strings:
            return g_param_spec_boxed(name, nil, summary, g_strv_get_type(), flags)
        case .enumeration(let enumeration, let defaultValue):
            return g_param_spec_enum(name, nil, summary, enumeration.gtype, defaultValue, flags)
        }
    }
}

/// A GEnum type for enumerated properties, its values numbered 0, 1, … in the order of
/// `nicks` (the names .ui files use, such as "medium-white").
@MainActor
public final class WidgetEnum {
    /// The type's name, such as "CtlActivityIndicatorStyle".
    public let name: String
    let nicks: [String]

    /// An enumeration `name` whose values have the nicknames `nicks`.
    public init(name: String, nicks: [String]) {
        self.name = name
        self.nicks = nicks
    }

    /// The registered GType: registered on first use, and shared with any other copy of the
    /// library in the process, as the values are the same.
    public private(set) lazy var gtype: GType = {
        if case let existing = g_type_from_name(name), existing != 0 { return existing }
        // GLib keeps the values for the life of the process, as it does for a static table.
        let values = UnsafeMutablePointer<GEnumValue>.allocate(capacity: nicks.count + 1)
        for (index, nick) in nicks.enumerated() {
            let valueName = Self.macroCase(name) + "_" + Self.macroCase(nick)
            values[index] = GEnumValue(value: Int32(index), value_name: g_strdup(valueName), value_nick: g_strdup(nick))
        }
        values[nicks.count] = GEnumValue(value: 0, value_name: nil, value_nick: nil)
        return g_enum_register_static(g_intern_string(name), values)
    }()

    /// "CtlActivityIndicatorStyle" → "CTL_ACTIVITY_INDICATOR_STYLE", "medium-white" → "MEDIUM_WHITE".
    private static func macroCase(_ name: String) -> String {
        var result = ""
        for character in name {
            if character.isUppercase, !result.isEmpty { result += "_" }
            result += character == "-" ? "_" : character.uppercased()
        }
        return result
    }
}

/// A signal of a widget type: its name and the `gint` arguments it carries after the
/// instance (a picker's row and component, say). A string literal is a signal without
/// arguments.
public struct WidgetSignal: ExpressibleByStringLiteral, Sendable {
    let name: String
    let intArguments: Int

    /// The signal `name` with `intArguments` arguments of type `gint`.
    public init(_ name: String, intArguments: Int = 0) {
        self.name = name
        self.intArguments = intArguments
    }

    public init(stringLiteral name: String) {
        self.init(name)
    }
}

/// A GtkWidget subclass registered from Swift, whose instances each carry one Swift object
/// (the control) bound with ``ObjectBinding``.
///
/// ```swift
/// final class Badge: ObjectBinding {
///     static let type = WidgetType(name: "AppBadge", cssName: "badge", role: GTK_ACCESSIBLE_ROLE_IMG) { Badge() }
///
///     var widget: UnsafeMutablePointer<GtkWidget> { cgtk_widget(object) }
///
///     init() { super.init(binding: Self.type.instantiate()) }
/// }
///
/// let badge = Badge()      // a GtkWidget of the type AppBadge, CSS node `badge`
/// ```
///
/// `class_init` sets the CSS name and the accessible role, installs the properties (each
/// notifies only when the control says its value changed) and the signals, and routes
/// `snapshot` and `measure` to the control when it is a ``DrawnWidget``. An instance made by
/// GtkBuilder, or by `g_object_new` from C, makes its Swift object in `instance_init` (the
/// object's own initializer then gets that instance from ``instantiate()``); an instance
/// made from Swift is adopted by the Swift object that asked for it.
@MainActor
public final class WidgetType {
    /// The registered GType.
    public private(set) var gtype: GType = 0
    /// The type's public name, such as "CtlKnob". A second copy of the library in the
    /// process registers its types under names of their own (see `uniqueName`).
    public let name: String
    let properties: [WidgetProperty]
    private let parent: GType
    private let cssName: String?
    private let role: GtkAccessibleRole?
    private let layout: GType
    private let signals: [WidgetSignal]
    private let make: () -> ObjectBinding

    /// Types by GType, for the C entry points, which capture nothing.
    private static var registered: [GType: WidgetType] = [:]
    /// Set while Swift makes an instance for a Swift object it is creating.
    private static var isAdopting = false
    /// An instance made outside Swift whose Swift object is being made now.
    private static var instanceBeingMade: UnsafeMutablePointer<GtkWidget>?

    /// GtkWidget's class, which the types chain up to.
    private static let widgetClass = g_type_class_ref(gtk_widget_get_type()).assumingMemoryBound(to: GObjectClass.self)

    /// Registers `name` as a subclass of `parent` (GtkWidget, or a derivable widget such as
    /// GtkButton, or another of these types), final unless `derivable`. A GtkWidget subclass
    /// with children lays them out with `layout` (a GtkLayoutManager type such as
    /// `gtk_box_layout_get_type()`; none for a drawn control), expands when one of them
    /// does, and unparents them when disposed (a drawn control's accent node too). `cssName`
    /// and `role` default to the parent's.
    /// A control with a value (a knob, a progress view) is `isRange`: from GTK 4.10 its type
    /// is a GtkAccessibleRange, whose value assistive technologies read and, when the control
    /// is an ``AccessibleRange``, set.
    /// `make` creates the Swift object for an instance made outside Swift (GtkBuilder, C)
    /// with one of its usual initializers, which gets the instance from ``instantiate()``.
    public init(name: String, parent: GType = gtk_widget_get_type(), derivable: Bool = false, cssName: String? = nil,
                role: GtkAccessibleRole? = nil, layout: GType = 0, isRange: Bool = false, properties: [WidgetProperty] = [],
                signals: [WidgetSignal] = [], make: @escaping () -> ObjectBinding) {
        precondition(layout == 0 || parent == gtk_widget_get_type(), "\(name): only a direct GtkWidget subclass takes a layout")
        self.name = name
        self.parent = parent
        self.cssName = cssName
        self.role = role
        self.layout = layout
        self.properties = properties
        self.signals = signals
        self.make = make
        var query = GTypeQuery()
        g_type_query(parent, &query)
        gtype = g_type_register_static_simple(
            parent, Self.uniqueName(name), query.class_size, { klass, _ in
                guard let klass else { return }
                MainActor.assumeIsolated { WidgetType.initializeClass(klass) }
            }, query.instance_size, { instance, klass in
                guard let instance, let klass else { return }
                MainActor.assumeIsolated { WidgetType.initializeInstance(instance, klass) }
            }, derivable ? GTypeFlags(rawValue: 0) : G_TYPE_FLAG_FINAL)
        Self.registered[gtype] = self
        if isRange {
            cgtk_type_add_accessible_range(gtype) { widget, value in
                guard let widget else { return 0 }
                return MainActor.assumeIsolated {
                    (ObjectBinding.bound(to: widget) as? AccessibleRange)?.setValueFromAssistiveTechnology(value) ?? false
                } ? 1 : 0
            }
        }
        g_type_class_unref(g_type_class_ref(gtype))
    }

    /// `name`, or, when another copy of this library in the process (a plugin that links its
    /// own) has registered it already, a name of this copy's own: each copy's controls then
    /// run on its own types, and GtkBuilder finds the first copy's under the public name.
    private static func uniqueName(_ name: String) -> String {
        guard g_type_from_name(name) != 0 else { return name }
        return "\(name)_\(UInt(bitPattern: ObjectIdentifier(WidgetType.self).hashValue))"
    }

    /// A new floating instance for a Swift object that is being made now; or, while `make`
    /// runs for an instance made outside Swift (GtkBuilder, C), that instance.
    public func instantiate() -> UnsafeMutablePointer<GtkWidget> {
        // A control's parts (a date picker's picker) are made first, each of its own type.
        if let instance = Self.instanceBeingMade, g_type_is_a(cgtk_type_of(instance), gtype) != 0 {
            Self.instanceBeingMade = nil
            return instance
        }
        Self.isAdopting = true
        defer { Self.isAdopting = false }
        return cgtk_widget(g_object_new_with_properties(gtype, 0, nil, nil))
    }

    /// Tells GTK that `property` of `instance` changed, if its type has that property; call
    /// only for a real change.
    public static func notify(_ instance: UnsafeMutablePointer<GtkWidget>, _ property: String) {
        let object = cgtk_object(instance.rawObject)
        guard let spec = g_object_class_find_property(cgtk_object_class(object), property) else { return }
        g_object_notify_by_pspec(object, spec)
    }

    /// Emits the signal `name` on `instance` with `arguments` (its `gint` arguments), if its
    /// type has that signal.
    public static func emit(_ instance: UnsafeMutablePointer<GtkWidget>, _ name: String, _ arguments: Int32...) {
        let signal = g_signal_lookup(name, cgtk_type_of(instance))
        guard signal != 0 else { return }
        var values = [GValue](repeating: GValue(), count: arguments.count + 1)
        g_value_init(&values[0], gtk_widget_get_type())
        g_value_set_object(&values[0], instance.rawObject)
        for (index, argument) in arguments.enumerated() {
            g_value_init(&values[index + 1], g_type_from_name("gint"))
            g_value_set_int(&values[index + 1], argument)
        }
        g_signal_emitv(&values, signal, 0, nil)
        for index in values.indices { g_value_unset(&values[index]) }
    }

    // MARK: C entry points

    /// The property behind `spec`: GObject calls the class that installed it.
    private static func property(_ spec: UnsafeMutablePointer<GParamSpec>?, _ id: guint) -> WidgetProperty? {
        guard let spec, let type = registered[spec.pointee.owner_type] else { return nil }
        return type.properties[Int(id) - 1]
    }

    private static func initializeClass(_ klass: gpointer) {
        guard let type = registered[cgtk_type_from_class(klass)] else { return }
        let objectClass = klass.assumingMemoryBound(to: GObjectClass.self)
        objectClass.pointee.set_property = { object, id, value, spec in
            guard let object, let value else { return }
            MainActor.assumeIsolated {
                guard let property = WidgetType.property(spec, id), let binding = ObjectBinding.bound(to: object) else { return }
                property.set?(binding, value)
            }
        }
        objectClass.pointee.get_property = { object, id, value, spec in
            guard let object, let value else { return }
            MainActor.assumeIsolated {
                guard let property = WidgetType.property(spec, id), let binding = ObjectBinding.bound(to: object) else { return }
                property.get(binding, value)
            }
        }
        let widgetClass = klass.assumingMemoryBound(to: GtkWidgetClass.self)
        // A direct GtkWidget subclass owns its children: its parts, or a drawn control's accent
        // node. (A GtkButton subclass leaves its child to GtkButton.)
        if type.parent == gtk_widget_get_type() {
            objectClass.pointee.dispose = { object in
                guard let object else { return }
                let widget = cgtk_widget(object)!
                while let child = gtk_widget_get_first_child(widget) { gtk_widget_unparent(child) }
                WidgetType.widgetClass.pointee.dispose(object)
            }
        }
        if type.layout != 0 {
            gtk_widget_class_set_layout_manager_type(widgetClass, type.layout)
            // As GtkBox does: a child that wants to expand makes the control expand too.
            widgetClass.pointee.compute_expand = { widget, hexpand, vexpand in
                var child = widget.flatMap { gtk_widget_get_first_child($0) }
                var expands = (horizontal: false, vertical: false)
                while let current = child {
                    expands.horizontal = expands.horizontal || gtk_widget_compute_expand(current, GTK_ORIENTATION_HORIZONTAL) != 0
                    expands.vertical = expands.vertical || gtk_widget_compute_expand(current, GTK_ORIENTATION_VERTICAL) != 0
                    child = gtk_widget_get_next_sibling(current)
                }
                hexpand?.pointee = expands.horizontal ? 1 : 0
                vexpand?.pointee = expands.vertical ? 1 : 0
            }
        } else if type.parent == gtk_widget_get_type() {
            installDrawing(widgetClass)
        }
        if let cssName = type.cssName { gtk_widget_class_set_css_name(widgetClass, cssName) }
        if let role = type.role { gtk_widget_class_set_accessible_role(widgetClass, role) }
        for (index, spec) in type.properties.map({ $0.makeSpec() }).enumerated() {
            g_object_class_install_property(objectClass, guint(index + 1), spec)
        }
        for signal in type.signals {
            var arguments = [GType](repeating: g_type_from_name("gint"), count: signal.intArguments)
            g_signal_newv(signal.name, type.gtype, G_SIGNAL_RUN_LAST, nil, nil, nil, nil, cgtk_type_none(), guint(arguments.count), &arguments)
        }
    }

    /// Routes `snapshot` and `measure` to the control, a ``DrawnWidget``.
    private static func installDrawing(_ widgetClass: UnsafeMutablePointer<GtkWidgetClass>) {
        widgetClass.pointee.snapshot = { widget, snapshot in
            guard let widget, let snapshot else { return }
            MainActor.assumeIsolated { (ObjectBinding.bound(to: widget) as? DrawnWidget)?.snapshot(snapshot) }
        }
        widgetClass.pointee.measure = { widget, orientation, forSize, minimum, natural, _, _ in
            guard let widget else { return }
            let size = MainActor.assumeIsolated { (ObjectBinding.bound(to: widget) as? DrawnWidget)?.contentSize ?? (width: 0, height: 0) }
            let length = Int32(orientation == GTK_ORIENTATION_HORIZONTAL ? size.width : size.height)
            minimum?.pointee = length
            natural?.pointee = length
        }
    }

    /// Makes the Swift object of an instance made outside Swift. Every type in a chain of
    /// these types runs this, with `klass` the instance's own class; GObject points the
    /// instance at that class only for the last, so the object is made once, complete.
    private static func initializeInstance(_ instance: UnsafeMutablePointer<GTypeInstance>, _ klass: gpointer) {
        guard !isAdopting, UnsafeMutableRawPointer(instance.pointee.g_class) == klass,
              let type = registered[cgtk_type_from_class(klass)] else { return }
        instanceBeingMade = UnsafeMutableRawPointer(instance).assumingMemoryBound(to: GtkWidget.self)
        defer { instanceBeingMade = nil }
        _ = type.make()
    }
}

/// A control that draws itself in its widget type's `snapshot`.
@MainActor
public protocol DrawnWidget: ObjectBinding {
    /// The size the control asks for, in pixels.
    var contentSize: (width: Int, height: Int) { get }
    /// Draws the control into `snapshot`, at the widget's own size.
    func snapshot(_ snapshot: OpaquePointer)
}

/// A control whose value assistive technologies may set, as on a GtkAccessibleRange (GTK
/// 4.10 and later). Its ``WidgetType`` is made with `isRange`.
@MainActor
public protocol AccessibleRange: ObjectBinding {
    /// Takes `value` from an assistive technology as the user's input; false when the
    /// control takes none now (it is disabled).
    func setValueFromAssistiveTechnology(_ value: Double) -> Bool
}
