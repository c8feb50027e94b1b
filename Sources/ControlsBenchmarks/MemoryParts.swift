// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk

/// A running program's resident memory by what it maps, read from /proc/PID/smaps: what each
/// part loaded at start costs, in MiB, and how much of it is the program's own (private)
/// rather than file pages shared with other processes.
struct MemoryParts {
    /// Resident MiB of each mapped file, by its name; "" for anonymous memory and the heap.
    private var files: [String: Double] = [:]
    /// Pages no other process maps (private clean and dirty): memory this process alone holds.
    private(set) var privatePages = 0.0
    /// The program's executable's name.
    private let executable: String

    /// The parts of process `pid`, whose executable is named `executable`; nil when its smaps
    /// cannot be read.
    init?(pid: GPid, executable: String) {
        self.executable = executable
        var contents: UnsafeMutablePointer<gchar>?
        guard g_file_get_contents("/proc/\(pid)/smaps", &contents, nil, nil) != 0, let contents else { return nil }
        defer { g_free(contents) }
        var mapped = ""
        for line in String(cString: contents).split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard let key = fields.first else { continue }
            // A mapping's header starts with its address range; its figures follow, "Key: value kB".
            guard key.hasSuffix(":") else {
                let path = fields.count > 5 ? fields[5] : ""
                mapped = path.hasPrefix("[") ? "" : String(path.split(separator: "/").last ?? "")
                continue
            }
            guard fields.count >= 2, let kibibytes = Double(fields[1]) else { continue }
            switch key {
            case "Rss:": files[mapped, default: 0] += kibibytes / 1024
            case "Private_Clean:", "Private_Dirty:": privatePages += kibibytes / 1024
            default: break
            }
        }
    }

    /// What a mapped file is part of, for the parts named apart.
    enum Part {
        /// The Swift runtime and standard library (libswiftCore and its companions, libdispatch).
        case swiftRuntime
        case libadwaita
        case icu
        case sqlite
        /// The executable and the plugins it loaded.
        case program
    }

    /// Resident MiB of `part`.
    subscript(part: Part) -> Double {
        files.filter { self.part(of: $0.key) == part }.values.reduce(0, +)
    }

    /// The heap, the stacks and other anonymous memory.
    var anonymous: Double { files[""] ?? 0 }

    /// The other files this program maps that `other` does not (what its libraries link in
    /// turn, such as libadwaita's AppStream and TLS on libadwaita 1.7), and those both map.
    func otherFiles(besides other: MemoryParts) -> (onlyHere: Double, inBoth: Double) {
        var split = (onlyHere: 0.0, inBoth: 0.0)
        for (name, mebibytes) in files where !name.isEmpty && part(of: name) == nil {
            if other.files[name] == nil { split.onlyHere += mebibytes } else { split.inBoth += mebibytes }
        }
        return split
    }

    private func part(of name: String) -> Part? {
        if name.isEmpty { return nil }
        if name.hasPrefix("libswift") || name.hasPrefix("libdispatch") || name.hasPrefix("libBlocksRuntime") { return .swiftRuntime }
        if name.hasPrefix("libadwaita") { return .libadwaita }
        if name.hasPrefix("libicu") { return .icu }
        if name.hasPrefix("libsqlite") { return .sqlite }
        if name == executable || name.contains("Plugin") { return .program }
        return nil
    }
}
