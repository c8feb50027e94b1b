// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGLib
import Glibc

/// A gettext text domain: its catalogues found and bound once, its messages looked up in the
/// user's language. The library's own words go through its domain, "gtkcontrols"; an app
/// with translations of its own makes a domain for them.
///
/// ```swift
/// let tr = TextDomain("myapp", localeDirectories: [TextDomain.installedLocaleDirectory])
/// let question = tr("Delete “%s”?", "notes.txt")
/// let status = tr.plural("%d file", "%d files", count: 3, 3)
/// ```
///
/// Messages are `printf`-style, so a translation may reorder what goes in: `%s` and `%d`
/// take the arguments in turn, `%1$s` or `%2$d` the one at that position, and `%%` is a
/// percent sign. Swift string interpolation would put the values into the message before it
/// is looked up, and no catalogue could hold it. xgettext reads Swift as C:
/// `xgettext -L C --keyword=tr --keyword=plural:1,2 --keyword=context:1c,2
/// --add-comments=TRANSLATORS:` (see `make update-po`).
///
/// Lookups use GLib's `g_dgettext`: when a program has set a text domain of its own
/// (`textdomain`) with no translation into the user's language, a library's domain stays
/// untranslated too, so a window does not mix two languages.
public struct TextDomain: Sendable {
    /// The domain's name: its catalogues are `LL/LC_MESSAGES/NAME.mo`.
    public let name: String

    /// Binds `name` to the first of `localeDirectories` that holds a catalogue of it in one
    /// of the user's languages, else to the first that holds one in any language, else to
    /// the first; with UTF-8 messages. With no directories it looks up a domain that the
    /// program has bound already (a plugin's messages in the app that loads it).
    public init(_ name: String, localeDirectories: [String] = []) {
        self.name = name
        let languages = Self.languages()
        let directory = localeDirectories.first { Self.catalogues(of: name, in: $0, languages: languages) }
            ?? localeDirectories.first { Self.catalogues(of: name, in: $0, languages: Self.subfolders(of: $0)) }
            ?? localeDirectories.first
        if let directory { bindtextdomain(name, directory) }
        bind_textdomain_codeset(name, "UTF-8")
    }

    /// The catalogues of a program installed in a prefix: `PREFIX/share/locale`, beside its
    /// `PREFIX/bin`.
    public static var installedLocaleDirectory: String {
        guard let executable = g_file_read_link("/proc/self/exe", nil) else { return "/usr/share/locale" }
        defer { g_free(executable) }
        let bin = g_path_get_dirname(executable)!
        defer { g_free(bin) }
        return String(cString: bin) + "/../share/locale"
    }

    /// `message` in the user's language, with `arguments` put in its placeholders.
    public func callAsFunction(_ message: String, _ arguments: any CustomStringConvertible...) -> String {
        Self.format(Self.translation(of: message) { g_dgettext(name, $0) }, arguments)
    }

    /// `message` in the user's language where it means what `context` says (one English
    /// word may need two translations: a control's "State" and a US "State").
    public func context(_ context: String, _ message: String, _ arguments: any CustomStringConvertible...) -> String {
        Self.format(Self.translation(of: message) { g_dpgettext2(name, context, $0) }, arguments)
    }

    /// The form of `singular` or `plural` that the user's language uses for `count`, with
    /// `arguments` put in its placeholders (the count too, when the message shows it).
    public func plural(_ singular: String, _ plural: String, count: Int, _ arguments: any CustomStringConvertible...) -> String {
        let translated = singular.withCString { one in
            plural.withCString { other in
                let found = g_dngettext(name, one, other, gulong(count.magnitude))!
                return found == one ? singular : found == other ? plural : String(cString: found)
            }
        }
        return Self.format(translated, arguments)
    }

    /// `template` with its placeholders replaced: `%s` and `%d` by the next of `arguments`,
    /// `%N$s` and `%N$d` by the Nth, `%%` by `%`. A placeholder without an argument, and a
    /// `%` that starts none, stay as they are.
    public static func format(_ template: String, _ arguments: [any CustomStringConvertible]) -> String {
        var result = ""
        var next = 0
        var rest = Substring(template)
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            let directive = rest[rest.index(after: percent)...]
            if directive.first == "%" {
                result += "%"
                rest = directive.dropFirst()
                continue
            }
            var position: Int?
            var conversion = directive
            let digits = directive.prefix { $0.isASCII && $0.isNumber }
            if !digits.isEmpty, directive.dropFirst(digits.count).first == "$" {
                position = Int(digits).map { $0 - 1 }
                conversion = directive.dropFirst(digits.count + 1)
            }
            guard let kind = conversion.first, kind == "s" || kind == "d" else {
                result += "%"
                rest = directive
                continue
            }
            let index = position ?? next
            if position == nil { next += 1 }
            if arguments.indices.contains(index) {
                result += arguments[index].description
            } else {
                result += rest[percent...conversion.startIndex]
            }
            rest = conversion.dropFirst()
        }
        return result + rest
    }

    /// What `lookup` finds for `message`. Without a translation gettext returns the message
    /// it was given: Swift's copy of it, which lives only for the call.
    private static func translation(of message: String, _ lookup: (UnsafePointer<CChar>) -> UnsafePointer<CChar>?) -> String {
        message.withCString { original in
            guard let found = lookup(original), found != original else { return message }
            return String(cString: found)
        }
    }

    /// Whether `directory` holds a catalogue of `domain` in one of `languages`.
    private static func catalogues(of domain: String, in directory: String, languages: [String]) -> Bool {
        languages.contains { g_file_test("\(directory)/\($0)/LC_MESSAGES/\(domain).mo", G_FILE_TEST_IS_REGULAR) != 0 }
    }

    /// The names in `directory` (its languages, for a locale folder); none when it cannot be read.
    private static func subfolders(of directory: String) -> [String] {
        guard let folder = g_dir_open(directory, 0, nil) else { return [] }
        defer { g_dir_close(folder) }
        var names: [String] = []
        while let name = g_dir_read_name(folder) { names.append(String(cString: name)) }
        return names
    }

    /// The user's languages as gettext looks them up ("de_DE.UTF-8", "de_DE", "de", …).
    private static func languages() -> [String] {
        guard var names = g_get_language_names() else { return [] }
        var languages: [String] = []
        while let name = names.pointee {
            languages.append(String(cString: name))
            names += 1
        }
        return languages
    }
}
