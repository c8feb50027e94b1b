// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
internal import CICU

/// Text folded for matching, so that searches, type-ahead and highlights ignore case,
/// accents and compatibility forms: "Straße" folds to "strasse", "Việt" to "viet",
/// "ﬁle" and "ＦＩＬＥ" to "file", "ΟΔΟΣ" and "οδος" alike to "οδοσ", "İstanbul" to "istanbul".
///
/// Each Unicode scalar folds on its own, in three steps:
/// 1. ICU's NFKC_Casefold mapping, decomposed: compatibility decomposition (ligatures,
///    fullwidth and circled forms), full case folding (ß → ss, final sigma → σ, İ → i +
///    combining dot) and removal of default-ignorable code points (soft hyphens, joiners);
/// 2. combining marks are dropped (accents, and the dot of İ);
/// 3. precomposed Latin letters of U+00C0…U+024F that carry a stroke, bar or hook with no
///    decomposition (ł, ø, đ, ħ) fold to their base letter, read from their Unicode names
///    ("LATIN SMALL LETTER L WITH STROKE" → l), and so do the dotless ı and ȷ.
///
/// Folding scalar by scalar is what lets a match in folded text be mapped back to the
/// original (``FoldedText``), even where folding changes the length.
public enum TextFolding {
    /// `text` folded.
    public static func fold(_ text: String) -> String {
        String(decoding: foldedUTF8(text), as: UTF8.self)
    }

    /// The UTF-8 of `text` folded.
    public static func foldedUTF8(_ text: String) -> [UInt8] {
        var folded: [UInt8] = []
        folded.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars { append(scalar, to: &folded) }
        return folded
    }

    /// Whether folding leaves `text` as it is but for ASCII capitals, as it does for any
    /// ASCII text (so a byte-wise comparison that ignores ASCII case is exact on it).
    public static func foldsToASCIILowercase(_ text: String) -> Bool {
        var folded: [UInt8] = []
        for scalar in text.unicodeScalars where !scalar.isASCII {
            folded.removeAll(keepingCapacity: true)
            append(scalar, to: &folded)
            guard folded.elementsEqual(String(scalar).utf8) else { return false }
        }
        return true
    }

    /// The range of `text` whose folded form is the first occurrence of folded `query`, in
    /// `text`'s own scalars (a match inside the expansion of "ß" covers the whole "ß");
    /// nil when `query` folds to nothing or does not occur.
    public static func firstMatch(of query: String, in text: String) -> Range<String.Index>? {
        let needle = foldedUTF8(query)
        guard !needle.isEmpty else { return nil }
        let folded = FoldedText(text)
        guard let start = folded.utf8.indices.first(where: { folded.utf8[$0...].starts(with: needle) }) else { return nil }
        return folded.sourceRange(ofBytes: start..<(start + needle.count))
    }

    /// Appends the folded UTF-8 of `scalar` to `folded`.
    static func append(_ scalar: Unicode.Scalar, to folded: inout [UInt8]) {
        if scalar.isASCII {
            let byte = UInt8(scalar.value)
            folded.append(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte)
            return
        }
        for part in caseFoldedDecomposition(of: scalar) where !isCombiningMark(part) {
            folded.append(contentsOf: UTF8.encode(base(of: part))!)
        }
    }

    /// The unaccented letter for a precomposed Latin letter that has a stroke, bar or hook
    /// (or is dotless), or the scalar itself.
    public static func base(of scalar: Unicode.Scalar) -> Unicode.Scalar {
        guard latinRange.contains(scalar.value) else { return scalar }
        return latinBases[Int(scalar.value - latinRange.lowerBound)]
    }

    private static let latinRange: ClosedRange<UInt32> = 0x00C0...0x024F

    /// For each scalar of `latinRange`, its base letter (lower case) or itself: "LATIN SMALL
    /// LETTER L WITH STROKE" and "LATIN SMALL LETTER DOTLESS I" name their base letter.
    private static let latinBases: [Unicode.Scalar] = latinRange.map { value in
        let scalar = Unicode.Scalar(value)!
        guard let name = scalar.properties.name, name.hasPrefix("LATIN ") else { return scalar }
        var words = name.split(separator: " ").drop(while: { $0 != "LETTER" }).dropFirst()
        let isDotless = words.first == "DOTLESS"
        if isDotless { words = words.dropFirst() }
        guard let letter = words.first, letter.count == 1, isDotless || name.contains(" WITH "),
              let base = letter.lowercased().unicodeScalars.first else { return scalar }
        return base
    }

    private static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    /// ICU's normalizer for NFKC_Casefold, decomposed; it is immutable and thread-safe.
    private nonisolated(unsafe) static let normalizer: UnsafeRawPointer = {
        var error: Int32 = 0
        guard let normalizer = cicu_nfkc_casefold_decomposing(&error), error <= 0 else {
            fatalError("ICU has no NFKC_Casefold data (error \(error))")
        }
        return normalizer
    }()

    /// `scalar` case-folded and compatibility-decomposed by ICU.
    private static func caseFoldedDecomposition(of scalar: Unicode.Scalar) -> [Unicode.Scalar] {
        let source = Array(String(scalar).utf16)
        // The longest decomposition of one scalar is 18 scalars (U+FDFA), all in the BMP.
        let capacity: Int32 = 64
        let units = [UInt16](unsafeUninitializedCapacity: Int(capacity)) { buffer, count in
            var error: Int32 = 0
            let length = cicu_normalize(normalizer, source, Int32(source.count), buffer.baseAddress, capacity, &error)
            precondition(error <= 0, "ICU could not fold U+\(String(scalar.value, radix: 16)) (error \(error))")
            count = Int(length)
        }
        var scalars: [Unicode.Scalar] = []
        var decoder = UTF16()
        var iterator = units.makeIterator()
        while case .scalarValue(let part) = decoder.decode(&iterator) { scalars.append(part) }
        return scalars
    }
}

/// Folded text that remembers where each folded byte comes from, to show a match found in
/// folded text on the original: "Straße" folds to "strasse", and bytes 4 and 5 ("ss") both
/// come from "ß".
public struct FoldedText: Sendable {
    /// The folded UTF-8.
    public let utf8: [UInt8]
    /// The original text.
    public let text: String
    /// For each folded byte, the index in `text` of the scalar it comes from.
    private let sources: [String.Index]

    public init(_ text: String) {
        self.text = text
        var utf8: [UInt8] = []
        var sources: [String.Index] = []
        let scalars = text.unicodeScalars
        var position = scalars.startIndex
        while position < scalars.endIndex {
            let count = utf8.count
            TextFolding.append(scalars[position], to: &utf8)
            sources.append(contentsOf: repeatElement(position, count: utf8.count - count))
            position = scalars.index(after: position)
        }
        self.utf8 = utf8
        self.sources = sources
    }

    /// The part of `text` that folds to `bytes` (a non-empty range of `utf8`): from the
    /// scalar of the first byte up to the next scalar that folds to something after the
    /// last byte's, so the marks that folding dropped stay with their letter.
    public func sourceRange(ofBytes bytes: Range<Int>) -> Range<String.Index> {
        precondition(!bytes.isEmpty && bytes.upperBound <= utf8.count, "not a range of the folded text")
        let lastSource = sources[bytes.upperBound - 1]
        let end = sources[bytes.upperBound...].first { $0 != lastSource } ?? text.endIndex
        return sources[bytes.lowerBound]..<end
    }
}
