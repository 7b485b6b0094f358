import Foundation
import TestSupport
import Testing

@Suite(.serialized)
struct FlickrRefreshAcceptanceTests {
    private let key = "my-private-flickr-key"

    private func environment(_ server: FakeFlickrServer, key: String? = nil) -> [String: String] {
        ["OUTINGS_FLICKR_URL": server.baseURL.absoluteString, "FLICKR_API_KEY": key ?? self.key]
    }

    @Test func refreshFetchesAndStoresSoLaterRunsWorkOffline() throws {
        let server = try FakeFlickrServer()
        let cli = try OutingsBinary()

        let places = try cli.run(["places", "--refresh"], environment: environment(server))
        let photos = try cli.run(
            ["places", "photos", "big.place", "--refresh", "--json"], environment: environment(server))
        let offlinePlaces = try cli.run(["places"])
        let offlinePhotos = try cli.run(["places", "photos", "big.place", "--limit", "600"])

        #expect(places.status == 0, "\(places.stderr)")
        #expect(
            places.stdout == """
                France
                  7.MJR8tTVrIO1EgB  Paris — Ile-de-France, France

                United Kingdom
                  hVUWVhqbBZlZSrZU  London — England, United Kingdom

                United States
                  big.place  Fort Collins — Colorado, United States

                """)
        #expect((try photos.json() as? [[String: Any]])?.count == 50)
        #expect(offlinePlaces.stdout == places.stdout)
        #expect(offlinePhotos.stdout.split(separator: "\n").count == 50)
        #expect(
            try server.requests().map { $0["method"] } == [
                "flickr.places.getTopPlacesList", "flickr.photos.licenses.getInfo", "flickr.photos.search",
                "flickr.photos.licenses.getInfo",
            ])
    }

    @Test func theLimitPagesThroughFlickrAndTheKeyCanComeFromTheOption() throws {
        let server = try FakeFlickrServer()
        let cli = try OutingsBinary()

        let result = try cli.run(
            ["places", "photos", "big.place", "--refresh", "--limit", "600", "--api-key", "option-key"],
            environment: ["OUTINGS_FLICKR_URL": server.baseURL.absoluteString])

        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.split(separator: "\n").count == 600)
        #expect(try server.requests().compactMap { $0["page"] } == ["1", "2", "3"])
        #expect(try server.requests().allSatisfy { $0["api_key"] == "option-key" })
    }

    @Test func withoutAKeyTheMessageSaysHowToGetOneAndExits78() throws {
        let result = try OutingsBinary().run(["places", "--refresh"])

        #expect(result.status == 78)
        #expect(result.stderr.contains("https://www.flickr.com/services/apps/create/"))
        #expect(result.stderr.contains("--api-key KEY or the FLICKR_API_KEY variable"))
    }

    @Test(arguments: [
        (
            "fail-key", [String](), Int32(76),
            "Flickr reported an error 100: Invalid API Key (Key has invalid format)"
        ),
        ("http-500", [], 69, "Flickr answered HTTP 500"),
        (
            "not-json", [], 76,
            "Flickr sent a response Outings cannot read: not valid JSON: it cannot be parsed"
        ),
        ("slow", ["--timeout", "1"], 69, "Flickr did not answer within 1 seconds"),
    ])
    func failuresAreOneLineAndWriteNothing(key: String, options: [String], status: Int32, message: String)
        throws
    {
        let server = try FakeFlickrServer()
        let cli = try OutingsBinary()
        try cli.run(
            ["photos", "import", "-"], stdin: #"{"places":{"place":[{"place_id":"old","_content":"Old"}]}}"#)

        let result = try cli.run(
            ["places", "--refresh"] + options, environment: environment(server, key: key))

        #expect(result.status == status)
        #expect(result.stderr == "outings: \(message)\n")
        #expect(result.stdout.isEmpty)
        #expect(try cli.run(["places"]).stdout == "Old\n  old  Old\n")
    }

    @Test func theKeyIsNeverPrintedNorStored() throws {
        let server = try FakeFlickrServer()
        let cli = try OutingsBinary()

        let outputs = [
            try cli.run(["places", "--refresh", "--json"], environment: environment(server)),
            try cli.run(["places", "photos", "big.place", "--refresh"], environment: environment(server)),
            try cli.run(["places", "--refresh"], environment: environment(server, key: "http-500")),
        ]
        let closed = try cli.run(
            ["places", "--refresh"],
            environment: ["OUTINGS_FLICKR_URL": "http://127.0.0.1:1/", "FLICKR_API_KEY": key])

        for result in outputs + [closed] {
            #expect(!result.stdout.contains(key))
            #expect(!result.stderr.contains(key))
        }
        #expect(closed.status == 69)
        let store = try #require(FileManager.default.contents(atPath: cli.storePath))
        #expect(store.range(of: Data(key.utf8)) == nil)
    }
}
