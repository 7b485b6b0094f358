/// How many terminal columns text takes: East Asian Wide and Fullwidth characters (CJK, Hangul,
/// fullwidth forms, emoji shown as pictures) take two, combining marks and format characters none,
/// everything else one. Measured per Character (grapheme cluster), so a base letter with its
/// accents, a flag, or an emoji joined with ZWJ counts once. Give it sanitized text: control
/// characters have no width of their own here (TextSanitizer has already replaced them).
package enum DisplayWidth {
    package static func of(_ text: String) -> Int {
        text.reduce(0) { $0 + of($1) }
    }

    package static func of(_ character: Character) -> Int {
        // ASCII is by far the common case and always one column (controls are sanitized away).
        if character.isASCII { return 1 }
        var widest = 0
        var regionalIndicators = 0
        for scalar in character.unicodeScalars {
            // Variation selector 16 asks for the emoji (picture) presentation, which is wide.
            if scalar.value == 0xFE0F { return 2 }
            if (0x1F1E6...0x1F1FF).contains(scalar.value) { regionalIndicators += 1 }
            widest = max(widest, of(scalar))
        }
        // Two regional indicators are one flag, drawn as one wide picture.
        return regionalIndicators >= 2 ? 2 : widest
    }

    static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x7F { return 1 }
        if isWide(value) { return 2 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default:
            // Hangul medial vowels and final consonants join the initial consonant before them.
            return (0x1160...0x11FF).contains(value) ? 0 : 1
        }
    }

    /// True for the scalars Unicode's EastAsianWidth.txt gives `W` or `F`.
    static func isWide(_ value: UInt32) -> Bool {
        guard value >= WideRanges.all[0].lowerBound else { return false }
        // Binary search for the last range starting at or before `value`.
        var low = 0
        var high = WideRanges.all.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if WideRanges.all[middle].lowerBound <= value { low = middle } else { high = middle - 1 }
        }
        return WideRanges.all[low].contains(value)
    }

    /// `text` cut to at most `width` columns, ending in "…" when anything was cut.
    package static func truncate(_ text: String, to width: Int) -> String {
        guard width > 0 else { return "" }
        guard of(text) > width else { return text }
        var kept = ""
        var used = 0
        for character in text {
            let next = of(character)
            // One column stays free for the ellipsis.
            if used + next > width - 1 { break }
            kept.append(character)
            used += next
        }
        return kept + "…"
    }
}
