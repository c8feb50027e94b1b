// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
@testable import GtkControls
import GtkTesting
import XCTest

/// GTK's signals connected through their typed declarations (DocumentationExampleTests runs
/// the handlers): a declaration that does not match its signal is named.
final class ObjectSignalTests: GtkTestCase, @unchecked Sendable {
    func testADeclarationThatDoesNotMatchItsSignalIsNamed() {
        onMain {
            let drag = gtk_gesture_drag_new()!
            let reports = collectReports {
                XCTAssertTrue(Signal.hasArguments(drag, "drag-update", Double.self, Double.self))
                XCTAssertFalse(Signal.hasArguments(drag, "drag-update", Double.self, Int32.self))
                XCTAssertFalse(Signal.hasArguments(drag, "drag-end", Double.self, Double.self, Double.self))
            }
            XCTAssertEqual(reports, ["gtkcontrols: GtkGestureDrag::drag-update passes no Int32 as argument 2",
                                     "gtkcontrols: GtkGestureDrag::drag-end passes no Double as argument 3"])
            g_object_unref(drag.rawObject)
        }
    }
}

/// Emits `name` on `instance` with `arguments`; returns a gboolean result as a Bool, if
/// the signal has one.
@MainActor func emitSignal(_ instance: some ObjectPointer, _ name: String, _ arguments: Double...) -> Bool? {
    var signalID: guint = 0
    XCTAssertNotEqual(g_signal_parse_name(name, cgtk_type_of(instance.rawObject), &signalID, nil, 0), 0, name)
    var query = GSignalQuery()
    g_signal_query(signalID, &query)
    var values = [GValue](repeating: GValue(), count: arguments.count + 1)
    g_value_init(&values[0], cgtk_type_of(instance.rawObject))
    g_value_set_object(&values[0], instance.rawObject)
    for (index, argument) in arguments.enumerated() {
        g_value_init(&values[index + 1], g_type_from_name("gdouble"))
        g_value_set_double(&values[index + 1], argument)
    }
    defer { for index in values.indices { g_value_unset(&values[index]) } }
    guard query.return_type == g_type_from_name("gboolean") else {
        g_signal_emitv(&values, signalID, 0, nil)
        return nil
    }
    var result = GValue()
    g_value_init(&result, query.return_type)
    g_signal_emitv(&values, signalID, 0, &result)
    return g_value_get_boolean(&result) != 0
}
