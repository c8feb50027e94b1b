// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import Glibc
import GtkControls

// Downloads: one app to fetch and install, with a speed limit. GtkControls' CSS and icons are
// compiled into this binary; Application loads them at startup.
//
//   swift run Downloads            the window
//   swift run Downloads --check    prints the styles GtkControls' CSS gave the controls, and quits

let arguments = CommandLine.arguments.dropFirst()
guard arguments.allSatisfy({ $0 == "--check" }) else {
    printError("Downloads: unknown argument \(arguments.first { $0 != "--check" }!); the only option is --check")
    exit(2)
}
let checking = arguments.contains("--check")

let app = Application(id: "io.github.gtkcontrols.examples.Downloads") { app in
    let window = DownloadsWindow(application: app.application)
    if checking {
        window.afterFirstFrame {
            print(StyleReport(of: window).lines.joined(separator: "\n"))
            g_application_quit(cgtk_application(app.application))
        }
    }
    window.present()
}
exit(app.run())
