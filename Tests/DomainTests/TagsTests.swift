import Domain
import Testing

@Suite struct TagsTests {
    @Test(arguments: [
        ("Indoor, Playground", ["indoor", "playground"], "indoor, playground"),
        ("b,a,B", ["a", "b"], "a, b"),
        ("", [], ""),
        (" , a ,", ["a"], "a"),
        ("stroller-friendly,4x4", ["4x4", "stroller-friendly"], "4x4, stroller-friendly"),
        (
            "zoo,Ball,museum,art,kids,water", ["art", "ball", "kids", "museum", "water", "zoo"],
            "art, ball, kids, museum, water, zoo"
        ),
    ])
    func tagsAreTrimmedLowerCasedDistinctAndSorted(typed: String, values: [String], canonical: String) throws
    {
        let tags = try Tags(text: typed)

        #expect(tags.values == values)
        #expect(tags.text == canonical)
        #expect(try Tags(text: canonical) == tags)
    }

    @Test(arguments: [
        ("a,b c", TagsError.characters(position: 2)), ("a,-b", .characters(position: 2)),
        ("caf\u{E9}", .characters(position: 1)), ("\u{212A}ids", .characters(position: 1)),
        ("a,,b!", .characters(position: 3)), ("a_b", .characters(position: 1)),
        (String(repeating: "x", count: 33), .tooLong(position: 1)),
        ((1...21).map { "t\($0)" }.joined(separator: ","), .tooMany(count: 21)),
    ])
    func invalidTagsAreRefusedByPosition(typed: String, expected: TagsError) {
        #expect(throws: expected) { try Tags(text: typed) }
    }

    @Test func theLimitsCountDistinctTagsOfAtMost32Characters() throws {
        let twentyTwice = ((1...20).map { "t\($0)" } + (1...20).map { "T\($0)" }).joined(separator: ",")

        #expect(try Tags(text: twentyTwice).values.count == 20)
        #expect(try Tags(text: String(repeating: "x", count: 32)).values.count == 1)
    }

    @Test func containsIgnoresCaseAndSpaces() throws {
        let tags = try Tags(["Indoor"])

        #expect(tags.contains(" INDOOR "))
        #expect(!tags.contains("outdoor"))
    }
}
