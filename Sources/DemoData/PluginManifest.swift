// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGLib

/// A plugin key file's `[Plugin]` group, in libpeas's format:
///
/// ```ini
/// [Plugin]
/// Module=ColorPickerPlugin
/// Name=Colour Picker
/// X-ControlsDemo-ABI=1
/// ```
///
/// Whatever the file holds, reading it gives a manifest or one line saying what is wrong.
/// Name and Description become one line each, and no more than a screen can show.
package struct PluginManifest {
    /// The plugin ABI this demo speaks (`X-ControlsDemo-ABI`).
    static let abiVersion = 1

    /// The key file's path, as found in its plugin directory.
    package let path: String
    package let module: String
    package let name: String
    package let description: String
    package let icon: String?
    package let depends: [String]
    package let isHidden: Bool

    /// Reads a key file that passed the trust check.
    package static func read(_ file: TrustedFile) -> Result<PluginManifest, PluginError> {
        var contents: UnsafeMutablePointer<gchar>?
        var length: gsize = 0
        var error: UnsafeMutablePointer<GError>?
        guard g_file_get_contents(file.realPath, &contents, &length, &error) != 0, let contents else {
            return .failure(PluginError(tr("it cannot be read: %s", takeMessage(&error))))
        }
        defer { g_free(contents) }
        let bytes = [UInt8](UnsafeRawBufferPointer(start: contents, count: Int(length)))
        return parse(bytes, path: file.path)
    }

    /// Reads the key file `bytes`, found at `path`.
    static func parse(_ bytes: [UInt8], path: String) -> Result<PluginManifest, PluginError> {
        let file = g_key_file_new()!
        defer { g_key_file_unref(file) }
        var error: UnsafeMutablePointer<GError>?
        let loaded = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: gchar.self) {
                g_key_file_load_from_data(file, $0.baseAddress, gsize($0.count), G_KEY_FILE_NONE, &error)
            }
        }
        guard loaded != 0 else { return .failure(PluginError(tr("not a key file: %s", takeMessage(&error)))) }
        guard g_key_file_has_group(file, group) != 0 else { return .failure(PluginError(tr("it has no [%s] group", group))) }
        do {
            return .success(try PluginManifest(path: path, keys: file))
        } catch {
            return .failure(error)
        }
    }

    private static let group = "Plugin"
    private static let abiKey = "X-ControlsDemo-ABI"
    /// Room for `lib` + Module + `.so` in a file name (at most 255 bytes).
    private static let moduleLimit = 200

    private init(path: String, keys file: OpaquePointer) throws(PluginError) {
        let group = Self.group
        /// The value of `key` as `get` (a GKeyFile getter) reads it; nil when there is no such key.
        func value<Value>(_ key: String, _ get: (UnsafeMutablePointer<UnsafeMutablePointer<GError>?>) -> Value?) throws(PluginError) -> Value? {
            guard g_key_file_has_key(file, group, key, nil) != 0 else { return nil }
            var error: UnsafeMutablePointer<GError>?
            let value = get(&error)
            guard error == nil, let value else { throw PluginError(tr("its %1$s value cannot be read: %2$s", key, Self.takeMessage(&error))) }
            return value
        }
        func string(_ key: String) throws(PluginError) -> String? {
            try value(key) { error in
                g_key_file_get_locale_string(file, group, key, nil, error).map { text in
                    defer { g_free(text) }
                    return String(cString: text)
                }
            }
        }
        guard let module = try string("Module"), !module.isEmpty else { throw PluginError(tr("the [Plugin] group has no Module key")) }
        guard module.utf8.count <= Self.moduleLimit else {
            throw PluginError(tr.plural("Module is longer than %d byte", "Module is longer than %d bytes", count: Self.moduleLimit, Self.moduleLimit))
        }
        guard module.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
            throw PluginError(tr("Module \"%s\" may hold only letters, digits, - and _", Self.line(module, limit: 60)))
        }
        guard let abi = try value(Self.abiKey, { g_key_file_get_integer(file, group, Self.abiKey, $0) }) else {
            throw PluginError(tr("it has no %s key", Self.abiKey))
        }
        guard abi == Self.abiVersion else {
            throw PluginError(tr("it is built for plugin ABI %1$d, and this demo speaks ABI %2$d", abi, Self.abiVersion))
        }
        self.path = path
        self.module = module
        name = Self.line(try string("Name") ?? module, limit: 100)
        description = Self.line(try string("Description") ?? "", limit: 1000)
        icon = try string("Icon")
        depends = (try string("Depends") ?? "").split(separator: ";").map(String.init).filter { !$0.isEmpty }
        isHidden = try value("Hidden") { g_key_file_get_boolean(file, group, "Hidden", $0) != 0 } ?? false
    }

    /// `text` on one line (control characters become spaces), cut to `limit` characters.
    private static func line(_ text: String, limit: Int) -> String {
        let head = text.prefix(limit)
        let cut = head.endIndex == text.endIndex ? String(head) : String(text.prefix(limit - 1)) + "…"
        return String(String.UnicodeScalarView(cut.unicodeScalars.map { $0.properties.generalCategory == .control ? " " : $0 }))
    }

    /// GLib's message (which may quote a whole line of the file) as one short line; frees the error.
    private static func takeMessage(_ error: inout UnsafeMutablePointer<GError>?) -> String {
        defer { g_clear_error(&error) }
        return line(error.map { String(cString: $0.pointee.message) } ?? tr("unknown error"), limit: 200)
    }
}

/// Why a plugin could not be used.
package struct PluginError: Error, CustomStringConvertible {
    package let description: String
    package init(_ description: String) { self.description = description }
}
