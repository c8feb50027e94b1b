// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
@testable import GtkControls
import GtkTesting
import XCTest

/// The library's CSS, templates and icons are compiled into every program that links it: every
/// file of its asset folders (the folders are the list), with the contents of the files in the
/// checkout; the icons are found by name.
final class LibraryResourcesTests: GtkTestCase, @unchecked Sendable {
    private static let folder = checkoutPath("Sources/GtkControlsResources")

    /// This test program (it links GtkControls as any app does) has every file of the asset
    /// folders among its resources, each holding what the checkout's file holds, and no other.
    func testEveryAssetIsCompiledInAndNothingElse() throws {
        let files = try assetFiles()
        XCTAssertTrue(files.contains("css/gtkcontrols.css") && files.contains("css/gtkcontrols-dark.css"), "\(files)")
        LibraryResources.register()
        for file in files {
            let path = LibraryResources.prefix + "/" + file
            let compiled = try XCTUnwrap(g_resources_lookup_data(path, G_RESOURCE_LOOKUP_FLAGS_NONE, nil), path)
            defer { g_bytes_unref(compiled) }
            var contents: UnsafeMutablePointer<gchar>?
            var length: gsize = 0
            let source = Self.folder + "/" + file
            XCTAssertNotEqual(g_file_get_contents(source, &contents, &length, nil), 0, source)
            defer { g_free(contents) }
            var size: gsize = 0
            let data = try XCTUnwrap(g_bytes_get_data(compiled, &size))
            let text = try XCTUnwrap(contents)
            XCTAssertTrue(size == length && memcmp(data, text, Int(size)) == 0, "\(path) differs from \(source)")
        }
        XCTAssertEqual(compiledFiles(under: "").sorted(), files.sorted(), "the compiled-in resources are the files of css/, ui/ and icons/")
    }

    /// The icons are found by name once IconTheme is installed, from the resource.
    func testTheLibrarysIconsAreFoundByName() throws {
        try onMain {
            IconTheme.install()
            let theme = gtk_icon_theme_get_for_display(gdk_display_get_default())
            let icons = try assetFiles().filter { $0.hasPrefix("icons/") }
            XCTAssertFalse(icons.isEmpty)
            for icon in icons {
                let name = String(icon.split(separator: "/").last!.dropLast(".svg".count))
                XCTAssertNotEqual(gtk_icon_theme_has_icon(theme, name), 0, name)
            }
            let paths = gtk_icon_theme_get_resource_path(theme)
            defer { g_strfreev(paths) }
            var found = false
            var index = 0
            while let path = paths?[index] {
                found = found || String(cString: path) == LibraryResources.iconPath
                index += 1
            }
            XCTAssertTrue(found, "the icon theme searches \(LibraryResources.iconPath)")
        }
    }

    /// The files of the asset folders, by path from the target's folder (`css/knob.css`).
    private func assetFiles() throws -> [String] {
        var files: [String] = []
        for assets in ["css", "ui", "icons"] {
            for file in try FileManager.default.subpathsOfDirectory(atPath: Self.folder + "/" + assets)
            where !FileManager.default.isDirectory(atPath: "\(Self.folder)/\(assets)/\(file)") {
                files.append("\(assets)/\(file)")
            }
        }
        return files
    }

    /// The library's compiled-in files below `folder` (a path from its prefix, "" or ending in
    /// "/"), found as GLib lists them.
    private func compiledFiles(under folder: String) -> [String] {
        guard let children = g_resources_enumerate_children(LibraryResources.prefix + "/" + folder, G_RESOURCE_LOOKUP_FLAGS_NONE, nil) else { return [] }
        defer { g_strfreev(children) }
        var files: [String] = []
        var index = 0
        while let child = children[index] {
            let name = folder + String(cString: child)
            files += name.hasSuffix("/") ? compiledFiles(under: name) : [name]
            index += 1
        }
        return files
    }
}

private extension FileManager {
    func isDirectory(atPath path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
