// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import GtkControls

/// An enumeration as C sees it: the GEnum type of a control's property, declared by the
/// library as a ``WidgetEnum``: its values' names, and the summaries of it and of its values,
/// which say which properties have it.
@MainActor
struct CEnum {
    let names: CNames
    /// What it is, and the properties whose values it gives, such as "UIKit's styles of
    /// progress view, the values of #CtlProgressView:style.".
    let summary: String
    let values: [(name: String, summary: String)]

    init(_ enumeration: WidgetEnum, of properties: [String]) throws(GeneratorError) {
        guard !enumeration.summary.isEmpty else {
            throw .declaration("\(enumeration.name) has no summary: give its WidgetEnum one, which the header and the GIR describe it by")
        }
        names = CNames(enumeration.name)
        summary = "\(enumeration.summary), the values of \(properties.joined(separator: " and "))."
        let enumClass = g_type_class_ref(enumeration.gtype).assumingMemoryBound(to: GEnumClass.self)
        defer { g_type_class_unref(enumClass) }
        values = (0..<Int(enumClass.pointee.n_values)).map { index in
            (String(cString: enumClass.pointee.values[index].value_name), enumeration.valueSummaries[index])
        }
    }
}

/// The library's enumerations that the properties of `types` have, in the order the first
/// property of each comes.
@MainActor
func cEnums(_ types: [CType]) throws(GeneratorError) -> [CEnum] {
    var enumerations: [(enumeration: WidgetEnum, properties: [String])] = []
    for type in types {
        for property in type.type.properties {
            guard let enumeration = WidgetEnum.declared(as: property.valueType) else { continue }
            let use = "#\(type.type.name):\(property.name)"
            if let index = enumerations.firstIndex(where: { $0.enumeration === enumeration }) {
                enumerations[index].properties.append(use)
            } else {
                enumerations.append((enumeration, [use]))
            }
        }
    }
    return try enumerations.map { entry throws(GeneratorError) in try CEnum(entry.enumeration, of: entry.properties) }
}
