// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import ControlCore
import Foundation
import GtkControls
import GtkTesting
import XCTest

/// Keeps the DocC documentation of ControlCore and GtkControls true: every Swift example in
/// it is code a test runs, and every control's page has its usage example, CSS nodes and
/// accessibility. Reads the checkout's files; needs no display.
final class DocumentationTests: XCTestCase {
    /// The controls that each have a page of their own: those with a gallery, which
    /// WidgetTypeTests checks against the library's topics.
    static let controls = ControlGallery.all.map(\.control)

    func testEveryExampleIsCodeThatATestRuns() throws {
        let regions = try Self.exampleRegions()
        var used = Set<String>()
        for block in try Self.documentedExamples() {
            if let name = regions.first(where: { $0.value == block.code })?.key {
                used.insert(name)
                continue
            }
            let nearest = regions.max { Self.sharedLines($0.value, block.code) < Self.sharedLines($1.value, block.code) }
            XCTFail("""
                \(block.place): this example is run by no test. Make it, character for character, a region \
                `// example: NAME` … `// end of example` of a test file (a DocumentationExampleTests.swift, or the control's own tests). \
                The nearest is \(nearest?.key ?? "none"):
                \(nearest?.value ?? "")
                ---- documented:
                \(block.code)
                """)
        }
        for name in Set(regions.keys).subtracting(used).sorted() {
            XCTFail("the example region \(name) is in no documentation: show it in a doc comment or remove it")
        }
    }

    func testEveryControlPageHasAnExampleItsCSSNodesAndItsAccessibility() throws {
        let examples = try Self.documentedExamples()
        let regions = try Self.exampleRegions()
        for control in Self.controls {
            let inSource = examples.contains { $0.place.hasPrefix("Sources/GtkControls/") && $0.place.contains("/\(control).swift:") && $0.code == regions[control] }
            XCTAssertTrue(inSource, "\(control)'s doc comment shows no run example (region \(control))")
            let page = Self.root.appendingPathComponent("Sources/GtkControls/GtkControls.docc/\(control).md")
            guard let text = try? String(contentsOf: page, encoding: .utf8) else {
                XCTFail("\(control) has no extension page at \(page.path)")
                continue
            }
            XCTAssertTrue(text.hasPrefix("# ``GtkControls/\(control)``\n"), "\(page.lastPathComponent) does not extend ``GtkControls/\(control)``")
            for heading in ["## CSS nodes", "## Accessibility"] {
                XCTAssertTrue(text.contains("\n\(heading)\n"), "\(page.lastPathComponent) has no \"\(heading)\" section")
            }
        }
    }

    /// Every control is a topic of the library's page, where DocC lists it under its kind.
    func testEveryControlIsATopicOfTheLibrarysPage() throws {
        let path = "Sources/GtkControls/GtkControls.docc/GtkControls.md"
        let page = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
        let topics = try XCTUnwrap(page.components(separatedBy: "\n## Topics\n").dropFirst().first, "\(path) has no \"## Topics\" section")
        for control in Self.controls {
            XCTAssertTrue(topics.contains("\n- ``\(control)``\n"), "\(path) lists no ``\(control)`` under a heading of its Topics")
        }
    }

    /// Every control's page shows its gallery picture (made by `make gallery`) in light and dark.
    func testEveryControlPageShowsItsGalleryPicture() throws {
        for control in Self.controls {
            let page = try String(contentsOf: Self.root.appendingPathComponent("Sources/GtkControls/GtkControls.docc/\(control).md"), encoding: .utf8)
            XCTAssertTrue(page.contains("](\(control))\n"), "\(control).md shows no picture ![…](\(control))")
            for name in ["\(control).png", "\(control)~dark.png"] {
                let picture = Self.root.appendingPathComponent("Sources/GtkControls/GtkControls.docc/Resources/Gallery/\(name)")
                XCTAssertTrue(FileManager.default.fileExists(atPath: picture.path), "no \(name) in the DocC catalog: run `make gallery`")
            }
        }
    }

