import Domain
import Testing

/// `OpeningHours(text:)` reads bytes; these check it still counts columns in characters and
/// compares characters as Swift does, on text outside ASCII and on hostile text.
@Suite struct OpeningHoursReadingTests {
    enum Outcome: Equatable, CustomStringConvertible {
        case read(String)
        case refused(OpeningHoursError)

        var description: String {
            switch self {
            case .read(let text): "read \(text)"
            case .refused(let error): "refused \(error)"
            }
        }
    }

    static func reading(_ text: String) -> Outcome {
        do { return .read(try OpeningHours(text: text).text) } catch { return .refused(error) }
    }

    static func reference(_ text: String) -> Outcome {
        do { return .read(try CharacterOpeningHoursReader.canonicalText(of: text)) } catch {
            return .refused(error)
        }
    }

    static func refused(_ column: Int, _ reason: String) -> Outcome {
        .refused(OpeningHoursError(column: column, reason: reason))
    }

    @Test(arguments: [
        // Swift's Character equality is canonical equivalence: U+037E GREEK QUESTION MARK is ';'.
        ("Mo 10:00-12:00\u{037E}Sa off", Outcome.read("Mo 10:00-12:00; Sa off")),
        // Columns count characters, not UTF-8 bytes (U+037E is two bytes).
        ("Mo 10:00-12:00\u{037E} Sa 1:0", refused(20, "expected a time like 09:00")),
        ("Sa 10:00-16:00; \u{1F600}\u{1F600} Su", refused(17, "expected a time like 09:00")),
        ("Mo-Fr 09:00-17:00 \u{00E9}t\u{00E9}", refused(19, "expected ';' between rules")),
        // A letter outside ASCII, or a combining mark, makes a longer word than the name.
        ("Mo\u{00E9} 10:00-12:00", refused(1, "expected a time like 09:00")),
        ("Mo\u{0301} 10:00-12:00", refused(1, "expected a time like 09:00")),
        ("Mo-Fr\u{0301} 10:00-12:00", refused(4, "expected a weekday like Mo")),
        ("Mo\u{2013}Fr 10:00-12:00", refused(3, "expected a space")),
        // "\r\n" is one character.
        ("Mo\r\n10:00-12:00", refused(3, "expected a space")),
        ("Mo 10:00-12:00;\r\nSa off", refused(16, "expected a time like 09:00")),
        ("Mo 10:00-12:00\r\n", refused(15, "expected ';' between rules")),
        // Digits outside ASCII are no digits.
        ("Mo \u{0661}0:00-12:00", refused(4, "expected a time like 09:00")),
        ("Mo 10:00-1\u{FF12}:00", refused(10, "expected a time like 09:00")),
        ("\u{1B}[31mMo 10:00-12:00", refused(1, "expected a time like 09:00")),
    ])
    func textOutsideASCIIIsReadPerCharacter(text: String, expected: Outcome) {
        #expect(Self.reading(text) == expected)
    }

    /// 16 rules of 14 characters joined by U+037E and a space: 254 characters in 269 bytes.
    @Test func theLimitCountsCharactersNotBytes() throws {
        let rules = Array(repeating: "Mo 10:00-12:00", count: 16)

        #expect(
            Self.reading(rules.joined(separator: "\u{037E} "))
                == .read(rules.joined(separator: "; ")))
        #expect(
            Self.reading((rules + ["Mo 10:00-12:00"]).joined(separator: "\u{037E} "))
                == Self.refused(256, "at most 255 characters"))
    }

    /// Pieces of the grammar in several cases, and characters where reading bytes could go
    /// wrong: letters and digits outside ASCII, combining marks, "\r\n", characters Swift
    /// equates with ASCII ones (U+037E, U+212A KELVIN SIGN), terminal escapes, bidi controls.
    static let pieces = [
        "Mo", "mo", "MO", "Tu", "We", "th", "Fr", "Sa", "Su", "Jan", "jun", "Aug", "DEC", "May", "Mar",
        "Mon", "PH", "ph", "Ph,", "PH ", "off", "OFF", "24/7", "09:00", "9:00", "24:00", "00:00", "17:30",
        "23:59", "25:00",
        "9:5", "-", ",", ";", " ", "  ", "x", "1", "12", ":", "/", "\u{00E9}", "\u{037E}", "\u{212A}",
        "\u{0130}", "\u{1FEF}", "\r\n", "\r", "\n", "\t", "\u{0301}", "M\u{0301}", "o\u{0308}",
        "\u{1F600}", "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", "\u{1B}[31m", "\u{0}", "\u{7F}",
        "\u{FF11}", "\u{0663}", "\u{2013}", "\u{FB00}", "\u{03A3}", "\u{00DF}", "\u{FEFF}",
        "\u{200B}", "\u{202E}", "\u{FF4D}\u{FF4F}", "\u{01C5}", "\u{00AA}",
    ]

    static let validHours = [
        "Mo-Fr 09:00-17:00; Sa 10:00-16:00; Su off", "Jun-Aug Mo-Su 10:00-20:00", "24/7",
        "Fr 20:00-02:00; Sa off", "jun-aug,dec sa,su 24/7", "Mo-Fr 09:00-12:00,13:00-17:00",
        "Nov-Feb 10:00-16:00", "  Fr 20:00-02:00  ;  Sa OFF ", "Mo-Fr 09:00-17:00; PH off",
        "Sa,PH 10:00-16:00", "Dec PH Mo-Fr 10:00-14:00",
    ]

    /// A fixed pseudo-random sequence (64-bit LCG), so a failure repeats.
    struct Steps {
        var state: UInt64

        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    /// Runs of pieces, and the valid hours with a piece put in, replacing or removing a character.
    static func generatedTexts() -> [String] {
        var steps = Steps(state: 2026)
        var texts: [String] = []
        for _ in 0..<5_000 {
            texts.append((0...steps.next(14)).map { _ in pieces[steps.next(pieces.count)] }.joined())
        }
        for _ in 0..<5_000 {
            var characters = Array(validHours[steps.next(validHours.count)])
            let at = steps.next(characters.count + 1)
            let piece = Array(pieces[steps.next(pieces.count)])
            switch steps.next(3) {
            case 0: characters.insert(contentsOf: piece, at: at)
            case 1: characters.replaceSubrange(at..<min(at + 1, characters.count), with: piece)
            default: if at < characters.count { characters.remove(at: at) }
            }
            texts.append(String(characters))
        }
        return texts
    }

    @Test func generatedTextReadsAsCharacterByCharacter() {
        let texts = Self.generatedTexts()
        let expected = texts.map(Self.reference)
        let differing = zip(texts, expected).filter { Self.reading($0) != $1 }
        let shown = differing.prefix(5).map { "\($0.debugDescription): \(Self.reading($0)), expected \($1)" }

        #expect(differing.isEmpty, "\(differing.count) of \(texts.count) differ: \(shown)")
        // The texts reach readable hours and every refusal, or they prove little.
        let reads = expected.filter { if case .read = $0 { true } else { false } }
        let reasons = Set(
            expected.compactMap { if case .refused(let error) = $0 { error.reason } else { nil } })
        #expect(reads.count > 200)
        #expect(reasons.count == 11)
    }
}
