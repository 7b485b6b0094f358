import Foundation
import TestSupport
import Testing

/// A refresh fetches Flickr's licence list and the CLI names licences from it: the fake Flickr
/// names ids 0-16 "Fake licence N" (so its names cannot come from the built-in table), with no
/// URL for 0, https://licences.example/N/ for 1-10 and a creativecommons.org deed for 11-16;
/// photo N has licence N mod 18.
@Suite(.serialized)
struct FlickrLicenceRefreshAcceptanceTests {
    private func refresh(_ cli: OutingsBinary, _ server: FakeFlickrServer, key: String) throws
        -> OutingsBinary.Result
    {
        try cli.run(
            ["places", "photos", "big.place", "--refresh", "--limit", "40"],
            environment: ["OUTINGS_FLICKR_URL": server.baseURL.absoluteString, "FLICKR_API_KEY": key])
    }

    private func shown(_ cli: OutingsBinary, _ number: Int) throws -> [String: Any] {
        try #require(
            try cli.run(["photos", "show", "big.place-\(number)", "--json"]).json() as? [String: Any])
    }

    @Test func theFetchedNamesAreStoredAndShownInTextAndJSON() throws {
        let server = try FakeFlickrServer()
        let cli = try OutingsBinary()

        let refreshed = try refresh(cli, server, key: "key")
        let fourth = try shown(cli, 4)
        let eighteenth = try shown(cli, 18)
        let text = try cli.run(["photos", "show", "big.place-13"])
        let unknown = try cli.run(["photos", "show", "big.place-17"])

        #expect(refreshed.status == 0 && refreshed.stderr.isEmpty, "\(refreshed.stderr)")
        #expect(fourth["licenseName"] as? String == "Fake licence 4")
        #expect(fourth["licenseURL"] as? String == "https://licences.example/4/")
        #expect(
            eighteenth["license"] as? String == "0"
                && eighteenth["licenseName"] as? String == "Fake licence 0")
        #expect(eighteenth["licenseURL"] is NSNull)
        #expect(text.stdout.contains("Credit: Photo 13 by Fake Flickr (Fake licence 13)\n"), "\(text.stdout)")
        #expect(unknown.stdout.contains("Credit: Photo 17 by Fake Flickr (licence 17)\n"))
        #expect(try SQLiteShell.run(cli.storePath, "SELECT count(*) FROM photo_licenses") == "17\n")
        #expect(try cli.run(["check"]).stdout == "ok\n")
    }

    /// Ids the documented table knows (1-10 permit reuse, 0 does not) keep its rule whatever
    /// their fetched URL; the fake's others (11-16) link creativecommons.org, so they permit it.
    @Test func licenseKeepsThePhotosWhoseFetchedLicencePermitsReuse() throws {
        let server = try FakeFlickrServer()
        let cli = try OutingsBinary()
        #expect(try refresh(cli, server, key: "key").status == 0)

        let listed = try cli.run(["places", "photos", "big.place", "--license", "--limit", "40", "--json"])

        let ids = try #require(listed.json() as? [[String: Any]]).compactMap { $0["id"] as? String }
        let expected = (1...40).filter { (1...16).contains($0 % 18) }.map { "big.place-\($0)" }
        #expect(Set(ids) == Set(expected) && ids.count == expected.count, "\(ids)")
    }

    @Test func aFailingLicenceFetchStillRefreshesAndSaysWhichNamesAreKept() throws {
        let server = try FakeFlickrServer()
        let cli = try OutingsBinary()
        let failure =
            "could not fetch Flickr's licences (Flickr reported an error 105: \u{FFFD}[2JService currently unavailable)"

        let first = try refresh(cli, server, key: "licences-down")
        let documented = try shown(cli, 4)
        #expect(try refresh(cli, server, key: "key").status == 0)
        let second = try refresh(cli, server, key: "licences-down")
        let kept = try shown(cli, 4)

        #expect(first.status == 0, "\(first.stderr)")
        #expect(
            first.stderr == "outings: warning: \(failure); credits keep the licence names Flickr documents\n")
        #expect(documented["licenseName"] as? String == "CC BY 2.0")
        #expect(second.status == 0, "\(second.stderr)")
        #expect(
            second.stderr == "outings: warning: \(failure); credits keep the licence names fetched before\n")
        #expect(kept["licenseName"] as? String == "Fake licence 4")
    }

    /// A stored name is Flickr text like a title: made safe on a terminal, exact in JSON.
    @Test func aHostileStoredNameCannotDriveTheTerminal() throws {
        let cli = try OutingsBinary()
        try cli.run(
            ["photos", "import", "-"],
            stdin: #"[{"id":"9","title":"T","owner":"1@N01","ownername":"Ana","license":"4","place_id":"p"}]"#
        )
        _ = try SQLiteShell.run(
            cli.storePath, "INSERT INTO photo_licenses VALUES ('4', 'Red' || char(27) || '[31m', NULL, 0)")

        let shown = try cli.run(["photos", "show", "9"])
        let json = try #require(try cli.run(["photos", "show", "9", "--json"]).json() as? [String: Any])

        #expect(shown.stdout.contains("Credit: T by Ana (Red\u{FFFD}[31m)\n"), "\(shown.stdout)")
        #expect(!shown.stdout.contains("\u{1B}"))
        #expect(json["licenseName"] as? String == "Red\u{1B}[31m")
    }
}
