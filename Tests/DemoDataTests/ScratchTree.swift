// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGLib
import Glibc

/// The package's root directory, found from this file's path.
let packageRoot = String(#filePath).split(separator: "/", omittingEmptySubsequences: false).dropLast(3).joined(separator: "/")

/// The text of the file at `path`, or nil when it cannot be read.
func contents(of path: String) -> String? {
    var text: UnsafeMutablePointer<gchar>?
    guard g_file_get_contents(path, &text, nil, nil) != 0, let text else { return nil }
    defer { g_free(text) }
    return String(cString: text)
}

/// A fresh directory tree for one test, removed with the value. It lives in the account's
/// own home (from the password database; the tests point `$HOME` into `/tmp`), not under
/// the checkout: the trust check refuses everything below a directory others may write
/// (unless it has the sticky bit), so a tree that must pass needs a parent whose whole real
/// path is trusted.
final class ScratchTree {
    let root: String

    init() throws {
        let home = getpwuid(geteuid()).map { String(cString: $0.pointee.pw_dir) } ?? packageRoot + "/.build"
        let base = home + "/.cache/gtkcontrols-test-trees"
        g_mkdir_with_parents(base, 0o755)
        chmod(base, 0o755)
        var template = Array((base + "/trust-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { throw ScratchTreeError(path: base, reason: String(cString: strerror(errno))) }
        root = String(cString: made)
        chmod(root, 0o755)
    }

    deinit {
        Self.remove(root)
    }

    /// Makes the directory `name` (and its parents) below the root with `mode`; returns its path.
    @discardableResult
    func directory(_ name: String, mode: mode_t = 0o755) -> String {
        let path = root + "/" + name
        g_mkdir_with_parents(path, 0o755)
        chmod(path, mode)
        return path
    }

    /// Writes the file `name` below the root with `mode`, making missing parents with mode
    /// 755; returns its path.
    @discardableResult
    func file(_ name: String, contents: String = "", mode: mode_t = 0o644) -> String {
        let path = root + "/" + name
        if let parent = g_path_get_dirname(path) {
            g_mkdir_with_parents(parent, 0o755)
            g_free(parent)
        }
        g_file_set_contents(path, contents, -1, nil)
        chmod(path, mode)
        return path
    }

    /// Makes `name` below the root a symbolic link to `target`; returns its path.
    @discardableResult
    func link(_ name: String, to target: String) -> String {
        let path = root + "/" + name
        symlink(target, path)
        return path
    }

    /// Removes `path` and, if it is a directory (not a link to one), everything in it.
    private static func remove(_ path: String) {
        var status = stat()
        if lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR, let directory = g_dir_open(path, 0, nil) {
            var names: [String] = []
            while let name = g_dir_read_name(directory) { names.append(String(cString: name)) }
            g_dir_close(directory)
            for name in names { remove(path + "/" + name) }
        }
        Glibc.remove(path)
    }
}

struct ScratchTreeError: Error, CustomStringConvertible {
    let path: String
    let reason: String
    var description: String { "cannot make a scratch tree in \(path): \(reason)" }
}
