// swift-tools-version: 6.0
// An app that uses GtkControls as any other app would: a package of its own that depends on
// the library by path. Build and run from this folder:  swift run Downloads
// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import PackageDescription

let package = Package(
    name: "Downloads",
    dependencies: [
        .package(name: "GtkControls", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "Downloads",
            dependencies: [
                .product(name: "GtkControls", package: "GtkControls"),
                .product(name: "ControlCore", package: "GtkControls"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
