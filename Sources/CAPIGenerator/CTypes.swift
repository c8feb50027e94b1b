// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import GtkControls

/// A control as C sees it: its widget type, described by the type's summary, and the
/// accessors (`ctl_<type>_get_<property>`, and `_set_` when the property is writable) of every
/// property the type declares whose values C has accessors for. C reaches the others (an
/// enumeration, a string list) and every property through g_object_get/set.
@MainActor
struct CType {
    let type: WidgetType
    let accessors: [CAccessor]

    init(_ type: WidgetType) throws(GeneratorError) {
        guard !type.summary.isEmpty else {
            throw .declaration("\(type.name) has no summary: give its WidgetType one, which the header and the GIR describe it by")
        }
        self.type = type
        accessors = type.properties.compactMap(CAccessor.init)
    }

    var summary: String { type.summary }
}

/// Every control of the C API: the library's registered widget types (``WidgetTypes/all``).
@MainActor
func cTypes() throws(GeneratorError) -> [CType] {
    try WidgetTypes.all.map { type throws(GeneratorError) in try CType(type) }
}
