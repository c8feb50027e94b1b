// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import Glibc
import XCTest

/// The user's language for a test: the process runs a while in a real UTF-8 locale of it,
/// compiled for the run.
enum Languages {
    /// Runs `body` with the messages in `language` (LANGUAGE) under a real UTF-8 locale of
    /// that language, then puts the process's locale back. glibc 2.41 translates nothing
    /// under C.UTF-8, which glibc 2.36 did, and a machine may have no locale but C: the
    /// locale is compiled for this run with localedef (apt `locales`) into a folder of its
    /// own, LOCPATH. glibc forgets the translations it looked up only when the locale
    /// changes, so it changes twice.
    static func with(_ language: String, _ body: () throws -> Void) rethrows {
        let saved = String(cString: setlocale(LC_ALL, nil))
        let locale = compiledLocale(language)
        setenv("LOCPATH", folder, 1)
        setenv("LANGUAGE", language, 1)
        setlocale(LC_ALL, "C")
        if setlocale(LC_ALL, locale) == nil {
            XCTFail("glibc cannot use the locale \(locale) compiled into \(folder)")
        }
        defer {
            unsetenv("LANGUAGE")
            unsetenv("LOCPATH")
            setlocale(LC_ALL, "C")
            setlocale(LC_ALL, saved)
        }
        try body()
    }

    /// Removes the locales compiled so far; a test class that used them calls it as it ends
    /// (the next use compiles them again).
    static func removeCompiledLocales() {
        removeTree(folder)
    }

    /// Removes `path` and everything in it.
    static func removeTree(_ path: String) {
        var status: Int32 = 0
        g_spawn_command_line_sync("rm -rf \(path)", nil, nil, &status, nil)
    }

    /// The folder of the locales compiled for this run.
    private static let folder = String(cString: g_dir_make_tmp("text-domain-locales-XXXXXX", nil))

    /// `language`'s UTF-8 locale (de_DE.UTF-8 for "de"), compiled into ``folder`` the first
    /// time it is asked for.
    private static func compiledLocale(_ language: String) -> String {
        let territory = ["de": "DE", "ar": "EG", "fr": "FR"][language] ?? language.uppercased()
        let name = "\(language)_\(territory)"
        let locale = name + ".UTF-8"
        guard g_file_test("\(folder)/\(locale)", G_FILE_TEST_IS_DIR) == 0 else { return locale }
        g_mkdir_with_parents(folder, 0o700)
        var status: Int32 = 0
        var standardError: UnsafeMutablePointer<gchar>?
        let command = "localedef -i \(name) -f UTF-8 \(folder)/\(locale)"
        let ran = g_spawn_command_line_sync(command, nil, &standardError, &status, nil)
        let message = standardError.map { String(cString: $0) } ?? ""
        g_free(standardError)
        XCTAssertTrue(ran != 0 && g_file_test("\(folder)/\(locale)", G_FILE_TEST_IS_DIR) != 0,
                      "\(command) made no locale (apt locales has the sources): \(message)")
        return locale
    }
}
