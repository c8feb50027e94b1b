// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import ControlText

/// The library's own text domain, bound on first use to the installed catalogues — those of
/// the prefix the library was installed into (`make install`: `PREFIX/lib` beside
/// `PREFIX/share/locale`), whatever program loads it, or those beside the program that links
/// it in — or, in a program run from the build, to the ones the build compiled.
let tr = TextDomain("gtkcontrols", localeDirectories: [libraryLocaleDirectory, TextDomain.installedLocaleDirectory, buildLocaleDirectory].compactMap { $0 })

/// `share/locale` beside the folder of the file this code was loaded from: the shared
/// library's, or the program's when the library is linked into it. That file is the one
/// mapped at this image's first byte (`#dsohandle`) in /proc/self/maps, whose lines read
/// "start-end perms offset device inode path". Nil when unknown.
private var libraryLocaleDirectory: String? {
    let address = UInt(bitPattern: #dsohandle)
    var contents: UnsafeMutablePointer<CChar>?
    guard g_file_get_contents("/proc/self/maps", &contents, nil, nil) != 0, let contents else { return nil }
    defer { g_free(contents) }
    // A GTK program maps hundreds of files: only each line's two numbers are read until the
    // line is found (splitting every line into strings took a millisecond or more of a start).
    var line: UnsafeMutablePointer<CChar>? = contents
    while let start = line, start.pointee != 0 {
        let end = strchr(start, CInt(UInt8(ascii: "\n")))
        var dash: UnsafeMutablePointer<CChar>?
        let low = strtoul(start, &dash, 16)
        let high = dash.map { strtoul($0 + 1, nil, 16) } ?? 0
        if low <= address && address < high {
            end?.pointee = 0
            // The path is the line's only field with a slash.
            guard let path = strchr(start, CInt(UInt8(ascii: "/"))), let folder = g_path_get_dirname(path) else { return nil }
            defer { g_free(folder) }
            return String(cString: folder) + "/../share/locale"
        }
        line = end.map { $0 + 1 }
    }
    return nil
}
