// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import DemoData
import GtkControls
import Glibc

/// What the Plugins page and `--list-plugins` say about one plugin.
struct PluginRecord: Equatable {
    enum State: Equatable {
        case loaded
        case disabled
        case failed(String)
    }

    let id: String
    let name: String
    let summary: String
    /// "built-in", or the key file's path.
    let origin: String
    var state: State
    var isExternal: Bool { origin != "built-in" }
}

/// Finds and loads external plugins: `NAME.plugin` key files in libpeas's format beside
/// `libMODULE.so`, entered through the C symbol `controls_demo_plugin_create_page`
/// (`GtkWidget *(*)(GError **)`). GTK's own types are the boundary, so a plugin needs no
/// Swift ABI agreement with the demo.
///
/// Directories, in order: each `--plugin-dir`, the user's
/// (`$XDG_DATA_HOME/controls-demo/plugins`), then the installed one
/// (`<prefix>/lib/controls-demo/plugins`, beside the binary's `bin`; libraries belong under
/// lib, not share). The current directory is never searched. The directory, each key file
/// and each library must pass ``TrustedFile``'s check (OpenSSH's rule for `authorized_keys`)
/// before the demo reads or loads them. Every failure is reported on stderr and kept for
/// the Plugins page; the rest of the app goes on.
@MainActor
enum ExternalPlugins {
    static let entrySymbol = "controls_demo_plugin_create_page"

    /// The plugin directories to search, in order.
    static func directories(extra: [String]) -> [String] {
        var directories = extra
        directories.append(String(cString: g_get_user_data_dir()) + "/controls-demo/plugins")
        if let executable = g_file_read_link("/proc/self/exe", nil) {
            let bin = g_path_get_dirname(executable)!
            directories.append(String(cString: bin) + "/../lib/controls-demo/plugins")
            g_free(bin)
            g_free(executable)
        }
        return directories
    }

    /// Discovers every plugin in `directories`, loads the enabled ones, and registers their
    /// pages in `registry`. Returns a record for each plugin found.
    static func load(from directories: [String], into registry: inout PluginRegistry, disabled: Set<String>) -> [PluginRecord] {
        var records: [PluginRecord] = []
        var manifests: [(manifest: PluginManifest, directory: String)] = []
        for directory in directories where g_file_test(directory, G_FILE_TEST_IS_DIR) != 0 {
            let files = keyFiles(in: directory)
            do {
                _ = try TrustedFile(directory, kind: .directory)
            } catch {
                report(tr("plugin directory %s; not loading plugins from it", error))
                records += files.map { failedRecord($0, reason: tr("the plugin directory %s", error)) }
                continue
            }
            for file in files {
                switch readManifest(file) {
                case .success(let manifest):
                    if registry.plugin(id: manifest.module) != nil || manifests.contains(where: { $0.manifest.module == manifest.module }) {
                        let reason = tr("another plugin already has the id \"%s\"", manifest.module)
                        report("\(file): \(reason)")
                        records.append(PluginRecord(id: manifest.module, name: manifest.name, summary: manifest.description,
                                                    origin: file, state: .failed(reason)))
                    } else {
                        manifests.append((manifest, directory))
                    }
                case .failure(let reason):
                    report("\(file): \(reason)")
                    records.append(failedRecord(file, reason: reason.description))
                }
            }
        }
        let available = Set(manifests.map(\.manifest.module)).union(registry.ids)
        for (manifest, directory) in manifests {
            var record = PluginRecord(id: manifest.module, name: manifest.name, summary: manifest.description,
                                      origin: manifest.path, state: .loaded)
            if disabled.contains(manifest.module) {
                record.state = .disabled
            } else if let missing = manifest.depends.first(where: { !available.contains($0) }) {
                record.state = .failed(tr("it depends on \"%s\", which is not installed", missing))
            } else {
                switch open(manifest, in: directory) {
                case .success(let entry):
                    if !manifest.isHidden { registry.register(page(for: manifest, entry: entry)) }
                case .failure(let reason):
                    record.state = .failed(reason.description)
                }
            }
            if case .failed(let reason) = record.state { report("\(manifest.path): \(reason)") }
            records.append(record)
        }
        return records
    }

    /// The record of a key file that could not be used, named after the file.
    private static func failedRecord(_ file: String, reason: String) -> PluginRecord {
        let id = String(file.split(separator: "/").last?.dropLast(".plugin".count) ?? "")
        return PluginRecord(id: id, name: id, summary: "", origin: file, state: .failed(reason))
    }

    private static func readManifest(_ file: String) -> Result<PluginManifest, PluginError> {
        do {
            return PluginManifest.read(try TrustedFile(file, kind: .regularFile))
        } catch {
            return .failure(PluginError(tr("the key file is not trusted: %s", error.reason)))
        }
    }

