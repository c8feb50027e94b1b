// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
@testable import DemoData
import PropertyChecks
import Testing

/// The plugin key-file reader: a manifest or one clear line, whatever the file holds.
@Suite struct PluginManifestTests {
    /// The sample plugin's key file, as installed.
    static let sample = """
        [Plugin]
        Module=ColorPickerPlugin
        Name=Colour Picker
        Description=Pick a colour with three knobs and copy its hex code (a sample external plugin)
        Icon=preferences-color-symbolic
        Depends=search;picker
        Hidden=false
        X-ControlsDemo-ABI=1

        """

    private func parse(_ text: String) -> Result<PluginManifest, PluginError> {
        PluginManifest.parse(Array(text.utf8), path: "/plugins/X.plugin")
    }

    private func failure(_ text: String) -> String? {
        if case .failure(let error) = parse(text) { error.description } else { nil }
    }

    @Test func theSampleIsRead() throws {
        let manifest = try parse(Self.sample).get()
        #expect(manifest.path == "/plugins/X.plugin")
        #expect(manifest.module == "ColorPickerPlugin" && manifest.name == "Colour Picker")
        #expect(manifest.icon == "preferences-color-symbolic" && manifest.depends == ["search", "picker"] && !manifest.isHidden)
    }

    @Test func eachMistakeIsNamed() {
        #expect(failure("") == "it has no [Plugin] group")
        #expect(failure("[Plug") == "not a key file: Key file contains line “[Plug” which is not a key-value pair, group, or comment")
        #expect(failure("[Plugin]\nModule=\nX-ControlsDemo-ABI=1\n") == "the [Plugin] group has no Module key")
        #expect(failure("[Plugin]\nModule=a b\n") == "Module \"a b\" may hold only letters, digits, - and _")
        #expect(failure("[Plugin]\nModule=\(String(repeating: "a", count: 201))\n") == "Module is longer than 200 bytes")
        #expect(failure("[Plugin]\nModule=a\n") == "it has no X-ControlsDemo-ABI key")
        #expect(failure("[Plugin]\nModule=a\nX-ControlsDemo-ABI=\n")?.hasPrefix("its X-ControlsDemo-ABI value cannot be read: ") == true)
        #expect(failure("[Plugin]\nModule=a\nX-ControlsDemo-ABI=2\n") == "it is built for plugin ABI 2, and this demo speaks ABI 1")
        #expect(failure("[Plugin]\nModule=a\nX-ControlsDemo-ABI=1\nHidden=maybe\n")?.hasPrefix("its Hidden value cannot be read: ") == true)
    }

    @Test func aValueThatIsNotUTF8IsNamed() {
        let bytes = Array("[Plugin]\nModule=a".utf8) + [0xFF, 0xFE] + Array("\nX-ControlsDemo-ABI=1\n".utf8)
        guard case .failure(let error) = PluginManifest.parse(bytes, path: "/plugins/X.plugin") else {
            Issue.record("a Module that is not UTF-8 was accepted")
            return
        }
        #expect(error.description.hasPrefix("its Module value cannot be read: "))
    }

    @Test func nameAndDescriptionAreOneShortLine() throws {
        let long = String(repeating: "x", count: 2 << 20)
        let manifest = try parse("[Plugin]\nModule=a\nName=one\\ttwo\\nthree\nDescription=\(long)\nX-ControlsDemo-ABI=1\n").get()
        #expect(manifest.name == "one two three")
        #expect(manifest.description.count == 1000 && manifest.description.hasSuffix("…"))
    }

    /// What can happen to a key file: the mutations the issue tried by hand.
    enum Mutation: CaseIterable { case flipByte, cutLine, cutFile, emptyValue, longValue }

    /// Each mutated sample gives a manifest that holds together, or one short line saying
    /// what is wrong; nothing crashes.
    @Test func mutatedKeyFilesGetAClearAnswer() async {
        await propertyCheck(count: 300, input: Gen<Mutation>.case.array(of: 1...4), Gen.int(in: 0...1_000_000).array(of: 4),
                            Gen.uint8(in: 1...255).array(of: 4)) { mutations, positions, masks in
            var bytes = Array(Self.sample.utf8)
            for (index, mutation) in mutations.enumerated() {
                bytes = Self.apply(mutation, to: bytes, at: positions[index], mask: masks[index])
            }
            switch PluginManifest.parse(bytes, path: "/plugins/X.plugin") {
            case .success(let manifest):
                #expect(!manifest.module.isEmpty && manifest.module.utf8.count <= 200)
                #expect(Self.isOneLine(manifest.name) && manifest.name.count <= 100)
                #expect(Self.isOneLine(manifest.description) && manifest.description.count <= 1000)
            case .failure(let error):
                #expect(!error.description.isEmpty && error.description.count <= 300, "\(error.description.prefix(400))")
                #expect(Self.isOneLine(error.description), "\(error.description.prefix(400))")
            }
        }
    }

    private static func isOneLine(_ text: String) -> Bool {
        !text.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }

    private static func apply(_ mutation: Mutation, to bytes: [UInt8], at position: Int, mask: UInt8) -> [UInt8] {
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
        let line = position % lines.count
        switch mutation {
        case .flipByte:
            guard !bytes.isEmpty else { return bytes }
            var flipped = bytes
            flipped[position % bytes.count] ^= mask
            return flipped
        case .cutFile:
            return Array(bytes.prefix(position % (bytes.count + 1)))
        case .cutLine:
            lines[line] = Array(lines[line].prefix(position % (lines[line].count + 1)))
        case .emptyValue, .longValue:
            guard let equals = lines[line].firstIndex(of: UInt8(ascii: "=")) else { return bytes }
            let value = mutation == .longValue ? [UInt8](repeating: UInt8(ascii: "x"), count: 2 << 20) : []
            lines[line] = Array(lines[line][...equals]) + value
        }
        return Array(lines.joined(separator: [UInt8(ascii: "\n")]))
    }
}
