import Foundation
import ImageFileCache
import TestSupport
import Testing
import UseCases

/// The image cache contract, on the file adapter with an injected clock (so recency is exact).
struct FileImageCacheTests {
    /// A clock that moves one second per reading.
    private final class SteppingClock: @unchecked Sendable {
        private var seconds = 1_700_000_000.0
        func now() -> Date {
            seconds += 1
            return Date(timeIntervalSince1970: seconds)
        }
    }

    private func makeSUT(limit: Int = 1000) throws -> (FileImageCache, TemporaryFolder) {
        let folder = try TemporaryFolder()
        let clock = SteppingClock()
        return (
            FileImageCache(folder: folder.path("cache/outings/photos"), limit: limit, now: clock.now), folder
        )
    }

    private func bytes(_ count: Int, _ value: UInt8) -> Data {
        Data(repeating: value, count: count)
    }

    @Test func miss_isNilAndCreatesNothing() throws {
        let (sut, folder) = try makeSUT()

        #expect(try sut.image(forKey: "1_ab_b.jpg") == nil)
        #expect(!FileManager.default.fileExists(atPath: folder.path("cache")))
        #expect(try sut.usage() == ImageCacheUsage(count: 0, bytes: 0, limit: 1000))
    }

    @Test func hit_returnsTheStoredBytesFromAFileInThePrivateFolder() throws {
        let (sut, folder) = try makeSUT()
        let image = bytes(100, 7)

        let path = try sut.store(image, forKey: "1_ab_b.jpg")

        #expect(path == folder.path("cache/outings/photos/1_ab_b.jpg"))
        #expect(
            try sut.image(forKey: "1_ab_b.jpg")
                == CachedImage(data: image, path: folder.path("cache/outings/photos/1_ab_b.jpg")))
        #expect(try permissions(folder.path("cache/outings/photos")) == 0o700)
        #expect(try permissions(folder.path("cache/outings")) == 0o700)
        #expect(try permissions(folder.path("cache/outings/photos/1_ab_b.jpg")) == 0o600)
    }

    @Test func storingTheSameKeyAgainReplacesTheImage() throws {
        let (sut, _) = try makeSUT()
        try sut.store(bytes(10, 1), forKey: "a.jpg")

        try sut.store(bytes(20, 2), forKey: "a.jpg")

        #expect(try sut.image(forKey: "a.jpg")?.data == bytes(20, 2))
        #expect(try sut.usage().count == 1)
        #expect(try sut.usage().bytes == 20)
    }

    @Test func overTheLimit_theLeastRecentlyUsedGoFirst() throws {
        let (sut, _) = try makeSUT(limit: 1000)
        try sut.store(bytes(300, 1), forKey: "a.jpg")
        try sut.store(bytes(300, 2), forKey: "b.jpg")
        try sut.store(bytes(300, 3), forKey: "c.jpg")
        _ = try sut.image(forKey: "a.jpg")  // a is now more recent than b and c

        try sut.store(bytes(300, 4), forKey: "d.jpg")  // 1200 bytes: one must go, b is the oldest

        #expect(try sut.image(forKey: "b.jpg") == nil)
        #expect(try sut.image(forKey: "a.jpg")?.data == bytes(300, 1))
        #expect(try sut.usage().count == 3)
        #expect(try sut.usage().bytes == 900)

        try sut.store(bytes(700, 5), forKey: "e.jpg")  // recency now: c, d, a (read above), e

        #expect(try keys(sut) == ["a.jpg", "e.jpg"])
        #expect(try sut.image(forKey: "c.jpg") == nil)
        #expect(try sut.image(forKey: "d.jpg") == nil)
        #expect(try sut.usage().bytes <= 1000)
    }

    @Test func theTotalNeverExceedsTheCap() throws {
        let (sut, _) = try makeSUT(limit: 1000)

        for number in 0..<40 {
            try sut.store(bytes(90 + number, UInt8(number)), forKey: "\(number).jpg")
            #expect(try sut.usage().bytes <= 1000)
        }
        #expect(try sut.image(forKey: "39.jpg")?.data == bytes(129, 39))
    }

    @Test func anImageLargerThanTheWholeCapIsNotKeptAndEvictsNothing() throws {
        let (sut, _) = try makeSUT(limit: 1000)
        try sut.store(bytes(500, 1), forKey: "a.jpg")

        let path = try sut.store(bytes(1001, 2), forKey: "big.jpg")

        #expect(path == nil)
        #expect(try sut.image(forKey: "big.jpg") == nil)
        #expect(try sut.image(forKey: "a.jpg") != nil)
    }

    @Test func clear_removesEveryImageAndCountsThem() throws {
        let (sut, _) = try makeSUT()
        try sut.store(bytes(10, 1), forKey: "a.jpg")
        try sut.store(bytes(10, 2), forKey: "b.jpg")

        #expect(try sut.clear() == 2)
        #expect(try sut.usage() == ImageCacheUsage(count: 0, bytes: 0, limit: 1000))
        #expect(try sut.image(forKey: "a.jpg") == nil)
    }

    /// What a writer killed mid-write leaves: a temporary (as `AtomicFile` names them, or as
    /// earlier versions did). It is never served or counted, and the next write removes it once
    /// its process is gone.
    @Test(arguments: [".a.jpg.tmp-PID-1234", ".c-d.jpg.tmp-PID-99", ".partial-PID-X"])
    func aTemporaryLeftByAKilledWriterIsNeverAnImageAndIsCleanedUp(name: String) throws {
        let (sut, folder) = try makeSUT()
        try sut.store(bytes(10, 1), forKey: "a.jpg")
        let deadPID = try exitedProcessID()
        let leftover = folder.path(
            "cache/outings/photos/" + name.replacingOccurrences(of: "PID", with: "\(deadPID)"))
        try bytes(5, 9).write(to: URL(fileURLWithPath: leftover))

        #expect(try sut.usage().count == 1)
        #expect(try sut.usage().bytes == 10)
        try sut.store(bytes(10, 2), forKey: "b.jpg")

        #expect(!FileManager.default.fileExists(atPath: leftover))
    }

    @Test(arguments: ["", ".lock", ".partial-1-x", "../escape.jpg", "a/b.jpg"])
    func keysThatAreNotPlainFileNamesAreNeverStoredOrRead(key: String) throws {
        let (sut, folder) = try makeSUT()

        #expect(try sut.store(bytes(10, 1), forKey: key) == nil)
        #expect(try sut.image(forKey: key) == nil)
        #expect(!FileManager.default.fileExists(atPath: folder.path("cache/outings/escape.jpg")))
    }

    @Test(arguments: [
        ("1024", 1024), ("0", 0), ("50M", 52_428_800), ("2k", 2048), ("1G", 1_073_741_824),
        ("12m", 12_582_912),
    ])
    func limitIsBytesOrKMG(text: String, bytes: Int) {
        #expect(FileImageCache.parseLimit(text) == bytes)
    }

    @Test(arguments: ["", "M", "-1", "1.5M", "10T", "١٢", " 10", "99999999999999999999G"])
    func limitRejectsAnythingElse(text: String) {
        #expect(FileImageCache.parseLimit(text) == nil)
    }

    @Test(arguments: [
        (["XDG_CACHE_HOME": "/x/cache", "HOME": "/home/a"], "/x/cache/outings/photos"),
        (["XDG_CACHE_HOME": "relative", "HOME": "/home/a"], "/home/a/.cache/outings/photos"),
        (["HOME": "/home/a"], "/home/a/.cache/outings/photos"),
    ])
    func defaultFolderFollowsXDG(environment: [String: String], expected: String) {
        #expect(FileImageCache.defaultFolder(environment: environment) == expected)
    }

    private func keys(_ sut: FileImageCache) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: sut.folder).filter { !$0.hasPrefix(".") }.sorted()
    }

    private func permissions(_ path: String) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue
            ?? -1
    }

    /// The pid of a process that has exited and been reaped.
    private func exitedProcessID() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }
}
