import Foundation
import Testing

/// `photos show` credits a photo "TITLE by OWNER NAME (LICENCE NAME)" in text and gives its
/// licence and owner name in `--json`; imports with or without the fields work.
@Suite(.serialized)
struct PhotoCreditAcceptanceTests {
    @Test func showCreditsThePhotoWithItsLicenceAndEscapesAHostileOwnerName() throws {
        let cli = try OutingsBinary()
        let photo =
            #"[{"id":"5","title":"Pier","owner":"1@N01","ownername":"Ana \u001b[2J","license":"5","#
            + #""latitude":"90","longitude":"-180","accuracy":"16","place_id":"p"}]"#
        #expect(try cli.run(["photos", "import", "-"], stdin: photo).status == 0)

        let text = try cli.run(["photos", "show", "5"])
        let json = try #require(try cli.run(["photos", "show", "5", "--json"]).json() as? [String: Any])

        #expect(text.stdout.contains("\nCredit: Pier by Ana \u{FFFD}[2J (CC BY-SA 2.0)\n"))
        #expect(!text.stdout.contains("\u{1B}"))
        #expect(json["license"] as? String == "5")
        #expect(json["licenseName"] as? String == "CC BY-SA 2.0")
        #expect(json["licenseURL"] as? String == "https://creativecommons.org/licenses/by-sa/2.0/")
        #expect(json["ownerName"] as? String == "Ana \u{1B}[2J")
        #expect(json["latitude"] as? Double == 90 && json["longitude"] as? Double == -180)
        #expect(json["accuracy"] as? Int == 16)
    }

    @Test func aPhotoImportedWithoutTheFieldsShowsWithoutALicence() throws {
        let cli = try OutingsBinary()
        #expect(
            try cli.run(["photos", "import", "-"], stdin: #"[{"id":"6","title":"Bare","place_id":"p"}]"#)
                .status == 0)

        let text = try cli.run(["photos", "show", "6"])
        let json = try #require(try cli.run(["photos", "show", "6", "--json"]).json() as? [String: Any])

        #expect(text.stdout.contains("\nCredit: Bare by an unknown owner\n"))
        #expect(json["license"] is NSNull && json["licenseName"] is NSNull && json["licenseURL"] is NSNull)
        #expect(json["ownerName"] as? String == "")
        #expect(json["latitude"] is NSNull && json["longitude"] is NSNull && json["accuracy"] is NSNull)
    }

    @Test func versionPrintsTheFlickrNotice() throws {
        let cli = try OutingsBinary()

        let version = try cli.run(["--version"])

        #expect(
            version.stdout.hasSuffix(
                "\nThis product uses the Flickr API but is not endorsed or certified by SmugMug, Inc.\n"))
    }

    @Test func placesPhotosWithLicenseKeepsOnlyReusablePhotos() throws {
        let cli = try OutingsBinary()
        let photos =
            #"[{"id":"a","place_id":"p","license":"0","dateupload":"3"},{"id":"b","place_id":"p","license":"4","dateupload":"2"},"#
            + #"{"id":"c","place_id":"p","dateupload":"1"},{"id":"d","place_id":"p","license":"10","dateupload":"0"}]"#
        #expect(try cli.run(["photos", "import", "-"], stdin: photos).status == 0)

        let all = try #require(try cli.run(["places", "photos", "p", "--json"]).json() as? [[String: Any]])
        let reusable = try #require(
            try cli.run(["places", "photos", "p", "--license", "--json"]).json() as? [[String: Any]])

        #expect(all.map { $0["id"] as? String } == ["a", "b", "c", "d"])
        #expect(reusable.map { $0["id"] as? String } == ["b", "d"])
    }
}
