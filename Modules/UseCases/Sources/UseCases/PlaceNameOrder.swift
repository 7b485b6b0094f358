/// Where a place or country name stands in a listing; compare two with `<`. Outings' own rules,
/// the same in every locale and needing neither ICU nor Foundation (a collator costs start-up
/// time and is not in FoundationEssentials). Names are compared level by level:
/// 1. Letters ignoring case and accents: lowercase by Unicode's mapping, Latin-1 Supplement and
///    Latin Extended-A letters as their base letters ("É" as "e", "ß" as "ss", "Æ" as "ae",
///    "Ø" as "o", "Ł" as "l"), combining marks U+0300-U+036F skipped, so a decomposed
///    "E\u{301}" reads as "É" does. Spaces, punctuation and symbols come before digits and digits
///    before letters; within each group, and for other scripts, by code point.
/// 2. Accents, letter by letter from the left, a plain letter before an accented one.
/// 3. The exact text by code point ("France" before "france"), so the order is total: two names
///    are equal only when their Unicode scalars are, and a sort never depends on input order.
public struct PlaceNameOrder: Comparable, Sendable {
    /// Per character of the folded name: its group (see `group(of:)`) above its code point.
    private let primary: [UInt32]
    /// Per folded character, its marks sorted then a 0; marks before the first character first.
    private let secondary: [UInt32]
    private let exact: [UInt32]

    public init(_ name: String) {
        var builder = Builder()
        for scalar in name.unicodeScalars { builder.add(scalar) }
        builder.closeCharacter()
        primary = builder.primary
        secondary = builder.secondary
        exact = name.unicodeScalars.map(\.value)
    }

    /// The name as the first level sees it: lowercase, Latin accents and combining marks gone.
    public var folded: String {
        var text = String.UnicodeScalarView()
        for weight in primary { text.append(Unicode.Scalar(weight & codePointBits) ?? "\u{FFFD}") }
        return String(text)
    }

    /// `folded` as scalars, read straight from the bytes of an ASCII name (most names), where the
    /// folding is only lowercasing: a search folds every name it passes.
    public static func foldedScalars(of name: String) -> [Unicode.Scalar] {
        var ascii: [Unicode.Scalar] = []
        ascii.reserveCapacity(name.utf8.count)
        for byte in name.utf8 {
            guard byte < 0x80 else { return Array(PlaceNameOrder(name).folded.unicodeScalars) }
            ascii.append(Unicode.Scalar((0x41...0x5A).contains(byte) ? byte + 0x20 : byte))
        }
        return ascii
    }

    public static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        PlaceNameOrder(lhs) < PlaceNameOrder(rhs)
    }

    public static func < (lhs: PlaceNameOrder, rhs: PlaceNameOrder) -> Bool {
        if lhs.primary != rhs.primary { return lhs.primary.lexicographicallyPrecedes(rhs.primary) }
        if lhs.secondary != rhs.secondary {
            return lhs.secondary.lexicographicallyPrecedes(rhs.secondary)
        }
        return lhs.exact.lexicographicallyPrecedes(rhs.exact)
    }
}

/// Code points fit in 21 bits; the group sits above them.
private let codePointBits: UInt32 = 0x1F_FFFF

private struct Builder {
    var primary: [UInt32] = []
    var secondary: [UInt32] = []
    /// Where the marks of the character being read start in `secondary`.
    private var marksStart = 0

    mutating func add(_ scalar: Unicode.Scalar) {
        if Self.isCombiningMark(scalar) { return secondary.append(scalar.value) }
        for lower in Self.lowercased(scalar) {
            // "İ" lowercases to "i" and U+0307: the dot is an accent like any other.
            if Self.isCombiningMark(lower) {
                secondary.append(lower.value)
            } else if let folded = LatinLetterFolding.fold(lower) {
                for (index, base) in folded.base.enumerated() {
                    startCharacter(base)
                    if index == 0 { secondary.append(folded.mark) }
                }
            } else {
                startCharacter(lower)
            }
        }
    }

    /// Sorted, so marks that canonical ordering may swap ("e" with a dot below and an acute,
    /// typed in either order) weigh the same; the 0 keeps "é" apart from "e" followed by marks.
    mutating func closeCharacter() {
        secondary[marksStart...].sort()
        secondary.append(0)
        marksStart = secondary.count
    }

    private mutating func startCharacter(_ scalar: Unicode.Scalar) {
        closeCharacter()
        primary.append(Self.group(of: scalar) << 21 | scalar.value)
    }

    private static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        (0x300...0x36F).contains(scalar.value)
    }

    private static func lowercased(_ scalar: Unicode.Scalar) -> [Unicode.Scalar] {
        if scalar.isASCII {
            let isUpper = (0x41...0x5A).contains(scalar.value)
            return [isUpper ? Unicode.Scalar(UInt8(scalar.value + 0x20)) : scalar]
        }
        return Array(scalar.properties.lowercaseMapping.unicodeScalars)
    }

    /// 0 for spaces, punctuation, symbols and controls, 1 for numbers, 2 for letters and the rest,
    /// as collators order them (so "St. Louis" and "¿Qué?" do not land among the letters).
    private static func group(of scalar: Unicode.Scalar) -> UInt32 {
        if scalar.isASCII {
            switch scalar.value {
            case 0x30...0x39: return 1
            case 0x41...0x5A, 0x61...0x7A: return 2
            default: return 0
            }
        }
        switch scalar.properties.generalCategory {
        case .decimalNumber, .letterNumber, .otherNumber: return 1
        case .spaceSeparator, .lineSeparator, .paragraphSeparator, .control, .format,
            .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
            .initialPunctuation, .finalPunctuation, .otherPunctuation, .mathSymbol,
            .currencySymbol, .modifierSymbol, .otherSymbol:
            return 0
        default: return 2
        }
    }
}
