import CGtk

/// Finds the files in Resources/ (CSS, icons, data) wherever the program runs from.
///
/// `$GTKCONTROLS_DATA_DIR`, when set, is used as it is. Otherwise the first that exists of
/// the installed data directory (`<prefix>/share/gtkcontrols` beside `<prefix>/bin`) and the
/// source checkout the program was built from.
public enum ResourceLocator {
    /// The directory resources are read from, or nil when it does not exist.
    public static let directory: String? = {
        if let override = g_getenv("GTKCONTROLS_DATA_DIR"), override.pointee != 0 {
            let path = String(cString: override)
            return isDirectory(path) ? path : nil
        }
        return candidates.first(where: isDirectory)
    }()

    /// The full path of `relativePath` inside the resource directory (it may not exist).
    public static func path(_ relativePath: String) -> String {
        (directory ?? searchedFirst) + "/" + relativePath
    }

    /// Where a missing resource was looked for first, to name it in error messages.
    private static var searchedFirst: String {
        if let override = g_getenv("GTKCONTROLS_DATA_DIR"), override.pointee != 0 { return String(cString: override) }
        return candidates[0]
    }

    private static var candidates: [String] {
        var paths: [String] = []
        if let executable = g_file_read_link("/proc/self/exe", nil) {
            let binDirectory = g_path_get_dirname(executable)!
            paths.append(String(cString: binDirectory) + "/../share/gtkcontrols")
            g_free(binDirectory)
            g_free(executable)
        }
        // Sources/GtkControls/Runtime/ResourceLocator.swift → the checkout's Resources/.
        let sourceRoot = String(#filePath).split(separator: "/", omittingEmptySubsequences: false).dropLast(4)
        paths.append(sourceRoot.joined(separator: "/") + "/Resources")
        return paths
    }

    private static func isDirectory(_ path: String) -> Bool {
        g_file_test(path, G_FILE_TEST_IS_DIR) != 0
    }
}
