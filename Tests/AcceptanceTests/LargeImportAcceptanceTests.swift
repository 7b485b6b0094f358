import Foundation
import TestSupport
import Testing

/// `photos import` of files with more entries than one Flickr page (4,000), on every shared
/// backend: all of them land, or, when any entry is bad (the last one too), none do.
@Suite(.serialized)
struct LargeImportAcceptanceTests {
    private static let count = 5_000

    private func file(lastID: String) -> String {
        let photos = (0..<(Self.count - 1)).map { #"{"id":"\#($0)","title":"new","place_id":"p"}"# }
        return #"{"photos":{"photo":["# + photos.joined(separator: ",")
            + #",{"id":\#(lastID),"place_id":"p"}]},"stat":"ok"}"#
    }

    @Test(arguments: SharedStore.allCases)
    func moreEntriesThanOnePageAreImported(backend: SharedStore) throws {
        let cli = try OutingsBinary()
        let store = try backend.url(home: cli.home)

        let imported = try cli.run(
            ["photos", "import", "-", "--store", store], stdin: file(lastID: #""last""#))
        let shown = try cli.run(["photos", "show", "last", "--json", "--store", store])

        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout == "Imported 0 places and \(Self.count) photos.\n")
        #expect(shown.status == 0, "\(shown.stderr)")
    }

    @Test(arguments: SharedStore.allCases)
    func aBadLastEntryImportsNothing(backend: SharedStore) throws {
        let cli = try OutingsBinary()
        let store = try backend.url(home: cli.home)
        let before = try cli.run(
            ["photos", "import", "-", "--store", store], stdin: #"[{"id":"1","title":"old","place_id":"p"}]"#)

        let imported = try cli.run(["photos", "import", "-", "--store", store], stdin: file(lastID: "[]"))
        let kept = try cli.run(["photos", "show", "1", "--json", "--store", store]).json() as? [String: Any]
        let added = try cli.run(["photos", "show", "2", "--store", store])

        #expect(before.status == 0, "\(before.stderr)")
        #expect(imported.status == 65)
        #expect(imported.stderr.contains("photos.photo[\(Self.count - 1)].id"), "\(imported.stderr)")
        #expect(kept?["title"] as? String == "old")
        #expect(added.status == 66)
    }

    /// A store that writes each batch as it comes has no entry count of its own: more than the
    /// 200,000 entries Outings once took all land, counted by sqlite3.
    @Test func moreThan200000EntriesImportIntoSQLite() throws {
        let cli = try OutingsBinary()
        let count = 200_001
        let file = cli.home.appendingPathComponent("many.json")
        let entries = (0..<count).map { #"{"id":"\#($0)"}"# }.joined(separator: ",")
        try Data((#"{"photos":{"photo":["# + entries + #"]},"stat":"ok"}"#).utf8).write(to: file)
        let path = cli.home.appendingPathComponent("many.sqlite").path

        let imported = try cli.run(["photos", "import", file.path, "--store", "sqlite:" + path])

        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout == "Imported 0 places and 200001 photos.\n")
        #expect(
            try SQLiteShell.run(path, "SELECT count(*), min(id), max(id) FROM photos") == "200001|0|99999\n")
    }

    /// A store held in memory takes at most 20,000 entries at once; one more is exit 65 and
    /// nothing is saved.
    @Test func oneEntryOver20000IntoTheDefaultsStoreIsRefused() throws {
        let cli = try OutingsBinary()
        let store = try SharedStore.defaults.url(home: cli.home)
        let count = 20_001
        let file = cli.home.appendingPathComponent("many.json")
        try Data(("[" + (0..<count).map { #"{"id":"\#($0)"}"# }.joined(separator: ",") + "]").utf8).write(
            to: file)

        let imported = try cli.run(["photos", "import", file.path, "--store", store])
        let listed = try cli.run(["photos", "--json", "--store", store])

        #expect(imported.status == 65)
        #expect((try listed.json() as? [Any])?.isEmpty == true, "\(listed.stdout)\(listed.stderr)")
        #expect(
            imported.stderr
                == "outings: too large to import: it has more than the 20000 entries Outings imports at once "
                + "into a store held in memory (memory: or defaults:); import it into SQLite or PostgreSQL\n")
    }
}
