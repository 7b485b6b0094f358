import Domain
import PlatformFoundation

/// The image of a photo at a size, from the cache when it is there and fresh, otherwise fetched
/// and cached. A stale image (older than the cache's maximum age) is fetched again, and served
/// only when that fetch fails: offline, the cache still shows what it has.
public struct PhotoImages: Sendable {
    /// An image ready to use: its bytes, where the cache keeps it (nil when it was too large
    /// to cache), and whether it is a cached one older than the maximum age.
    public struct Image: Equatable, Sendable {
        public let data: Data
        public let cachedPath: String?
        public let fromCache: Bool
        public let isStale: Bool

        public init(data: Data, cachedPath: String?, fromCache: Bool, isStale: Bool = false) {
            self.data = data
            self.cachedPath = cachedPath
            self.fromCache = fromCache
            self.isStale = isStale
        }
    }

    private let cache: any ImageCache
    private let source: any ImageSource
    private let base: String

    /// `base` is the static host URLs are built on (`Photo.staticBase`, a local server in tests).
    public init(cache: any ImageCache, source: any ImageSource, base: String = Photo.staticBase) {
        self.cache = cache
        self.source = source
        self.base = base
    }

    /// The image from the cache alone, stale or not (`isStale` says), nil when it is not there:
    /// never touches the network.
    public func cachedImage(of photo: Photo, size: PhotoSize) throws -> Image? {
        _ = try url(of: photo, size: size)
        let key = photo.fileName(for: size) ?? photo.id
        guard let cached = try cache.image(forKey: key) else { return nil }
        return Image(data: cached.data, cachedPath: cached.path, fromCache: true, isStale: cached.isExpired)
    }

    /// Whether the image is in the cache, stale or not; a photo without an image URL, or a cache
    /// that cannot be read, counts as not.
    public func isCached(_ photo: Photo, size: PhotoSize) -> Bool {
        (try? cachedImage(of: photo, size: size)) != nil
    }

    public func url(of photo: Photo, size: PhotoSize) throws(PhotoImagesError) -> String {
        guard let url = photo.url(for: size, base: base) else {
            throw .noURL(photoID: photo.id, size: size)
        }
        return url
    }

    public func image(of photo: Photo, size: PhotoSize) throws -> Image {
        let cached = try cachedImage(of: photo, size: size)
        if let cached, !cached.isStale { return cached }
        let url = try url(of: photo, size: size)
        // url(for:) succeeded, so the file name exists too.
        let key = photo.fileName(for: size) ?? photo.id
        let data: Data
        do {
            data = try source.image(at: url)
        } catch {
            // Whatever kept the newer image away, the stale one is better than none.
            if let cached { return cached }
            throw error
        }
        return Image(data: data, cachedPath: try cache.store(data, forKey: key), fromCache: false)
    }
}
