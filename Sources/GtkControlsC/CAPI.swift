// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import ControlCore
import GtkControls

// The C API declared in gtkcontrols.h. It reaches the controls only through GObject: types by
// their public names, properties and signals, never this library's Swift objects. An app may
// link its own copy of GtkControls and load a plugin that links this library; the app's copy
// registers the controls first, and then controls made here, in the app and from .ui files
// are all of that copy's types, whose property handlers do the work. Everything runs on GTK's
// main thread, as GTK's own API does. The types' functions and the property accessors are in
// CAPI+Generated.swift, which Sources/CAPIGenerator writes (`make c-api`) with the
// constructors; the rest is here.

/// The type C knows as `name`, such as "CtlKnob": the type under that public name, whichever
/// copy of the library registered it.
@MainActor
func publicType(_ name: String) -> GType {
    WidgetTypes.register()
    return g_type_from_name(name)
}

/// `instance` as a GObject when it is a `typeName`; otherwise nil, reported (the C API's
/// `g_return_val_if_fail`).
@MainActor
private func object(_ instance: UnsafeMutableRawPointer?, _ typeName: String, _ function: String) -> UnsafeMutablePointer<GObject>? {
    guard let instance, g_type_check_instance_is_a(instance.assumingMemoryBound(to: GTypeInstance.self), publicType(typeName)) != 0 else {
        Diagnostics.report("gtkcontrols: \(function): the instance is not a \(typeName)")
        return nil
    }
    return instance.assumingMemoryBound(to: GObject.self)
}

/// The declaration of `object`'s property `name`, which its type must have.
@MainActor
private func propertySpec(_ object: UnsafeMutablePointer<GObject>, _ name: String) -> UnsafeMutablePointer<GParamSpec> {
    guard let spec = g_object_class_find_property(cgtk_object_class(object), name) else {
        preconditionFailure("gtkcontrols: \(String(cString: g_type_name(cgtk_type_of(object)))) has no property \"\(name)\"")
    }
    return spec
}

/// Reads the property `property` of `instance`, a `typeName`; `fallback` when it is not one.
@MainActor
func read<Value: PropertyValue>(_ instance: UnsafeMutableRawPointer?, _ typeName: String, _ property: String,
                                or fallback: Value, _ function: String = #function) -> Value {
    guard let object = object(instance, typeName, function) else { return fallback }
    return read(object, property)
}

/// Reads the property `property` of `object`.
@MainActor
private func read<Value: PropertyValue>(_ object: UnsafeMutablePointer<GObject>, _ property: String) -> Value {
    var value = GValue()
    g_value_init(&value, propertySpec(object, property).pointee.value_type)
    defer { g_value_unset(&value) }
    g_object_get_property(object, property, &value)
    return Value(from: &value)
}

/// Reads the string property `property` of `instance`, a `typeName`, as a new C string
/// (transfer full), "" for none.
@MainActor
func readString(_ instance: UnsafeMutableRawPointer?, _ typeName: String, _ property: String,
                _ function: String = #function) -> UnsafeMutablePointer<CChar>? {
    guard let object = object(instance, typeName, function) else { return nil }
    return g_strdup((read(object, property) as String?) ?? "")
}

/// Writes the property `property` of `instance`, a `typeName`. A number outside the
/// property's range is clamped to it, as GTK's own setters do; NaN is refused.
@MainActor
func write<Value: PropertyValue>(_ instance: UnsafeMutableRawPointer?, _ typeName: String, _ property: String,
                                 _ newValue: Value, _ function: String = #function) {
    guard let object = object(instance, typeName, function) else { return }
    if let number = newValue as? Double, number.isNaN {
        Diagnostics.report("gtkcontrols: \(function): NaN is not a value; ignored")
        return
    }
    let spec = propertySpec(object, property)
    var value = GValue()
    g_value_init(&value, spec.pointee.value_type)
    defer { g_value_unset(&value) }
    newValue.store(in: &value)
    g_param_value_validate(spec, &value)
    g_object_set_property(object, property, &value)
}

/// Writes `property` of `instance`, a `type`, as declared by its key.
@MainActor
private func write<Owner, Value>(_ instance: UnsafeMutableRawPointer?, _ type: WidgetType, _ property: PropertyKey<Owner, Value>,
                                 _ newValue: Value, _ function: String = #function) {
    write(instance, type.name, property.name, newValue, function)
}

/// `text`, a C string, as Swift sees it.
func string(_ text: UnsafePointer<CChar>?) -> String? {
    text.map { String(cString: $0) }
}

/// `strings`, a `NULL`-terminated C string array, as Swift sees it.
func strings(_ strings: UnsafePointer<UnsafePointer<CChar>?>?) -> [String] {
    var result: [String] = []
    while let strings, let entry = strings[result.count] { result.append(String(cString: entry)) }
    return result
}

/// A new floating instance of the type C knows as `typeName`, which `configure` may set up.
@MainActor
func make(_ typeName: String, _ configure: (UnsafeMutableRawPointer) -> Void = { _ in }) -> UnsafeMutablePointer<GtkWidget> {
    let instance = g_object_new_with_properties(publicType(typeName), 0, nil, nil)!
    configure(UnsafeMutableRawPointer(instance))
    return cgtk_widget(instance)
}

/// A new floating instance of the type C knows as `typeName`, made by its constructor (its
/// ``WidgetConstructor``) of `arguments`; nil, reported, when the constructor refuses them.
@MainActor
func make(_ typeName: String, arguments: [any PropertyValue], _ function: String = #function) -> UnsafeMutablePointer<GtkWidget>? {
    guard let constructor = WidgetTypes.all.first(where: { $0.name == typeName })?.constructor else {
        preconditionFailure("gtkcontrols: \(typeName) has no constructor")
    }
    let writes: [(property: WidgetProperty, value: any PropertyValue)]
    do {
        writes = try constructor.writes(of: arguments)
    } catch {
        Diagnostics.report("gtkcontrols: \(function.prefix { $0 != "(" }): \(error)")
        return nil
    }
    return make(typeName) { instance in
        for (property, value) in writes { write(instance, typeName, property.name, value, function) }
    }
}

@MainActor @_cdecl("ctl_init")
public func ctl_init() {
    WidgetTypes.register()
    // An app that links GtkControls itself registered the public names first (this copy's
    // types have names of their own) and styled the display.
    guard g_type_from_name(Knob.type.name) == Knob.type.gtype else { return }
    Stylesheet.install()
    IconTheme.install()
}

@MainActor @_cdecl("ctl_modal_button_set_modes")
public func ctl_modal_button_set_modes(_ button: UnsafeMutableRawPointer?, _ titles: UnsafePointer<UnsafePointer<CChar>?>?) {
    write(button, ModalButton.type, ModalButton.modesProperty, strings(titles))
}
