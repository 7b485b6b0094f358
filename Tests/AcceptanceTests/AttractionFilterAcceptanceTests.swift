import Foundation
import TestSupport
import Testing
import UseCases

/// `outings attractions list` with filter options, as a user runs it, on every backend that keeps
/// a guide between runs. Times are pinned with `--open-at` dates in `OUTINGS_TIMEZONE`; distances
/// from the skate park (40.5853,-105.0844), worked out by hand: the museum about 0.8 km, City
/// Park about 1.1 km, the pavilion about 79 km.
@Suite(.serialized)
struct AttractionFilterAcceptanceTests {
    static let zone = ["OUTINGS_TIMEZONE": "America/Denver"]

    static let guide: [[String]] = [
        [
            "--name", "Museum of Discovery", "--inside", "--description", "Hands-on science", "--ages",
            "0-12",
            "--cost", "10 USD", "--hours", "Tu-Su 10:00-17:00", "--location", "40.5875,-105.075", "--tag",
            "indoor",
            "--tag", "restrooms",
        ],
        [
            "--name", "City Park", "--outside", "--ages", "all", "--cost", "free", "--hours", "24/7",
            "--location",
            "40.58,-105.095", "--tag", "playground", "--tag", "restrooms",
        ],
        [
            "--name", "Café Crêpe", "--inside", "--ages", "3+", "--cost", "8 EUR", "--hours",
            "Mo-Fr 07:00-15:00",
        ],
        [
            "--name", "Butterfly Pavilion", "--inside", "--ages", "2-99", "--cost", "12.50 USD", "--hours",
            "Mo-Su 09:00-17:00", "--location", "39.8744,-105.069", "--tag", "animals",
        ],
        ["--name", "Plain Field", "--outside"],
        [
            "--name", "Night Skate", "--outside", "--ages", "8+", "--cost", "5 USD", "--hours",
            "Fr,Sa 20:00-02:00",
            "--location", "40.5853,-105.0844", "--tag", "skating",
        ],
    ]

    static let cases: [(options: [String], names: [String])] = [
        (["--age", "4"], ["Museum of Discovery", "City Park", "Café Crêpe", "Butterfly Pavilion"]),
        (["--free"], ["City Park"]),
        (["--max-cost", "10 USD"], ["Museum of Discovery", "City Park", "Night Skate"]),
        (["--open-at", "2026-12-05T21:00"], ["City Park", "Night Skate"]),
        (["--open-at", "2026-12-05T01:00"], ["City Park", "Night Skate"]),
        (["--inside"], ["Museum of Discovery", "Café Crêpe", "Butterfly Pavilion"]),
        (["--outside"], ["City Park", "Plain Field", "Night Skate"]),
        (
            ["--near", "40.5853,-105.0844"],
            ["Night Skate", "Museum of Discovery", "City Park", "Butterfly Pavilion"]
        ),
        (
            ["--near", "40.5853,-105.0844", "--within", "2km"],
            ["Night Skate", "Museum of Discovery", "City Park"]
        ),
        (["--near", "city park", "--within", "1500m"], ["City Park", "Night Skate"]),
        (["--tag", "restrooms", "--tag", "playground"], ["City Park"]),
        (["--search", "CREPE"], ["Café Crêpe"]),
        (["--search", "science"], ["Museum of Discovery"]),
        (
            [
                "--age", "4", "--free", "--open-at", "2026-12-05T10:00", "--near", "40.5853,-105.0844",
                "--within", "10km",
            ],
            ["City Park"]
        ),
        (
            ["--inside", "--max-cost", "15 USD", "--open-at", "2026-12-04T16:00"],
            ["Museum of Discovery", "Butterfly Pavilion"]
        ),
        (["--search", "zoo"], []),
    ]

    @Test(arguments: SharedStore.allCases)
    func everyFilterAloneAndCombinedGivesTheExpectedAttractions(backend: SharedStore) throws {
        let cli = try OutingsBinary()
        let store = try backend.url(home: cli.home)
        for options in Self.guide {
            let added = try cli.run(["attractions", "add", "--store", store] + options)
            #expect(added.status == 0, "\(added.stderr)")
        }

        for (options, expected) in Self.cases {
            let listed = try cli.run(
                ["attractions", "list", "--json", "--store", store] + options, environment: Self.zone)
            let rows = try #require(try listed.json() as? [[String: Any]], "\(options) \(listed.stderr)")
            #expect(rows.map { $0["name"] as? String } == expected, "\(options)")
        }
        let text = try cli.run(["attractions", "list", "--store", store, "--free"]).stdout
        #expect(text.hasPrefix("2. City Park (") && text.split(separator: "\n").count == 1)
        let none = try cli.run(["attractions", "list", "--store", store, "--search", "zoo"])
        #expect(none.status == 0 && none.stdout == "No attractions match.\n")
    }

