// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import Glibc
import GtkControls

/// What a run's figures were measured on, as its JSON and report name it: the machine, the
/// system, the GTK in use, the renderer, the date and how loaded the machine was (other
/// processes make absolute figures noisy; ratios measured side by side less so).
struct SystemDescription {
    let machine: String
    let system: String
    let gtk: String
    let renderer: String
    let date: String
    /// The machine's 1-minute load average when the run started.
    let load: String

    /// This process's machine and GTK; `renderer` is the renderer GTK made (``RendererProbe``).
    static func current(renderer: String) -> SystemDescription {
        let cores = sysconf(Int32(_SC_NPROCESSORS_ONLN))
        let model = value(of: "model name", in: "/proc/cpuinfo", separator: ":") ?? "unknown processor"
        let system = value(of: "PRETTY_NAME", in: "/etc/os-release", separator: "=")?.trimmingQuotes ?? "unknown system"
        let now = g_date_time_new_now_utc()!
        defer { g_date_time_unref(now) }
        let formatted = g_date_time_format_iso8601(now)!
        defer { g_free(formatted) }
        let date = String(cString: formatted)
        return SystemDescription(machine: "\(model), \(cores) cores", system: system,
                                 gtk: "\(gtk_get_major_version()).\(gtk_get_minor_version()).\(gtk_get_micro_version())",
                                 renderer: renderer, date: date, load: loadAverage() ?? "unknown")
    }

    var fields: KeyValuePairs<String, String> {
        ["machine": machine, "system": system, "gtk": gtk, "renderer": renderer, "date": date, "load": load]
    }

    /// The first figure of /proc/loadavg: processes running or waiting for a core, averaged over a minute.
    private static func loadAverage() -> String? {
        var contents: UnsafeMutablePointer<gchar>?
        guard g_file_get_contents("/proc/loadavg", &contents, nil, nil) != 0, let contents else { return nil }
        defer { g_free(contents) }
        return String(cString: contents).split(separator: " ").first.map(String.init)
    }

    /// The value of the first line `KEY<separator>VALUE` of the text file at `path`.
    private static func value(of key: String, in path: String, separator: Character) -> String? {
        var contents: UnsafeMutablePointer<gchar>?
        guard g_file_get_contents(path, &contents, nil, nil) != 0, let contents else { return nil }
        defer { g_free(contents) }
        for line in String(cString: contents).split(separator: "\n") {
            guard let split = line.firstIndex(of: separator),
                  line[..<split].trimmingCharacters(in: " \t") == key else { continue }
            return String(line[line.index(after: split)...]).trimmingCharacters(in: " \t")
        }
        return nil
    }
}

private extension StringProtocol {
    func trimmingCharacters(in characters: String) -> String {
        let kept = drop { characters.contains($0) }
        return String(kept.reversed().drop { characters.contains($0) }.reversed())
    }

    var trimmingQuotes: String { trimmingCharacters(in: "\"") }
}
