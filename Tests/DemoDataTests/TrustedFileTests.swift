// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
@testable import DemoData
import Glibc
import Testing

/// OpenSSH's rule for `authorized_keys`, as `TrustedFile` applies it to what the demo loads.
@Suite struct TrustedFileTests {
    /// A `stat` with only what the rule looks at.
    private func status(_ type: mode_t, _ permissions: mode_t, owner: uid_t) -> stat {
        var status = stat()
        status.st_mode = type | permissions
        status.st_uid = owner
        return status
    }

    @Test func theRuleLooksAtKindOwnerAndWhoMayWrite() {
        let user: uid_t = 1000
        func problem(_ status: stat, _ kind: TrustedFile.Kind = .regularFile, onPath: Bool = false) -> UntrustedFile.Problem? {
            TrustedFile.problem(with: status, kind: kind, user: user, onPath: onPath)
        }
        #expect(problem(status(S_IFREG, 0o644, owner: user)) == nil)
        #expect(problem(status(S_IFREG, 0o755, owner: 0)) == nil)
        #expect(problem(status(S_IFDIR, 0o700, owner: user), .directory) == nil)
        #expect(problem(status(S_IFREG, 0o644, owner: 65534)) == .foreignOwner(65534))
        #expect(problem(status(S_IFREG, 0o666, owner: user)) == .worldWritable(sticky: false))
        #expect(problem(status(S_IFDIR, 0o1777, owner: 0), .directory) == .worldWritable(sticky: true))
        #expect(problem(status(S_IFDIR, 0o1777, owner: 0), .directory, onPath: true) == nil)
        #expect(problem(status(S_IFDIR, 0o1777, owner: 65534), .directory, onPath: true) == .foreignOwner(65534))
        #expect(problem(status(S_IFDIR, 0o777, owner: 0), .directory, onPath: true) == .worldWritable(sticky: false))
        #expect(problem(status(S_IFREG, 0o664, owner: user)) == .groupWritable)
        #expect(problem(status(S_IFDIR, 0o775, owner: 0), .directory) == .groupWritable)
        #expect(problem(status(S_IFIFO, 0o600, owner: user)) == .wrongKind(.regularFile))
        #expect(problem(status(S_IFREG, 0o755, owner: user), .directory) == .wrongKind(.directory))
    }

    @Test func aTrustedFileIsOpenedWhereItsLinkLeads() throws {
        let tree = try ScratchTree()
        let library = tree.file("real/libX.so", mode: 0o755)
        let link = tree.link("libX.so", to: library)
        let trusted = try TrustedFile(link, kind: .regularFile)
        #expect(trusted.path == link)
        #expect(trusted.realPath == library)
    }

    @Test func aWorldWritableFileIsRefused() throws {
        let tree = try ScratchTree()
        let library = tree.file("plugins/libX.so", mode: 0o666)
        let error = try refusal(library, kind: .regularFile)
        #expect(error.component == library && error.problem == .worldWritable(sticky: false))
        #expect(error.description == "\(library) is not trusted: it is world-writable")
    }

    @Test func aLinkIntoAWorldWritableDirectoryIsRefusedThere() throws {
        let tree = try ScratchTree()
        let open = tree.directory("open", mode: 0o777)
        let library = tree.file("open/libX.so", mode: 0o755)
        let link = tree.link("libX.so", to: library)
        let error = try refusal(link, kind: .regularFile)
        #expect(error.component == open && error.problem == .worldWritable(sticky: false))
        #expect(error.reason == "it leads to \(library), and the directory \(open) on its path is world-writable")
    }

    @Test func whatIsBelowAStickyDirectoryIsTrustedOnItsOwnMerits() throws {
        let tree = try ScratchTree()
        tree.directory("tmp", mode: 0o1777)
        let library = tree.file("tmp/clone/plugins/libX.so", mode: 0o755)
        #expect(try TrustedFile(library, kind: .regularFile).realPath == library)
        let clone = tree.directory("tmp/clone", mode: 0o775)
        let error = try refusal(library, kind: .regularFile)
        #expect(error.component == clone && error.problem == .groupWritable)
    }

    @Test func aStickyWorldWritableDirectoryIsNotTrustedItself() throws {
        let tree = try ScratchTree()
        let sticky = tree.directory("tmp", mode: 0o1777)
        let error = try refusal(sticky, kind: .directory)
        #expect(error.component == sticky && error.problem == .worldWritable(sticky: true))
        #expect(error.reason == "it is world-writable (its sticky bit does not make what is inside trusted)")
    }

    @Test func whatIsBelowAWorldWritableDirectoryWithoutTheStickyBitIsRefused() throws {
        let tree = try ScratchTree()
        let open = tree.directory("tmp", mode: 0o777)
        let plugins = tree.directory("tmp/clone/plugins")
        let error = try refusal(plugins, kind: .directory)
        #expect(error.component == open && error.problem == .worldWritable(sticky: false))
        #expect(error.reason == "the directory \(open) on its path is world-writable")
    }

    @Test func aGroupWritableDirectoryIsRefused() throws {
        let tree = try ScratchTree()
        let plugins = tree.directory("plugins", mode: 0o775)
        let file = tree.file("plugins/X.plugin")
        let error = try refusal(file, kind: .regularFile)
        #expect(error.component == plugins && error.problem == .groupWritable)
    }

    @Test(.enabled(if: geteuid() == 0, "only root can give files to another user"))
    func filesOfAnotherUserAreRefused() throws {
        let tree = try ScratchTree()
        let plugins = tree.directory("plugins")
        let library = tree.file("plugins/libX.so", mode: 0o755)
        #expect(chown(library, 65534, 65534) == 0)
        let error = try refusal(library, kind: .regularFile)
        #expect(error.problem == .foreignOwner(65534))
        #expect(error.reason.contains("uid 65534), who is neither you nor root"))
        #expect(chown(plugins, 65534, 65534) == 0)
        let directoryError = try refusal(plugins, kind: .directory)
        #expect(directoryError.problem == .foreignOwner(65534))
    }

    @Test(.enabled(if: geteuid() == 0, "only root can give files to another user"))
    func aStickyDirectoryOfAnotherUserIsRefused() throws {
        let tree = try ScratchTree()
        let sticky = tree.directory("tmp", mode: 0o1777)
        let plugins = tree.directory("tmp/plugins")
        #expect(chown(sticky, 65534, 65534) == 0)
        let error = try refusal(plugins, kind: .directory)
        #expect(error.component == sticky && error.problem == .foreignOwner(65534))
    }

    @Test func aMissingFileOrAWrongKindIsNamed() throws {
        let tree = try ScratchTree()
        let plugins = tree.directory("plugins")
        let missing = try refusal(plugins + "/libX.so", kind: .regularFile)
        #expect(missing.description == "\(plugins)/libX.so is not trusted: it cannot be inspected: No such file or directory")
        let directory = try refusal(plugins, kind: .regularFile)
        #expect(directory.problem == .wrongKind(.regularFile))
    }

    /// How TrustedFile refuses `path`; fails the test when it trusts it.
    private func refusal(_ path: String, kind: TrustedFile.Kind) throws -> UntrustedFile {
        switch Result(catching: { () throws(UntrustedFile) -> TrustedFile in try TrustedFile(path, kind: kind) }) {
        case .failure(let error): return error
        case .success(let trusted): return try #require(nil, "\(path) is trusted, as \(trusted.realPath)")
        }
    }
}
