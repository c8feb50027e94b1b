// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import ControlCore
import Foundation
import PropertyChecks
import Testing

@Suite struct TextFoldingTests {
    @Test func foldsCaseAccentsAndCompatibilityForms() {
        #expect(TextFolding.fold("São Paulo") == "sao paulo")
        #expect(TextFolding.fold("QUÉBEC") == "quebec")
        #expect(TextFolding.fold("Sa\u{0303}o") == "sao", "decomposed accents are dropped too")
        #expect(TextFolding.fold("Việt Nam, Đà Nẵng") == "viet nam, da nang")
        #expect(TextFolding.fold("ﬁle ＦＩＬＥ Ĳssel ①") == "file file ijssel 1", "ligatures, fullwidth and circled forms")
        #expect(TextFolding.fold("Москва") == "москва")
        #expect(TextFolding.fold("hy\u{00AD}phen") == "hyphen", "default-ignorable code points are dropped")
    }

    @Test func foldsCaseFully() {
        #expect(TextFolding.fold("Straße") == "strasse")
        #expect(TextFolding.fold("STRASSE") == "strasse")
        #expect(TextFolding.fold("GROẞ") == "gross")
        #expect(TextFolding.fold("ΟΔΟΣ") == TextFolding.fold("οδος"), "final sigma")
        #expect(TextFolding.fold("ὁδός") == "οδοσ")
        #expect(TextFolding.fold("İstanbul") == "istanbul", "dotted capital I")
        #expect(TextFolding.fold("Diyarbakır") == "diyarbakir", "dotless i")
        #expect(TextFolding.fold("ISPARTA") == TextFolding.fold("ısparta"))
    }

    @Test func lettersWithStrokesFoldToTheirBase() {
        #expect(TextFolding.fold("Łódź") == "lodz")
        #expect(TextFolding.fold("Øresund") == "oresund")
        #expect(TextFolding.fold("Đorđe Ħamrun") == "dorde hamrun")
    }

    @Test func asciiCaseIsTheOnlyChangeForASCIIText() {
        #expect(TextFolding.foldsToASCIILowercase("Hello, World 42"))
        #expect(TextFolding.foldsToASCIILowercase("москва → ok"), "scalars that fold to themselves")
        #expect(!TextFolding.foldsToASCIILowercase("Москва"))
        #expect(!TextFolding.foldsToASCIILowercase("café"))
    }

