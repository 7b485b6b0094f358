/// Plain decimal numbers as people type them: an optional sign, digits, and an optional fraction.
/// `Double(_:)` and `Int(_:)` also read "nan", "inf", "1e3", "0x1p3" or "+2", which no
/// coordinate, distance or page number is.
public enum DecimalText {
    /// The number `text` writes as [+-]DIGITS[.DIGITS], else nil.
    public static func value(_ text: Substring) -> Double? {
        var body = text
        if body.first == "-" || body.first == "+" { body = body.dropFirst() }
        let pieces = body.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(pieces.count), pieces.allSatisfy(isDigits) else { return nil }
        return Double(text)
    }

    /// True when `text` is one or more ASCII digits and nothing else.
    public static func isDigits(_ text: Substring) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }

    /// A non-negative whole number with leading zeros up to `width` digits: `09` for 9.
    public static func padded(_ number: Int, width: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
