/// The lowercase letters of Latin-1 Supplement and Latin Extended-A as the ASCII letters a reader
/// takes them for, plus what sets them apart: the combining mark of their canonical decomposition
/// ("é" is "e" and U+0301, so it matches a decomposed "e\u{301}"), or, for a letter that has no
/// decomposition ("ø", "ß", "æ", "ł", ...), its own code point.
/// Callers lowercase first; an uppercase letter or anything outside the two blocks is not here.
enum LatinLetterFolding {
    struct Folded: Equatable {
        let base: [Unicode.Scalar]
        let mark: UInt32
    }

    static func fold(_ letter: Unicode.Scalar) -> Folded? {
        guard covered.contains(letter.value) else { return nil }
        return table[Int(letter.value - covered.lowerBound)]
    }

    /// "ß" (U+00DF) through "ſ" (U+017F): every lowercase letter of both blocks.
    private static let covered: ClosedRange<UInt32> = 0xDF...0x17F

    /// Letters with a canonical decomposition, by the mark it ends in; `bases` lists each letter's
    /// base in the same position. The letters are precomposed (NFC) in this file.
    private static let decomposable: [(mark: UInt32, letters: String, bases: String)] = [
        (0x300, "àèìòù", "aeiou"),  // grave
        (0x301, "áéíóúýćĺńŕśź", "aeiouyclnrsz"),  // acute
        (0x302, "âêîôûĉĝĥĵŝŵŷ", "aeioucghjswy"),  // circumflex
        (0x303, "ãñõĩũ", "anoiu"),  // tilde
        (0x304, "āēīōū", "aeiou"),  // macron
        (0x306, "ăĕğĭŏŭ", "aegiou"),  // breve
        (0x307, "ċėġż", "cegz"),  // dot above
        (0x308, "äëïöüÿ", "aeiouy"),  // diaeresis
        (0x30A, "åů", "au"),  // ring above
        (0x30B, "őű", "ou"),  // double acute
        (0x30C, "čďěľňřšťž", "cdelnrstz"),  // caron
        (0x327, "çģķļņŗşţ", "cgklnrst"),  // cedilla
        (0x328, "ąęįų", "aeiu"),  // ogonek
    ]

    /// Letters without a decomposition, each with the letters it is read as.
    private static let undecomposable: [(letter: Unicode.Scalar, base: String)] = [
        ("æ", "ae"), ("ð", "d"), ("ø", "o"), ("þ", "th"), ("ß", "ss"), ("đ", "d"), ("ħ", "h"),
        ("ı", "i"), ("ĳ", "ij"), ("ĸ", "k"), ("ŀ", "l"), ("ł", "l"), ("ŉ", "n"), ("ŋ", "n"),
        ("œ", "oe"), ("ŧ", "t"), ("ſ", "s"),
    ]

    /// Built once, on the first fold, so a command that lists no places never pays for it.
    private static let table: [Folded?] = {
        var table = [Folded?](repeating: nil, count: covered.count)
        for row in decomposable {
            for (letter, base) in zip(row.letters.unicodeScalars, row.bases.unicodeScalars) {
                table[Int(letter.value - covered.lowerBound)] = Folded(base: [base], mark: row.mark)
            }
        }
        for row in undecomposable {
            table[Int(row.letter.value - covered.lowerBound)] = Folded(
                base: Array(row.base.unicodeScalars), mark: row.letter.value)
        }
        return table
    }()
}
