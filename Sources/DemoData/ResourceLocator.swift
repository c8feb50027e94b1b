// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGLib

/// Finds the demo's own files — its page layouts (ui/), data (data/) and stylesheet (css/) —
/// wherever it runs from. The library's assets are compiled into it and never looked for.
///
/// `$CONTROLS_DEMO_DATA_DIR`, when set, is used as it is. Otherwise the first that exists of
/// the installed data directory (`<prefix>/share/controls-demo` beside `<prefix>/bin`) and
/// the Resources/ folder of the source checkout the program was built from.
package enum ResourceLocator {
    /// The directory the demo's files are read from, or nil when it does not exist.
    static let directory: String? = {
        if let override = g_getenv("CONTROLS_DEMO_DATA_DIR"), override.pointee != 0 {
            let path = String(cString: override)
            return isDirectory(path) ? path : nil
        }
        return candidates.first(where: isDirectory)
    }()

    /// The full path of `relativePath` inside the data directory (it may not exist).
    package static func path(_ relativePath: String) -> String {
        (directory ?? searchedFirst) + "/" + relativePath
    }

    /// Where a missing file was looked for first, to name it in error messages.
    private static var searchedFirst: String {
        if let override = g_getenv("CONTROLS_DEMO_DATA_DIR"), override.pointee != 0 { return String(cString: override) }
        return candidates[0]
    }

    private static var candidates: [String] {
        var paths: [String] = []
        if let executable = g_file_read_link("/proc/self/exe", nil) {
            let binDirectory = g_path_get_dirname(executable)!
            paths.append(String(cString: binDirectory) + "/../share/controls-demo")
            g_free(binDirectory)
            g_free(executable)
        }
        // Sources/DemoData/ResourceLocator.swift → the checkout's Resources/.
        let sourceRoot = String(#filePath).split(separator: "/", omittingEmptySubsequences: false).dropLast(3)
        paths.append(sourceRoot.joined(separator: "/") + "/Resources")
        return paths
    }

    private static func isDirectory(_ path: String) -> Bool {
        g_file_test(path, G_FILE_TEST_IS_DIR) != 0
    }
}
