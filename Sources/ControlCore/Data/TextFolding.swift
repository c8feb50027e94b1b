/// Text folded for matching: lower case and without accents ("São Paulo" → "sao paulo"),
/// so searches and type-ahead ignore both.
///
/// Accents are removed from the Latin letters of U+00C0…U+024F (the precomposed letters of
/// Western and Central European languages, through their Unicode names: "LATIN SMALL
/// LETTER A WITH TILDE" folds to "a"), and combining marks are dropped, so decomposed
/// text folds the same way. Other scripts are lower-cased only.
public enum TextFolding {
    /// `text` lower-cased, accents removed.
    public static func fold(_ text: String) -> String {
        var folded = String.UnicodeScalarView()
        for scalar in text.lowercased().unicodeScalars {
            if isCombiningMark(scalar) { continue }
            folded.append(base(of: scalar))
        }
        return String(folded)
    }

    /// The unaccented letter for a precomposed Latin letter, or the scalar itself.
    public static func base(of scalar: Unicode.Scalar) -> Unicode.Scalar {
        guard latinRange.contains(scalar.value) else { return scalar }
        return latinBases[Int(scalar.value - latinRange.lowerBound)]
    }

    private static let latinRange: ClosedRange<UInt32> = 0x00C0...0x024F

    /// For each scalar of `latinRange`, its base letter (lower case) or itself.
    private static let latinBases: [Unicode.Scalar] = latinRange.map { value in
        let scalar = Unicode.Scalar(value)!
        guard let name = scalar.properties.name, name.hasPrefix("LATIN "),
              let letter = name.split(separator: " ").drop(while: { $0 != "LETTER" }).dropFirst().first,
              name.contains(" WITH "), letter.count == 1,
              let base = letter.lowercased().unicodeScalars.first else { return scalar }
        return base
    }

    private static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }
}