    @Test(arguments: [
        (["--age", "x"], "outings: --age: expected an age in years, 0 to 99\n"),
        (["--age", "3", "--age", "4"], "outings: --age is given twice; give it once\n"),
        (
            ["--max-cost", "ten"],
            "outings: --max-cost: expected free or an amount, e.g. 10, $10, 10 USD or \u{20AC}8\n"
        ),
        (
            ["--open-at", "someday"],
            "outings: --open-at: expected a day and a time (sat 10am, Saturday 10:00, tomorrow 2pm, today 14:05), a time alone (10, 10:30, 2pm), now, or 2026-12-05T10:00\n"
        ),
        (
            ["--age", "x", "--open-at", "sat", "--tag", "a b"],
            "outings: --age: expected an age in years, 0 to 99; --open-at: give a time after the day, e.g. sat 10am or sat 10:00; --tag: expected a tag: letters a-z, digits and '-'\n"
        ),
        (["--open-now", "--open-at", "sat 10:00"], "outings: --open-now: cannot be given with open-at\n"),
        (["--inside", "--outside"], "outings: --inside: cannot be given with outside\n"),
        (["--within", "10km"], "outings: --within: needs near, the point distances are measured from\n"),
        (
            ["--near", "1,2", "--within", "10 miles"],
            "outings: --within: expected a distance in m or km, e.g. 500m, 5km or 2.5km\n"
        ),
        (["--tag", "a b"], "outings: --tag: expected a tag: letters a-z, digits and '-'\n"),
        (["--search", " "], "outings: --search: expected text of 1 to 200 characters\n"),
    ])
    func aBadValueIsOneLineExit64AndCreatesNoStore(options: [String], message: String) throws {
        let cli = try OutingsBinary()

        let result = try cli.run(["attractions", "list"] + options)

        #expect(result.status == 64)
        #expect(result.stderr == message)
        #expect(result.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: cli.storePath))
    }

