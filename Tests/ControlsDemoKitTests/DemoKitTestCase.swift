// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CLibadwaita
import GtkTesting

/// A widget test of the demo: libadwaita is started before any test, as the demo's
/// AdwApplication starts it, so each test lays out and draws with libadwaita's stylesheet
/// whatever ran before it. (The library's own widget tests run in a process of their own,
/// without libadwaita, which the library never needs.)
class DemoKitTestCase: GtkTestCase, @unchecked Sendable {
    override class func gtkDidInitialize() {
        adw_init()
    }
}
