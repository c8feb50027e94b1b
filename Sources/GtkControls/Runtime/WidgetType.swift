// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk

/// A GtkWidget subclass registered from Swift, whose instances each carry one Swift object
/// (the control) bound with ``ObjectBinding``; or a plain GObject subclass with properties and
/// signals only (the alert loader, whose windows are its own), made with ``instantiateObject()``.
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
/// `class_init` sets the CSS name, the accessible role and the template, installs the
/// properties (each notifies only when the control says its value changed), the signals, the
/// actions and the key bindings (``ActionKey``, ``KeyBinding``), and routes `snapshot` and
/// `measure` to the control when it is a ``DrawnWidget``. Every instance builds its
/// template's children in `instance_init`, before its Swift object exists. An instance made
/// by GtkBuilder, or by `g_object_new` from C, makes its Swift object in `instance_init` (the
/// object's own initializer then gets that instance from ``instantiate()``); an instance made
/// from Swift is adopted by the Swift object that asked for it.
@MainActor
public final class WidgetType {
    /// The registered GType.
    public private(set) var gtype: GType = 0
    /// The type's public name, such as "CtlKnob". A second copy of the library in the
    /// process registers its types under names of their own (see `uniqueName`).
    public let name: String
    /// What the type is, in a sentence, as the C header and the GIR describe it (GTK-Doc
    /// links such as `#GtkButton` allowed); empty for a type of the library's own parts.
    public let summary: String
    /// How C makes the control (`ctl_NAME_new`); nil for a type of the library's own parts,
    /// which C does not make.
    public let constructor: WidgetConstructor?
    /// The properties the type declares, in the order it installs them.
    public let properties: [WidgetProperty]
    private let parent: GType
    private let cssName: String?
    private let role: GtkAccessibleRole?
    private let layout: GType
    /// The template the type's children are built from, if it is a composite widget.
    public let template: WidgetTemplate?
    /// The signals the type declares.
    public let signals: [any WidgetSignal]
    /// The actions the type declares, installed on its class.
    public let actions: [any WidgetAction]
    /// The keys the type declares, installed on its class as shortcuts.
    public let keyBindings: [any WidgetKeyBinding]
    private let describe: @MainActor () -> String?
    private let make: () -> ObjectBinding

    /// Types by GType, for the C entry points, which capture nothing.
    private static var registered: [GType: WidgetType] = [:]
    /// The type of the instance that a Swift object being created asked for (``instantiate()``):
    /// that instance makes no Swift object of its own, as the asker becomes it. Instances of
    /// other types made meanwhile, such as the controls in its template, make theirs.
    private static var typeBeingAdopted: GType = 0
    /// An instance made outside Swift whose Swift object is being made now.
    private static var instanceBeingMade: UnsafeMutablePointer<GtkWidget>?

