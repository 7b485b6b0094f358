import Foundation
import Testing

@Suite(.serialized)
struct ImportAndStoreAcceptanceTests {
    private let goodPlaces =
        #"{"places":{"place":[{"place_id":"p1","_content":"Paris, France"}]},"stat":"ok"}"#

    @Test(arguments: [
        (#"{"photos":{"photo":[{"id":"1"},"#, "not valid JSON"),
        (
            #"{"stat":"fail","code":100,"message":"Invalid API Key"}"#,
            "Flickr reported a failure (code 100): Invalid API Key"
        ),
        (#"{"photos":{"photo":[{"id":"2"},{"id":"3","title":[]}]}}"#, "photos.photo[1].title"),
        (#"{"users":[]}"#, "expected a \"photos\" or \"places\" response"),
    ])
    func badFlickrJSONExits65AndImportsNothing(json: String, message: String) throws {
        let cli = try OutingsBinary()
        try cli.run(["photos", "import", try cli.file("good.json", goodPlaces)])

        let result = try cli.run(["photos", "import", try cli.file("bad.json", json)])

        #expect(result.status == 65)
        #expect(result.stderr.contains(message))
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(try cli.run(["photos", "show", "2"]).status == 66)
        #expect(try cli.run(["places"]).stdout == "France\n  p1  Paris — France\n")
    }

    @Test func importReadsStandardInputAndReimportingUpdates() throws {
        let cli = try OutingsBinary()
        try cli.run(["photos", "import", "-"], stdin: #"[{"id":7,"title":"Before","place_id":"p"}]"#)

        let again = try cli.run(
            ["photos", "import", "-"], stdin: #"[{"id":"7","title":"After","place_id":"p"}]"#)

        #expect(again.status == 0)
        #expect(try cli.run(["places", "photos", "p"]).stdout == "7  After\n")
    }

    @Test func aMissingFileExits66() throws {
        let result = try OutingsBinary().run(["photos", "import", "/no/such/file.json"])

        #expect(result.status == 66)
        #expect(result.stderr == "outings: no such file: /no/such/file.json\n")
    }

    @Test func aCorruptStoreExits74AndIsLeftUntouched() throws {
        let cli = try OutingsBinary()
        let path = try cli.file("broken.sqlite", String(repeating: "not a database ", count: 300))
        let before = FileManager.default.contents(atPath: path)

        let result = try cli.run(["--store", "sqlite:\(path)", "attractions", "list"])

        #expect(result.status == 74)
        #expect(result.stderr.hasPrefix("outings: store is corrupt or not an Outings store"))
        #expect(FileManager.default.contents(atPath: path) == before)
    }

    @Test func theStoreVariableAndOptionChooseTheBackend() throws {
        let cli = try OutingsBinary()
        let custom = cli.home.appendingPathComponent("custom.sqlite").path

        try cli.run(
            ["attractions", "add", "--name", "Via variable"],
            environment: ["OUTINGS_STORE": "sqlite:\(custom)"])
        let viaOption = try cli.run(["--store", "sqlite:\(custom)", "attractions", "list"])
        let inMemory = try cli.run(["attractions", "add", "--name", "Gone", "--store", "memory:"])
        let xdg = try cli.run(
            ["attractions", "add", "--name", "XDG"],
            environment: ["XDG_DATA_HOME": cli.home.appendingPathComponent("xdg").path])

        #expect(viaOption.stdout.contains("Via variable"))
        #expect(inMemory.status == 0)
        #expect(xdg.status == 0)
        #expect(
            FileManager.default.fileExists(
                atPath: cli.home.appendingPathComponent("xdg/outings/outings.sqlite").path))
        #expect(!FileManager.default.fileExists(atPath: cli.storePath))
    }

    @Test func terminalTextNeutralisesEscapesButJSONKeepsThem() throws {
        let cli = try OutingsBinary()
        try cli.run(
            ["photos", "import", "-"], stdin: #"[{"id":"e","title":"Hi\u001b[2J there","place_id":"p"}]"#)

        let text = try cli.run(["photos", "show", "e"])
        let json = try #require(try cli.run(["photos", "show", "e", "--json"]).json() as? [String: Any])

        #expect(!text.stdout.contains("\u{1B}"))
        #expect(text.stdout.hasPrefix("Hi\u{FFFD}[2J there"))
        #expect(json["title"] as? String == "Hi\u{1B}[2J there")
    }
}
