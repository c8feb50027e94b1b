// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
@testable import GtkControls
import GtkTesting
import PropertyChecks
import XCTest

/// Every writable property of every control, set the way C, Python and `.ui` files set it
/// (`g_object_set_property`), in long random sequences: each set notifies exactly the
/// properties whose values it changed, once each, and nothing else. A value the control
/// refuses (an empty range, a colour it cannot read) changes and notifies nothing.
final class PropertyNotificationTests: GtkTestCase, @unchecked Sendable {
    /// Sets per control in one run.
    static let setsPerControl = 300
    /// The values a property of each kind is set to; a number is clamped to the property's
    /// range, as GObject does.
    static let numbers: [Double] = [-5, 0, 0.25, 0.5, 1, 2, 3, 10, 100, 2024]
    static let strings = ["", "Alpha", "Beta", "#2ec27e", "Download\nInstall\nDone"]
    /// GtkActionable's properties, which GTK implements for the buttons and the switch.
    static let gtkOwned: Set<String> = ["action-name", "action-target"]

    func testEverySetNotifiesExactlyThePropertiesItChanged() {
        onMain {
            // A new seed each run; PROPERTY_CHECK_SEED=N replays one.
            let seed = SplitMix64.chosenSeed ?? UInt64(g_get_real_time())
            var random = SplitMix64(seed: seed)
            var failures: [String] = []
            for type in WidgetTypes.all {
                let object = g_object_new_with_properties(type.gtype, 0, nil, nil)!
                g_object_ref_sink(object)
                let properties = Self.ownProperties(of: object)
                var notified: [String] = []
                let handlers = properties.map { spec in
                    let name = String(cString: spec.pointee.name)
                    return Signal.connect(object, "notify::\(name)") { _ in notified.append(name) }
                }
                let writable = properties.filter { $0.pointee.flags.rawValue & G_PARAM_WRITABLE.rawValue != 0
                    && $0.pointee.flags.rawValue & G_PARAM_CONSTRUCT_ONLY.rawValue == 0
                    && !Self.gtkOwned.contains(String(cString: $0.pointee.name)) }
                for _ in 0..<(writable.isEmpty ? 0 : Self.setsPerControl) {
                    let spec = writable.randomElement(using: &random)!
                    let before = Self.snapshot(object, properties)
                    notified.removeAll()
                    let written = Self.set(object, spec, using: &random)
                    let after = Self.snapshot(object, properties)
                    let changed = Set(before.keys.filter { before[$0] != after[$0] })
                    let heard = notified
                    if Set(heard) != changed || heard.count != Set(heard).count {
                        failures.append("\(type.name): \(String(cString: spec.pointee.name)) = \(written) changed \(changed.sorted()) "
                                        + "but notified \(heard)")
                    }
                }
                for handler in handlers { Signal.disconnect(object, handler) }
                expectFinalized(object)
                g_object_unref(object)
            }
            drainEvents()
            XCTAssertTrue(failures.isEmpty, "\(SplitMix64.seedVariable)=\(seed): \(failures.count) sets notified other than what they changed:\n"
                          + failures.prefix(20).joined(separator: "\n"))
        }
    }

    /// A tint that is not a CSS colour is reported, naming the property and the value, and
    /// changes nothing: it was written into the switch's CSS as it came (GTK warned about the
    /// theme) and drawn as no tint at all by the progress view, without a word.
    func testATintThatIsNotAColourIsReportedAndChangesNothing() {
        onMain {
            let toggle = Switch()
            let progress = ProgressView()
            presentTogether(toggle.widget, progress.widget)
            for (object, property) in [(toggle.widget, "on-tint"), (progress.widget, "progress-tint"), (progress.widget, "track-tint")] {
                let notified = NotifyCounter(object, property)
                let reports = collectReports {
                    setString(object, property, "#2ec27e")
                    setString(object, property, "red; } * { color: blue")
                }
                XCTAssertEqual(getString(object, property), "#2ec27e", property)
                XCTAssertEqual(notified.count, 1, "\(property): only the colour notifies")
                XCTAssertEqual(reports.count, 1, "\(property): \(reports)")
                XCTAssertTrue(reports.first?.contains("\(property): \"red; } * { color: blue\" is not a CSS colour") == true, "\(reports)")
            }
        }
    }

