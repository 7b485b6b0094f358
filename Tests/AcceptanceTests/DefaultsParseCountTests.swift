import Foundation
import OutingsApp
import OutingsAppTestSupport
import Persistence
import TestSupport
import Testing

/// A command decodes the defaults plist at most once, a read and a write alike: decoding is most
/// of what a plist command costs. Commands run in process, so `PlistParseCount`, which counts
/// where the bytes are decoded, sees every parse the command made.
struct DefaultsParseCountTests {
    private let folder: TemporaryFolder
    private let plistPath: String

    init() throws {
        folder = try TemporaryFolder()
        plistPath = folder.path("guide.plist")
    }

    private var environment: [String: String] {
        [
            "HOME": folder.url.path, "XDG_CONFIG_HOME": folder.url.path,
            "XDG_DATA_HOME": folder.path("data"), "XDG_CACHE_HOME": folder.path("cache"),
        ]
    }

    /// Runs one command on the suite and returns what it printed and how many parses it made.
    @discardableResult
    private func run(_ arguments: [String]) throws -> (output: String, parses: Int) {
        let console = ConsoleSpy()
        let before = PlistParseCount.of(plistPath: plistPath)
        let status = Outings.run(
            arguments: arguments + ["--store", "defaults:guide"], environment: environment, console: console)
        try #require(status == 0, "\(arguments): \(console.errors)")
        return (console.output, PlistParseCount.of(plistPath: plistPath) - before)
    }

    /// A suite with three attractions, two places and photos, and one recent.
    private func seededSuite() throws -> (attractionID: String, photoID: String) {
        let response = """
            {"photos": {"page": 1, "pages": 1, "photo": [
              {"id": "101", "title": "Fountain", "place_id": "p1", "dateupload": "1700000000",
               "farm": 66, "server": "65281", "secret": "abc", "tags": "kids water"},
              {"id": "102", "title": "Slide", "place_id": "p2", "dateupload": "1700000100"}]},
             "stat": "ok"}
            """
        let file = folder.path("photos.json")
        try Data(response.utf8).write(to: URL(fileURLWithPath: file))
        try run(["photos", "import", file])
        let added = try run(["attractions", "add", "--name", "Zoo", "--json"]).output
        try run(["attractions", "add", "--name", "Museum"])
        try run(["attractions", "add", "--name", "Farm"])
        try run(["photos", "show", "102"])
        let attraction = try JSONSerialization.jsonObject(with: Data(added.utf8)) as? [String: Any]
        return (try #require(attraction?["id"] as? String), "101")
    }

    @Test(arguments: [
        ["attractions", "show", "ID"], ["attractions", "list"], ["attractions", "list", "--json"],
        ["places"], ["places", "photos", "p1"], ["photos"], ["recents"], ["check"],
    ])
    func aReadCommandParsesThePlistOnce(command: [String]) throws {
        let (id, _) = try seededSuite()

        let (output, parses) = try run(command.map { $0 == "ID" ? id : $0 })

        #expect(parses == 1)
        #expect(!output.isEmpty)
    }

    @Test(arguments: [
        ["attractions", "edit", "ID", "--type", "Zoo", "--json"], ["attractions", "add", "--name", "Park"],
        ["attractions", "move", "ID", "--to", "3"], ["attractions", "remove", "ID", "--yes"],
        ["photos", "show", "PHOTO"], ["recents", "clear"],
    ])
    func aWriteCommandParsesThePlistOnce(command: [String]) throws {
        let (id, photoID) = try seededSuite()
        let before = try Data(contentsOf: URL(fileURLWithPath: plistPath))

        let (_, parses) = try run(command.map { $0 == "ID" ? id : $0 == "PHOTO" ? photoID : $0 })

        #expect(parses == 1)
        // The command did write: the parse it saved was not skipped by skipping the write.
        #expect(try Data(contentsOf: URL(fileURLWithPath: plistPath)) != before)
    }

    /// The store keeps the last document it read, but another process's write must still be seen:
    /// a second store (as another process would) changes the file between two reads of the first.
    @Test func aStoreSeesAChangeMadeByAnotherStoreBetweenItsReads() throws {
        let (id, _) = try seededSuite()
        let reader = try PropertyListStore(suiteName: "guide", environment: environment, access: .readOnly)
        let writer = try PropertyListStore(suiteName: "guide", environment: environment)
        let first = try #require(try reader.attraction(id: id))

        try writer.move(id: id, to: 3)
        let second = try #require(try reader.attraction(id: id))

        #expect(first.position == 1)
        #expect(second.position == 3)
        #expect(try reader.attractions().map(\.name) == ["Museum", "Farm", "Zoo"])
    }
}
