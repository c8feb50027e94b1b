import CGtk

/// Finds the files in Resources/ (CSS, icons, data) wherever the program runs from.
///
/// Looks in order at `$GTKCONTROLS_DATA_DIR`, the installed data directory
/// (`<prefix>/share/gtkcontrols` beside `<prefix>/bin`), and the source checkout the program
/// was built from. The first that exists wins.
public enum ResourceLocator {
    /// The directory resources are read from, or nil when none of the candidates exists.
    public static let directory: String? = candidates.first(where: isDirectory)

    /// The full path of `relativePath` inside the resource directory (it may not exist).
    public static func path(_ relativePath: String) -> String {
        (directory ?? candidates.last!) + "/" + relativePath
    }

    static var candidates: [String] {
        var paths: [String] = []
        if let override = g_getenv("GTKCONTROLS_DATA_DIR"), override.pointee != 0 {
            paths.append(String(cString: override))
        }
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
