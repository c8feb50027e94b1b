// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import Glibc
import GtkControls

// Writes the generated parts of the C API and its docs from the controls' Swift declarations
// (their WidgetTypes, listed in WidgetTypes.topics): gtkcontrols.h, from its template
// gtkcontrols.h.in, CAPI+Generated.swift, the table of controls in docs/widget-types.md and the
// controls' topics of the library's DocC page, GtkControls.md.
//   CAPIGenerator           writes them (`make c-api`)
//   CAPIGenerator --check   fails, naming each, when the checked-in files differ from what it writes

/// Why the generator cannot write the files.
enum GeneratorError: Error, CustomStringConvertible {
    /// gtkcontrols.h.in does not place the generated declarations right.
    case template(String)
    /// A control's declaration lacks what C needs.
    case declaration(String)
    /// A page of the docs has no place for what is written into it.
    case page(path: String, problem: String)

    var description: String {
        switch self {
        case let .template(problem): "Sources/GtkControlsC/gtkcontrols.h.in: \(problem)"
        case let .declaration(problem): problem
        case let .page(path, problem): "\(path): \(problem)"
        }
    }
}

/// The package's folder: this file is Sources/CAPIGenerator/main.swift in it.
let root = String(#filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(3).joined(separator: "/"))
let folder = "Sources/GtkControlsC"

func fail(_ message: String) -> Never {
    printError("error: \(message)")
    exit(1)
}

/// The text of the file at `path` in the package; nil when there is none.
func contents(_ path: String) -> String? {
    var bytes: UnsafeMutablePointer<CChar>?
    var length: gsize = 0
    guard g_file_get_contents("\(root)/\(path)", &bytes, &length, nil) != 0, let bytes else { return nil }
    defer { g_free(bytes) }
    return String(decoding: UnsafeRawBufferPointer(start: bytes, count: Int(length)), as: UTF8.self)
}

/// The text of the page at `path`, whose lines between the `begin` and `end` lines are
/// `region`.
func page(_ path: String, begin: String, end: String, region: String) throws(GeneratorError) -> String {
    guard let page = contents(path) else { throw .page(path: path, problem: "is missing") }
    guard let start = page.firstRange(of: "\n\(begin)\n"), let stop = page[start.upperBound...].firstRange(of: "\n\(end)\n") else {
        throw .page(path: path, problem: "the lines \(begin) and \(end), where the generated text goes, are not there in that order")
    }
    return String(page[..<start.upperBound]) + region + String(page[stop.lowerBound...])
}

/// The number of the first line where `old` and `new` differ.
func firstDifferingLine(_ old: String, _ new: String) -> Int {
    let (oldLines, newLines) = (old.split(separator: "\n", omittingEmptySubsequences: false), new.split(separator: "\n", omittingEmptySubsequences: false))
    return (Array(zip(oldLines, newLines)).firstIndex { $0 != $1 } ?? min(oldLines.count, newLines.count)) + 1
}

let arguments = CommandLine.arguments.dropFirst()
guard arguments.isEmpty || arguments == ["--check"] else { fail("usage: CAPIGenerator [--check]") }
let isChecking = arguments == ["--check"]

guard let template = contents("\(folder)/gtkcontrols.h.in") else { fail("\(folder)/gtkcontrols.h.in is missing") }
// The template's first lines, its SPDX licence comment, begin every generated file: `//` is a
// comment in C and in Swift alike.
let templateLines = template.split(separator: "\n", omittingEmptySubsequences: false)
let licence = templateLines.prefix { $0.hasPrefix("// SPDX-") }.map(String.init)
guard !licence.isEmpty else { fail("\(folder)/gtkcontrols.h.in must begin with its licence, `// SPDX-…` lines") }
let files: [(path: String, text: String)]
do {
    let types = try cTypes()
    let enumerations = try cEnums(types)
    files = [("\(folder)/gtkcontrols.h", try header(licence: licence, template: templateLines.dropFirst(licence.count), enumerations: enumerations, types: types)),
             ("\(folder)/CAPI+Generated.swift", swiftEntryPoints(licence: licence, enumerations: enumerations, types: types)),
             ("docs/widget-types.md", try page("docs/widget-types.md", begin: "<!-- The controls, written by make c-api from WidgetTypes.all: do not edit. -->",
                                               end: "<!-- End of the controls. -->", region: widgetTypesTable(types))),
             ("Sources/GtkControls/GtkControls.docc/GtkControls.md",
              try page("Sources/GtkControls/GtkControls.docc/GtkControls.md", begin: "<!-- The controls, written by make c-api from WidgetTypes.topics: do not edit. -->",
                       end: "<!-- End of the controls. -->", region: doccTopics()))]
} catch {
    fail(error.description)
}

var stale: [String] = []
for (path, text) in files where contents(path) != text {
    if isChecking {
        stale.append("\(path) (from line \(firstDifferingLine(contents(path) ?? "", text)))")
    } else {
        guard g_file_set_contents("\(root)/\(path)", text, -1, nil) != 0 else { fail("cannot write \(path)") }
        print("\(path): updated")
    }
}
if !stale.isEmpty {
    fail("generated files differ from their declarations: \(stale.joined(separator: ", ")). "
         + "Run `make c-api` and commit them; edit gtkcontrols.h.in or the controls' declarations, never the generated text.")
}
print("C API and docs: generated files " + (isChecking ? "match their declarations" : "up to date"))
