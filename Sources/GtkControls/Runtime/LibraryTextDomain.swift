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
    for line in String(cString: contents).split(separator: "\n") {
        let fields = line.split(separator: " ", maxSplits: 5)
        let range = fields[0].split(separator: "-").compactMap { UInt($0, radix: 16) }
        guard fields.count == 6, range.count == 2, (range[0]..<range[1]).contains(address) else { continue }
        let file = String(fields[5].drop { $0 == " " })
        guard let folder = g_path_get_dirname(file) else { return nil }
        defer { g_free(folder) }
        return String(cString: folder) + "/../share/locale"
    }
    return nil
}