    private static func keyFiles(in directory: String) -> [String] {
        guard let dir = g_dir_open(directory, 0, nil) else { return [] }
        defer { g_dir_close(dir) }
        var files: [String] = []
        while let name = g_dir_read_name(dir) {
            let file = String(cString: name)
            if file.hasSuffix(".plugin") { files.append(directory + "/" + file) }
        }
        return files.sorted()
    }

    /// Opens `libMODULE.so` beside the key file and finds the entry point.
    private static func open(_ manifest: PluginManifest, in directory: String) -> Result<gpointer, PluginError> {
        let library = directory + "/lib" + manifest.module + ".so"
        guard g_file_test(library, G_FILE_TEST_EXISTS) != 0 else {
            return .failure(PluginError(tr("its library %s is missing", library)))
        }
        let trusted: TrustedFile
        do {
            trusted = try TrustedFile(library, kind: .regularFile)
        } catch {
            return .failure(PluginError(tr("its library %s", error)))
        }
        guard let module = g_module_open(trusted.realPath, GModuleFlags(rawValue: G_MODULE_BIND_LAZY.rawValue | G_MODULE_BIND_LOCAL.rawValue)) else {
            return .failure(PluginError(tr("cannot open %1$s: %2$s", library, String(cString: g_module_error()))))
        }
        var symbol: gpointer?
        guard g_module_symbol(module, entrySymbol, &symbol) != 0, let symbol else {
            g_module_close(module)
            return .failure(PluginError(tr("%1$s has no %2$s entry point", library, entrySymbol)))
        }
        // Plugins stay loaded for the life of the app: their pages may be on screen.
        g_module_make_resident(module)
        return .success(symbol)
    }

    private static func page(for manifest: PluginManifest, entry: gpointer) -> DemoPlugin {
        DemoPlugin(id: manifest.module, title: manifest.name, iconName: manifest.icon ?? "application-x-addon-symbolic",
                   category: tr("External plugins"), summary: manifest.description) {
            var error: UnsafeMutablePointer<GError>?
            if let widget = cgtk_call_plugin_entry(entry, &error) { return widget }
            let reason = error.map { String(cString: $0.pointee.message) } ?? tr("it returned no page and no error")
            g_clear_error(&error)
            report(tr("plugin %1$s could not build its page: %2$s", manifest.module, reason))
            PluginStates.shared.fail(manifest.module, tr("its page could not be built: %s", reason))
            return PageParts.page(PageParts.paragraph(tr("The plugin “%1$s” could not build its page: %2$s", manifest.name, reason)))
        }
    }

    private static func report(_ message: String) {
        printError("controls-demo: " + message)
    }
}

/// The plugins' records for the Plugins page, and which plugins the user disabled —
/// remembered in `$XDG_CONFIG_HOME/controls-demo/plugins.ini`.
@MainActor
final class PluginStates {
    static let shared = PluginStates()

    private(set) var records: [PluginRecord] = []
    private let path = String(cString: g_get_user_config_dir()) + "/controls-demo/plugins.ini"

    func set(_ records: [PluginRecord]) {
        self.records = records
    }

    func fail(_ id: String, _ reason: String) {
        for index in records.indices where records[index].id == id { records[index].state = .failed(reason) }
    }

    /// The ids the user disabled.
    var disabled: Set<String> {
        let file = g_key_file_new()!
        defer { g_key_file_unref(file) }
        guard g_key_file_load_from_file(file, path, G_KEY_FILE_NONE, nil) != 0 else { return [] }
        var count: gsize = 0
        guard let list = g_key_file_get_string_list(file, "Plugins", "Disabled", &count, nil) else { return [] }
        defer { g_strfreev(list) }
        return Set((0..<Int(count)).compactMap { list[$0].map { String(cString: $0) } })
    }

    /// Enables or disables `id` from the next start; returns an error message if the
    /// setting could not be saved.
    func setEnabled(_ id: String, _ enabled: Bool) -> String? {
        var ids = disabled
        if enabled { ids.remove(id) } else { ids.insert(id) }
        let file = g_key_file_new()!
        defer { g_key_file_unref(file) }
        let sorted = ids.sorted()
        var pointers: [UnsafePointer<gchar>?] = sorted.map { UnsafePointer(g_strdup($0)) }
        g_key_file_set_string_list(file, "Plugins", "Disabled", &pointers, gsize(sorted.count))
        for pointer in pointers { g_free(UnsafeMutableRawPointer(mutating: pointer)) }
        g_mkdir_with_parents(String(cString: g_get_user_config_dir()) + "/controls-demo", 0o700)
        var error: UnsafeMutablePointer<GError>?
        guard g_key_file_save_to_file(file, path, &error) != 0 else {
            let reason = error.map { String(cString: $0.pointee.message) } ?? tr("unknown error")
            g_clear_error(&error)
            return tr("Could not save the plugin settings: %s", reason)
        }
        for index in records.indices where records[index].id == id {
            records[index].state = enabled ? .loaded : .disabled
        }
        return nil
    }
}
