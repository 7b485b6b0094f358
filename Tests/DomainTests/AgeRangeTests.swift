import Domain
import Testing

@Suite struct AgeRangeTests {
    @Test(arguments: [
        ("0-12", "0-12"), (" 3+ ", "3+"), ("all", "all"), ("ALL", "all"), ("0+", "all"),
        ("05-12", "5-12"), ("7-7", "7-7"), ("0-99", "0-99"), ("99+", "99+"),
    ])
    func aValidRangeReadsToItsCanonicalText(typed: String, canonical: String) throws {
        let range = try AgeRange(text: typed)

        #expect(range.text == canonical)
        #expect(try AgeRange(text: canonical) == range)
    }

    @Test(arguments: [
        ("", AgeRangeError.form), ("12", .form), ("3-", .form), ("-3", .form), ("3 - 12", .form),
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
        #expect(AgeRangeError.form.description == "ages: expected 0-12, 3+ or all (ages in years, 0 to 99)")
        #expect(AgeRangeError.reversed.description == "ages: the first age is at most the second, e.g. 3-12")
    }
}
