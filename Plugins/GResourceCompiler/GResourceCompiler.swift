// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import Foundation
import PackagePlugin

/// Compiles each `NAME.gresource.xml` at the top of a C target into C with
/// `glib-compile-resources --generate-source --manual-register`, which SwiftPM then builds
/// into the target: the files it names are in the binary, and `NAME_register_resource()`
/// (declared by the target's own header) adds them to the process's resources.
///
/// Every file in the target's folder outside `include/` counts as an input, so editing a
/// stylesheet rebuilds the C. `glib-compile-resources` comes from apt `libglib2.0-dev-bin`.
@main
struct GResourceCompiler: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let folder = target.directoryURL
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path).sorted()
        let manifests = files.filter { $0.hasSuffix(".gresource.xml") && !$0.contains("/") }
        guard !manifests.isEmpty else { throw PluginError("target \(target.name) has no NAME.gresource.xml in \(folder.path)") }
        let compiler = try findOnPath("glib-compile-resources", installWith: "libglib2.0-dev-bin")
        let inputs = files.filter { $0 != "include" && !$0.hasPrefix("include/") }.map { folder.appending(path: $0) }
            .filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
        return manifests.map { manifest in
            let name = String(manifest.dropLast(".gresource.xml".count))
            let output = context.pluginWorkDirectoryURL.appending(path: "\(name)-resources.c")
            return .buildCommand(
                displayName: "Compiling resources \(manifest) of \(target.name)",
                executable: compiler,
                arguments: ["--generate-source", "--manual-register",
                            "--c-name", name.replacingOccurrences(of: "-", with: "_"),
                            "--sourcedir", folder.path, "--target", output.path, folder.appending(path: manifest).path],
                inputFiles: inputs,
                outputFiles: [output]
            )
        }
    }

    /// The program `name` on PATH (SwiftPM's `context.tool(named:)` looks only at the
    /// package's own tools).
    private func findOnPath(_ name: String, installWith package: String) throws -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = URL(filePath: String(directory)).appending(path: name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw PluginError("\(name) is not on PATH (\(path)); install apt \(package), or run scripts/install-deps.sh")
    }
}

struct PluginError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
