import Foundation
import TestSupport
import Testing

/// The hourly Flickr query budget between real processes: the budget file is prepared nearly
/// spent, as if earlier refreshes had used it, and the fake Flickr counts what reaches it.
struct QueryBudgetAcceptanceTests {
    private func environment(_ server: FakeFlickrServer) -> [String: String] {
        [
            "OUTINGS_FLICKR_URL": server.baseURL.absoluteString, "FLICKR_API_KEY": "budget-test-key",
            "TZ": "UTC",
        ]
    }

    /// The one budget file beside the default store after a first refresh made it.
    private func budgetFile(_ outings: ScratchOutings) throws -> String {
        let folder = outings.folder.path("data/outings")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter {
            $0.hasPrefix("flickr-queries-") && !$0.hasSuffix(".lock")
        }
        try #require(names.count == 1, "\(names)")
        return folder + "/" + names[0]
    }

    @Test func twoRefreshesAtOnceShareTheLastQueryAndTheOtherIsRefusedWithExit75() throws {
        let server = try FakeFlickrServer()
        let outings = try ScratchOutings()
        let first = try outings.run(["places", "--refresh"], environment: environment(server))
        #expect(first.status == 0, "\(first.stderr)")
        let file = try budgetFile(outings)
        let name = URL(fileURLWithPath: file).lastPathComponent
        #expect(name.dropFirst("flickr-queries-".count).count == 64)
        #expect(!name.contains("budget-test-key"))
        #expect(try !String(contentsOfFile: file, encoding: .utf8).contains("budget-test-key"))

        // 3,598 queries ten minutes ago: room for one more refresh of places (the top places and
        // the licences) until they leave the hour.
        let spentAt = Int(Date().timeIntervalSince1970) - 600
        try "\(spentAt) 3598\n".write(toFile: file, atomically: true, encoding: .utf8)
        let results = try outings.runConcurrently(
            2, script: "exec \"$OUTINGS\" places --refresh", environment: environment(server))

        #expect(results.map(\.status).sorted() == [0, 75], "\(results.map(\.stderr))")
        let refused = try #require(results.first { $0.status == 75 })
        let retry = Date(timeIntervalSince1970: Double(spentAt + 3600))
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        let minute = utc.dateComponents([.hour, .minute], from: retry.addingTimeInterval(59))
        let clock = String(format: "%02d:%02d", minute.hour!, minute.minute!)
        #expect(
            refused.stderr.contains("try again after \(clock) (in 50 minutes)")
                || refused.stderr.contains("try again after \(clock) (in 49 minutes)"), "\(refused.stderr)")
        #expect(refused.stderr.contains("Flickr allows 3600 queries an hour per key"))
        #expect(refused.stderr.split(separator: "\n").count == 1)
        #expect(try server.requests().count == 4, "the first refresh and one of the two, two queries each")
    }

    @Test func aSearchThatMightPassTheLimitIsRefusedBeforeItsFirstQuery() throws {
        let server = try FakeFlickrServer()
        let outings = try ScratchOutings()
        #expect(try outings.run(["places", "--refresh"], environment: environment(server)).status == 0)
        let before = try outings.run(["places", "photos", "big.place"])
        let file = try budgetFile(outings)
        try "\(Int(Date().timeIntervalSince1970) - 60) 3598\n".write(
            toFile: file, atomically: true, encoding: .utf8)

        // 600 photos are three pages of 250, and the licences: four queries, two left.
        let result = try outings.run(
            ["places", "photos", "big.place", "--refresh", "--limit", "600"], environment: environment(server)
        )

        #expect(result.status == 75)
        #expect(result.stderr.contains("this refresh needs 4 more: try again after"), "\(result.stderr)")
        #expect(
            try server.requests().map { $0["method"] }
                == ["flickr.places.getTopPlacesList", "flickr.photos.licenses.getInfo"])
        #expect(try outings.run(["places", "photos", "big.place"]).stdout == before.stdout)
        // One page and the licences fit.
        let smaller = try outings.run(
            ["places", "photos", "big.place", "--refresh", "--limit", "250"], environment: environment(server)
        )
        #expect(smaller.status == 0, "\(smaller.stderr)")
    }
}
