import Foundation
import Testing

/// `outings household`: children and places added, listed, renamed and removed from the command
/// line, read back as JSON by Foundation's parser; refusals leave the household as it was.
struct HouseholdAcceptanceTests {
    private let cli: ScratchOutings
    /// Ages are counted on today in the guide's zone; UTC here, so the test counts on the same day.
    private let zone = ["OUTINGS_TIMEZONE": "UTC"]

    init() throws {
        cli = try ScratchOutings()
    }

    private func run(_ arguments: [String]) throws -> ScratchOutings.Result {
        try cli.run(arguments, environment: zone)
    }

    private func household() throws -> [String: Any] {
        let result = try run(["household", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        return try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    /// Today minus `years` years, as YYYY-MM-DD in UTC (a day that exists in every year).
    private static func born(yearsAgo years: Int) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let today = calendar.dateComponents([.year, .month], from: Date())
        return String(format: "%04d-%02d-01", today.year! - years, today.month!)
    }

    @Test func childrenAndPlacesAreKeptAndShownAsJSON() throws {
        let ana = Self.born(yearsAgo: 4)
        #expect(try run(["household", "child", "add", "Ana Sofía", "--born", ana]).status == 0)
        #expect(try run(["household", "child", "add", "Ben", "--born", Self.born(yearsAgo: 7)]).status == 0)
        #expect(
            try run([
                "household", "place", "add", "Home", "--location", "40.5853,-105.0844",
                "--address", "12 Elm St",
            ]).status == 0)
        #expect(try run(["household", "child", "rename", "ben", "Benjamin"]).status == 0)

        let json = try household()
        let children = try #require(json["children"] as? [[String: Any]])
        #expect(children.map { $0["name"] as? String } == ["Ana Sofía", "Benjamin"])
        #expect(children.map { $0["age"] as? Int } == [4, 7])
        #expect(children.first?["born"] as? String == ana)
        let places = try #require(json["places"] as? [[String: Any]])
        #expect(places.count == 1)
        #expect(places.first?["name"] as? String == "Home")
        #expect(places.first?["latitude"] as? Double == 40.5853)
        #expect(places.first?["longitude"] as? Double == -105.0844)
        #expect(places.first?["address"] as? String == "12 Elm St")

        let text = try run(["household"]).stdout
        #expect(
            text.contains("Ana Sofía  4  born \(ana)") && text.contains("Home  40.5853,-105.0844  12 Elm St"))

        #expect(try run(["household", "place", "remove", "HOME"]).status == 0)
        #expect(try run(["household", "child", "remove", "ana sofía"]).status == 0)
        #expect(try run(["household", "place", "list", "--json"]).stdout.filter { !$0.isWhitespace } == "[]")
        #expect(try run(["household", "child", "list"]).stdout.hasPrefix("Benjamin  7"))
    }

    static let refusals: [(arguments: [String], status: Int32)] = [
        (["household", "child", "add", "ana", "--born", "2022-01-01"], 73),
        (["household", "child", "add", "Cleo", "--born", "2022-13-01"], 65),
        (["household", "child", "add", "Cleo", "--born", "2999-01-01"], 65),
        (["household", "child", "add", "Cleo"], 64),
        (["household", "child", "add", "Cleo\u{1B}[2J", "--born", "2022-01-01"], 65),
        (["household", "child", "remove", "Nobody"], 66),
        (["household", "child", "rename", "Ana", "HOME"], 0),
        (["household", "place", "add", "home", "--location", "40.5,-105"], 73),
        (["household", "place", "add", "Park", "--location", "40.5"], 65),
        (["household", "place", "add", "Park", "--location", "91,0"], 65),
        (["household", "place", "remove", "Grandma's"], 66),
    ]

    /// Each refusal is one line with its documented exit code, and the household is unchanged.
    @Test(arguments: refusals)
    func refusalsChangeNothing(arguments: [String], status: Int32) throws {
        #expect(try run(["household", "child", "add", "Ana", "--born", "2022-01-01"]).status == 0)
        #expect(try run(["household", "place", "add", "Home", "--location", "40.5,-105.1"]).status == 0)
        let before = try run(["household", "--json"]).stdout

        let result = try run(arguments)

        #expect(result.status == status, "\(result.stderr)")
        guard status != 0 else { return }
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(!result.stderr.contains("\u{1B}"))
        #expect(try run(["household", "--json"]).stdout == before)
    }

    @Test func holidaysAreKeptEarliestFirstOnePerDate() throws {
        #expect(try run(["household", "holiday", "add", "2026-12-25", "Christmas Day"]).status == 0)
        #expect(try run(["household", "holiday", "add", "2026-01-01"]).status == 0)
        #expect(try run(["household", "holiday", "add", "2026-12-25", "Christmas"]).status == 0)

        let holidays = try #require(household()["holidays"] as? [[String: String]])
        #expect(
            holidays == [["date": "2026-01-01", "name": ""], ["date": "2026-12-25", "name": "Christmas"]])
        #expect(try run(["household", "holiday", "list"]).stdout == "2026-01-01\n2026-12-25  Christmas\n")

        for (arguments, status) in [
            (["household", "holiday", "add", "25/12/2026"], Int32(65)),
            (["household", "holiday", "add", "2026-02-29"], 65),
            (["household", "holiday", "add", "2026-05-01", "May\u{1B}[31m"], 65),
            (["household", "holiday", "remove", "2026-05-01"], 66),
        ] {
            let result = try run(arguments)
            #expect(result.status == status, "\(arguments): \(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1)
        }
        #expect(try run(["household", "holiday", "remove", "2026-01-01"]).status == 0)
        #expect(try #require(household()["holidays"] as? [[String: String]]).count == 1)
    }

    @Test func aCalendarsHolidaysAreImportedAllOrNone() throws {
        let file = cli.folder.path("holidays.ics")
        let calendar = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "BEGIN:VEVENT", "DTSTART;VALUE=DATE:20261225",
            "SUMMARY:Christmas", " Day", "END:VEVENT", "BEGIN:VEVENT", "DTSTART;VALUE=DATE:20261231",
            "DTEND;VALUE=DATE:20270102", "SUMMARY:New Year\\, twice", "END:VEVENT", "END:VCALENDAR", "",
        ].joined(separator: "\r\n")
        try Data(calendar.utf8).write(to: URL(fileURLWithPath: file))

        let first = try run(["household", "holidays", "import", file])
        let again = try run(["household", "holidays", "import", file])

        #expect(first.status == 0 && first.stdout == "read 3 days from \(file): 3 new, 0 already listed\n")
        #expect(again.stdout.hasSuffix("0 new, 3 already listed\n"))
        let holidays = try #require(household()["holidays"] as? [[String: String]])
        #expect(
            holidays == [
                ["date": "2026-12-25", "name": "ChristmasDay"],
                ["date": "2026-12-31", "name": "New Year, twice"],
                ["date": "2027-01-01", "name": "New Year, twice"],
            ])

        let broken = cli.folder.path("broken.ics")
        try Data(calendar.replacingOccurrences(of: "DTSTART;VALUE=DATE:20261225", with: "DTSTART:nope").utf8)
            .write(to: URL(fileURLWithPath: broken))
        let refused = try run(["household", "holidays", "import", broken])
        #expect(refused.status == 65 && refused.stderr.contains("line"), "\(refused.stderr)")
        #expect(try #require(household()["holidays"] as? [[String: String]]) == holidays, "all or none")
        #expect(try run(["household", "holidays", "import", cli.folder.path("missing.ics")]).status == 66)
    }
}
