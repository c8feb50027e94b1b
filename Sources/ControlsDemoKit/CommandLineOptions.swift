// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGLib
import CGtk
import DemoData
import Glibc

/// What the command line asked the demo to do. GApplication parses the command line from
/// the option entries below, as every GNOME app does: it prints `--help` (with GApplication's
/// own options under `--help-all`) and refuses an unknown option with a one-line message
/// and exit status 1. This type reads what it parsed.
struct CommandLineOptions: Equatable {
    enum Action: Equatable {
        /// Open the window, on `page` if given.
        case run(page: String?)
        case listPlugins
        case version
    }

    var action = Action.run(page: nil)
    /// Extra directories to load external plugins from, searched first.
    var pluginDirectories: [String] = []

    /// Adds the demo's options to `application`'s command line. GOption looks the
    /// descriptions up in the default text domain (the demo's) when `--help` prints them.
    static func add(to application: UnsafeMutablePointer<GApplication>) {
        g_application_set_option_context_summary(application, tr("Shows the controls of GtkControls, one page each."))
        entries().withUnsafeBufferPointer { g_application_add_main_option_entries(application, $0.baseAddress) }
    }

    /// Reads the options GApplication parsed into `dictionary` (a GVariantDict); the
    /// message says what is wrong.
    static func read(_ dictionary: UnsafeMutablePointer<GVariantDict>) -> Result<CommandLineOptions, CommandLineError> {
        if let leftover = strings(dictionary, remaining, type: "as").first {
            return .failure(CommandLineError(tr("unexpected argument “%s”; see --help", leftover)))
        }
        var options = CommandLineOptions()
        options.pluginDirectories = strings(dictionary, "plugin-dir", type: "aay")
        if flag(dictionary, "version") {
            options.action = .version
        } else if flag(dictionary, "list-plugins") {
            options.action = .listPlugins
        } else {
            options.action = .run(page: strings(dictionary, "page", type: "s").first)
        }
        return .success(options)
    }

    /// GOption's name for the arguments that follow no option (G_OPTION_REMAINING).
    private static let remaining = ""

    /// The option table. GOption keeps the strings' addresses for the life of the
    /// application, so they are copied and never freed, as C's string literals are.
    private static func entries() -> [GOptionEntry] { [
        entry("page", G_OPTION_ARG_STRING, N_("Open the page ID (see --list-plugins)"), argument: N_("ID")),
        entry("plugin-dir", G_OPTION_ARG_FILENAME_ARRAY, N_("Also load external plugins from DIR (may be repeated)"), argument: N_("DIR")),
        entry("list-plugins", G_OPTION_ARG_NONE, N_("Print each plugin’s id, title and state, then exit")),
        entry("version", G_OPTION_ARG_NONE, N_("Print the version, then exit")),
        // Collects stray arguments so that ``read(_:)`` can refuse them by name.
        entry(remaining, G_OPTION_ARG_STRING_ARRAY, nil),
        GOptionEntry(),
    ] }

    private static func entry(_ name: String, _ kind: GOptionArg, _ description: String?, argument: String? = nil) -> GOptionEntry {
        GOptionEntry(long_name: strdup(name), short_name: 0, flags: 0, arg: kind, arg_data: nil,
                     description: description.map { UnsafePointer(strdup($0)) },
                     arg_description: argument.map { UnsafePointer(strdup($0)) })
    }

    /// Whether the option `key` (one that takes no value) was given.
    private static func flag(_ dictionary: UnsafeMutablePointer<GVariantDict>, _ key: String) -> Bool {
        guard let value = lookup(dictionary, key, type: "b") else { return false }
        defer { g_variant_unref(value) }
        return g_variant_get_boolean(value) != 0
    }

    /// The values given for `key`: a string (`s`), strings (`as`) or file names (`aay`).
    private static func strings(_ dictionary: UnsafeMutablePointer<GVariantDict>, _ key: String, type: String) -> [String] {
        guard let value = lookup(dictionary, key, type: type) else { return [] }
        defer { g_variant_unref(value) }
        if type == "s" { return [String(cString: g_variant_get_string(value, nil))] }
        var count = 0
        let array = type == "as" ? g_variant_get_strv(value, &count) : g_variant_get_bytestring_array(value, &count)
        defer { g_free(array) }
        return (0..<count).compactMap { array?[$0].map { String(cString: $0) } }
    }

    private static func lookup(_ dictionary: UnsafeMutablePointer<GVariantDict>, _ key: String, type: String) -> OpaquePointer? {
        let variantType = g_variant_type_new(type)
        defer { g_variant_type_free(variantType) }
        return g_variant_dict_lookup_value(dictionary, key, variantType)
    }
}

/// Marks `text` for xgettext (`--keyword=N_`) without translating it: GOption translates an
/// option's description itself when `--help` prints it.
private func N_(_ text: String) -> String { text }

/// A command line the demo cannot follow.
struct CommandLineError: Error, Equatable {
    let message: String
    init(_ message: String) { self.message = message }
}