    /// The colours set from Swift alone (an indicator's colours, a search bar's tint) are
    /// checked as the properties' are: one that is not a colour is reported and changes nothing.
    func testAColourSetFromSwiftThatIsNotAColourIsReportedAndChangesNothing() {
        onMain {
            let indicator = ActivityIndicator()
            let bar = SearchBar()
            presentTogether(indicator.widget, bar.widget)
            let reports = collectReports {
                indicator.color = "#2ec27e"
                indicator.color = "red; } * { color: blue"
                indicator.backgroundColor = "alpha(#e01b24, 0.12)"
                indicator.backgroundColor = "url(evil)"
                bar.setAppearance(style: .dark, tint: "no colour")
            }
            XCTAssertEqual(indicator.color, "#2ec27e")
            XCTAssertEqual(indicator.backgroundColor, "alpha(#e01b24, 0.12)", "GTK's colour expressions go into CSS as they are")
            XCTAssertFalse(gtk_widget_has_css_class(bar.widget, "dark") != 0, "a refused appearance is not half applied")
            XCTAssertEqual(reports.count, 3, "\(reports)")
            XCTAssertTrue(reports.allSatisfy { $0.contains("is not a CSS colour") }, "\(reports)")
            XCTAssertTrue(reports.last?.contains("SearchBar tint: \"no colour\"") == true, "\(reports)")
        }
    }

    @MainActor private func presentTogether(_ widgets: UnsafeMutablePointer<GtkWidget>...) {
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        for widget in widgets { gtk_box_append(cgtk_box(box), widget) }
        _ = present(box)
    }

    @MainActor private func setString(_ object: UnsafeMutablePointer<GtkWidget>, _ name: String, _ text: String) {
        var value = GValue()
        g_value_init(&value, g_type_from_name("gchararray"))
        g_value_set_string(&value, text)
        g_object_set_property(cgtk_object(object.rawObject), name, &value)
        g_value_unset(&value)
    }

    @MainActor private func getString(_ object: UnsafeMutablePointer<GtkWidget>, _ name: String) -> String? {
        var value = GValue()
        g_value_init(&value, g_type_from_name("gchararray"))
        defer { g_value_unset(&value) }
        g_object_get_property(cgtk_object(object.rawObject), name, &value)
        return g_value_get_string(&value).map { String(cString: $0) }
    }

    /// The readable properties the library declares on `object`'s type and its parents
    /// among the controls.
    @MainActor private static func ownProperties(of object: gpointer) -> [UnsafeMutablePointer<GParamSpec>] {
        var count: guint = 0
        let specs = g_object_class_list_properties(cgtk_object_class(cgtk_object(object)), &count)!
        defer { g_free(specs) }
        return (0..<Int(count)).compactMap { specs[$0] }.filter { spec in
            String(cString: g_type_name(spec.pointee.owner_type)).hasPrefix("Ctl")
                && spec.pointee.flags.rawValue & G_PARAM_READABLE.rawValue != 0
        }
    }

    /// Each property's value, as GObject prints it.
    @MainActor private static func snapshot(_ object: gpointer, _ properties: [UnsafeMutablePointer<GParamSpec>]) -> [String: String] {
        var values: [String: String] = [:]
        for spec in properties where spec.pointee.flags.rawValue & G_PARAM_READABLE.rawValue != 0 {
            var value = GValue()
            g_value_init(&value, spec.pointee.value_type)
            g_object_get_property(cgtk_object(object), spec.pointee.name, &value)
            let contents = g_strdup_value_contents(&value)!
            values[String(cString: spec.pointee.name)] = String(cString: contents)
            g_free(contents)
            g_value_unset(&value)
        }
        return values
    }

    /// Sets `spec` of `object` to a value of its kind, with the library's reports silenced;
    /// returns the value as GObject prints it.
    @MainActor private static func set(_ object: gpointer, _ spec: UnsafeMutablePointer<GParamSpec>,
                                       using random: inout SplitMix64) -> String {
        var value = GValue()
        g_value_init(&value, spec.pointee.value_type)
        defer { g_value_unset(&value) }
        switch g_type_fundamental(spec.pointee.value_type) {
        case g_type_from_name("gdouble"): g_value_set_double(&value, numbers.randomElement(using: &random)!)
        case g_type_from_name("gint"): g_value_set_int(&value, Int32(numbers.randomElement(using: &random)!))
        case g_type_from_name("guint"): g_value_set_uint(&value, UInt32(max(0, numbers.randomElement(using: &random)!)))
        case g_type_from_name("gboolean"): g_value_set_boolean(&value, Bool.random(using: &random) ? 1 : 0)
        case g_type_from_name("gchararray"): g_value_set_string(&value, strings.randomElement(using: &random)!)
        case g_type_from_name("GEnum"): g_value_set_enum(&value, Int32.random(in: 0...2, using: &random))
        default:
            // Boxed and object values (a string list, a list model) keep their default.
            g_param_value_set_default(spec, &value)
        }
        g_param_value_validate(spec, &value)
        let saved = Diagnostics.report
        Diagnostics.report = { _ in }
        defer { Diagnostics.report = saved }
        g_object_set_property(cgtk_object(object), spec.pointee.name, &value)
        let contents = g_strdup_value_contents(&value)!
        defer { g_free(contents) }
        return String(cString: contents)
    }
}
