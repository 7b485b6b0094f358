import OutingsApp
import Testing

/// Display widths against what Unicode says of each character (EastAsianWidth.txt, general
/// categories), written out by hand here, never computed by the code under test.
struct DisplayWidthTests {
    @Test(arguments: [
        ("", 0),
        ("abc", 3),
        ("Ω é ©", 5),  // Greek, Latin-1 and symbols are narrow
        ("漢字", 4),  // CJK ideographs: Wide
        ("한국어", 6),  // precomposed Hangul syllables: Wide
        ("\u{1100}\u{1161}\u{11A8}", 2),  // Hangul jamo L+V+T: one syllable, the vowel and final take none
        ("ｶﾀｶﾅ", 4),  // halfwidth katakana: narrow
        ("ＡＢ", 4),  // fullwidth Latin: Fullwidth
        ("\u{3000}", 2),  // ideographic space: Fullwidth
        ("e\u{301}", 1),  // e + combining acute: one column
        ("か\u{3099}", 2),  // kana + combining voiced mark
        ("\u{E01}\u{E31}", 1),  // Thai consonant + vowel sign above (a nonspacing mark)
        ("a\u{200B}b", 2),  // zero width space is a format character
        ("👍", 2),  // Emoji_Presentation: Wide
        ("👍🏽", 2),  // with a skin tone modifier: one picture
        ("👨‍👩‍👧", 2),  // joined with ZWJ: one picture
        ("🇯🇵", 2),  // two regional indicators: one flag
        ("❤", 1),  // text presentation by default: Neutral
        ("❤️", 2),  // with variation selector 16: emoji presentation
        ("⌚", 2),  // U+231A WATCH: Wide
        ("中a👍", 5),
    ])
    func widthCountsColumnsAsATerminalDrawsThem(text: String, columns: Int) {
        #expect(
            DisplayWidth.of(text) == columns, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    @Test(arguments: [
        ("Fort Collins", 5, "Fort…"),
        ("Fort", 4, "Fort"),  // fits: unchanged
        ("Forts", 4, "For…"),
        ("漢字漢字", 5, "漢字…"),
        ("漢字漢字", 4, "漢…"),  // a wide character never straddles the edge
        ("a👍b", 3, "a…"),
        ("e\u{301}e\u{301}e\u{301}", 2, "e\u{301}…"),  // accents stay on their letter
        ("abcd", 1, "…"),
        ("abc", 0, ""),
    ])
    func truncateCutsToTheWidthWithAnEllipsis(text: String, width: Int, expected: String) {
        #expect(DisplayWidth.truncate(text, to: width) == expected)
    }
}
