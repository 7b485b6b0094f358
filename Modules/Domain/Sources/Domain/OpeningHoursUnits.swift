/// The characters of `opening_hours` text as the parser reads them, one byte each. The grammar is
/// ASCII, so a character either is an ASCII one or matters only as a letter or not (`Moé` is not
/// `Mo`).
enum OpeningHoursUnits {
    /// A letter outside ASCII.
    static let otherLetter: UInt8 = 0x80
    /// Any other character outside ASCII, and `\r\n`, which Swift counts as one character.
    static let otherCharacter: UInt8 = 0x81

    /// ASCII text without `\r` (nearly every stored value) is its UTF-8 bytes: one byte per
    /// character. Other text is read per `Character`, so columns count characters as before.
    static func units(of text: String) -> [UInt8] {
        let bytes = Array(text.utf8)
        if bytes.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) { return bytes }
        return text.map(unit)
    }

    /// The ASCII character `character` equals as Swift compares characters, by canonical
    /// equivalence (U+037E GREEK QUESTION MARK is `;`, U+212A KELVIN SIGN is `K`), else a mark.
    private static func unit(_ character: Character) -> UInt8 {
        let ascii = (0..<0x80 as Range<UInt8>).first { character == Character(Unicode.Scalar($0)) }
        return ascii ?? (character.isLetter ? otherLetter : otherCharacter)
    }

    static func isLetter(_ unit: UInt8) -> Bool {
        unit == otherLetter || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(lowercased(unit))
    }

    /// A word of up to four letters in lowercase, packed into one integer a letter at a time
    /// (`Jan` is 0x6A616E), so that matching a name allocates nothing.
    static func packed(_ word: UInt32, adding unit: UInt8) -> UInt32 {
        word << 8 | UInt32(lowercased(unit))
    }

    static func lowercased(_ unit: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(unit) ? unit + 0x20 : unit
    }
}