    /// Registers `name` as a subclass of `parent` (GtkWidget, or a derivable widget such as
    /// GtkButton, or another of these types), final unless `derivable`. A GtkWidget subclass
    /// with children lays them out with `layout` (a GtkLayoutManager type such as
    /// `gtk_box_layout_get_type()`; none for a drawn control), expands when one of them
    /// does, and unparents them when disposed (a drawn control's accent node too). `cssName`
    /// and `role` default to the parent's.
    /// A control with a value (a knob, a progress view) is `isRange`: from GTK 4.10 its type
    /// is a GtkAccessibleRange, whose value assistive technologies read and, when the control
    /// is an ``AccessibleRange``, set.
    /// A composite control gives its `template`: each instance's children are built from it,
    /// and the control reads them back with ``templateChild(_:of:)``; disposing the instance
    /// disposes them.
    /// `actions` and `keyBindings` are installed on the class: its keys work in every
    /// instance, and GtkInspector and assistive technologies list its actions. `title` names
    /// the control to users, as a shortcuts window heads its keys (read when shown).
    /// `make` creates the Swift object for an instance made outside Swift (GtkBuilder, C)
    /// with one of its usual initializers, which gets the instance from ``instantiate()``.
    /// `summary` says what the type is, and `constructor` how C makes it, for the C header
    /// and the GIR.
    public init(name: String, summary: String = "", constructor: WidgetConstructor? = nil, title: @autoclosure @escaping @MainActor () -> String? = nil, parent: GType = gtk_widget_get_type(),
                derivable: Bool = false, cssName: String? = nil, role: GtkAccessibleRole? = nil, layout: GType = 0, isRange: Bool = false,
                template: WidgetTemplate? = nil, properties: [WidgetProperty] = [], signals: [any WidgetSignal] = [],
                actions: [any WidgetAction] = [], keyBindings: [any WidgetKeyBinding] = [], make: @escaping () -> ObjectBinding) {
        precondition(layout == 0 || parent == gtk_widget_get_type(), "\(name): only a direct GtkWidget subclass takes a layout")
        self.name = name
        self.summary = summary
        self.constructor = constructor
        self.parent = parent
        self.cssName = cssName
        self.role = role
        self.layout = layout
        self.template = template
        self.properties = properties
        self.signals = signals
        self.actions = actions
        self.keyBindings = keyBindings
        describe = title
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

    /// Registers `name`, a final subclass of `parent` (a GTK type) that adds nothing but what
    /// is given to its class afterwards, such as class handlers
    /// (``Signal/overrideClassHandler(_:_:_:)``), and makes its class.
    static func registerSubclass(of parent: GType, named name: String) -> GType {
        var query = GTypeQuery()
        g_type_query(parent, &query)
        let type = g_type_register_static_simple(parent, uniqueName(name), query.class_size, nil, query.instance_size, nil, G_TYPE_FLAG_FINAL)
        // Its parents' signals exist once their classes are made.
        g_type_class_unref(g_type_class_ref(type))
        return type
    }

    /// `name`, or, when another copy of this library in the process (a plugin that links its
    /// own) has registered it already, a name of this copy's own: each copy's controls then
    /// run on its own types, and GtkBuilder finds the first copy's under the public name.
    private static func uniqueName(_ name: String) -> String {
        guard g_type_from_name(name) != 0 else { return name }
        return "\(name)_\(UInt(bitPattern: ObjectIdentifier(WidgetType.self).hashValue))"
    }

    /// What the control is called to users ("Knob"), in the user's language; nil when the
    /// type was given no title.
    public var title: String? { describe() }

    /// A new floating instance for a Swift object that is being made now; or, while `make`
    /// runs for an instance made outside Swift (GtkBuilder, C), that instance.
    public func instantiate() -> UnsafeMutablePointer<GtkWidget> {
        cgtk_widget(instantiateObject())
    }

    /// ``instantiate()`` for a type whose parent is no widget (`g_object_get_type()`: an
    /// alert loader, which opens windows of its own); the caller owns the new instance.
    public func instantiateObject() -> UnsafeMutablePointer<GObject> {
        // A control's parts (a date picker's picker) are made first, each of its own type.
        if let instance = Self.instanceBeingMade, g_type_is_a(cgtk_type_of(instance), gtype) != 0 {
            Self.instanceBeingMade = nil
            return UnsafeMutableRawPointer(instance).assumingMemoryBound(to: GObject.self)
        }
        let outerType = Self.typeBeingAdopted
        Self.typeBeingAdopted = gtype
        defer { Self.typeBeingAdopted = outerType }
        return g_object_new_with_properties(gtype, 0, nil, nil)!
    }

    /// The object `child` (its id in the `.ui` file) of the template that `widget`, an
    /// instance of this type, was built from: one of the control's parts, read back when the
    /// control is made. `child` is one of the template's `children`.
    public func templateChild<Child: RawRepresentable<String>>(_ child: Child, of widget: UnsafeMutablePointer<GtkWidget>)
        -> UnsafeMutablePointer<GtkWidget> {
        let id = child.rawValue
        precondition(template?.children.contains(id) == true, "\(name): its template binds no child \"\(id)\"")
        guard let object = gtk_widget_get_template_child(widget, gtype, id) else {
            preconditionFailure("\(name): \(template?.resource ?? "") has no object with the id \"\(id)\"")
        }
        return cgtk_widget(object)
    }

    // MARK: C entry points

    /// GObject's set_property of every type: the property's own `write`.
    private nonisolated(unsafe) static let setProperty = mainThreadEntry {
        (object: UnsafeMutablePointer<GObject>, value: UnsafePointer<GValue>, id: guint) in
        guard let property = WidgetProperty.installed(id: id), let binding = ObjectBinding.bound(to: object) else { return }
        property.write?(binding, value)
    }

    /// GObject's get_property of every type: the property's own `read`.
    private nonisolated(unsafe) static let getProperty = mainThreadEntry {
        (object: UnsafeMutablePointer<GObject>, value: UnsafeMutablePointer<GValue>, id: guint) in
        guard let property = WidgetProperty.installed(id: id), let binding = ObjectBinding.bound(to: object) else { return }
        property.read(binding, value)
    }

    private static func initializeClass(_ klass: gpointer) {
        guard let type = registered[cgtk_type_from_class(klass)] else { return }
        let objectClass = klass.assumingMemoryBound(to: GObjectClass.self)
        objectClass.pointee.set_property = { object, id, value, _ in
            guard let object, let value else { return }
            WidgetType.setProperty(object, UnsafePointer(value), id)
        }
        objectClass.pointee.get_property = { object, id, value, _ in
            guard let object, let value else { return }
            WidgetType.getProperty(object, value, id)
        }
        let widgetClass = klass.assumingMemoryBound(to: GtkWidgetClass.self)
        // A direct GtkWidget subclass owns its children: its parts, or a drawn control's accent
        // node. (A GtkButton subclass leaves its child to GtkButton.) A template's children
        // are let go of, as GTK's own composite widgets do.
        if type.parent == gtk_widget_get_type() || type.template != nil {
            objectClass.pointee.dispose = { object in
                guard let object else { return }
                MainActor.assumeIsolated { WidgetType.dispose(object) }
            }
        }
        if let template = type.template { setTemplate(template, of: type, on: widgetClass) }
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
        for property in type.properties {
            let (id, spec) = property.install()
            g_object_class_install_property(objectClass, id, spec)
        }
        for signal in type.signals {
            var arguments = signal.argumentTypes
            g_signal_newv(signal.name, type.gtype, G_SIGNAL_RUN_LAST, nil, nil, nil, nil, cgtk_type_none(), guint(arguments.count), &arguments)
        }
        for action in type.actions {
            gtk_widget_class_install_action(widgetClass, action.name, nil) { widget, name, _ in
                guard let widget, let name else { return }
                assumeMainThread {
                    guard let binding = ObjectBinding.bound(to: widget) else { return }
                    WidgetType.action(String(cString: name), of: cgtk_type_of(widget))?.perform(on: binding)
                }
            }
        }
        for binding in type.keyBindings {
            for shortcut in binding.makeShortcuts() {
                gtk_widget_class_add_shortcut(widgetClass, shortcut)
                g_object_unref(shortcut.rawObject)
            }
        }
    }

    /// The action `name` that `type` or the nearest of its ancestors declares: GTK calls the
    /// class that installed it, with the instance's own type.
    private static func action(_ name: String, of type: GType) -> (any WidgetAction)? {
        var current = type
        while current != 0 {
            if let action = registered[current]?.actions.first(where: { $0.name == name }) { return action }
            current = g_type_parent(current)
        }
        return nil
    }

    /// Gives the class its template and binds the children the control reads back by id; a
    /// child the `.ui` file does not have stops the program here, naming it. The template's
    /// `class` must name the type: a second copy of the library, whose types have names of
    /// their own (see `uniqueName`), gets a copy of it that names its type.
    private static func setTemplate(_ template: WidgetTemplate, of type: WidgetType, on widgetClass: UnsafeMutablePointer<GtkWidgetClass>) {
        guard let bytes = g_resources_lookup_data(template.resource, G_RESOURCE_LOOKUP_FLAGS_NONE, nil) else {
            preconditionFailure("\(type.name): no template at the resource \(template.resource)")
        }
        var size: gsize = 0
        let text = String(decoding: UnsafeRawBufferPointer(start: g_bytes_get_data(bytes, &size), count: Int(size)), as: UTF8.self)
        g_bytes_unref(bytes)
        if let missing = template.missingChildren(in: text).first {
            preconditionFailure("\(type.name): \(template.resource) has no object with the id \"\(missing)\"")
        }
        let registeredName = String(cString: g_type_name(type.gtype))
        if registeredName == type.name {
            gtk_widget_class_set_template_from_resource(widgetClass, template.resource)
        } else {
            let renamed = Array(text.replacing("<template class=\"\(type.name)\"", with: "<template class=\"\(registeredName)\"",
                                               maxReplacements: 1).utf8)
            let copy = g_bytes_new(renamed, gsize(renamed.count))
            gtk_widget_class_set_template(widgetClass, copy)
            g_bytes_unref(copy)
        }
        for child in template.children { gtk_widget_class_bind_template_child_full(widgetClass, child, 0, 0) }
    }

    /// Disposes an instance of any of these types: each type's template children, most
    /// derived first, then, when the chain starts at GtkWidget, every child left; then the
    /// first class that is not one of these types disposes the rest.
    private static func dispose(_ object: UnsafeMutablePointer<GObject>) {
        let widget = cgtk_widget(object)!
        var type = cgtk_type_of(object)
        while let registeredType = registered[type] {
            if registeredType.template != nil { gtk_widget_dispose_template(widget, type) }
            type = g_type_parent(type)
        }
        if type == gtk_widget_get_type() {
            while let child = gtk_widget_get_first_child(widget) { gtk_widget_unparent(child) }
        }
        g_type_class_peek(type)!.assumingMemoryBound(to: GObjectClass.self).pointee.dispose(object)
    }

    /// Routes `snapshot` and `measure` to the control, a ``DrawnWidget``.
    private static func installDrawing(_ widgetClass: UnsafeMutablePointer<GtkWidgetClass>) {
        widgetClass.pointee.snapshot = { widget, snapshot in
            guard let widget, let snapshot else { return }
            assumeMainThread { (ObjectBinding.bound(to: widget) as? DrawnWidget)?.snapshot(snapshot) }
        }
        widgetClass.pointee.measure = { widget, orientation, forSize, minimum, natural, _, _ in
            guard let widget else { return }
            let size = assumeMainThread { (ObjectBinding.bound(to: widget) as? DrawnWidget)?.contentSize ?? (width: 0, height: 0) }
            let length = Int32(orientation == GTK_ORIENTATION_HORIZONTAL ? size.width : size.height)
            minimum?.pointee = length
            natural?.pointee = length
        }
    }

    /// Makes the Swift object of an instance made outside Swift. Every type in a chain of
    /// these types runs this, with `klass` the instance's own class; GObject points the
    /// instance at that class only for the last, so the object is made once, complete.
    private static func initializeInstance(_ instance: UnsafeMutablePointer<GTypeInstance>, _ klass: gpointer) {
        // Each type in the chain builds its own template, as GTK's types do in their `init`.
        if let own = instance.pointee.g_class, registered[cgtk_type_from_class(UnsafeMutableRawPointer(own))]?.template != nil {
            gtk_widget_init_template(UnsafeMutableRawPointer(instance).assumingMemoryBound(to: GtkWidget.self))
        }
        guard UnsafeMutableRawPointer(instance.pointee.g_class) == klass, cgtk_type_from_class(klass) != typeBeingAdopted,
              let type = registered[cgtk_type_from_class(klass)] else { return }
        let outerInstance = instanceBeingMade
        instanceBeingMade = UnsafeMutableRawPointer(instance).assumingMemoryBound(to: GtkWidget.self)
        defer { instanceBeingMade = outerInstance }
        _ = type.make()
    }
}

/// A composite widget type's template: a `.ui` file among the process's GResources whose
/// `<template class="NAME" parent="…">` builds each instance's children, and the ids of the
/// objects in it that the control reads back (``WidgetType/templateChild(_:of:)``). Words in
/// it are translated in the domain its `<interface domain="…">` names, which must be bound
/// (``/ControlText/TextDomain``) before the first instance is made.
///
/// ```xml
/// <interface domain="myapp">
///   <template class="AppBadge" parent="GtkWidget">
///     <child><object class="GtkLabel" id="count"/></child>
///   </template>
/// </interface>
/// ```
public struct WidgetTemplate: Sendable {
    /// The path of the `.ui` file among the process's resources.
    public let resource: String
    /// The ids of the objects the control reads back.
    public let children: [String]

    /// The template at `resource`, whose objects the control reads back are the cases of
    /// `Child`, each named by its id in the `.ui` file (`enum Part: String, CaseIterable {
    /// case count }`).
    public init<Child: CaseIterable & RawRepresentable<String>>(resource: String, children: Child.Type) {
        self.resource = resource
        self.children = Child.allCases.map(\.rawValue)
    }

    /// The children that `text`, the `.ui` file, has no object for.
    func missingChildren(in text: String) -> [String] {
        children.filter { !text.contains("id=\"\($0)\"") }
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
