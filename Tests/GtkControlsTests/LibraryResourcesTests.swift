// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
@testable import GtkControls
import GtkTesting
import XCTest

/// The library's CSS and icons are compiled into every program that links it, as the
/// resources its gtkcontrols.gresource.xml names, with the contents of the files in the
/// checkout; the icons are found by name.
final class LibraryResourcesTests: GtkTestCase, @unchecked Sendable {
    private static let manifest = checkoutPath("Sources/GtkControlsResources/gtkcontrols.gresource.xml")

    /// This test program (it links GtkControls as any app does) has every file the manifest
    /// names among its resources, and each holds what the checkout's file holds.
    func testEveryAssetOfTheManifestIsCompiledIn() throws {
        let files = try manifestFiles()
        XCTAssertTrue(files.contains("css/gtkcontrols.css") && files.contains("css/gtkcontrols-dark.css"), "\(files)")
        LibraryResources.register()
        for file in files {
            let path = LibraryResources.prefix + "/" + file
            let compiled = try XCTUnwrap(g_resources_lookup_data(path, G_RESOURCE_LOOKUP_FLAGS_NONE, nil), path)
            defer { g_bytes_unref(compiled) }
            var contents: UnsafeMutablePointer<gchar>?
            var length: gsize = 0
            let source = Self.checkoutPath("Sources/GtkControlsResources/" + file)
            XCTAssertNotEqual(g_file_get_contents(source, &contents, &length, nil), 0, source)
            defer { g_free(contents) }
            var size: gsize = 0
            let data = try XCTUnwrap(g_bytes_get_data(compiled, &size))
            let text = try XCTUnwrap(contents)
            XCTAssertTrue(size == length && memcmp(data, text, Int(size)) == 0, "\(path) differs from \(source)")
        }
    }

    /// Every asset in the resources' folders is in the manifest, so that none is left out of
    /// the library unnoticed (a new control's stylesheet, say).
    func testEveryAssetOnDiskIsInTheManifest() throws {
        let folder = Self.checkoutPath("Sources/GtkControlsResources")
        var onDisk: Set<String> = []
        for assets in ["css", "ui", "icons"] {
            let files = try FileManager.default.subpathsOfDirectory(atPath: folder + "/" + assets)
            for file in files where !FileManager.default.isDirectory(atPath: "\(folder)/\(assets)/\(file)") {
                onDisk.insert("\(assets)/\(file)")
            }
        }
        let listed = try manifestFiles()
        XCTAssertEqual(listed.count, Set(listed).count, "gtkcontrols.gresource.xml names a file twice")
        XCTAssertEqual(onDisk.subtracting(listed).sorted(), [], "gtkcontrols.gresource.xml does not name these files of its folder")
        XCTAssertEqual(Set(listed).subtracting(onDisk).sorted(), [], "gtkcontrols.gresource.xml names files that are not there")
    }

    /// The icons are found by name once IconTheme is installed, from the resource.
    func testTheLibrarysIconsAreFoundByName() throws {
        try onMain {
            IconTheme.install()
            let theme = gtk_icon_theme_get_for_display(gdk_display_get_default())
            let icons = try manifestFiles().filter { $0.hasPrefix("icons/") }
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

    /// The `<file>` entries of gtkcontrols.gresource.xml.
    private func manifestFiles() throws -> [String] {
        var contents: UnsafeMutablePointer<gchar>?
        XCTAssertNotEqual(g_file_get_contents(Self.manifest, &contents, nil, nil), 0, Self.manifest)
        let text = String(cString: try XCTUnwrap(contents))
        g_free(contents)
        return text.split(separator: "<file>").dropFirst().compactMap { $0.split(separator: "</file>").first.map(String.init) }
    }
}

private extension FileManager {
    func isDirectory(atPath path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
