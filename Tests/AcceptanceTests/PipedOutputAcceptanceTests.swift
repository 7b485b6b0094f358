import Foundation
import TestSupport
import Testing

/// Piped, the output is what scripts have always read, whatever the environment says of a
/// terminal: no columns, no cutting, no short ids, no colour, no progress.
struct PipedOutputAcceptanceTests {
    /// What a terminal session would have set; none of it may change piped output.
    private let terminalLike = ["COLUMNS": "20", "TERM": "xterm-256color"]

    @Test func listsKeepTheirLinesWhateverTheWidth() throws {
        let cli = try OutingsBinary()
        try cli.run(["demo"])
        let name = "東京タワー and a name far longer than twenty columns 👍"
        try cli.run(["attractions", "add", "--name", name, "--type", "Tower", "--outside"])
        let ids = try #require(try cli.run(["attractions", "list", "--json"]).json() as? [[String: Any]])
            .compactMap { $0["id"] as? String }

        let places = try cli.run(["places"], environment: terminalLike)
        let attractions = try cli.run(["attractions", "list"], environment: terminalLike)

        #expect(
            places.stdout == """
                France
                  EsIQUYZXU79_kEA  Paris — Ile-de-France, France

                United Kingdom
                  kH8dLOubBZRvX_YZ  London — England, United Kingdom

                United States
                  0DaqzcBWVLrQ  Fort Collins — Colorado, United States
                  jVeCS8pQUL8PV4  San Francisco — California, United States

                """)
        let lines = attractions.stdout.split(separator: "\n").map(String.init)
        #expect(ids.count == 13)
        #expect(lines.first == "1. Fort Collins Museum of Discovery (Museum, inside)  id \(ids[0])")
        #expect(lines.last == "13. \(name) (Tower, outside)  id \(ids[12])")
        #expect(places.stderr.isEmpty && attractions.stderr.isEmpty)
    }

    @Test func colourOnAPipeOnlyWhenForced() throws {
        let cli = try OutingsBinary()
        try cli.run(["attractions", "add", "--name", "Zoo"])
        let id = try #require(
            (try cli.run(["attractions", "list", "--json"]).json() as? [[String: Any]])?.first?["id"]
                as? String)

        let auto = try cli.run(["attractions", "list"], environment: terminalLike)
        let forced = try cli.run(
            ["--color", "always", "attractions", "list"], environment: ["NO_COLOR": "1"])
        let error = try cli.run(["--color", "always", "attractions", "show", "nothing"])

        #expect(auto.stdout == "1. Zoo (outside)  id \(id)\n")
        #expect(forced.stdout == "1. \u{1B}[1mZoo\u{1B}[0m (outside)  id \u{1B}[2m\(id)\u{1B}[0m\n")
        #expect(error.stderr.hasPrefix("\u{1B}[31moutings: "))
    }

    @Test func aPipedRefreshSaysNothingOnStandardError() throws {
        let flickr = try FakeFlickrServer()
        let cli = try OutingsBinary()
        let environment = ["OUTINGS_FLICKR_URL": flickr.baseURL.absoluteString, "FLICKR_API_KEY": "test-key"]

        let photos = try cli.run(
            ["places", "photos", "big.place", "--refresh", "--limit", "300"], environment: environment)
        let places = try cli.run(["places", "--refresh"], environment: environment)

        #expect(photos.status == 0 && places.status == 0)
        #expect(photos.stdout.split(separator: "\n").count == 300)
        #expect(photos.stderr.isEmpty && places.stderr.isEmpty)
    }
}
