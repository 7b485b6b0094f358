import Foundation
import TestSupport
import Testing

/// A Flickr that trickles, inflates, or answers more than asked: the refresh ends by --timeout,
/// refuses what is too large with 76, and writes nothing.
@Suite(.serialized)
struct HostileFlickrAcceptanceTests {
    private func refresh(_ cli: OutingsBinary, _ server: FakeFlickrServer, key: String, _ words: [String])
        throws -> OutingsBinary.Result
    {
        // A watchdog, not a timed assertion: without the fix these runs take minutes or never end.
        try cli.run(
            ["timeout", "-s", "KILL", "100", OutingsBinary.executable.path] + words + ["--refresh"],
            environment: ["OUTINGS_FLICKR_URL": server.baseURL.absoluteString, "FLICKR_API_KEY": key],
            executable: URL(fileURLWithPath: "/usr/bin/env"))
    }

    @Test(arguments: [["places"], ["places", "photos", "big.place"]])
    func aServerThatTricklesIsCutOffAtTheTimeoutWith69(words: [String]) throws {
        let server = try FakeFlickrServer()
        let cli = try OutingsBinary()

        let result = try refresh(cli, server, key: "trickle", words + ["--timeout", "2"])

        #expect(result.status == 69)
        #expect(result.stderr == "outings: Flickr did not answer within 2 seconds\n")
        #expect(try cli.run(["places"]).stdout.hasPrefix("No places yet"))
    }

    @Test(arguments: ["gzip-bomb", "huge-body"])
    func aBodyOverSixtyFourMegabytesIsRefusedWith76(key: String) throws {
        let server = try FakeFlickrServer()
        let cli = try OutingsBinary()

        let result = try refresh(cli, server, key: key, ["places", "--timeout", "90"])

        #expect(result.status == 76)
        #expect(result.stderr == "outings: Flickr sent a response larger than 64 MB; refused\n")
        #expect(try cli.run(["places"]).stdout.hasPrefix("No places yet"))
    }

    @Test func aPlaceIdWithQueryCharactersReachesFlickrExactly() throws {
        let server = try FakeFlickrServer()
        let cli = try OutingsBinary()
        let placeID = "a+b c&d=e#f%20g/é"

        let result = try refresh(cli, server, key: "k+&=", ["places", "photos", placeID])

        // The fake knows no such place, so the listing afterwards finds nothing (66); the request is the point.
        #expect(result.status == 66, "\(result.stderr)")
        let request = try #require(try server.requests().first)
        #expect(request["place_id"] == placeID)
        #expect(request["api_key"] == "k+&=")
    }
}
