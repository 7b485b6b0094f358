import Foundation
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
}