    @Test func nearAnAttractionWithoutALocationIsRefused() throws {
        let cli = try OutingsBinary()
        try cli.run(["attractions", "add", "--name", "Plain Field"])

        let noLocation = try cli.run(["attractions", "list", "--near", "PLAIN field"])
        let part = try cli.run(["attractions", "list", "--near", "plain"])
        let unknown = try cli.run(["attractions", "list", "--near", "nowhere"])

        #expect(noLocation.status == 64)
        #expect(noLocation.stderr == "outings: --near: names an attraction without a location\n")
        // Part of a name is never taken for the attraction: it is suggested instead.
        #expect(part.status == 64)
        #expect(
            part.stderr.hasPrefix("outings: --near: names no attraction (did you mean \"Plain Field\"?); "))
        #expect(unknown.status == 64)
        #expect(
            unknown.stderr.hasPrefix(
                "outings: --near: names no attraction; expected a whole name, or LAT,LON"))
    }

    /// A bare amount is in the guide's `currency` (config), when adding and when filtering; without
    /// one it is refused. `--near` says on standard error which point it measured from.
    @Test func aBareAmountTakesTheGuidesCurrencyAndNearSaysWhatItUsed() throws {
        let cli = try OutingsBinary()
        let noCurrency = try cli.run(["attractions", "add", "--name", "Pool", "--cost", "4"])
        #expect(noCurrency.status == 65)
        #expect(noCurrency.stderr.contains("cost: write the currency with the amount, e.g. 10 USD or $10"))

        let euro = try cli.run(["config", "set", "currency", "euro"])
        #expect(
            euro.status == 64 && euro.stderr.contains("three-letter code such as USD or EUR"),
            "\(euro.stderr)")
        #expect(try cli.run(["config", "set", "currency", "eur"]).status == 0)
        #expect(try cli.run(["config", "get", "currency"]).stdout == "EUR\n")
        let added = try cli.run([
            "attractions", "add", "--name", "Pool", "--cost", "4", "--location", "geo:40.58,-105.08?z=15",
        ])
        #expect(added.status == 0, "\(added.stderr)")
        try cli.run(["attractions", "add", "--name", "Zoo", "--cost", "$12", "--location", "40.6,-105.1"])

        let listed = try cli.run([
            "attractions", "list", "--json", "--max-cost", "\u{20AC}5", "--near", "zoo",
        ])
        let rows = try #require(try listed.json() as? [[String: Any]], "\(listed.stderr)")
        #expect(rows.map { $0["cost"] as? String } == ["4 EUR"])
        #expect(listed.stderr == "near Zoo\n")
        let pricier = try cli.run([
            "attractions", "list", "--json", "--max-cost", "20", "--near", "40.58,-105.08",
        ])
        // 12 USD is another currency than the budget's 20 EUR: it never fits.
        #expect(try (pricier.json() as? [[String: Any]])?.map { $0["name"] as? String } == ["Pool"])
        #expect(pricier.stderr == "near 40.58,-105.08\n")
    }

    /// The household's visits in a guide without members, the named member's in one with members;
    /// with members and none named, the filter is refused rather than guessed.
    @Test func notVisitedLeavesOutWhatTheMemberVisited() throws {
        let cli = try OutingsBinary()
        try cli.run(["attractions", "add", "--name", "Plain Field"])
        try cli.run(["attractions", "add", "--name", "Zoo"])
        try #require(cli.run(["attractions", "visited", "zoo", "--on", "2026-01-02"]).status == 0)

        let household = try cli.run(["attractions", "list", "--not-visited", "--json"])
        try #require(
            cli.run(["members", "add", "ada", "--password-stdin"], stdin: "correct horse battery\n").status
                == 0)
        try cli.run(
            ["members", "add", "bo", "--role", "viewer", "--password-stdin"], stdin: "correct horse battery\n"
        )
        let ada = try cli.run(["attractions", "list", "--not-visited", "--json", "--member", "ada"])
        let bo = try cli.run(["attractions", "list", "--not-visited", "--json", "--member", "bo"])
        let nobody = try cli.run(["attractions", "list", "--not-visited"])

        func names(_ result: OutingsBinary.Result) throws -> [String] {
            let rows = try #require(
                try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
            return rows.compactMap { $0["name"] as? String }
        }
        #expect(try names(household) == ["Plain Field"])
        // The first owner took the household's visits.
        #expect(try names(ada) == ["Plain Field"])
        #expect(try names(bo) == ["Plain Field", "Zoo"])
        #expect(nobody.status == 64)
        #expect(nobody.stderr == "outings: --not-visited: \(FilterAttractions.nobodysVisits)\n")
    }

    /// "Now" in Kathmandu (UTC+05:45) is read by the test with its own calendar; an attraction open
    /// an hour either side of that wall time is open now, one open around UTC's wall time is not.
    @Test func openNowIsReadInTheConfiguredZone() throws {
        let cli = try OutingsBinary()
        try cli.run([
            "attractions", "add", "--name", "Kathmandu", "--hours", Self.hourAround(now: "Asia/Kathmandu"),
        ])
        try cli.run(["attractions", "add", "--name", "UTC", "--hours", Self.hourAround(now: "UTC")])

        let fromVariable = try cli.run(
            ["attractions", "list", "--open-now", "--json"],
            environment: ["OUTINGS_TIMEZONE": "Asia/Kathmandu"])
        let set = try cli.run(["config", "set", "timezone", "Asia/Kathmandu"])
        let fromFile = try cli.run(["attractions", "list", "--open-now", "--json"])
        let variableWins = try cli.run(
            ["attractions", "list", "--open-now", "--json"], environment: ["OUTINGS_TIMEZONE": "UTC"])

        #expect(try Self.names(fromVariable) == ["Kathmandu"])
        #expect(set.status == 0)
        #expect(try Self.names(fromFile) == ["Kathmandu"])
        #expect(try Self.names(variableWins) == ["UTC"])
    }

    @Test func anUnknownZoneIsRefusedWhereverItIsSet() throws {
        let cli = try OutingsBinary()
        try cli.run(["attractions", "add", "--name", "Park", "--hours", "24/7"])

        let fromVariable = try cli.run(
            ["attractions", "list", "--open-now"], environment: ["OUTINGS_TIMEZONE": "Mars/Olympus_Mons"])
        let set = try cli.run(["config", "set", "timezone", "Mars/Olympus_Mons"])
        let config = cli.home.appendingPathComponent(".config/outings/config")
        try FileManager.default.createDirectory(
            at: config.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "timezone = Mars/Olympus_Mons\n".write(to: config, atomically: true, encoding: .utf8)
        chmod(config.path, 0o600)
        let fromFile = try cli.run(["attractions", "list", "--open-now"])
        let unfiltered = try cli.run(["attractions", "list"])

        #expect(fromVariable.status == 64)
        #expect(
            fromVariable.stderr
                == "outings: OUTINGS_TIMEZONE must be a time zone name such as America/Denver or Europe/Berlin, not \"Mars/Olympus_Mons\"\n"
        )
        #expect(set.status == 64)
        #expect(set.stderr.contains("timezone must be a time zone name"))
        #expect(fromFile.status == 78)
        #expect(fromFile.stderr.contains("\(config.path): timezone must be a time zone name"))
        // A list that reads no time does not need the zone.
        #expect(unfiltered.status == 0)
    }

    /// `Mo-Su HH:MM-HH:MM` from an hour before to an hour after the wall time in `zone` now.
    private static func hourAround(now zone: String) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: zone)!
        let parts = calendar.dateComponents([.hour, .minute], from: Date())
        let minute = parts.hour! * 60 + parts.minute!
        func clock(_ value: Int) -> String {
            let wrapped = (value + 1440) % 1440
            return String(format: "%02d:%02d", wrapped / 60, wrapped % 60)
        }
        return "Mo-Su \(clock(minute - 60))-\(clock(minute + 60))"
    }

    private static func names(_ result: OutingsBinary.Result) throws -> [String?] {
        try #require(try result.json() as? [[String: Any]], "\(result.stderr)").map { $0["name"] as? String }
    }
}
