import Foundation
import OutingsApp
import TestSupport
import Testing

@Suite(.serialized)
struct CommandLineTests {
    @Test func versionAndHelpPrintAndSucceed() throws {
        let home = try TemporaryFolder()
        let version = ConsoleSpy()
        let help = ConsoleSpy()

        let versionStatus = Outings.run(
            arguments: ["--version"], environment: ["HOME": home.url.path], console: version)
        let helpStatus = Outings.run(
            arguments: ["--help"], environment: ["HOME": home.url.path], console: help)

        #expect(versionStatus == 0)
        #expect(version.output.hasPrefix("outings "))
        #expect(helpStatus == 0)
        #expect(help.output.contains("attractions move ID"))
        #expect(version.errors.isEmpty && help.errors.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.url.path).isEmpty)
    }

    /// Every command in the catalog (so a new one is covered without editing this list), in
    /// process: help needs no store and no child process.
    @Test(arguments: CommandCatalog.allWords)
    func everyCommandHasHelp(words: [String]) throws {
        let home = try TemporaryFolder()
        let console = ConsoleSpy()

        let status = Outings.run(
            arguments: words + ["--help"], environment: ["HOME": home.url.path], console: console)

        #expect(status == 0)
        #expect(console.output.hasPrefix("Usage: outings \(words.joined(separator: " "))"))
        #expect(console.errors.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.url.path).isEmpty)
    }

    @Test(arguments: [
        (["place"], "unknown command 'place', did you mean 'places'?"),
        (["places", "--jsn"], "unknown option --jsn for 'outings places', did you mean --json?"),
        (["attractions", "lst"], "unknown subcommand 'lst' of 'outings attractions', did you mean 'list'?"),
        (["photos", "show"], "missing PHOTO_ID"),
        (["photos", "show", "1", "2"], "unexpected argument '2'"),
        (["places", "photos", "p", "--limit", "many"], "--limit needs a whole number"),
        (["recents", "show", "first"], "recents show needs a number"),
        (["attractions", "move", "x"], "move needs --to POSITION"),
        (["--store", "ftp://x", "places"], "unknown store scheme 'ftp'"),
        (["--store"], "--store needs a value"),
    ])
    func usageErrorsAreOneLineWithExit64(arguments: [String], message: String) throws {
        // A temporary HOME, never the real one: a usage error must neither read nor create a store
        // (nor read the account's configuration file).
        let home = try TemporaryFolder()
        let console = ConsoleSpy()

        let status = Outings.run(
            arguments: arguments, environment: ["HOME": home.url.path], console: console)

        #expect(status == 64)
        #expect(console.errors.contains(message))
        #expect(console.errors.split(separator: "\n").count == 1)
        #expect(console.output.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.url.path).isEmpty)
    }

    /// Each handler checks its options before it opens the store: a usage (or missing key) error
    /// creates no store, records nothing, and is one line.
    static let optionErrors: [([String], Int32)] = [
        (["photos", "show", "1", "--size", "huge"], 64),
        (["recents", "show", "first"], 64),
        (["recents", "show", "1", "--size", "huge"], 64),
        (["photos", "open", "1", "--timeout", "0"], 64),
        (["recents", "open", "0"], 64),
        (["photos", "download", "1", "--timeout", "abc"], 64),
        (["places", "photos", "p", "--limit", "-1"], 64),
        (["places", "--refresh", "--api-key", "k", "--api-key-file", "f"], 64),
        (["places", "photos", "p", "--refresh"], 78),
        (["transfer", "--from", "memory:"], 64),
        (["attractions", "move", "some-id", "--to", "0"], 64),
        (["attractions", "add", "--name", "Zoo", "--inside", "--outside"], 64),
        (["attractions", "edit", "some-id", "--inside", "--outside"], 64),
    ]

    @Test(arguments: optionErrors)
    func optionErrorsComeBeforeTheStoreIsCreated(arguments: [String], status: Int32) throws {
        let home = try TemporaryFolder()
        let console = ConsoleSpy()

        let result = Outings.run(arguments: arguments, environment: ["HOME": home.url.path], console: console)

        #expect(result == status)
        #expect(console.errors.hasPrefix("outings: "))
        let lines = console.errors.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.url.path).isEmpty)
    }

    @Test func demoLoadsTheSampleOnceAndListsSortedPlaces() throws {
        let cli = try OutingsBinary()

        let demo = try cli.run(["demo"])
        try cli.run(["demo"])
        let places = try cli.run(["places", "--json"])
        let attractions = try cli.run(["attractions", "list", "--json"])

        #expect(demo.status == 0)
        #expect(demo.stdout.contains("outings places"))
        let rows = try #require(try places.json() as? [[String: String]])
        // By country (France, United Kingdom, United States), then by name within.
        #expect(rows.map { $0["title"] } == ["Paris", "London", "Fort Collins", "San Francisco"])
        #expect(rows.map { $0["country"] } == ["France", "United Kingdom", "United States", "United States"])
        #expect(rows.first.map { Set($0.keys) } == ["id", "name", "title", "subtitle", "country"])
        #expect(rows.first?["subtitle"] == "Ile-de-France, France")
        let list = try #require(try attractions.json() as? [[String: Any]])
        #expect(list.count == 12)
        #expect(
            list.first.map { Set($0.keys) } == [
                "id", "name", "type", "inside", "description", "website", "position", "version",
            ])
        #expect(FileManager.default.fileExists(atPath: cli.storePath))
    }

    @Test func placePhotosDefaultToFiftyAndHonourTheLimit() throws {
        let cli = try OutingsBinary()
        let photos = (1...60).map {
            #"{"id":"\#($0)","title":"p\#($0)","place_id":"big","dateupload":"\#($0)"}"#
        }
        let file = try cli.file(
            "big.json", #"{"photos":{"photo":[\#(photos.joined(separator: ","))]},"stat":"ok"}"#)
        try cli.run(["photos", "import", file])

        let all = try #require(try cli.run(["places", "photos", "big", "--json"]).json() as? [[String: Any]])
        let three = try #require(
            try cli.run(["places", "photos", "big", "--limit", "3", "--json"]).json() as? [[String: Any]])
        let unknown = try cli.run(["places", "photos", "nowhere"])

        #expect(all.count == 50)
        #expect(three.map { $0["id"] as? String } == ["60", "59", "58"])
        #expect(
            Set(three.first?.keys ?? [:].keys) == [
                "id", "title", "subtitle", "owner", "placeID", "url", "pageURL",
            ])
        #expect(unknown.status == 66)
    }
}
