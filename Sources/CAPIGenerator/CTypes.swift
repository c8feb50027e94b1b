// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import GtkControls

/// A control as C sees it: its widget type, described by the type's summary; its constructor,
/// with the C value of each argument; and the accessors (`ctl_<type>_get_<property>`, and
/// `_set_` when the property is writable) of every property the type declares whose values C
/// has accessors for. C reaches the others (an enumeration, a string list) and every property
/// through g_object_get/set.
@MainActor
struct CType {
    let type: WidgetType
    let constructor: WidgetConstructor
    /// The constructor's parameters: none unless it takes ``WidgetConstructor/arguments(_:description:check:order:)``.
    let parameters: [(argument: WidgetConstructor.Argument, value: CValue)]
    let accessors: [CAccessor]

    init(_ type: WidgetType) throws(GeneratorError) {
        guard !type.summary.isEmpty else {
            throw .declaration("\(type.name) has no summary: give its WidgetType one, which the header and the GIR describe it by")
        }
        guard let constructor = type.constructor else {
            throw .declaration("\(type.name) does not say how C makes it: give its WidgetType a constructor, .plain (no arguments), "
                               + ".arguments(…) (the properties it takes) or .unavailable")
        }
        self.type = type
        self.constructor = constructor
        var parameters: [(argument: WidgetConstructor.Argument, value: CValue)] = []
        if case let .arguments(arguments, _, _, _) = constructor {
            for argument in arguments {
                guard let value = CValue(argument.property.valueType) else {
                    throw .declaration("\(type.name)'s constructor takes \(argument.name), whose values (\(String(cString: g_type_name(argument.property.valueType)))) C cannot pass")
                }
                parameters.append((argument, value))
            }
        }
        self.parameters = parameters
        accessors = type.properties.compactMap(CAccessor.init)
    }

    var summary: String { type.summary }
}

/// Every control of the C API: the library's registered widget types (``WidgetTypes/all``).
@MainActor
func cTypes() throws(GeneratorError) -> [CType] {
    try WidgetTypes.all.map { type throws(GeneratorError) in try CType(type) }
}
