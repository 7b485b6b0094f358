import Foundation
import TestSupport
import Testing

/// Same resource, same answer: the JSON API and `outings ... --json` give equal photos (the same
/// image URLs, of the same size) for the same catalog, fetched from the fake Flickr server.
@Suite(.serialized) struct WebSameAnswerTests {
    @Test func theAPIAndTheCLIGiveEqualJSONForPlacePhotosRecentsAndOnePhoto() throws {
        let flickr = try FakeFlickrServer()
        let home = try WebServerProcess.makeHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let store = "sqlite:" + home.appendingPathComponent("guide.sqlite").path
        let environment = ["OUTINGS_FLICKR_URL": flickr.baseURL.absoluteString, "FLICKR_API_KEY": "k"]
        let refreshed = try WebServerProcess.cli(
            ["--store", store, "places", "photos", "big.place", "--refresh", "--limit", "5"], home: home,
            environment: environment)
        try #require(refreshed == 0)
        let server = try WebServerProcess(["--store", store], home: home)
        func cli(_ arguments: [String]) throws -> Any {
            let result = try WebServerProcess.cliOutput(
                ["--store", store] + arguments + ["--json"], home: home)
            try #require(result.status == 0, "\(arguments)")
            return try JSONSerialization.jsonObject(with: result.stdout)
        }

        let apiPlace = try server.client.get("/api/places/big.place/photos?limit=5").json()
        let cliPlace = try cli(["places", "photos", "big.place", "--limit", "5"])
        let apiPhoto = try server.client.get("/api/photos/big.place-2").json()
        let cliPhoto = try cli(["photos", "show", "big.place-2"])
        _ = try server.client.json("POST", "/api/recents", ["id": "big.place-3"])
        let apiRecents = try server.client.get("/api/recents").json()
        let cliRecents = try cli(["recents"])

        #expect((apiPlace as? NSArray) == (cliPlace as? NSArray))
        #expect((apiPhoto as? NSDictionary) == (cliPhoto as? NSDictionary))
        #expect((apiRecents as? NSArray) == (cliRecents as? NSArray))
        // The sizes, written out: a list gives squares (s), one photo the large image (b).
        let first = (apiPlace as? [[String: Any]])?.first
        #expect(first?["id"] as? String == "big.place-1")
        #expect(first?["url"] as? String == "https://live.staticflickr.com/65535/big.place-1_s0001_s.jpg")
        #expect(
            (apiPhoto as? [String: Any])?["url"] as? String
                == "https://live.staticflickr.com/65535/big.place-2_s0002_b.jpg")
        #expect(
            (apiRecents as? [[String: Any]])?.compactMap { $0["id"] as? String } == [
                "big.place-3", "big.place-2",
            ])
    }
}
