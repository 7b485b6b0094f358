import Foundation
import TestSupport
import Testing

/// A refresh asks Flickr for `license`, `owner_name` and `geo` and keeps what comes back: the
/// fake Flickr sends those fields only when asked, photo N with licence N mod 18 (17 is not
/// documented) and every fifth photo not geotagged (0, 0, accuracy 0); its licence list names them.
@Suite(.serialized)
struct FlickrCreditRefreshAcceptanceTests {
    @Test func aRefreshedPhotoKeepsItsLicenceOwnerNameAndPosition() throws {
        let server = try FakeFlickrServer()
        let cli = try OutingsBinary()
        let environment = ["OUTINGS_FLICKR_URL": server.baseURL.absoluteString, "FLICKR_API_KEY": "key"]

        let refreshed = try cli.run(
            ["places", "photos", "big.place", "--refresh", "--limit", "20"], environment: environment)
        let fourth = try #require(
            try cli.run(["photos", "show", "big.place-4", "--json"]).json() as? [String: Any])
        let fifth = try #require(
            try cli.run(["photos", "show", "big.place-5", "--json"]).json() as? [String: Any])
        let seventeenth = try cli.run(["photos", "show", "big.place-17"])

        #expect(refreshed.status == 0, "\(refreshed.stderr)")
        #expect(fourth["license"] as? String == "4" && fourth["licenseName"] as? String == "Fake licence 4")
        #expect(fourth["ownerName"] as? String == "Fake Flickr")
        #expect(fourth["latitude"] as? Double == 40.5 && fourth["longitude"] as? Double == -105.08)
        #expect(fourth["accuracy"] as? Int == 16)
        #expect(fifth["license"] as? String == "5")
        #expect(fifth["latitude"] is NSNull && fifth["longitude"] is NSNull && fifth["accuracy"] is NSNull)
        #expect(seventeenth.stdout.contains("Credit: Photo 17 by Fake Flickr (licence 17)\n"))
        let extras = try server.requests().compactMap { $0["extras"] }.first ?? ""
        #expect(Set(extras.split(separator: ",")).isSuperset(of: ["license", "owner_name", "geo"]))
    }

    @Test func aRefreshedPlaceKeepsItsCentre() throws {
        let server = try FakeFlickrServer()
        let cli = try OutingsBinary()
        let environment = ["OUTINGS_FLICKR_URL": server.baseURL.absoluteString, "FLICKR_API_KEY": "key"]

        let refreshed = try cli.run(["places", "--refresh"], environment: environment)
        let centres = try SQLiteShell.run(
            cli.storePath, "SELECT id, latitude, longitude FROM places ORDER BY id")
        let check = try cli.run(["check"])

        #expect(refreshed.status == 0, "\(refreshed.stderr)")
        #expect(
            centres
                == "7.MJR8tTVrIO1EgB|48.857|2.341\nbig.place|40.585|-105.084\nhVUWVhqbBZlZSrZU|51.506|-0.127\n"
        )
        #expect(check.stdout == "ok\n", "\(check.stderr)")
    }
}
