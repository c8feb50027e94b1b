// swift-tools-version: 6.0
// 6.0: Debian 13's Swift (apt swiftlang) builds it.
// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import PackageDescription

let package = Package(
    name: "GtkControls",
    products: [
        .library(name: "GtkControls", targets: ["GtkControls"]),
        .library(name: "ControlCore", targets: ["ControlCore"]),
        .library(name: "SearchEngine", targets: ["SearchEngine"]),
        // The controls for C (and what binds to C): libGtkControlsC.so with gtkcontrols.h.
        .library(name: "GtkControlsC", type: .dynamic, targets: ["GtkControlsC"]),
        .executable(name: "ControlsDemo", targets: ["ControlsDemo"]),
        .executable(name: "ControlsBenchmarks", targets: ["ControlsBenchmarks"]),
        // Saves meals at a user's pace for scripts/kill-during-save.py to kill (and starve of disk).
        .executable(name: "MealSaver", targets: ["MealSaver"]),
        // The sample external plugin, loaded by ControlsDemo with GModule.
        .library(name: "ColorPickerPlugin", type: .dynamic, targets: ["ColorPickerPlugin"]),
        // The sample external plugin written in C against gtkcontrols.h.
        .library(name: "KitchenTimerPlugin", type: .dynamic, targets: ["KitchenTimerPlugin"]),
    ],
    dependencies: [
        // `make docs`: swift package generate-documentation (DocC).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", exact: "1.5.0"),
    ],
    targets: [
        // The C shim: GTK 4's headers plus the few things Swift cannot import directly.
        .systemLibrary(
            name: "CGtk",
            pkgConfig: "gtk4",
            providers: [.apt(["libgtk-4-dev"])]
        ),
        // GLib, GObject and GIO without GTK (pkg-config gio-2.0, which brings glib-2.0 and
        // gobject-2.0), for what sits below GtkControls.
        .systemLibrary(
            name: "CGLib",
            pkgConfig: "gio-2.0",
            providers: [.apt(["libglib2.0-dev"])]
        ),
        // json-glib, for the demo's meal files (GTK loads GLib already; FoundationEssentials
        // cost ControlsDemo 2 MiB of resident memory at startup).
        .systemLibrary(
            name: "CJsonGlib",
            pkgConfig: "json-glib-1.0",
            providers: [.apt(["libjson-glib-dev"])]
        ),
        // libadwaita, for the demo alone (its window, navigation, toasts, About): the library
        // never depends on it. Its shim is the one place that tests libadwaita's version.
        .systemLibrary(
            name: "CLibadwaita",
            pkgConfig: "libadwaita-1",
            providers: [.apt(["libadwaita-1-dev"])]
        ),
        // SQLite, for the demo's meal plan (the library targets do not use it).
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        // ICU's normalizer for ControlCore's text folding, behind a header of plain C types (ICU's
        // own headers clash with Foundation's copy of them). GTK loads the same library already:
        // its SVG icon loader links libxml2, which links ICU.
        .target(name: "CICU", linkerSettings: [.linkedLibrary("icuuc")]),
        // Control behaviour as pure state machines: no GTK, no clocks, no threads. Text
        // folding uses ICU's Unicode data.
        .target(name: "ControlCore", dependencies: ["CICU"]),
        // The search engine: an index over the items' folded text (ControlCore's TextFolding),
        // its hits, a session that refines them keystroke after keystroke, and the parallel
        // scan on every core. No GTK; the search bar's state does not need it.
        .target(name: "SearchEngine", dependencies: ["ControlCore"]),
        // Words for people without GTK: gettext domains (TextDomain) and lines on stderr
        // (printError), for GtkControls, which re-exports it, and for the demo's data.
        .target(name: "ControlText", dependencies: ["CGLib"]),
        // The library's CSS, templates and icons (every file of css/, ui/ and icons/) as a GResource
        // compiled into it: the plugin runs glib-compile-resources, so a plain `swift build` needs
        // no other step.
        .plugin(name: "GResourceCompiler", capability: .buildTool()),
        .target(name: "GtkControlsResources", dependencies: ["CGLib"], exclude: ["css", "icons", "ui", "gtkcontrols.gresource.xml"],
                plugins: ["GResourceCompiler"]),
        // GTK 4 widgets that render ControlCore state and feed it real input.
        // Each Swift target that binds a gettext domain gets the domain's catalogues compiled into
        // the build tree (po/DOMAIN/*.po; the domain is the one whose POTFILES lists the target).
        .plugin(name: "TranslationCompiler", capability: .buildTool()),
        .target(name: "GtkControls", dependencies: ["ControlCore", "ControlText", "SearchEngine", "CGtk", "GtkControlsResources"],
                plugins: ["TranslationCompiler"]),
        // The C API over the controls (@_cdecl entry points); its header is gtkcontrols.h.
        // Its type functions, constructors and property accessors, in the header and in Swift, are generated.
        .target(name: "GtkControlsC", dependencies: ["GtkControls", "ControlCore", "CGtk"],
                exclude: ["gtkcontrols.h", "gtkcontrols.h.in", "gtkcontrols.pc.in"]),
        // Writes those, and docs/widget-types.md's table, from the controls' declarations (CTypes.swift) and gtkcontrols.h.in:
        // `make c-api`; with --check (in the tests), fails when the checked-in files are stale.
        .executableTarget(name: "CAPIGenerator", dependencies: ["GtkControls", "CGtk"]),
        // The demo's data and files, without GTK: the meal plan and its SQLite store, the data
        // files, the plugin key files and their trust check. It binds the demo's text domain.
        .target(name: "DemoData", dependencies: ["ControlText", "CGLib", "CJsonGlib", "CSQLite"], plugins: ["TranslationCompiler"]),
        // The demo's pages, plugin system and window, as a library the tests can drive.
        .target(name: "ControlsDemoKit", dependencies: ["DemoData", "GtkControls", "ControlCore", "CGtk", "CGLib", "CLibadwaita"]),
        // The plugin-based demo application: command line and main loop.
        .executableTarget(name: "ControlsDemo", dependencies: ["ControlsDemoKit", "GtkControls", "CGtk"]),
        // The meal store's saving without a window, for the kill -9 and failing-disk tests.
        .executableTarget(name: "MealSaver", dependencies: ["DemoData"]),
        .target(name: "ColorPickerPlugin", dependencies: ["GtkControls", "ControlCore", "CGtk"]),
        .target(name: "KitchenTimerPlugin", dependencies: ["GtkControlsC", "CGtk"],
                publicHeadersPath: ".",
                cSettings: [.headerSearchPath("../GtkControlsC"), .define("GETTEXT_PACKAGE", to: "\"controls-demo\"")]),
        // Figures against GTK's own programs and widgets; never fails on time.
        .executableTarget(name: "ControlsBenchmarks", dependencies: ["GtkControls", "ControlCore", "SearchEngine", "CGtk", "CJsonGlib", "DemoData"]),
        .testTarget(
            name: "ControlCoreTests",
            dependencies: ["ControlCore", "PropertyChecks"]
        ),
        .testTarget(
            name: "SearchEngineTests",
            dependencies: ["SearchEngine", "ControlCore", "PropertyChecks"]
        ),
        // The demo's data, files, plugin trust check and key-file reader, headless: no GTK.
        .testTarget(
            name: "DemoDataTests",
            dependencies: ["DemoData", "SearchEngine", "CGLib", "CSQLite", "PropertyChecks"]
        ),
        // Random inputs for the headless tests' properties (propertyCheck, Gen).
        .target(name: "PropertyChecks", path: "Tests/PropertyChecks"),
        // The base of the widget tests (GtkTestCase): real windows on a display. Not a test
        // target, so that both widget test targets below can build on it.
        .target(name: "GtkTesting", dependencies: ["GtkControls", "CGtk"], path: "Tests/GtkTesting"),
        .testTarget(name: "GtkControlsTests", dependencies: ["GtkControls", "ControlCore", "CGtk", "GtkTesting", "PropertyChecks"]),
        // The demo's window and pages in real windows (and its page choice, headless).
        .testTarget(name: "ControlsDemoKitTests", dependencies: ["ControlsDemoKit", "DemoData", "GtkControls", "CGtk", "CLibadwaita", "GtkTesting"]),
    ],
    swiftLanguageModes: [.v6]
)
