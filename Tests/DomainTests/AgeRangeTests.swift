import Domain
import Testing

@Suite struct AgeRangeTests {
    @Test(arguments: [
        ("0-12", "0-12"), (" 3+ ", "3+"), ("all", "all"), ("ALL", "all"), ("0+", "all"),
        ("05-12", "5-12"), ("7-7", "7-7"), ("0-99", "0-99"), ("99+", "99+"),
        // As people type them: one age, spaces, an en dash, words.
        ("4", "4-4"), (" 12 ", "12-12"), ("3 - 10", "3-10"), ("3\u{2013}10", "3-10"), ("3 to 10", "3-10"),
        ("3 +", "3+"), ("3 and up", "3+"), ("under 5", "0-4"), ("Under  1", "0-0"), ("under 100", "0-99"),
        ("All", "all"),
    ])
    func aValidRangeReadsToItsCanonicalText(typed: String, canonical: String) throws {
        let range = try AgeRange(text: typed)

        #expect(range.text == canonical)
        #expect(try AgeRange(text: canonical) == range)
    }

    @Test(arguments: [
        ("", AgeRangeError.form), ("3-", .form), ("-3", .form), ("under", .form), ("under five", .form),
        ("over 5", .form), ("under 0", .outOfRange), ("under 101", .outOfRange), ("3 to", .form),
        ("3 and", .form), ("4.5", .form), ("100", .outOfRange), ("3 to 1", .reversed), ("to 3", .form),
        ("a-b", .form), ("-1+", .form), ("1.5-3", .form), ("3++", .form), ("1-2-3", .form),
        ("\u{663}+", .form), ("12-3", .reversed), ("3-100", .outOfRange), ("100+", .outOfRange),
    ])
    func invalidTextIsRefused(typed: String, expected: AgeRangeError) {
        #expect(throws: expected) { try AgeRange(text: typed) }
    }

    @Test(arguments: [
        ("0-12", 0, true), ("0-12", 12, true), ("0-12", 13, false), ("3+", 2, false), ("3+", 120, true),
        ("all", 0, true), ("5-5", 5, true), ("5-5", 6, false), ("5-5", 4, false),
    ])
    func containsTheAgesBetweenItsEndsInclusive(range: String, age: Int, expected: Bool) throws {
        #expect(try AgeRange(text: range).contains(age: age) == expected)
    }

    @Test func aRefusalSaysWhatIsExpected() {
        #expect(
            AgeRangeError.form.description
                == "ages: expected 4, 3-10, 3+, under 5 or all (ages in years, 0 to 99)")
        #expect(AgeRangeError.reversed.description == "ages: the first age is at most the second, e.g. 3-12")
    }
}
