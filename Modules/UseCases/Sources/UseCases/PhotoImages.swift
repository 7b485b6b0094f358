import Domain
import PlatformFoundation

/// The image of a photo at a size, from the cache when it is there (so it works offline) and
/// otherwise fetched and cached.
public struct PhotoImages: Sendable {
    /// An image ready to use: its bytes, and where the cache keeps it (nil when it was too large
    /// to cache).
    public struct Image: Equatable, Sendable {
        public let data: Data
        public let cachedPath: String?
        public let fromCache: Bool

        public init(data: Data, cachedPath: String?, fromCache: Bool) {
            self.data = data
            self.cachedPath = cachedPath
            self.fromCache = fromCache
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

    /// The image from the cache alone, nil when it is not there: never touches the network.
    public func cachedImage(of photo: Photo, size: PhotoSize) throws -> Image? {
        _ = try url(of: photo, size: size)
        let key = photo.fileName(for: size) ?? photo.id
        guard let cached = try cache.image(forKey: key) else { return nil }
        return Image(data: cached.data, cachedPath: cached.path, fromCache: true)
    }

    /// Whether the image is in the cache; a photo without an image URL, or a cache that cannot be
    /// read, counts as not.
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
        if let cached = try cachedImage(of: photo, size: size) { return cached }
        let url = try url(of: photo, size: size)
        // url(for:) succeeded, so the file name exists too.
        let key = photo.fileName(for: size) ?? photo.id
        let data = try source.image(at: url)
        return Image(data: data, cachedPath: try cache.store(data, forKey: key), fromCache: false)
    }
}
