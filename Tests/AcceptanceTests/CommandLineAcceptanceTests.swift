import Foundation
import TestSupport
import Testing

/// The sample guide and place photos through the built binary.
@Suite(.serialized)
struct CommandLineAcceptanceTests {
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
                "id", "name", "type", "inside", "description", "website", "ages", "cost", "hours", "address",
                "latitude", "longitude", "tags", "position", "version",
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
