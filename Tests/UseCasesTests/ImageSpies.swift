import Foundation
import UseCases

/// An image cache that keeps images in memory and records every call.
/// `@unchecked Sendable` as the port asks; each test uses its spy from one task only.
final class ImageCacheSpy: ImageCache, @unchecked Sendable {
    enum Message: Equatable {
        case image(String)
        case store(String, Data)
    }

    var images: [String: Data] = [:]
    /// Keys of images older than the maximum age; storing one again makes it fresh.
    var expired: Set<String> = []
    private(set) var messages: [Message] = []

    func image(forKey key: String) throws -> CachedImage? {
        messages.append(.image(key))
        return images[key].map {
            CachedImage(data: $0, path: "/cache/\(key)", isExpired: expired.contains(key))
        }
    }

    func store(_ data: Data, forKey key: String) throws -> String? {
        messages.append(.store(key, data))
        images[key] = data
        expired.remove(key)
        return "/cache/\(key)"
    }

    func prune() throws -> PrunedImages {
        let removed = expired.compactMap { images.removeValue(forKey: $0) }
        expired = []
        return PrunedImages(count: removed.count, bytes: removed.reduce(0) { $0 + $1.count })
    }

    func usage() throws -> ImageCacheUsage { ImageCacheUsage(count: images.count, bytes: 0, limit: 0) }

    func clear() throws -> Int {
        defer { images = [:] }
        return images.count
    }
}

/// An image source that answers from a table and records the URLs asked for.
/// `@unchecked Sendable` as the port asks; each test uses its spy from one task only.
final class ImageSourceSpy: ImageSource, @unchecked Sendable {
    struct Offline: Error, Equatable {}

    var responses: [String: Data] = [:]
    private(set) var requestedURLs: [String] = []

    func image(at url: String) throws -> Data {
        requestedURLs.append(url)
        guard let data = responses[url] else { throw Offline() }
        return data
    }
}