    @Test func aMatchMapsBackToTheOriginalWhereFoldingChangesTheLength() {
        let text = "Maßstab"
        #expect(TextFolding.firstMatch(of: "SS", in: text).map { String(text[$0]) } == "ß")
        #expect(TextFolding.firstMatch(of: "sst", in: text).map { String(text[$0]) } == "ßst")
        #expect(TextFolding.firstMatch(of: "s", in: text).map { String(text[$0]) } == "ß", "half of ß marks all of it")
        let decomposed = "Cafe\u{0301} noir"
        #expect(TextFolding.firstMatch(of: "CAFÉ", in: decomposed).map { String(decomposed[$0]) } == "Cafe\u{0301}",
                "the dropped accent stays with its letter")
        let ligature = "ﬁlm"
        #expect(TextFolding.firstMatch(of: "il", in: ligature).map { String(ligature[$0]) } == "ﬁl")
        #expect(TextFolding.firstMatch(of: "x", in: text) == nil)
        #expect(TextFolding.firstMatch(of: "\u{0301}", in: text) == nil, "a query that folds to nothing matches nothing")
    }

    // MARK: Properties over random Unicode text

    /// Cherokee and the Cyrillic letters of U+1C80…U+1C88 fold like their other case, but to
    /// the forms Unicode's CaseFolding.txt gives since Unicode 8 and 9 (Cherokee to capitals);
    /// Foundation's folding lower-cases them instead, so the property test leaves them out.
    @Test func foldsCherokeeAndOldCyrillicFormsAsCaseFoldingSays() {
        #expect(TextFolding.fold("ꭰꮿ") == "Ꭰ\u{13EF}")
        #expect(TextFolding.fold("ᏣᎳᎩ") == TextFolding.fold("ꮳꮃꭹ"))
        #expect(TextFolding.fold("\u{1C80}\u{1C82}") == "во")
    }

    static let foldedDifferentlyByFoundation: [ClosedRange<UInt32>] = [0x13A0...0x13FF, 0xAB70...0xABBF, 0x1C80...0x1C8F]

    /// Scalars from the blocks where folding does something, and from anywhere, assigned by
    /// Unicode 15.0 (the version of the ICU here), so both implementations know them.
    static let scalar = Gen<Unicode.Scalar>.oneOf(
        Gen.unicodeScalar(in: "\u{0}"..."\u{7F}"),
        Gen.unicodeScalar(in: "\u{A0}"..."\u{2AF}"),
        Gen.unicodeScalar(in: "\u{300}"..."\u{52F}"),
        Gen.unicodeScalar(in: "\u{1E00}"..."\u{1FFF}"),
        Gen.unicodeScalar(in: "\u{2000}"..."\u{24FF}"),
        Gen.unicodeScalar(in: "\u{3000}"..."\u{33FF}"),
        Gen.unicodeScalar(in: "\u{AC00}"..."\u{D7A3}"),
        Gen.unicodeScalar(in: "\u{FB00}"..."\u{FFEF}"),
        Gen.unicodeScalar(in: "\u{0}"..."\u{D7FF}"),
        Gen.unicodeScalar(in: "\u{E000}"..."\u{10FFFF}")
    ).map { scalar in
        guard let age = scalar.properties.age, age <= (15, 0), scalar.properties.generalCategory != .privateUse,
              !foldedDifferentlyByFoundation.contains(where: { $0.contains(scalar.value) }) else {
            return Unicode.Scalar("?")
        }
        return scalar
    }
    static let text = scalar.array(of: 0...12).map { String(String.UnicodeScalarView($0)) }

    /// The same folding done another way, on whole strings, by Foundation (with its own
    /// copy of ICU): compatibility decomposition, full case folding, decomposition again,
    /// then default-ignorable code points and marks dropped. Only the base letters of
    /// letters with strokes come from ``TextFolding``.
    static func referenceFold(_ text: String) -> String {
        let decomposed = text.decomposedStringWithCompatibilityMapping
            .folding(options: .caseInsensitive, locale: nil)
            .decomposedStringWithCompatibilityMapping
        let kept = decomposed.unicodeScalars.filter { scalar in
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark: return false
            default: return !scalar.properties.isDefaultIgnorableCodePoint
            }
        }
        return String(String.UnicodeScalarView(kept.map(TextFolding.base(of:))))
    }

    @Test func agreesWithTheReferenceImplementation() async {
        await propertyCheck(count: 2000, input: Self.text) { text in
            #expect(TextFolding.fold(text).unicodeScalars.elementsEqual(Self.referenceFold(text).unicodeScalars))
        }
    }

    @Test func foldingTwiceChangesNothing() async {
        await propertyCheck(count: 1000, input: Self.text) { text in
            let once = TextFolding.fold(text)
            #expect(TextFolding.fold(once) == once)
        }
    }

    /// Every range of the folded text comes from a part of the original that folds to text
    /// containing it.
    @Test func foldedRangesMapBackToTheTextTheyComeFrom() async {
        await propertyCheck(count: 1000, input: Self.text, Gen.int(in: 0...40), Gen.int(in: 1...6)) { text, start, length in
            let folded = FoldedText(text)
            #expect(folded.utf8 == TextFolding.foldedUTF8(text))
            guard start < folded.utf8.count else { return }
            let bytes = start..<min(folded.utf8.count, start + length)
            let source = folded.sourceRange(ofBytes: bytes)
            let refolded = TextFolding.foldedUTF8(String(text.unicodeScalars[source]))
            #expect(refolded.firstRange(of: folded.utf8[bytes]) != nil)
        }
    }

    /// A query found in the folded text marks the original characters it comes from: from
    /// the one whose folded form holds the match's first byte to the one holding its last,
    /// with the marks after that one, which fold to nothing.
    @Test func aMatchMarksExactlyTheCharactersItComesFrom() async {
        await propertyCheck(count: 1000, input: Self.text, Gen.int(in: 0...30), Gen.int(in: 1...5)) { text, start, length in
            let foldedScalars = Array(TextFolding.fold(text).unicodeScalars)
            guard start < foldedScalars.count else { return }
            let query = String(String.UnicodeScalarView(foldedScalars[start..<min(foldedScalars.count, start + length)]))
            let folded = TextFolding.foldedUTF8(text)
            let match = folded.firstRange(of: Array(query.utf8))!
            // Where each scalar's folded bytes end.
            let scalars = Array(text.unicodeScalars)
            var ends: [Int] = []
            for index in scalars.indices { ends.append(TextFolding.foldedUTF8(String(String.UnicodeScalarView(scalars[...index]))).count) }
            let first = ends.firstIndex { $0 > match.lowerBound }!
            var last = ends.firstIndex { $0 >= match.upperBound }!
            while last + 1 < scalars.count && ends[last + 1] == ends[last] { last += 1 }
            let range = TextFolding.firstMatch(of: query, in: text)
            #expect(range.map { String(text.unicodeScalars[$0]) } == String(String.UnicodeScalarView(scalars[first...last])),
                    "\(query) in \(text)")
        }
    }
}
