import Domain
import Foundation
import Testing
import UseCases

struct PhotoImagesTests {
    private let photo = Photo(id: "5330", owner: "1@N01", server: "65535", secret: "abc123")
    private let image = Data([0xFF, 0xD8, 0xFF, 0xD9])

    private func makeSUT() -> (PhotoImages, ImageCacheSpy, ImageSourceSpy) {
        let cache = ImageCacheSpy()
        let source = ImageSourceSpy()
        return (PhotoImages(cache: cache, source: source, base: "https://img.test/"), cache, source)
    }

    @Test func aMissFetchesTheURLForTheSizeAndCachesItUnderItsFileName() throws {
        let (sut, cache, source) = makeSUT()
        source.responses["https://img.test/65535/5330_abc123_q.jpg"] = image

        let result = try sut.image(of: photo, size: .largeSquare)

        #expect(source.requestedURLs == ["https://img.test/65535/5330_abc123_q.jpg"])
        #expect(cache.messages == [.image("5330_abc123_q.jpg"), .store("5330_abc123_q.jpg", image)])
        #expect(
            result == PhotoImages.Image(data: image, cachedPath: "/cache/5330_abc123_q.jpg", fromCache: false)
        )
    }

    @Test func aHitIsServedWithoutTheNetwork() throws {
        let (sut, cache, source) = makeSUT()
        cache.images["5330_abc123_b.jpg"] = image

        let result = try sut.image(of: photo, size: .large)

        #expect(source.requestedURLs.isEmpty)
        #expect(
            result == PhotoImages.Image(data: image, cachedPath: "/cache/5330_abc123_b.jpg", fromCache: true))
    }

    @Test func aStaleImageIsFetchedAgainAndReplacedWhenTheHostAnswers() throws {
        let (sut, cache, source) = makeSUT()
        let newer = Data([0xFF, 0xD8, 0xFF, 0x01])
        cache.images["5330_abc123_b.jpg"] = image
        cache.expired = ["5330_abc123_b.jpg"]
        source.responses["https://img.test/65535/5330_abc123_b.jpg"] = newer

        let result = try sut.image(of: photo, size: .large)

        #expect(source.requestedURLs == ["https://img.test/65535/5330_abc123_b.jpg"])
        #expect(cache.messages == [.image("5330_abc123_b.jpg"), .store("5330_abc123_b.jpg", newer)])
        #expect(
            result == PhotoImages.Image(data: newer, cachedPath: "/cache/5330_abc123_b.jpg", fromCache: false)
        )
    }

    @Test func aStaleImageIsServedWhenTheHostCannotBeReached() throws {
        let (sut, cache, source) = makeSUT()
        cache.images["5330_abc123_b.jpg"] = image
        cache.expired = ["5330_abc123_b.jpg"]

        let result = try sut.image(of: photo, size: .large)

        #expect(source.requestedURLs == ["https://img.test/65535/5330_abc123_b.jpg"])
        #expect(cache.messages == [.image("5330_abc123_b.jpg")])
        #expect(
            result
                == PhotoImages.Image(
                    data: image, cachedPath: "/cache/5330_abc123_b.jpg", fromCache: true, isStale: true))
    }

    @Test func theCacheAloneGivesAStaleImageMarkedSoWithoutTheNetwork() throws {
        let (sut, cache, source) = makeSUT()
        cache.images["5330_abc123_q.jpg"] = image
        cache.expired = ["5330_abc123_q.jpg"]

        #expect(try sut.cachedImage(of: photo, size: .largeSquare)?.isStale == true)
        #expect(sut.isCached(photo, size: .largeSquare))
        #expect(source.requestedURLs.isEmpty)
    }

    @Test func aFailedFetchCachesNothing() throws {
        let (sut, cache, _) = makeSUT()

        #expect(throws: ImageSourceSpy.Offline()) { try sut.image(of: photo, size: .small) }
        #expect(cache.messages == [.image("5330_abc123_m.jpg")])
    }

    @Test func aPhotoWithoutServerOrSecretHasNoImageAndTouchesNothing() throws {
        let (sut, cache, source) = makeSUT()
        let bare = Photo(id: "9", server: "1")

        #expect(throws: PhotoImagesError.noURL(photoID: "9", size: .medium)) {
            try sut.image(of: bare, size: .medium)
        }
        #expect(cache.messages.isEmpty)
        #expect(source.requestedURLs.isEmpty)
    }
}
