import Foundation
import TestSupport
import Testing

/// A cached image older than `OUTINGS_CACHE_MAX_AGE` is downloaded again while the image host
/// answers, and still served, not the placeholder, when it does not.
struct WebStaleImageTests {
    /// What stands in the cache file: a JPEG's first bytes, unlike anything the fake host sends.
    private static let stale = Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46])

    /// Writes the stale bytes in place (owner, mode and single name kept) and dates them `days` back.
    private func makeStale(_ path: String, days: Double) throws {
        try Self.stale.write(to: URL(fileURLWithPath: path))
        let time = timespec(tv_sec: Int(Date().timeIntervalSince1970 - days * 86_400), tv_nsec: 0)
        var times = [time, time]
        #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
    }

    @Test func anExpiredImageIsFetchedAgainOnlineAndServedStaleWhenTheHostIsOffline() throws {
        let flickr = try FakeFlickrServer()
        let guide = try WebGuide(environment: ["OUTINGS_FLICKR_STATIC_URL": flickr.staticURL])
        let first = try guide.client.get("/images/xss1/large-square")
        #expect(first.status == 200)
        let cached = guide.home.appendingPathComponent(".cache/outings/photos/xss1_abc_q.jpg").path
        #expect(FileManager.default.contents(atPath: cached) == first.body)

        try makeStale(cached, days: 8)
        let refetched = try guide.client.get("/images/xss1/large-square")
        #expect(refetched.status == 200)
        #expect(refetched.body == first.body)
        #expect(FileManager.default.contents(atPath: cached) == first.body)
        #expect(try flickr.imageRequests().count == 2)

        try makeStale(cached, days: 8)
        flickr.stop()
        let offline = try guide.client.get("/images/xss1/large-square")
        #expect(offline.status == 200)
        #expect(offline.headers["content-type"] == "image/jpeg")
        #expect(offline.headers["x-outings-placeholder"] == nil)
        #expect(offline.body == Self.stale)
        // Never fetched and the host gone: still the placeholder.
        let never = try guide.client.get("/images/xss1/large")
        #expect(never.status == 502)
        #expect(never.headers["x-outings-placeholder"] == "unavailable")

        // `outings cache prune` beside the running server: the stale image goes, and the server
        // then has nothing for it but the placeholder.
        #expect(try WebServerProcess.cli(["cache", "prune"], home: guide.home) == 0)
        #expect(!FileManager.default.fileExists(atPath: cached))
        let pruned = try guide.client.get("/images/xss1/large-square")
        #expect(pruned.status == 502)
        #expect(pruned.headers["x-outings-placeholder"] == "unavailable")
    }

    @Test func aMalformedMaxAgeStopsTheServerFromStartingWithOneLine() throws {
        let result = try WebServerProcess.runToExit(
            ["--store", "memory:", "--listen", "127.0.0.1:0"], environment: ["OUTINGS_CACHE_MAX_AGE": "12x"])

        #expect(result.status == 64)
        #expect(
            result.stderr
                == "outings-web: OUTINGS_CACHE_MAX_AGE must be a whole number of days, hours or minutes "
                + "(such as 7d, 12h or 30m), or 0 for never, not \"12x\"\n")
        #expect(result.stdout.isEmpty)
    }
}
