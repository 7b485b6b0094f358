import OutingsApp
import Testing

/// Short attraction ids: the shortest prefix of at least 8 characters no other id starts with.
struct ShortIDsTests {
    static let cases: [([String], [String])] = [
        (["abcdefgh1234", "abcdefgh5678", "zzzzzzzzzz"], ["abcdefgh1", "abcdefgh5", "zzzzzzzz"]),
        (
            ["6f1d2c3a-0001-4d6b", "6f1d2c3a-0002-4d6b", "6f1d2c3a-0010-4d6b"],
            ["6f1d2c3a-0001", "6f1d2c3a-0002", "6f1d2c3a-001"]
        ),
        (["0123456789abcdef"], ["01234567"]),
        (["abc"], ["abc"]),  // shorter than 8: whole
        (["abcdefgh", "abcdefghij"], ["abcdefgh", "abcdefghi"]),  // a whole id that prefixes another
        (["ABCDEFGHIJ", "abcdefghXY"], ["ABCDEFGHI", "abcdefghX"]),  // prefixes are matched ignoring case
        ([], []),
    ]

    @Test(arguments: cases)
    func eachIDGetsTheShortestUniquePrefixOfAtLeastEight(ids: [String], expected: [String]) {
        #expect(ShortIDs.prefixes(of: ids) == expected)
    }

    /// The few candidates of an ambiguous name get the short ids the whole list gives them.
    @Test(arguments: cases)
    func candidatesWalkedAgainstTheListGetTheListsShortIDs(ids: [String], expected: [String]) {
        #expect(ShortIDs.prefixes(of: ids) { body in ids.forEach(body) } == expected)
        let last = ids.indices.suffix(1)
        #expect(
            ShortIDs.prefixes(of: last.map { ids[$0] }) { body in ids.forEach(body) }
                == last.map { expected[$0] })
    }
}
