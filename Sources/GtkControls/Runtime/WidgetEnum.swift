// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk

/// A GEnum type for enumerated properties, its values numbered 0, 1, … in the order of
/// `values`, each named by its nickname (the name .ui files use, such as "medium-white").
/// The C header declares it (`make c-api`) when a control's property has it, described by
/// its summaries.
@MainActor
public final class WidgetEnum {
    /// The type's name, such as "CtlActivityIndicatorStyle".
    public let name: String
    /// What the enumeration is, in a phrase, as the C header and the GIR describe it
    /// ("UIKit's styles of activity indicator").
    public let summary: String
    let nicks: [String]
    /// What each value is, in the order of ``nicks``, as the C header and the GIR describe it.
    package let valueSummaries: [String]

    /// An enumeration `name`, which `summary` describes, whose `values` are their nicknames,
    /// each with what it is: `["large": "a large spinner", …]`.
    public init(name: String, summary: String, values: KeyValuePairs<String, String>) {
        self.name = name
        self.summary = summary
        nicks = values.map(\.key)
        valueSummaries = values.map(\.value)
    }

    /// The enumeration registered as `type` by this library; nil for one of another's, such as
    /// GTK's.
    package static func declared(as type: GType) -> WidgetEnum? { declared[type] }

    private static var declared: [GType: WidgetEnum] = [:]

    /// The registered GType: registered on first use, and shared with any other copy of the
    /// library in the process, as the values are the same.
    public private(set) lazy var gtype: GType = {
        let type = register()
        Self.declared[type] = self
        return type
    }()

    private func register() -> GType {
        if case let existing = g_type_from_name(name), existing != 0 { return existing }
        // GLib keeps the values for the life of the process, as it does for a static table.
        let values = UnsafeMutablePointer<GEnumValue>.allocate(capacity: nicks.count + 1)
        for (index, nick) in nicks.enumerated() {
            let valueName = Self.macroCase(name) + "_" + Self.macroCase(nick)
            values[index] = GEnumValue(value: Int32(index), value_name: g_strdup(valueName), value_nick: g_strdup(nick))
        }
        values[nicks.count] = GEnumValue(value: 0, value_name: nil, value_nick: nil)
        return g_enum_register_static(g_intern_string(name), values)
    }

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
