// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk

/// A running program's resident memory by what it maps, read from /proc/PID/smaps: what each
/// part loaded at start costs, in MiB, and how much of it is the program's own (private)
/// rather than file pages shared with other processes.
struct MemoryParts {
    /// The Swift runtime and standard library (libswiftCore and its companions, libdispatch).
    var swiftRuntime = 0.0
    var libadwaita = 0.0
    var icu = 0.0
    var sqlite = 0.0
    /// The program's own executable and the plugins it loaded.
    var program = 0.0
    /// The heap, the stacks and other anonymous memory.
    var anonymous = 0.0
    /// Everything else: GTK, GLib, Mesa, LLVM and the other system libraries.
    var rest = 0.0
    /// Pages no other process maps (private clean and dirty): memory this process alone holds.
    var privatePages = 0.0

    var total: Double { swiftRuntime + libadwaita + icu + sqlite + program + anonymous + rest }

    /// The parts of process `pid`, whose executable is named `program`; nil when its smaps
    /// cannot be read.
    init?(pid: GPid, program: String) {
        var contents: UnsafeMutablePointer<gchar>?
        guard g_file_get_contents("/proc/\(pid)/smaps", &contents, nil, nil) != 0, let contents else { return nil }
        defer { g_free(contents) }
        var mapped = ""
        for line in String(cString: contents).split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard let key = fields.first else { continue }
            // A mapping's header starts with its address range; its figures follow, "Key: value kB".
            guard key.hasSuffix(":") else {
                mapped = fields.count > 5 ? String(fields[5].split(separator: "/").last ?? "") : ""
                continue
            }
            guard fields.count >= 2, let kibibytes = Double(fields[1]) else { continue }
            let mebibytes = kibibytes / 1024
            switch key {
            case "Rss:": add(mebibytes, to: mapped, executable: program)
            case "Private_Clean:", "Private_Dirty:": privatePages += mebibytes
            default: break
            }
        }
    }

    private mutating func add(_ mebibytes: Double, to mapped: String, executable: String) {
        if mapped.hasPrefix("libswift") || mapped.hasPrefix("libdispatch") || mapped.hasPrefix("libBlocksRuntime") {
            swiftRuntime += mebibytes
        } else if mapped.hasPrefix("libadwaita") {
            libadwaita += mebibytes
        } else if mapped.hasPrefix("libicu") {
            icu += mebibytes
        } else if mapped.hasPrefix("libsqlite") {
            sqlite += mebibytes
        } else if mapped == executable || mapped.contains("Plugin") {
            program += mebibytes
        } else if mapped.isEmpty || mapped.hasPrefix("[") {
            anonymous += mebibytes
        } else {
            rest += mebibytes
        }
    }
}
