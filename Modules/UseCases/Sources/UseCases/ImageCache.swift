import PlatformFoundation

/// Image files kept between runs so photos can be seen offline, keyed by
/// `Photo.fileName(for:)` (unique per photo, size and secret). Adapters bound the total size and
/// delete the least recently used images first; each image remembers when it was fetched, and
/// one older than the adapter's `ImageMaxAge` is expired (stale).
/// `Sendable`: adapters may be called from several threads at once.
public protocol ImageCache: Sendable {
    /// The image cached under `key`, marked as the most recently used; nil on a miss. An expired
    /// image is returned too, marked so. Adapters never let a reader see a partial write.
    func image(forKey key: String) throws -> CachedImage?
    /// Keeps `data` under `key`, fetched now, and then evicts until the total fits the limit;
    /// returns the file that holds it, or nil when the image is larger than the whole limit and
    /// was not kept.
    @discardableResult func store(_ data: Data, forKey key: String) throws -> String?
    /// How many images the cache holds, their size, the limit and how many are stale.
    func usage() throws -> ImageCacheUsage
    /// Removes every image and returns how many there were.
    @discardableResult func clear() throws -> Int
    /// Removes the expired images only, and says what they were.
    @discardableResult func prune() throws -> PrunedImages
}
