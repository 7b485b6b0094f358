import Foundation
import Testing

/// `GET /api/attractions?...` and `outings attractions list --json ...` give the same attractions in
/// the same order on the same store: both read their filters through one parser.
@Suite(.serialized) struct WebAttractionFilterTests {
    static let zone = ["OUTINGS_TIMEZONE": "America/Denver"]

    /// Demo attractions by list number, given choices with the CLI before the queries.
    static let choices: [(number: String, options: [String])] = [
        (
            "1",
            [
                "--ages", "0-12", "--cost", "10 USD", "--hours", "Tu-Su 10:00-17:00", "--location",
                "40.5875,-105.075", "--tag", "restrooms",
            ]
        ),
        (
            "2",
            [
                "--ages", "all", "--cost", "free", "--hours", "24/7", "--location", "40.58,-105.095", "--tag",
                "playground",
            ]
        ),
        (
            "3",
            [
                "--ages", "3+", "--cost", "free", "--hours", "Sa,Su 09:00-12:00", "--location",
                "40.5853,-105.0844", "--tag", "playground", "--tag", "restrooms",
            ]
        ),
    ]

    static let queries: [(query: String, options: [String])] = [
        ("age=4", ["--age", "4"]),
        ("free=1", ["--free"]),
        ("max-cost=10%20USD", ["--max-cost", "10 USD"]),
        ("open-at=2026-12-05T11:00", ["--open-at", "2026-12-05T11:00"]),
        ("inside=1", ["--inside"]),
        ("outside=1&tag=playground", ["--outside", "--tag", "playground"]),
        ("tag=playground&tag=restrooms", ["--tag", "playground", "--tag", "restrooms"]),
        ("near=40.5853,-105.0844", ["--near", "40.5853,-105.0844"]),
        (
            "near=the%20farm%20at%20LEE%20martinez%20park&within=1500m",
            ["--near", "the farm at LEE martinez park", "--within", "1500m"]
        ),
        ("max-cost=%2410&open-at=sat%2010am", ["--max-cost", "$10", "--open-at", "sat 10am"]),
        ("search=DISCOVERY", ["--search", "DISCOVERY"]),
        // The household's children and places, set up before the queries.
        ("child=ana", ["--child", "ana"]),
        (
            "child=Ana&child=BEN&open-at=sat%2010am",
            ["--child", "Ana", "--child", "BEN", "--open-at", "sat 10am"]
        ),
        ("near=home&within=1500m", ["--near", "home", "--within", "1500m"]),
        ("child=Ben&near=Home", ["--child", "Ben", "--near", "Home"]),
        ("not-visited=1&free=1", ["--not-visited", "--free"]),
        ("search=museum&inside=1", ["--search", "museum", "--inside"]),
        (
            "age=4&free=1&open-at=sat%2010:00&near=40.5853,-105.0844&within=10km",
            [
                "--age", "4", "--free", "--open-at", "sat 10:00", "--near", "40.5853,-105.0844", "--within",
                "10km",
            ]
        ),
    ]

    @Test func theAPIGivesTheCLIsAttractionsInItsOrder() throws {
        let guide = try WebGuide(environment: Self.zone)
        let store = "sqlite:\(guide.storePath)"
        for (number, options) in Self.choices {
            #expect(
                try WebServerProcess.cli(
                    ["--store", store, "attractions", "edit", number] + options, home: guide.home) == 0)
        }
        for household in [
            ["child", "add", "Ana", "--born", "2022-06-01"], ["child", "add", "Ben", "--born", "2014-01-01"],
            ["place", "add", "Home", "--location", "40.58,-105.095"],
        ] {
            #expect(
                try WebServerProcess.cli(["--store", store, "household"] + household, home: guide.home) == 0)
        }
        // The household's visit, which both the CLI and the server (no members) read.
        #expect(
            try WebServerProcess.cli(
                ["--store", store, "attractions", "visited", "2", "--on", "2026-01-02"], home: guide.home)
                == 0)

        for (query, options) in Self.queries {
            let answer = try guide.client.get("/api/attractions?\(query)")
            let api = try #require(try answer.json() as? [[String: Any]], "\(query): \(answer.status)")
            let output = try WebServerProcess.cliOutput(
                ["--store", store, "attractions", "list", "--json"] + options, home: guide.home,
                environment: Self.zone)
            let cli = try #require(
                try JSONSerialization.jsonObject(with: output.stdout) as? [[String: Any]], "\(options)")
            #expect(answer.status == 200)
            #expect(!cli.isEmpty, "\(options)")
            #expect(api.map { $0["id"] as? String } == cli.map { $0["id"] as? String }, "\(query)")
        }
    }

    @Test func aBadFilterIs400WithOneError() throws {
        let guide = try WebGuide(environment: Self.zone)

        for query in [
            "age=x", "age=", "free=yes", "within=1km", "inside=1&outside=1", "age=3&age=4", "near=nowhere",
            "not-visited=yes",
        ] {
            let answer = try guide.client.get("/api/attractions?\(query)")
            #expect(answer.status == 400, "\(query)")
            let body = try answer.json() as? [String: Any]
            #expect((body?["error"] as? String)?.isEmpty == false, "\(query)")
        }
        #expect(
            (try guide.client.get("/api/attractions?age=x").json() as? [String: Any])?["error"] as? String
                == "age: expected an age in years, 0 to 99")
    }

    /// The zone is read at start-up: an unknown one stops the server as a bad setting does.
    @Test func anUnknownTimeZoneStopsTheStart() throws {
        let run = try WebServerProcess.runToExit(
            ["--store", "memory:"], environment: ["OUTINGS_TIMEZONE": "Mars/Olympus_Mons"])
        #expect(run.status == 64)
        #expect(
            run.stderr
                == "outings-web: OUTINGS_TIMEZONE must be a time zone name such as America/Denver or Europe/Berlin, not \"Mars/Olympus_Mons\"\n"
        )

        let home = try WebServerProcess.makeHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let config = home.appendingPathComponent("config")
        try FileManager.default.createDirectory(
            at: config.appendingPathComponent("outings"), withIntermediateDirectories: true)
        let file = config.appendingPathComponent("outings/config")
        try Data("timezone = Mars/Olympus_Mons\n".utf8).write(to: file)
        let fromFile = try WebServerProcess.runToExit(
            ["--store", "memory:"], environment: ["XDG_CONFIG_HOME": config.path])
        #expect(fromFile.status == 78)
        #expect(fromFile.stderr.hasPrefix("outings-web: \(file.path): timezone must be a time zone name"))
    }
}
