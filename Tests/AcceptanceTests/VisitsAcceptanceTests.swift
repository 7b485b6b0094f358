import Foundation
import TestSupport
import Testing

/// `attractions visited/rate/note` keep each member's own record of an attraction on every
/// backend, `attractions show` lists it to that member only, and bad input is one line, exit 65,
/// with nothing stored.
@Suite(.serialized)
struct VisitsAcceptanceTests {
    private static let secret = "correct horse battery\n"

    /// The first sample attraction's record as `show --json` gives it: visited, rating, note.
    private func record(_ cli: OutingsBinary, _ extra: [String]) throws -> (
        visited: [String]?, rating: Any?, note: Any?
    ) {
        let shown = try cli.run(["attractions", "show", "1", "--json"] + extra)
        let json = try #require(try shown.json() as? [String: Any], "\(shown.stderr)")
        return (json["visited"] as? [String], json["rating"], json["note"])
    }

    @Test(arguments: SharedStore.allCases)
    func theHouseholdRecordsVisitsARatingAndANote(backend: SharedStore) throws {
        let cli = try OutingsBinary()
        let store = ["--store", try backend.url(home: cli.home)]
        try cli.run(["demo"] + store)

        let first = try cli.run(["attractions", "visited", "1", "--on", "2026-03-08"] + store)
        try cli.run(["attractions", "visited", "museum", "--on", "2025-12-31"] + store)
        try cli.run(["attractions", "visited", "1", "--on", "2026-03-08"] + store)
        let rated = try cli.run(["attractions", "rate", "1", "4"] + store)
        let noted = try cli.run(["attractions", "note", "1", "Go early;\nbring towels"] + store)
        let text = try cli.run(["attractions", "show", "1"] + store)
        let shown = try record(cli, store)

        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout == "Visited Fort Collins Museum of Discovery: 2026-03-08.\n")
        #expect(rated.stdout == "Rated Fort Collins Museum of Discovery 4/5.\n")
        #expect(noted.status == 0)
        #expect(shown.visited == ["2025-12-31", "2026-03-08"])
        #expect(shown.rating as? Int == 4)
        #expect(shown.note as? String == "Go early;\nbring towels")
        #expect(
            text.stdout.hasSuffix(
                "\nVisited: 2025-12-31, 2026-03-08 (2 visits)\nRating: 4/5\nNote: Go early;\u{FFFD}bring towels\n"
            ),
            "\(text.stdout)")

        try cli.run(["attractions", "note", "1", ""] + store)
        #expect(try record(cli, store).note is NSNull)
    }

    @Test func aVisitWithoutADateIsTodayInTheMachinesTimeZone() throws {
        let cli = try OutingsBinary()
        // UTC+14: a day other than UTC's for ten hours of each day.
        let zone = ["TZ": "Pacific/Kiritimati"]
        func today() -> String {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "Pacific/Kiritimati")
            formatter.dateFormat = "yyyy-MM-dd"
            return formatter.string(from: Date())
        }
        try cli.run(["demo"])

        let before = today()
        let visited = try cli.run(["attractions", "visited", "1"], environment: zone)
        let after = today()

        #expect(visited.status == 0, "\(visited.stderr)")
        let day = try #require(try record(cli, []).visited?.first)
        #expect(day == before || day == after)
    }

    @Test func badInputIsOneLineExit65AndStoresNothing() throws {
        let cli = try OutingsBinary()
        let untouched = try cli.run(["attractions", "rate", "1", "9"])
        #expect(untouched.status == 65)
        #expect(!FileManager.default.fileExists(atPath: cli.storePath))
        try cli.run(["demo"])

        let arguments = [
            ["attractions", "rate", "1", "0"], ["attractions", "rate", "1", "five"],
            ["attractions", "rate", "1", "4.5"], ["attractions", "visited", "1", "--on", "2999-01-01"],
            ["attractions", "visited", "1", "--on", "2026-3-8"],
            ["attractions", "visited", "1", "--on", "2025-02-29"],
            ["attractions", "note", "1", "red \u{1B}[31malert"],
            ["attractions", "note", "1", "flip\u{202E}txet"],
            ["attractions", "note", "1", String(repeating: "x", count: 2001)],
        ]
        let runs = try arguments.map { try cli.run($0) }

        for run in runs {
            #expect(run.status == 65, "\(run.stderr)")
            #expect(
                run.stderr.hasPrefix("outings: ") && run.stderr.filter { $0 == "\n" }.count == 1,
                "\(run.stderr)")
            #expect(!run.stderr.contains("\u{1B}"))
        }
        #expect(runs[0].stderr == "outings: a rating is a whole number 1 to 5, not \"0\"\n")
        #expect(runs[4].stderr == "outings: a date is written YYYY-MM-DD, not \"2026-3-8\"\n")
        let shown = try record(cli, [])
        #expect(shown.visited == [] && shown.rating is NSNull && shown.note is NSNull)
    }

    @Test func eachMemberSeesOnlyTheirOwnAndAGuideWithMembersNeedsOneNamed() throws {
        let cli = try OutingsBinary()
        try cli.run(["demo"])
        try cli.run(["attractions", "note", "1", "household's"])
        try cli.run(["members", "add", "ada", "--password-stdin"], stdin: Self.secret)
        try cli.run(["members", "add", "bob", "--role", "viewer", "--password-stdin"], stdin: Self.secret)

        let bobNotes = try cli.run(
            ["attractions", "note", "1", "bob's secret"], environment: ["OUTINGS_MEMBER": "bob"])
        let nobody = try cli.run(["attractions", "rate", "1", "3"])
        let adaShows = try cli.run(["attractions", "show", "1", "--member", "ada"])
        let anonymous = try #require(
            try cli.run(["attractions", "show", "1", "--json"]).json() as? [String: Any])

        #expect(bobNotes.status == 0, "\(bobNotes.stderr)")
        #expect(try record(cli, ["--member", "bob"]).note as? String == "bob's secret")
        // The household's note became the first owner's.
        #expect(try record(cli, ["--member", "ada"]).note as? String == "household's")
        #expect(!adaShows.stdout.contains("bob's secret"))
        #expect(nobody.status == 64)
        #expect(
            nobody.stderr.hasPrefix("outings: this guide has members")
                && nobody.stderr.hasSuffix("OUTINGS_MEMBER\n"))
        #expect(anonymous["note"] == nil && anonymous["visited"] == nil)

        try cli.run(["members", "remove", "bob"])
        try cli.run(["members", "add", "bob", "--role", "viewer", "--password-stdin"], stdin: Self.secret)
        #expect(try record(cli, ["--member", "bob"]).note is NSNull)
        #expect(try cli.run(["check"]).stdout == "ok\n")
    }

    @Test func transferCarriesEveryMembersVisitsThroughEveryBackend() throws {
        let cli = try OutingsBinary()
        let sqlite = try SharedStore.sqlite.url(home: cli.home)
        let postgres = try SharedStore.postgres.url(home: cli.home)
        let defaults = try SharedStore.defaults.url(home: cli.home)
        try cli.run(["demo", "--store", sqlite])
        try cli.run(["members", "add", "ada", "--password-stdin", "--store", sqlite], stdin: Self.secret)
        try cli.run([
            "attractions", "visited", "1", "--on", "2024-02-29", "--member", "ada", "--store", sqlite,
        ])
        try cli.run(["attractions", "rate", "1", "5", "--member", "ada", "--store", sqlite])

        try cli.run(["transfer", "--from", sqlite, "--to", postgres])
        try cli.run(["transfer", "--from", postgres, "--to", defaults])

        let moved = try record(cli, ["--member", "ada", "--store", defaults])
        #expect(moved.visited == ["2024-02-29"])
        #expect(moved.rating as? Int == 5)
        #expect(try cli.run(["check", "--store", defaults]).stdout == "ok\n")
    }
}
