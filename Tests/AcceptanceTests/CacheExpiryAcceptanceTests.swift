import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    // Data(contentsOf:) of an http URL, to fetch reference bytes from the fake server.
    import FoundationNetworking
#endif

/// Cached images expire: `cache` tells their age, `cache prune` drops the stale ones, and a stale
/// image is fetched again online and still used offline. Images are made old by setting their
/// files' times, as a week going by would.
struct CacheExpiryAcceptanceTests {
    private static let photos = #"""
        {"photos":{"photo":[
        {"id":"5330","owner":"12345678@N00","secret":"abc123","server":"65535","title":"Fountain","place_id":"p"}
        ]},"stat":"ok"}
        """#
    private static let staleLine =
        "stale (older than 7 days): fetched again when Flickr's image host answers, shown until then; "
        + "'outings cache prune' removes them."

    private func makeCLI() throws -> OutingsBinary {
        let cli = try OutingsBinary()
        let imported = try cli.run(["photos", "import", try cli.file("photos.json", Self.photos)])
        #expect(imported.status == 0, "\(imported.stderr)")
        return cli
    }

    private func cacheFolder(_ cli: OutingsBinary) -> String {
        cli.home.appendingPathComponent(".cache/outings/photos").path
    }

    /// Sets the file's access and modification times to `seconds` ago.
    private func age(_ path: String, by seconds: Double) throws {
        let then = Date().timeIntervalSince1970 - seconds
        let time = timespec(tv_sec: Int(then), tv_nsec: 0)
        var times = [time, time]
        guard utimensat(AT_FDCWD, path, &times, 0) == 0 else { throw CocoaError(.fileWriteUnknown) }
    }

    @Test func cacheTellsTheOldestAgeAndTheStale_andPruneRemovesOnlyThem() throws {
        let server = try FakeFlickrServer()
        let cli = try makeCLI()
        let environment = ["OUTINGS_FLICKR_STATIC_URL": server.staticURL]
        for size in ["square", "large"] {
            let fetched = try cli.run(
                ["photos", "download", "5330", "--size", size, "--output", "-"], environment: environment)
            #expect(fetched.status == 0, "\(fetched.stderr)")
        }
        let square = cacheFolder(cli) + "/5330_abc123_s.jpg"
        let large = cacheFolder(cli) + "/5330_abc123_b.jpg"
        let squareBytes = try #require(FileManager.default.contents(atPath: square)).count
        let largeBytes = try #require(FileManager.default.contents(atPath: large)).count
        let tenDays = 10 * 86_400.0 + 7_200
        try age(square, by: tenDays)
        // Not the cache's: prune leaves it, however old.
        let outside = cli.home.appendingPathComponent(".cache/outings/notes.jpg").path
        try Data([0xFF, 0xD8, 0xFF, 0xD9]).write(to: URL(fileURLWithPath: outside))
        try age(outside, by: 30 * 86_400)

        let text = try cli.run(["cache"])
        let json = try #require(try cli.run(["cache", "--json"]).json() as? [String: Any])
        let never = try cli.run(["cache"], environment: ["OUTINGS_CACHE_MAX_AGE": "0"])
        let pruneNever = try cli.run(["cache", "prune"], environment: ["OUTINGS_CACHE_MAX_AGE": "0"])
        let prune = try cli.run(["cache", "prune"])
        let after = try cli.run(["cache"])
        let again = try cli.run(["cache", "prune"])

        let total = squareBytes + largeBytes
        #expect(
            text.stdout
                == "2 cached images, \(total) bytes (limit 50 MB) in \(cacheFolder(cli))\n"
                + "Oldest fetched 10 days ago; 1 \(Self.staleLine)\n")
        #expect(json["expired"] as? Int == 1)
        #expect(json["maxAge"] as? Int == 604_800)
        let oldestAge = try #require(json["oldestAge"] as? Int)
        #expect(oldestAge >= Int(tenDays) && oldestAge < Int(tenDays) + 60)
        #expect(
            never.stdout.hasSuffix(
                "\nOldest fetched 10 days ago; images never expire (maximum age 0).\n"))
        #expect(pruneNever.stdout == "Cached images never expire; nothing was removed.\n")
        #expect(prune.status == 0, "\(prune.stderr)")
        #expect(prune.stdout == "Removed 1 cached image older than 7 days (\(squareBytes) bytes).\n")
        #expect(!FileManager.default.fileExists(atPath: square))
        #expect(FileManager.default.contents(atPath: large)?.count == largeBytes)
        #expect(FileManager.default.fileExists(atPath: outside))
        #expect(
            after.stdout
                == "1 cached image, \(largeBytes) bytes (limit 50 MB) in \(cacheFolder(cli))\n"
                + "Oldest fetched less than a minute ago; none is older than 7 days.\n")
        #expect(again.stdout == "No cached image is older than 7 days; nothing was removed.\n")
        #expect(
            try cli.run(["cache", "prune"], environment: ["OUTINGS_CACHE_MAX_AGE": "1m"]).stdout
                == "No cached image is older than 1 minute; nothing was removed.\n")
    }

    @Test func aStaleImageIsFetchedAgainOnlineAndStillUsedOffline() throws {
        let server = try FakeFlickrServer()
        let cli = try makeCLI()
        let environment = ["OUTINGS_FLICKR_STATIC_URL": server.staticURL]
        let download = ["photos", "download", "5330", "--output", "-"]
        let first = try cli.run(download, environment: environment)
        #expect(first.status == 0, "\(first.stderr)")
        let cached = cacheFolder(cli) + "/5330_abc123_b.jpg"
        let stale = Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46])
        // Written in place, so the file keeps its owner, mode and single name.
        try stale.write(to: URL(fileURLWithPath: cached))
        try age(cached, by: 8 * 86_400)

        let online = try cli.run(download, environment: environment)

        #expect(online.status == 0, "\(online.stderr)")
        #expect(online.rawStdout == first.rawStdout)
        #expect(FileManager.default.contents(atPath: cached) == first.rawStdout)
        #expect(try server.imageRequests().count == 2)
        #expect(try cli.run(["cache"]).stdout.hasSuffix("none is older than 7 days.\n"))

        try stale.write(to: URL(fileURLWithPath: cached))
        try age(cached, by: 8 * 86_400)
        server.stop()
        let offline = try cli.run(download, environment: environment)
        let fresh = try cli.run(
            download, environment: environment.merging(["OUTINGS_CACHE_MAX_AGE": "9d"]) { $1 })

        #expect(offline.status == 0, "\(offline.stderr)")
        #expect(offline.rawStdout == stale)
        #expect(try cli.run(["cache"]).stdout.hasSuffix("; 1 \(Self.staleLine)\n"))
        #expect(fresh.status == 0, "\(fresh.stderr)")
        #expect(fresh.rawStdout == stale)
    }

    @Test func theConfigurationFileSetsTheMaximumAgeAndTheVariableWins() throws {
        let server = try FakeFlickrServer()
        let cli = try makeCLI()
        let fetched = try cli.run(
            ["photos", "download", "5330", "--output", "-"],
            environment: ["OUTINGS_FLICKR_STATIC_URL": server.staticURL])
        #expect(fetched.status == 0, "\(fetched.stderr)")
        try age(cacheFolder(cli) + "/5330_abc123_b.jpg", by: 2 * 86_400)

        let set = try cli.run(["config", "set", "cache-max-age", "1d"])
        let get = try cli.run(["config", "get", "cache-max-age"])
        let fromFile = try cli.run(["cache"])
        let fromVariable = try cli.run(["cache"], environment: ["OUTINGS_CACHE_MAX_AGE": "3d"])
        let refused = try cli.run(["config", "set", "cache-max-age", "soon"])
        _ = try cli.run(["config", "set", "cache-max-age", "0"])
        let neverFromFile = try cli.run(["cache"])
        _ = try cli.run(["config", "set", "cache-max-age", "1d"])
        let prune = try cli.run(["cache", "prune"])

        #expect(set.status == 0, "\(set.stderr)")
        #expect(get.stdout == "1d\n")
        #expect(
            fromFile.stdout.hasSuffix(
                "Oldest fetched 2 days ago; 1 stale (older than 1 day): fetched again when Flickr's image host answers, shown until then; 'outings cache prune' removes them.\n"
            ))
        #expect(fromVariable.stdout.hasSuffix("Oldest fetched 2 days ago; none is older than 3 days.\n"))
        #expect(refused.status == 64)
        #expect(
            refused.stderr
                == "outings: cache-max-age must be a whole number of days, hours or minutes (such as 7d, 12h or 30m), "
                + "or 0 for never, not \"soon\"\n")
        #expect(try cli.run(["config", "get", "cache-max-age"]).stdout == "1d\n")
        #expect(prune.stdout.hasPrefix("Removed 1 cached image older than 1 day ("))
        // The variable is not set: the line does not name it.
        #expect(neverFromFile.stdout.hasSuffix("; images never expire (maximum age 0).\n"))
    }

    @Test(arguments: ["7x", "-1", "0d", "7", "99999999999999999999d", "1.5d", " 7d", "7 days"])
    func aBadMaxAgeIsOneLineAndExit64(value: String) throws {
        let cli = try makeCLI()
        let report = OutingsBinary.executable.deletingLastPathComponent().appendingPathComponent(
            "outings-report")
        let message =
            "OUTINGS_CACHE_MAX_AGE must be a whole number of days, hours or minutes (such as 7d, 12h or 30m), "
            + "or 0 for never, not \"\(value)\"\n"

        let cache = try cli.run(["cache"], environment: ["OUTINGS_CACHE_MAX_AGE": value])
        let prune = try cli.run(["cache", "prune"], environment: ["OUTINGS_CACHE_MAX_AGE": value])
        let reported = try cli.run([], environment: ["OUTINGS_CACHE_MAX_AGE": value], executable: report)

        #expect(cache.status == 64)
        #expect(cache.stderr == "outings: " + message)
        #expect(cache.stdout.isEmpty)
        #expect(prune.status == 64)
        #expect(reported.status == 64)
        #expect(reported.stderr == "outings-report: " + message)
    }
}
