// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import Glibc

/// A file or directory the demo may load code from or act on: no one but the user and root
/// can change it. This is OpenSSH's rule for `authorized_keys` (`StrictModes`): symbolic links
/// are resolved, and the file and every directory on its real path up to `/` must be owned by
/// the user or by root and be writable by neither group nor others. One exception: a directory
/// on the path with the sticky bit, such as `/tmp`, may be writable by others, because they can
/// then add names to it but not rename or remove what the user or root owns there, so what lies
/// below it is as safe as its own components. The file itself never gets the exception: a sticky
/// world-writable plugin directory would take anyone's plugins.
///
/// ```swift
/// let library = try TrustedFile(directory + "/libX.so", kind: .regularFile)
/// g_module_open(library.realPath, …)    // open what was checked, not the link
/// ```
///
/// Once the whole path is trusted, only the user and root can change what `realPath` names,
/// so opening it after the check cannot be raced by anyone else.
package struct TrustedFile {
    /// What the file must be.
    package enum Kind {
        case regularFile
        case directory
    }

    /// The path as given, for messages.
    package let path: String
    /// The path with every symbolic link resolved: the one to open.
    package let realPath: String

    /// Checks `path` and every directory on its real path; throws what is wrong and where.
    package init(_ path: String, kind: Kind) throws(UntrustedFile) {
        guard let resolved = realpath(path, nil) else {
            throw UntrustedFile(path: path, realPath: nil, component: path, problem: .unreadable(Self.errorText()))
        }
        let realPath = String(cString: resolved)
        free(resolved)
        let user = geteuid()
        var component = realPath
        var expected = kind
        while true {
            var status = stat()
            guard lstat(component, &status) == 0 else {
                throw UntrustedFile(path: path, realPath: realPath, component: component, problem: .unreadable(Self.errorText()))
            }
            if let problem = Self.problem(with: status, kind: expected, user: user, onPath: component != realPath) {
                throw UntrustedFile(path: path, realPath: realPath, component: component, problem: problem)
            }
            if component == "/" { break }
            component = Self.parent(of: component)
            expected = .directory
        }
        self.path = path
        self.realPath = realPath
    }

    /// What makes a file with `status` untrusted by `user`, or nil when nothing does; `onPath`
    /// when it is a directory on the real path of the file checked rather than that file.
    static func problem(with status: stat, kind: Kind, user: uid_t, onPath: Bool = false) -> UntrustedFile.Problem? {
        let type = status.st_mode & S_IFMT
        if type != (kind == .directory ? S_IFDIR : S_IFREG) { return .wrongKind(kind) }
        if status.st_uid != user && status.st_uid != 0 { return .foreignOwner(status.st_uid) }
        if onPath && status.st_mode & S_ISVTX != 0 { return nil }
        if status.st_mode & S_IWOTH != 0 { return .worldWritable(sticky: status.st_mode & S_ISVTX != 0) }
        if status.st_mode & S_IWGRP != 0 { return .groupWritable }
        return nil
    }

    /// The directory holding `path`, an absolute path without links, `.` or `..`.
    private static func parent(of path: String) -> String {
        let parent = path[..<(path.lastIndex(of: "/") ?? path.startIndex)]
        return parent.isEmpty ? "/" : String(parent)
    }

    private static func errorText() -> String {
        String(cString: strerror(errno))
    }
}

/// Why a file is not trusted: which file on its real path is at fault, and how.
package struct UntrustedFile: Error, CustomStringConvertible {
    enum Problem: Equatable {
        /// It could not be resolved or inspected; the system's reason.
        case unreadable(String)
        /// It is not what it must be (a directory, or a regular file).
        case wrongKind(TrustedFile.Kind)
        /// It belongs to this user id, who is neither the user nor root.
        case foreignOwner(uid_t)
        case worldWritable(sticky: Bool)
        case groupWritable
    }

    /// The path as given.
    let path: String
    /// Where its links lead, when that could be found out.
    let realPath: String?
    /// The file itself or the directory on its real path that is at fault.
    let component: String
    let problem: Problem

    /// The reason, naming the file at fault: "it is world-writable", "it leads to /b/x, and
    /// the directory /b on its path is group-writable".
    package var reason: String {
        let fault = component == (realPath ?? path) ? ownProblem : pathProblem
        guard let realPath, realPath != path else { return fault }
        // TRANSLATORS: a file is not trusted: it is a link to %1$s, and %2$s says what is
        // wrong there (one of the sentences below).
        return tr("it leads to %1$s, and %2$s", realPath, fault)
    }

    package var description: String { tr("%1$s is not trusted: %2$s", path, reason) }

    /// What is wrong with the file or directory itself.
    private var ownProblem: String {
        // TRANSLATORS: why a plugin file or directory is not trusted; “it” is that file or
        // directory.
        switch problem {
        case .unreadable(let reason): tr("it cannot be inspected: %s", reason)
        case .wrongKind(.regularFile): tr("it is not a regular file")
        case .wrongKind(.directory): tr("it is not a directory")
        case .foreignOwner(let uid): tr("it belongs to %s, who is neither you nor root", Self.owner(uid))
        case .worldWritable(sticky: false): tr("it is world-writable")
        case .worldWritable(sticky: true): tr("it is world-writable (its sticky bit does not make what is inside trusted)")
        case .groupWritable: tr("it is group-writable")
        }
    }

    /// What is wrong with ``component``, a directory on the path.
    private var pathProblem: String {
        // TRANSLATORS: why a plugin file is not trusted: a directory on its path (%1$s) is
        // at fault.
        switch problem {
        case .unreadable(let reason): tr("the directory %1$s on its path cannot be inspected: %2$s", component, reason)
        case .wrongKind(.regularFile): tr("the directory %s on its path is not a regular file", component)
        case .wrongKind(.directory): tr("the directory %s on its path is not a directory", component)
        case .foreignOwner(let uid): tr("the directory %1$s on its path belongs to %2$s, who is neither you nor root", component, Self.owner(uid))
        case .worldWritable: tr("the directory %s on its path is world-writable", component)
        case .groupWritable: tr("the directory %s on its path is group-writable", component)
        }
    }

    /// "ada (uid 1000)", or "uid 1000" for a uid with no user.
    private static func owner(_ uid: uid_t) -> String {
        userName(uid).map { "\($0) (uid \(uid))" } ?? "uid \(uid)"
    }

    private static func userName(_ uid: uid_t) -> String? {
        var entry = passwd()
        var found: UnsafeMutablePointer<passwd>?
        var buffer = [CChar](repeating: 0, count: 4096)
        return buffer.withUnsafeMutableBufferPointer { buffer in
            guard let storage = buffer.baseAddress, getpwuid_r(uid, &entry, storage, buffer.count, &found) == 0,
                  found != nil, let name = entry.pw_name else { return nil }
            return String(cString: name)
        }
    }
}
