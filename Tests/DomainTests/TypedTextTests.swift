import Domain
import Testing

/// Typed text is bounded in what it stores, not only in characters as a person counts them, and a
/// display name refuses every bidi formatting character, as its message says.
struct TypedTextTests {
    private static let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}"
    private static let stacked = "X" + String(repeating: "\u{301}", count: 2_600)

    private static let displayNames: [(String, Bool)] = [
        (String(repeating: stacked, count: 64), false),
        (stacked, false),
        ("X" + String(repeating: "\u{301}", count: 511), true),
        ("X" + String(repeating: "\u{301}", count: 512), false),
        (String(repeating: family, count: 64), true),
        (String(repeating: "e\u{301}", count: 64), true),
        (String(repeating: "e\u{301}", count: 65), false),
        (String(repeating: "\u{1F1E9}\u{1F1EA}", count: 64), true),
        (String(repeating: "x", count: 64), true),
        (String(repeating: "x", count: 65), false),
    ]

    @Test(arguments: displayNames)
    func aDisplayNameIsBoundedInScalarsAsWellAsCharacters(name: String, accepted: Bool) {
        #expect(((try? MemberRules.displayName(name)) != nil) == accepted)
    }

    @Test(arguments: [
        "\u{61C}", "\u{200E}", "\u{200F}", "\u{202A}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}",
        "\u{2069}",
    ])
    func aDisplayNameRefusesEveryBidiCharacterItsMessageNames(bidi: String) {
        #expect(throws: MemberRulesError.displayName(maximum: 64)) {
            try MemberRules.displayName("Ada \(bidi)L")
        }
        #expect("\(MemberRulesError.displayName(maximum: 64))".contains("without control or bidi characters"))
    }

    @Test func aNoteIsBoundedInScalars() throws {
        let limit = VisitRules.noteLimit
        #expect(throws: VisitError.noteTooLong(limit: limit)) {
            try VisitRules.note(String(repeating: Self.stacked, count: 7))
        }
        #expect(try VisitRules.note(String(repeating: Self.family, count: limit)).count == limit)
    }

    @Test func anAttractionNameIsBoundedInScalars() throws {
        var attraction = Attraction.blank(id: "a1")
        attraction.name = "Zoo" + String(repeating: "\u{301}", count: 5_000)
        #expect(attraction.problems() == [.nameTooLong(limit: Attraction.nameLimit)])
        attraction.name = String(repeating: Self.family, count: Attraction.nameLimit)
        #expect(attraction.problems().isEmpty)
    }
}
