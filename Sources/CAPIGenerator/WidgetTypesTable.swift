// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import GtkControls

/// docs/widget-types.md's table of the controls, one row per control of the C API: its type
/// (with its parent, unless that is GtkWidget), its CSS name, its properties (a read-only one
/// marked, an enumeration with its values, an object with its type) and its signals with
/// their arguments' names.
@MainActor
func widgetTypesTable(_ types: [CType]) -> String {
    (["| type | CSS name | properties | signals |", "| --- | --- | --- | --- |"] + types.map { row($0.type) }).joined(separator: "\n")
}

@MainActor
private func row(_ type: WidgetType) -> String {
    let parent = g_type_parent(type.gtype)
    let parentName = String(cString: g_type_name(parent))
    let isControl = WidgetTypes.all.contains { $0.gtype == parent }
    let described = switch parent {
    case gtk_widget_get_type(): "`\(type.name)`"
    case _ where isControl: "`\(type.name)` (`\(parentName)` subclass)"
    default: "`\(type.name)` (\(parentName) subclass)"
    }
    let widgetClass = g_type_class_peek(type.gtype).assumingMemoryBound(to: GtkWidgetClass.self)
    let cssName = "`\(String(cString: gtk_widget_class_get_css_name(widgetClass)))`"
    // A GTK parent's own properties work too.
    let inherited = parent == gtk_widget_get_type() || isControl ? [] : ["\(parentName)'s own"]
    let properties = (type.properties.map(cell) + inherited).joined(separator: ", ")
    let signals = type.signals.map { signal in
        "`\(signal.name)`" + (signal.argumentNames.isEmpty ? "" : " (\(signal.argumentNames.joined(separator: ", ")))")
    }.joined(separator: ", ")
    return "| " + [described, cssName, properties, signals].map { $0.isEmpty ? "" : $0 + " " }.joined(separator: "| ") + "|"
}

/// A property's name, and in brackets what its values are when the name does not say, and
/// whether it is read-only.
@MainActor
private func cell(_ property: WidgetProperty) -> String {
    var notes: [String] = []
    let valueType = property.valueType
    if g_type_is_a(valueType, g_type_from_name("GEnum")) != 0 {
        let values = g_type_class_ref(valueType).assumingMemoryBound(to: GEnumClass.self)
        defer { g_type_class_unref(values) }
        let nicks = (0..<Int(values.pointee.n_values)).map { "`\(String(cString: values.pointee.values[$0].value_nick))`" }
        notes.append("`\(String(cString: g_type_name(valueType)))`: " + nicks.joined(separator: ", "))
    } else if case let .object(name)? = CValue(valueType) {
        notes.append("a `\(name)`")
    } else if case .strings? = CValue(valueType) {
        notes.append("strings, one a line in a `.ui` file")
    }
    if !property.isWritable { notes.append("read-only") }
    return "`\(property.name)`" + (notes.isEmpty ? "" : " (\(notes.joined(separator: "; ")))")
}
