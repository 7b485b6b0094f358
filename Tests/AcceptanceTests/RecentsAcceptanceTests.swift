import Foundation
import Testing

@Suite(.serialized)
struct RecentsAcceptanceTests {
    private func makeCLIWithPhotos(_ count: Int) throws -> OutingsBinary {
        let cli = try OutingsBinary()
        let photos = (1...count).map {
            #"{"id":"\#($0)","title":"Photo \#($0)","description":{"_content":"d"},"farm":1,"server":"2","secret":"s","place_id":"p"}"#
        }
        let file = try cli.file(
            "photos.json", #"{"photos":{"photo":[\#(photos.joined(separator: ","))]},"stat":"ok"}"#)
        let imported = try cli.run(["photos", "import", file])
        #expect(imported.status == 0)
        #expect(imported.stdout.hasPrefix("Imported 0 places and \(count) photo"))
        return cli
    }

    private func recentIDs(_ cli: OutingsBinary) throws -> [String] {
        let list = try #require(try cli.run(["recents", "--json"]).json() as? [[String: Any]])
        return list.compactMap { $0["id"] as? String }
    }

    @Test func twentyFivePhotosShownLeaveTheTwentyMostRecentInOrder() throws {
        let cli = try makeCLIWithPhotos(25)

        for id in 1...25 {
            #expect(try cli.run(["photos", "show", "\(id)"]).status == 0)
        }

        #expect(try recentIDs(cli) == (6...25).reversed().map(String.init))
    }

    @Test func showingAPhotoAgainMovesItFirstWithoutDuplicating() throws {
        let cli = try makeCLIWithPhotos(3)
        for id in ["1", "2", "3", "1"] { try cli.run(["photos", "show", id]) }

        #expect(try recentIDs(cli) == ["1", "3", "2"])
    }

    @Test func photosShowPrintsTitleOwnerAndTheRequestedURL() throws {
        let cli = try makeCLIWithPhotos(1)

        let text = try cli.run(["photos", "show", "1"])
        let json = try #require(
            try cli.run(["photos", "show", "1", "--size", "square", "--json"]).json() as? [String: Any])
        try cli.run(["recents", "clear"])
        let badSize = try cli.run(["photos", "show", "1", "--size", "huge"])
        let missing = try cli.run(["photos", "show", "404"])
        let badOpen = try cli.run(["photos", "open", "1", "--size", "huge"])
        let badRecentSize = try cli.run(["recents", "show", "1", "--size", "huge"])

        #expect(
            text.stdout
                == "Photo 1\nd\nOwner: unknown\nCredit: Photo 1 by an unknown owner\n"
                + "URL: https://live.staticflickr.com/2/1_s_b.jpg\n"
                + "Page: none (the owner is not known)\nLocation: not geotagged\n")
        #expect(json["url"] as? String == "https://live.staticflickr.com/2/1_s_s.jpg")
        #expect(json["pageURL"] is NSNull)
        #expect(badSize.status == 64)
        #expect(
            badSize.stderr
                == "outings: --size must be one of square, large-square, thumbnail, small, medium, medium-640, "
                + "medium-800, large, original, not \"huge\"\n")
        #expect(badOpen.status == 64)
        #expect(badRecentSize.status == 64)
        // A usage error records nothing.
        #expect(try recentIDs(cli).isEmpty)
        #expect(missing.status == 66)
        #expect(missing.stderr == "outings: no photo with id 404\n")
    }

    @Test func recentsShowNumberShowsThatPhotoAndMovesItFirst() throws {
        let cli = try makeCLIWithPhotos(3)
        for id in ["1", "2", "3"] { try cli.run(["photos", "show", id]) }

        let shown = try cli.run(["recents", "show", "3", "--json"])
        let outOfRange = try cli.run(["recents", "show", "4"])

        #expect((try shown.json() as? [String: Any])?["id"] as? String == "1")
        #expect(try recentIDs(cli) == ["1", "3", "2"])
        #expect(outOfRange.status == 66)
        #expect(outOfRange.stderr.contains("choose 1...3"))
    }

    @Test func recentsClearEmptiesTheList() throws {
        let cli = try makeCLIWithPhotos(2)
        try cli.run(["photos", "show", "1"])

        let cleared = try cli.run(["recents", "clear"])
        let text = try cli.run(["recents"])

        #expect(cleared.status == 0)
        #expect(try recentIDs(cli).isEmpty)
        #expect(text.stdout.hasPrefix("No recently viewed photos."))
    }
}
