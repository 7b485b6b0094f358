import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    // Data(contentsOf:) of an http URL, to fetch reference bytes from the fake server.
    import FoundationNetworking
#endif

/// The image cache under real concurrent `outings` processes and a SIGKILL mid-download.
struct ImageCacheConcurrencyAcceptanceTests {
    private func photosJSON(_ ids: [String], secret: (String) -> String) -> String {
        let entries = ids.map { #"{"id":"\#($0)","secret":"\#(secret($0))","server":"7","place_id":"p"}"# }
        return #"{"photos":{"photo":[\#(entries.joined(separator: ","))]},"stat":"ok"}"#
    }

    private func cacheFolder(_ cli: OutingsBinary) -> String {
        cli.home.appendingPathComponent(".cache/outings/photos").path
    }

    /// 8 processes each download 6 of 16 photos (so they race on the same ones) under a cap that
    /// holds only a few: every output is the whole image, the cache stays under its cap, holds
    /// only whole images, and no temporary is left.
    @Test func eightProcessesDownloadingAtOnceNeverTearAnImageOrBreakTheCap() throws {
        let server = try FakeFlickrServer()
        let cli = try OutingsBinary()
        let ids = (1...16).map { "c\($0)" }
        try cli.run(["photos", "import", try cli.file("p.json", photosJSON(ids) { "s\($0)" })])
        var expected: [String: Data] = [:]
        for id in ids {
            expected["\(id)_s\(id)_b.jpg"] = try Data(
                contentsOf: URL(string: "\(server.staticURL)7/\(id)_s\(id)_b.jpg")!)
        }
        let limit = 5 * (expected.values.map(\.count).max() ?? 0)
        let environment = [
            "OUTINGS_FLICKR_STATIC_URL": server.staticURL, "OUTINGS_CACHE_LIMIT": String(limit),
        ]
        let results = Results()

        DispatchQueue.concurrentPerform(iterations: 8) { process in
            for step in 0..<6 {
                let id = ids[(process * 3 + step) % ids.count]
                let result = try? cli.run(
                    ["photos", "download", id, "--output", "-"], environment: environment)
                results.append(id: id, status: result?.status ?? -1, data: result?.rawStdout ?? Data())
            }
        }

        let all = results.all
        #expect(all.count == 48)
        for (id, status, data) in all {
            #expect(status == 0, "\(id)")
            #expect(data == expected["\(id)_s\(id)_b.jpg"], "\(id)")
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: cacheFolder(cli))
        let images = names.filter { !$0.hasPrefix(".") }
        var total = 0
        for name in images {
            let data = try #require(FileManager.default.contents(atPath: cacheFolder(cli) + "/" + name))
            #expect(data == expected[name], "\(name) is not the whole image")
            total += data.count
        }
        #expect(!images.isEmpty)
        #expect(total <= limit)
        // Temporaries are `.NAME.tmp-PID-N` (Platform's AtomicFile).
        #expect(names.filter { $0.hasPrefix(".") && $0.contains(".tmp-") }.isEmpty)
    }

    /// A download killed while the body arrives leaves no image: the next run fetches it whole.
    @Test func aDownloadKilledMidwayLeavesNoTornImage() throws {
        let server = try FakeFlickrServer()
        let cli = try OutingsBinary()
        try cli.run(["photos", "import", try cli.file("p.json", photosJSON(["k"]) { _ in "slowbody" })])
        let process = Process()
        process.executableURL = OutingsBinary.executable
        process.arguments = ["photos", "download", "k", "--output", "-"]
        process.environment = [
            "HOME": cli.home.path, "PATH": "/usr/bin:/bin", "OUTINGS_FLICKR_STATIC_URL": server.staticURL,
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }

        // The server logs the request before it sends the first bytes; then the body stalls.
        let deadline = Date().addingTimeInterval(60)
        while try server.imageRequests().isEmpty, Date() < deadline, process.isRunning {
            Thread.sleep(forTimeInterval: 0.05)
        }
        #expect(try server.imageRequests() == ["/static/7/k_slowbody_b.jpg"])
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()

        #expect(process.terminationReason == .uncaughtSignal)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: cacheFolder(cli))) ?? []
        #expect(names.filter { !$0.hasPrefix(".") }.isEmpty)
        let usage = try #require(try cli.run(["cache", "--json"]).json() as? [String: Any])
        #expect(usage["count"] as? Int == 0)
    }
}

/// Outcomes gathered from concurrent runs.
private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [(String, Int32, Data)] = []

    func append(id: String, status: Int32, data: Data) {
        lock.withLock { entries.append((id, status, data)) }
    }

    var all: [(String, Int32, Data)] { lock.withLock { entries } }
}
