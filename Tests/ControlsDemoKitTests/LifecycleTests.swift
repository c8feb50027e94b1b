// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
@testable import ControlsDemoKit
import GtkControls
import GtkTesting
import XCTest

/// Opens and closes every demo page again and again in a real window: the live wrapper and
/// closure count must come back to where it was and RSS must stay flat. The test command
/// runs a few rounds; `scripts/lifecycle.sh` runs a thousand (LIFECYCLE_ROUNDS).
final class LifecycleTests: DemoKitTestCase, @unchecked Sendable {
    func testEveryPageOpensAndClosesWithoutLeaking() {
        onMain {
            let scratch = String(cString: g_dir_make_tmp("lifecycle-XXXXXX", nil))
            g_setenv("XDG_DATA_HOME", scratch + "/data", 1)
            g_setenv("XDG_CONFIG_HOME", scratch + "/config", 1)
            Stylesheet.install()
            IconTheme.install()
            let rounds = g_getenv("LIFECYCLE_ROUNDS").flatMap { Int(String(cString: $0)) } ?? 5
            let plugins = PluginRegistry.builtIn.plugins
            let window = present(gtk_label_new("")!)

            @MainActor func openAndCloseEveryPage() {
                for plugin in plugins {
                    gtk_window_set_child(cgtk_window(window), plugin.makePage())
                    drainEvents()
                    gtk_window_set_child(cgtk_window(window), nil)
                }
                drainEvents()
            }

            openAndCloseEveryPage() // caches, fonts and icons settle in the first round
            openAndCloseEveryPage()
            let baseline = LiveObjects.count
            let before = residentBytes()
            for _ in 0..<rounds { openAndCloseEveryPage() }
            let growth = residentBytes() - before
            print("\(rounds) rounds of \(plugins.count) pages: RSS grew \(growth / 1024) KiB, live objects \(LiveObjects.count - baseline)")
            XCTAssertEqual(LiveObjects.count, baseline, "pages left wrappers or closures behind")
            if measuresMemory { XCTAssertLessThan(growth, 2 << 20, "RSS grew by \(growth / 1024) KiB over \(rounds) rounds") }
        }
    }
}
