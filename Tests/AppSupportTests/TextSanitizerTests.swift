import AppSupport
import TestSupport
import Testing

/// TextSanitizer works on UTF-8 bytes for speed; these tests hold it to the rule as written per
/// Unicode scalar (the plain reference below).
struct TextSanitizerTests {
    /// The rule, one scalar at a time: C0, DEL, C1, bidi embeddings/overrides and isolates become
    /// U+FFFD.
    /// `kept` are the C0 controls the caller keeps (line feed, tab).
    static func reference(_ text: String, kept: Set<Unicode.Scalar> = []) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let value = scalar.value
            let unsafe =
                value < 0x20 || (0x7F...0x9F).contains(value) || (0x202A...0x202E).contains(value)
                || (0x2066...0x2069).contains(value)
            result.append(unsafe && !kept.contains(scalar) ? "\u{FFFD}" : scalar)
        }
        return String(result)
    }

    /// What each `Kept` keeps, written out.
    static let keptScalars: [(kept: TextSanitizer.Kept, scalars: Set<Unicode.Scalar>)] = [
        (.nothing, []), (.lineBreaks, ["\n"]), (.lineBreaksAndTabs, ["\n", "\t"]),
    ]

    /// Hostile text, shown in test names as ASCII escapes (`\u{1B}`), so the test output itself
    /// never sends an escape sequence or a bidi override to the terminal.
    struct Sample: CustomTestStringConvertible, Sendable {
        let text: String
        var testDescription: String { text.unicodeScalars.map { $0.escaped(asASCII: true) }.joined() }
    }

    static let hostile: [Sample] = hostileText.map(Sample.init)

    static let hostileText: [String] = [
        "",
        "plain ASCII text",
        "\u{1B}[2J\u{1B}[31mred\u{1B}[0m",
        "\u{1B}]0;title\u{07}",
        "\u{9B}31m C1 CSI",
        "tab\there, CR\rthere, LF\nthere, CRLF\r\n",
        "\u{0}NUL\u{0} and DEL\u{7F}",
        "\u{80}\u{85}\u{9F}\u{A0}\u{BF}",
        "bidi \u{202A}\u{202B}\u{202C}\u{202D}\u{202E} isolates \u{2066}\u{2067}\u{2068}\u{2069}",
        "neighbours kept: \u{2029}\u{202F}\u{2065}\u{206A}\u{2060}\u{200F}\u{200E}",
        "\u{202E}gnp.exe",
        "é, 東京, 🏔️, 👨‍👩‍👧, Ω, \u{FFFD}, \u{10FFFF}",
        String(decoding: [0x61, 0xED, 0xA0, 0x80, 0x62], as: UTF8.self),  // a lone surrogate, repaired
        String(decoding: [0xC2, 0xE2, 0x80, 0xFF, 0xC2], as: UTF8.self),  // truncated sequences
        "\u{C2}\u{E2}\u{80}\u{AE}",  // the lead bytes' scalars themselves are safe
        "ends with control\u{1F}",
        "\u{1B}",
        String(repeating: "long safe line ", count: 200) + "\u{1B}" + String(repeating: "é", count: 100),
    ]

    @Test(arguments: hostile)
    func terminalSafe_matchesTheScalarRule(_ sample: Sample) {
        let text = sample.text
        #expect(TextSanitizer.terminalSafe(text) == Self.reference(text))
    }

    @Test(arguments: hostile)
    func appendTerminalSafe_appendsWhatTerminalSafeReturns(_ sample: Sample) {
        let text = sample.text
        var output = Array("before|".utf8)
        TextSanitizer.appendTerminalSafe(text, to: &output)
        #expect(output == Array(("before|" + Self.reference(text)).utf8))
    }

    /// Text that may span lines keeps its line feeds (and on a page its tabs); CR, ESC, C1 and
    /// the bidi controls are still replaced.
    @Test(arguments: hostile)
    func keepingLineBreaks_keepsOnlyWhatItNames(_ sample: Sample) {
        let text = sample.text
        for (kept, scalars) in Self.keptScalars {
            #expect(TextSanitizer.terminalSafe(text, keeping: kept) == Self.reference(text, kept: scalars))
            var output = Array("before|".utf8)
            TextSanitizer.appendTerminalSafe(text, keeping: kept, to: &output)
            #expect(output == Array(("before|" + Self.reference(text, kept: scalars)).utf8))
        }
        #expect(
            TextSanitizer.terminalSafe("a\nb\tc\r\n\u{1B}\u{85}\u{202E}", keeping: .lineBreaks)
                == "a\nb\u{FFFD}c\u{FFFD}\n\u{FFFD}\u{FFFD}\u{FFFD}")
    }

    /// Every scalar from U+0000 to U+2FFF (the range holding every unsafe one and the lead bytes
    /// the byte scan looks at), each alone and between safe neighbours.
    @Test func everyScalarUpToU2FFF_followsTheRule() {
        var mismatches: [UInt32] = []
        for value in UInt32(0)...0x2FFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let alone = String(Character(scalar))
            let between = "a" + alone + "b"
            for (kept, scalars) in Self.keptScalars
            where TextSanitizer.terminalSafe(alone, keeping: kept) != Self.reference(alone, kept: scalars)
                || TextSanitizer.terminalSafe(between, keeping: kept)
                    != Self.reference(between, kept: scalars)
            {
                mismatches.append(value)
            }
        }
        #expect(mismatches.isEmpty)
    }

    /// Each unsafe scalar (and a safe neighbour) at every offset of a long ASCII line, so the
    /// eight-bytes-at-a-time scan meets it at every place in a word and at the end.
    @Test(
        arguments: [
            "\u{0}", "\u{1F}", "\u{7F}", "\u{80}", "\u{9F}", "\u{202E}", "\u{2069}", "\u{A0}", "~", "é",
        ].map(Sample.init))
    func oneScalarAtEveryOffset_followsTheRule(_ sample: Sample) {
        let scalar = sample.text
        for length in 0..<20 {
            for offset in 0...length {
                let line =
                    String(repeating: "x", count: offset) + scalar
                    + String(repeating: "y", count: length - offset)
                #expect(
                    TextSanitizer.terminalSafe(line) == Self.reference(line),
                    "\(Sample(text: line).testDescription)")
            }
        }
    }

    /// Random mixes of safe and unsafe scalars from a fixed seed, so a failure reproduces.
    @Test func randomMixes_followTheRule() {
        let pool: [Unicode.Scalar] = [
            "a", " ", "\u{1B}", "\t", "\r", "\n", "\u{7F}", "\u{80}", "\u{9F}", "\u{A0}", "é",
            "\u{202A}", "\u{202E}", "\u{2029}", "\u{2066}", "\u{2069}", "\u{206A}", "東", "🏔",
            "\u{C2}", "\u{E2}", "\u{FFFD}",
        ]
        var generator = SplitMix64(seed: 13)
        for _ in 0..<2_000 {
            var scalars = String.UnicodeScalarView()
            for _ in 0..<Int(generator.next() % 24) {
                scalars.append(pool[Int(generator.next() % UInt64(pool.count))])
            }
            let text = String(scalars)
            #expect(
                TextSanitizer.terminalSafe(text) == Self.reference(text),
                "\(Sample(text: text).testDescription)")
        }
    }
}
