import Foundation
import Testing

/// `photos near LAT,LON` lists the stored geotagged photos by distance, and `photos show` says
/// where a photo was taken. Expected distances were worked out apart from Outings (haversine on
/// the mean Earth radius, 6,371,008.8 m) from the sample's coordinates.
@Suite(.serialized)
struct PhotosNearAcceptanceTests {
    /// The sample's "Museum of Discovery dome" (53302240289) is at 40.58506,-105.052817.
    private static let museum = "40.58506,-105.052817"

    private func demo() throws -> OutingsBinary {
        let cli = try OutingsBinary()
        #expect(try cli.run(["demo"]).status == 0)
        return cli
    }

    @Test func theSamplesPhotosAreListedNearestFirstWithDistanceTitlePlaceAndID() throws {
        let cli = try demo()

        let result = try cli.run(["photos", "near", Self.museum, "--limit", "3"])

        #expect(result.status == 0)
        #expect(
            result.stdout == """
                0 m  Museum of Discovery dome — Fort Collins  (53302240289)
                1.6 km  CSU Oval in autumn — Fort Collins  (53302498607)
                2.3 km  Poudre River tubing — Fort Collins  (53302186047)

                """)
    }

    /// On a terminal the rows are columns fitted to its width, the distance right-aligned; when
    /// they do not fit the id goes first (as in the other lists), and the place after it.
    @Test func onATerminalTheRowsAreColumnsThatFit() throws {
        let cli = try demo()
        let environment = ["HOME": cli.home.path, "PATH": "/usr/bin:/bin"]
        let arguments = ["photos", "near", Self.museum, "--limit", "2"]

        let wide = try PseudoTerminal().run(arguments, width: 80, environment: environment)
        let narrow = try PseudoTerminal().run(arguments, width: 40, environment: environment)

        #expect(
            wide.lines == [
                "   0 m  Museum of Discovery dome  Fort Collins  53302240289",
                "1.6 km  CSU Oval in autumn        Fort Collins  53302498607",
            ])
        #expect(narrow.lines == ["   0 m  Museum of Discovery dome", "1.6 km  CSU Oval in autumn"])
    }

    @Test func jsonGivesTheListsKeysAndTheDistanceInMetresWithinTheGivenDistance() throws {
        let cli = try demo()

        let result = try cli.run(["photos", "near", "40.58506, -105.052817", "--within", "2km", "--json"])
        let photos = try #require(try result.json() as? [[String: Any]])

        #expect(result.status == 0)
        #expect(photos.map { $0["id"] as? String } == ["53302240289", "53302498607"])
        #expect(abs((photos.last?["distance"] as? Double ?? 0) - 1611.6) < 0.5)
        #expect(
            Set(photos.first?.keys.map { $0 } ?? [])
                == ["id", "title", "subtitle", "owner", "placeID", "url", "pageURL", "distance"])
    }

    @Test(arguments: [("500m", 1), ("1.7km", 2), ("2500m", 3)])
    func withinKeepsOnlyThePhotosAtMostThatFar(within: String, count: Int) throws {
        let cli = try demo()

        let result = try cli.run(["photos", "near", Self.museum, "--within", within, "--json"])

        #expect((try result.json() as? [Any])?.count == count)
    }

    @Test func noneWithinIsAnEmptyListAndSuccess() throws {
        let cli = try demo()

        let text = try cli.run(["photos", "near", "0,0", "--within", "5km"])
        let json = try cli.run(["photos", "near", "0,0", "--within", "5km", "--json"])

        #expect(text.status == 0 && json.status == 0)
        #expect(text.stdout == "No geotagged photos within 5.0 km of 0.00000, 0.00000.\n")
        #expect((try json.json() as? [Any])?.isEmpty == true)
    }

    /// 179.95 and -179.95 are both near -179.9 (16.7 km and 5.6 km); the photo without a position
    /// is never listed; a hostile title cannot drive the terminal.
    @Test func photosAcrossTheAntimeridianAreNearAndHostileTitlesAreNeutralised() throws {
        let cli = try OutingsBinary()
        let photos =
            #"[{"id":"east","title":"East \u001b[2J","latitude":"0","longitude":"179.95","accuracy":"3","place_id":"p"},"#
            + #"{"id":"west","title":"West","latitude":"0","longitude":"-179.95","accuracy":"3","place_id":"p"},"#
            + #"{"id":"nowhere","title":"Nowhere","place_id":"p"}]"#
        #expect(try cli.run(["photos", "import", "-"], stdin: photos).status == 0)

        let result = try cli.run(["photos", "near", "0,-179.9", "--within", "20km"])

        #expect(
            result.stdout == """
                5.6 km  West — p  (west)
                17 km  East \u{FFFD}[2J — p  (east)

                """)
        #expect(!result.stdout.contains("\u{1B}"))
    }

    @Test(arguments: [
        ["40.5853"], ["40.5853,-105.0844,1"], ["nan,0"], ["91,0"], ["0,181"], ["1e1,2"],
        ["40.5853;-105.0844"],
        ["0,0", "--within", "5"], ["0,0", "--within", "-5km"], ["0,0", "--within", "5 mi"],
        ["0,0", "--limit", "0"], ["0,0", "--limit", "1001"], ["0,0", "--limit", "x"],
    ])
    func badInputIsExit64WithOneLineAndLeavesTheStoreUntouched(arguments: [String]) throws {
        let cli = try demo()
        let before = try Data(contentsOf: URL(fileURLWithPath: cli.storePath))
        let fresh = try OutingsBinary()

        let result = try cli.run(["photos", "near"] + arguments)
        let onFreshHome = try fresh.run(["photos", "near"] + arguments)

        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stderr.contains("expected") || result.stderr.contains("--limit needs a whole number"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: cli.storePath)) == before)
        #expect(onFreshHome.status == 64)
        #expect(!FileManager.default.fileExists(atPath: fresh.storePath))
    }

    @Test func showSaysWhereThePhotoWasTakenAndHowFarFromItsPlacesCentre() throws {
        let cli = try demo()

        let text = try cli.run(["photos", "show", "53302240289"])
        let json = try #require(
            try cli.run(["photos", "show", "53302240289", "--json"]).json() as? [String: Any])

        #expect(
            text.stdout.contains(
                "\nLocation: 40.58506, -105.05282 (Flickr accuracy 16), 2.6 km from the centre of Fort Collins\n"
            ))
        // Fort Collins' centre in the sample is 40.585,-105.084: 2,633.3 m away.
        #expect(abs((json["distanceFromPlaceCentre"] as? Double ?? 0) - 2633.3) < 0.5)
    }

    /// 0.1° of longitude on the equator from the place's centre: 11.1 km; the place's hostile name
    /// reaches the terminal neutralised.
    @Test func showNamesAHostilePlaceWithoutLettingItDriveTheTerminal() throws {
        let cli = try OutingsBinary()
        let place =
            #"{"places":{"place":[{"place_id":"p","_content":"Evil \u001b]0;owned\u0007, Land","#
            + #""latitude":"0","longitude":"0.2"}]}}"#
        let photo =
            #"[{"id":"1","title":"Pier","latitude":"0","longitude":"0.1","accuracy":"11","place_id":"p"}]"#
        #expect(try cli.run(["photos", "import", "-"], stdin: place).status == 0)
        #expect(try cli.run(["photos", "import", "-"], stdin: photo).status == 0)

        let text = try cli.run(["photos", "show", "1"])

        #expect(
            text.stdout.contains(
                "\nLocation: 0.00000, 0.10000 (Flickr accuracy 11), 11 km from the centre of Evil \u{FFFD}]0;owned\u{FFFD}\n"
            ))
        #expect(!text.stdout.contains("\u{1B}") && !text.stdout.contains("\u{07}"))
    }

    @Test func showOfAPhotoNotGeotaggedSaysSoAndHasANullDistance() throws {
        let cli = try OutingsBinary()
        #expect(
            try cli.run(["photos", "import", "-"], stdin: #"[{"id":"9","title":"Bare","place_id":"p"}]"#)
                .status == 0)

        let text = try cli.run(["photos", "show", "9"])
        let json = try #require(try cli.run(["photos", "show", "9", "--json"]).json() as? [String: Any])

        #expect(text.stdout.hasSuffix("\nLocation: not geotagged\n"))
        #expect(json["distanceFromPlaceCentre"] is NSNull)
    }
}