    // MARK: Reading the checkout

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The ```swift blocks of the libraries' doc comments and DocC catalogs, with where each is.
    static func documentedExamples() throws -> [(place: String, code: String)] {
        var examples: [(place: String, code: String)] = []
        for directory in ["Sources/ControlCore", "Sources/SearchEngine", "Sources/ControlText", "Sources/GtkControls"] {
            for path in try files(under: directory) {
                let isSwift = path.hasSuffix(".swift")
                guard isSwift || path.hasSuffix(".md") else { continue }
                let lines = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8).components(separatedBy: "\n")
                var block: (start: Int, lines: [String])?
                for (number, line) in lines.enumerated() {
                    let trimmed = line.drop { $0 == " " }
                    guard !isSwift || trimmed.hasPrefix("///") else { block = nil; continue }
                    let text = isSwift ? String(trimmed.dropFirst(trimmed.hasPrefix("/// ") ? 4 : 3)) : line
                    if block == nil, text == "```swift" {
                        block = (number + 1, [])
                    } else if let open = block, text == "```" {
                        examples.append(("\(path):\(open.start)", open.lines.joined(separator: "\n")))
                        block = nil
                    } else {
                        block?.lines.append(text)
                    }
                }
            }
        }
        return examples
    }

    /// The example regions of the libraries' test files, by name, less their indentation;
    /// regions of one name joined with a blank line, in the order of the files' paths. A
    /// control's example may be in its own tests, or in a DocumentationExampleTests.swift.
    static func exampleRegions() throws -> [String: String] {
        var regions: [String: String] = [:]
        let paths = try ["Tests/ControlCoreTests", "Tests/GtkControlsTests"].flatMap { try files(under: $0) }.filter { $0.hasSuffix(".swift") }
        for path in paths {
            var open: (name: String, indent: Int, lines: [String])?
            for line in try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8).components(separatedBy: "\n") {
                let indent = line.prefix { $0 == " " }.count
                let trimmed = line.dropFirst(indent)
                if trimmed.hasPrefix("// example: ") {
                    open = (String(trimmed.dropFirst("// example: ".count)), indent, [])
                } else if let region = open, trimmed == "// end of example" {
                    let code = region.lines.joined(separator: "\n")
                    regions[region.name] = regions[region.name].map { $0 + "\n\n" + code } ?? code
                    open = nil
                } else if let region = open {
                    open?.lines.append(String(line.dropFirst(min(indent, region.indent))))
                }
            }
        }
        return regions
    }

    private static func files(under directory: String) throws -> [String] {
        let base = root.appendingPathComponent(directory)
        guard let walker = FileManager.default.enumerator(atPath: base.path) else { return [] }
        return walker.compactMap { ($0 as? String).map { "\(directory)/\($0)" } }.sorted()
    }

    private static func sharedLines(_ a: String, _ b: String) -> Int {
        Set(a.components(separatedBy: "\n")).intersection(b.components(separatedBy: "\n")).count
    }
}

/// The CSS node tree on each control's page is the tree of the control as made: a themer
/// can trust every name and class in it.
final class DocumentedCSSNodesTests: GtkTestCase, @unchecked Sendable {
    /// Widgets that are GTK's own, drawn whole: their insides are GTK's to document.
    private static let drawnByGTK: Set<String> = ["GtkSearchEntry", "GtkProgressBar", "GtkScrollbar"]
    /// Classes GTK gives a window by what the display can do (compositing), not by the control.
    private static let windowingClasses: Set<String> = ["background", "csd", "solid-csd"]

    func testEveryControlPageShowsTheControlsCSSNodes() throws {
        try onMain {
            let controls = ControlGallery.all.compactMap { gallery in gallery.cssNodesInstance.map { (gallery.control, $0) } }
            let registered = Set(WidgetTypes.all.map { String($0.name.dropFirst("Ctl".count)) })
            XCTAssertEqual(registered.subtracting(controls.map(\.0)).sorted(), [],
                           "these registered types declare no gallery with a cssNodesInstance (Gallery/Scenes/CONTROL.swift)")
            for (name, make) in controls {
                let widget = try make()
                let window = present(widget)
                check(name, shows: widget)
                close(window)
            }
            // The alert loader is no widget: the window it opens is what its page draws.
            let owner = gtk_label_new("parent")!
            _ = present(owner)
            let alert = AlertLoader(parent: cgtk_widget(gtk_widget_get_root(owner)!.rawObject), content: AlertLoaderContent(
                title: "Sign Out", message: "Are you sure?", confirmTitle: "Confirm", completedMessage: "Done")) { _ in }
            alert.present()
            check("AlertLoader", shows: alert.window!)
            alert.handle(.cancel)
        }
    }

    @MainActor private func check(_ control: String, shows widget: UnsafeMutablePointer<GtkWidget>) {
        let page = DocumentationTests.root.appendingPathComponent("Sources/GtkControls/GtkControls.docc/\(control).md")
        let documented = (try? String(contentsOf: page, encoding: .utf8)).flatMap(Self.cssNodeBlock)
        let actual = Self.tree(widget).joined(separator: "\n")
        XCTAssertEqual(documented, actual, "\(page.lastPathComponent): the \"CSS nodes\" block is not the control's tree, which is:\n\(actual)")
    }

    /// The first code block after the "## CSS nodes" heading.
    private static func cssNodeBlock(_ page: String) -> String? {
        guard let section = page.components(separatedBy: "\n## CSS nodes\n").dropFirst().first else { return nil }
        let fences = section.components(separatedBy: "```")
        guard fences.count >= 3 else { return nil }
        return fences[1].split(separator: "\n", omittingEmptySubsequences: false).dropFirst().dropLast().joined(separator: "\n")
    }

    /// `widget`'s CSS nodes drawn as GTK's documentation draws them: name, then sorted classes.
    @MainActor private static func tree(_ widget: UnsafeMutablePointer<GtkWidget>, prefix: String = "", branch: String = "") -> [String] {
        var classes: [String] = []
        if let list = gtk_widget_get_css_classes(widget) {
            var index = 0
            while let name = list[index] { classes.append(String(cString: name)); index += 1 }
            g_strfreev(list)
        }
        let node = ([String(cString: gtk_widget_get_css_name(widget))] + classes.filter { !windowingClasses.contains($0) }.sorted()).joined(separator: ".")
        var lines = [prefix + branch + node]
        guard !drawnByGTK.contains(String(cString: cgtk_type_name(widget))) else { return lines }
        var children: [UnsafeMutablePointer<GtkWidget>] = []
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            children.append(current)
            child = gtk_widget_get_next_sibling(current)
        }
        let indent = prefix + (branch.isEmpty ? "" : branch == "├── " ? "│   " : "    ")
        for (index, child) in children.enumerated() {
            lines += tree(child, prefix: indent, branch: index == children.count - 1 ? "╰── " : "├── ")
        }
        return lines
    }
}
