import Foundation
import ImageFileCache
import TestSupport
import Testing
import UseCases

/// Expiry on the file adapter with a clock the test sets: an image's age counts from its fetch,
/// not its last use; it is expired only once strictly older than the maximum age.
struct CacheExpiryTests {
    /// A clock that shows what the test last set.
    private final class FakeClock: @unchecked Sendable {
        var seconds = 1_700_000_000.0
        func now() -> Date { Date(timeIntervalSince1970: seconds) }
        func advance(days: Double = 0, seconds: Double = 0) { self.seconds += days * 86_400 + seconds }
    }

    private let day = 86_400.0

    private func makeSUT(maxAge: ImageMaxAge = .standard, limit: Int = 1000) throws -> (
        FileImageCache, FakeClock, TemporaryFolder
    ) {
        let folder = try TemporaryFolder()
        let clock = FakeClock()
        let sut = FileImageCache(
            folder: folder.path("cache/outings/photos"), limit: limit, maxAge: maxAge, now: clock.now)
        return (sut, clock, folder)
    }

    private func bytes(_ count: Int, _ value: UInt8) -> Data { Data(repeating: value, count: count) }

    @Test func anImageYoungerThanTheMaximumAgeIsFresh() throws {
        let (sut, clock, _) = try makeSUT()
        try sut.store(bytes(10, 1), forKey: "a.jpg")
        clock.advance(days: 6, seconds: 86_399)

        #expect(try sut.image(forKey: "a.jpg")?.isExpired == false)
    }

    @Test func exactlyTheMaximumAgeIsStillFreshAndOneSecondMoreIsExpired() throws {
        let (sut, clock, _) = try makeSUT(maxAge: ImageMaxAge(seconds: 12 * 3_600))
        try sut.store(bytes(10, 1), forKey: "a.jpg")

        clock.advance(seconds: 12 * 3_600)
        #expect(try sut.image(forKey: "a.jpg")?.isExpired == false)
        clock.advance(seconds: 1)
        #expect(try sut.image(forKey: "a.jpg")?.isExpired == true)
    }

    @Test func readingDoesNotMakeAnImageYounger() throws {
        let (sut, clock, _) = try makeSUT()
        try sut.store(bytes(10, 1), forKey: "a.jpg")
        clock.advance(days: 6)
        _ = try sut.image(forKey: "a.jpg")
        clock.advance(days: 2)

        let cached = try #require(try sut.image(forKey: "a.jpg"))

        #expect(cached.isExpired)
        #expect(cached.data == bytes(10, 1))
    }

    @Test func storingAgainMakesItFresh() throws {
        let (sut, clock, _) = try makeSUT()
        try sut.store(bytes(10, 1), forKey: "a.jpg")
        clock.advance(days: 8)

        try sut.store(bytes(10, 2), forKey: "a.jpg")

        #expect(
            try sut.image(forKey: "a.jpg") == CachedImage(data: bytes(10, 2), path: sut.folder + "/a.jpg"))
    }

    @Test func withNoMaximumAgeNothingEverExpires() throws {
        let (sut, clock, _) = try makeSUT(maxAge: .never)
        try sut.store(bytes(10, 1), forKey: "a.jpg")
        clock.advance(days: 365 * 100)

        #expect(try sut.image(forKey: "a.jpg")?.isExpired == false)
        #expect(try sut.usage().expired == 0)
        #expect(try sut.prune() == PrunedImages(count: 0, bytes: 0))
        #expect(try sut.image(forKey: "a.jpg") != nil)
    }

    @Test func usageCountsTheExpiredAndTellsTheOldestAge() throws {
        let (sut, clock, _) = try makeSUT()
        try sut.store(bytes(10, 1), forKey: "old.jpg")
        clock.advance(days: 5)
        try sut.store(bytes(20, 2), forKey: "newer.jpg")
        clock.advance(days: 3)
        // Used now, fetched 8 days ago: still the oldest and expired.
        _ = try sut.image(forKey: "old.jpg")

        let usage = try sut.usage()

        #expect(usage.count == 2)
        #expect(usage.bytes == 30)
        #expect(usage.expired == 1)
        #expect(usage.oldestAge == 8 * day)
        #expect(usage.maxAge == .standard)
        #expect(try makeSUT().0.usage().oldestAge == nil)
    }

    @Test func pruneRemovesTheExpiredOnlyAndNothingOutsideTheFolder() throws {
        let (sut, clock, folder) = try makeSUT()
        try sut.store(bytes(10, 1), forKey: "a.jpg")
        try sut.store(bytes(30, 2), forKey: "b.jpg")
        clock.advance(days: 7)
        try sut.store(bytes(50, 3), forKey: "fresh.jpg")
        clock.advance(seconds: 1)
        let outside = folder.path("cache/outings/old.jpg")
        try bytes(5, 9).write(to: URL(fileURLWithPath: outside))
        var ancient = [timespec(tv_sec: 1, tv_nsec: 0), timespec(tv_sec: 1, tv_nsec: 0)]
        #expect(utimensat(AT_FDCWD, outside, &ancient, 0) == 0)

        let removed = try sut.prune()

        #expect(removed == PrunedImages(count: 2, bytes: 40))
        #expect(try sut.image(forKey: "a.jpg") == nil)
        #expect(try sut.image(forKey: "b.jpg") == nil)
        #expect(try sut.image(forKey: "fresh.jpg")?.data == bytes(50, 3))
        #expect(FileManager.default.fileExists(atPath: outside))
        #expect(try sut.prune() == PrunedImages(count: 0, bytes: 0))
    }

    @Test func pruneOfACacheNeverWrittenCreatesNothing() throws {
        let (sut, _, folder) = try makeSUT()

        #expect(try sut.prune() == PrunedImages(count: 0, bytes: 0))
        #expect(!FileManager.default.fileExists(atPath: folder.path("cache")))
    }

    /// Eviction follows the last use, not the fetch: a fetched-long-ago image read just now stays.
    @Test func evictionStillGoesByLastUse() throws {
        let (sut, clock, _) = try makeSUT(limit: 100)
        try sut.store(bytes(40, 1), forKey: "first.jpg")
        clock.advance(seconds: 10)
        try sut.store(bytes(40, 2), forKey: "second.jpg")
        clock.advance(seconds: 10)
        _ = try sut.image(forKey: "first.jpg")
        clock.advance(seconds: 10)

        try sut.store(bytes(40, 3), forKey: "third.jpg")

        #expect(try sut.image(forKey: "second.jpg") == nil)
        #expect(try sut.image(forKey: "first.jpg") != nil)
    }
}
