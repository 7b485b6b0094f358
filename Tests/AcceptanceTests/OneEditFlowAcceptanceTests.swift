import Foundation
import Testing

/// The CLI's two ways of editing meet the one edit flow's rules: the options and a piped editor
/// session refuse the same bad values whole, each problem reported, nothing saved.
struct OneEditFlowAcceptanceTests {
    /// The problems of the values below, by field, in the order every app lists them.
    static let expected = [
        "name is required", "website must be empty or an http(s) URL",
        "ages: the first age is at most the second",
        "cost: the currency is three letters", "tags: tag 1 has characters",
    ]

    @Test func theOptionsReportABadTagWithEveryOtherProblem() throws {
        let cli = try OutingsBinary()
        try cli.run(["demo"])
        let before = try cli.run(["attractions", "list", "--json"]).stdout

        let refused = try cli.run([
            "attractions", "add", "--name", " ", "--website", "ftp://x", "--ages", "5-2", "--cost",
            "8 dollars",
            "--tag", "Bad_Tag",
        ])

        #expect(refused.status == 65)
        let line = try #require(refused.stderr.split(separator: "\n").last.map(String.init))
        let positions = Self.expected.map { line.range(of: $0)?.lowerBound }
        #expect(positions.allSatisfy { $0 != nil }, "\(line)")
        #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
        #expect(try cli.run(["attractions", "list", "--json"]).stdout == before)
    }

    /// A value `set` refuses is not dropped: the save refuses with it, so a script that meant
    /// the attraction to have those values saves nothing rather than part of it.
    @Test func aPipedSessionWithARefusedValueSavesNothing() throws {
        let cli = try OutingsBinary()
        try cli.run(["demo"])
        let before = try cli.run(["attractions", "list", "--json"]).stdout

        let session = try cli.run(
            ["attractions", "add"],
            stdin: "set name Partial\nset ages 12-3\nset cost 5 dollars\nset description kept\nsave\n")

        #expect(session.status == 65)
        let cannot = try #require(session.stderr.split(separator: "\n").first { $0.contains("cannot save") })
        #expect(cannot.contains("ages: the first age is at most the second"))
        #expect(cannot.contains("cost: the currency is three letters"))
        #expect(try cli.run(["attractions", "list", "--json"]).stdout == before)
    }

    @Test func aRefusedValueSetAgainCorrectlyOrUndoneSaves() throws {
        let cli = try OutingsBinary()

        let session = try cli.run(
            ["attractions", "add"],
            stdin: "set name Fixed\nset ages 12-3\nset ages 3-12\nset cost 5 dollars\nundo\nsave\n")

        #expect(session.status == 0, "\(session.stderr)")
        let listed = try #require(try cli.run(["attractions", "list", "--json"]).json() as? [[String: Any]])
        #expect(listed.map { $0["name"] as? String } == ["Fixed"])
        #expect(listed.first?["ages"] as? String == "3-12")
        #expect(listed.first?["cost"] is NSNull)
    }
}
