import Domain
import Testing

/// Text that begins and ends with a visible ASCII character is returned as it is; everything else
/// is trimmed by `Character.isWhitespace`, whose answers here come from Unicode's White_Space list.
@Suite struct TrimmingWhitespaceTests {
    @Test(arguments: [
        ("Mo-Fr 09:00-17:00", "Mo-Fr 09:00-17:00"),
        ("a", "a"),
        ("  a b  ", "a b"),
        ("\ta\n", "a"),
        ("a \r\n", "a"),
        ("a\u{0B}\u{0C}", "a"),
        ("\u{00A0}a\u{3000}", "a"),
        ("\u{2003}a\u{0085}", "a"),
        // A space carrying a combining mark is one character, whitespace by its space.
        ("a \u{0301}", "a"),
        // Not White_Space: control characters other than tab and line breaks, DEL, zero width.
        ("\u{1C}a\u{1F}", "\u{1C}a\u{1F}"),
        ("a\u{7F}", "a\u{7F}"),
        ("\u{200B}a", "\u{200B}a"),
        ("  caf\u{00E9} au lait \t", "caf\u{00E9} au lait"),
        ("\r\n a \r\n", "a"),
        (" \u{00E9} ", "\u{00E9}"),
        (" a\u{0301} ", "a\u{0301}"),
        // U+0600 ARABIC NUMBER SIGN joins the digit after it into one character.
        (" x \u{0600}1 ", "x \u{0600}1"),
        ("", ""),
        (" \n ", ""),
    ])
    func trimsWhitespaceAtBothEnds(text: String, trimmed: String) {
        #expect(text.trimmingWhitespace == trimmed)
    }
}
