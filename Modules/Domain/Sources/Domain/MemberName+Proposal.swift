extension MemberName {
    /// The sign-in name proposed for someone who said what to call them ("Grandma Rose" ->
    /// "grandma-rose"): letters folded to ASCII ("Zoë" -> "zoe", "Jürgen Groß" ->
    /// "jurgen-gross"), lowercased, every run of anything else one "-", at most 32 characters;
    /// "member" when nothing is left. When `taken` (keys, as `key`) holds it, "-2", "-3", ... is
    /// added until it is free.
    public static func proposed(from displayName: String, taken: Set<String>) -> MemberName {
        var base = ""
        var pendingDash = false
        for character in displayName {
            let folded = fold(character)
            if folded.isEmpty {
                pendingDash = !base.isEmpty
                continue
            }
            if pendingDash { base += "-" }
            pendingDash = false
            base += folded
        }
        if base.isEmpty { base = "member" }
        var number = 1
        while true {
            let suffix = number == 1 ? "" : "-\(number)"
            var head = String(base.prefix(maximumLength - suffix.count))
            while head.hasSuffix("-") { head.removeLast() }
            let text = head + suffix
            if !taken.contains(text) {
                // Only ASCII letters, digits and inner dashes: always a valid name.
                return (try? MemberName(text)) ?? (try! MemberName("member"))
            }
            number += 1
        }
    }

    /// A character as lowercase ASCII letters and digits: itself, its base letter when it is
    /// one with marks, a letter of its own spelled out ("ß" -> "ss"), else "" (a separator).
    static func fold(_ character: Character) -> String {
        let lower = character.lowercased()
        if lower.unicodeScalars.allSatisfy(isLowerAlphanumeric) { return lower }
        return spelledOut[lower] ?? baseLetters[lower] ?? ""
    }

    private static func isLowerAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
    }

    /// Each base letter with one or two combining marks, to that letter. Strings compare and hash
    /// by canonical equivalence, so "é" finds "e" + U+0301 here, precomposed or not.
    private static let baseLetters: [String: String] = {
        // The marks of Latin letters (U+0300 to U+0328); a second one from the few letters carry
        // on top of another (Vietnamese, Pinyin): acute, grave, tilde, hook, dot below, macron, caron.
        let marks = (0x300...0x328).compactMap(Unicode.Scalar.init)
        let seconds = [0x301, 0x300, 0x303, 0x309, 0x323, 0x304, 0x30C].compactMap(Unicode.Scalar.init)
        var table: [String: String] = [:]
        for base in "abcdefghijklmnopqrstuvwxyz".unicodeScalars {
            for mark in marks {
                let once = String(base) + String(mark)
                table[once] = String(base)
                for second in seconds { table[once + String(second)] = String(base) }
            }
        }
        return table
    }()

    /// Letters that are no base letter with marks.
    private static let spelledOut: [String: String] = [
        "ß": "ss", "æ": "ae", "œ": "oe", "ø": "o", "ł": "l", "đ": "d", "ð": "d", "þ": "th", "ı": "i",
        "ħ": "h", "ŧ": "t", "ŋ": "n", "ĳ": "ij",
    ]
}
