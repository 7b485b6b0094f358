import PlatformFoundation
import UseCases

#if canImport(Glibc)
    import Glibc
#endif

/// The image cache as files in one private folder (0700, files 0600). Each image is written to a
/// temporary file and renamed into place, so a reader, a concurrent writer or a SIGKILL never
/// leaves or sees a torn image. The folder is used only when no other user can change it, and an
/// image is read only from a regular file of the user's, never through a symbolic link
/// (`CacheFolder`), so another local user cannot make Outings serve or delete their choice of file.
/// Times come from the injected clock: an image's fetch time (its file's modification time) makes
/// it expired once older than `maxAge`; its last use (the access time, set on every read and
/// write) orders eviction: over the limit, the least recently used go first (the course app's
/// cache deleted the oldest).
public final class FileImageCache: ImageCache {
    public static let defaultLimit = 50 * 1024 * 1024

    public let folder: String
    public let limit: Int
    public let maxAge: ImageMaxAge
    private let now: @Sendable () -> Date

    public init(
        folder: String, limit: Int = FileImageCache.defaultLimit, maxAge: ImageMaxAge = .standard,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.folder = folder
        self.limit = max(0, limit)
        self.maxAge = maxAge
        self.now = now
    }

    /// `$XDG_CACHE_HOME/outings/photos`, else `~/.cache/outings/photos` (XDG ignores a relative
    /// XDG_CACHE_HOME).
    public static func defaultFolder(environment: [String: String]) -> String {
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            return xdg + "/outings/photos"
        }
        return (environment["HOME"] ?? FileManager.default.homeDirectoryForCurrentUser.path)
            + "/.cache/outings/photos"
    }

    /// A miss also when what is under `key` is not an image the cache wrote (a symbolic link, a
    /// folder, an empty file...): that is removed, so the image is fetched and stored again.
    public func image(forKey key: String) throws -> CachedImage? {
        let time = now()
        guard CacheFolder.isImageName(key), let cacheFolder = try CacheFolder.existing(path: folder),
            let read = try cacheFolder.image(named: key, usedAt: time)
        else { return nil }
        return CachedImage(
            data: read.data, path: folder + "/" + key,
            isExpired: maxAge.isExpired(fetchedAt: read.fetched, now: time))
    }

    /// An empty `data` is never kept: it is not an image.
    @discardableResult
    public func store(_ data: Data, forKey key: String) throws -> String? {
        guard CacheFolder.isImageName(key), !data.isEmpty, data.count <= limit else { return nil }
        let cacheFolder = try CacheFolder(path: folder)
        try cacheFolder.add(data, named: key, fetchedAt: now())
        try cacheFolder.locked {
            try evict(in: cacheFolder, keeping: key)
        }
        return cacheFolder.holds(key) ? folder + "/" + key : nil
    }

    public func usage() throws -> ImageCacheUsage {
        let images = try CacheFolder.existing(path: folder)?.images() ?? []
        let time = now()
        return ImageCacheUsage(
            count: images.count, bytes: images.reduce(0) { $0 + $1.bytes }, limit: limit,
            expired: images.count(where: { maxAge.isExpired(fetchedAt: $0.fetched, now: time) }),
            oldestAge: images.map(\.fetched).min().map { time.timeIntervalSince($0) }, maxAge: maxAge)
    }

    /// Safe beside readers in other processes: one that opened an image before it goes reads it
    /// whole, one after finds nothing and fetches it again. An image a writer replaced since
    /// the listing (so fetched anew) is kept.
    @discardableResult
    public func prune() throws -> PrunedImages {
        guard let cacheFolder = try CacheFolder.existing(path: folder) else {
            return PrunedImages(count: 0, bytes: 0)
        }
        return try cacheFolder.locked {
            let time = now()
            let removed = try cacheFolder.images().filter {
                maxAge.isExpired(fetchedAt: $0.fetched, now: time) && cacheFolder.remove($0)
            }
            return PrunedImages(count: removed.count, bytes: removed.reduce(0) { $0 + $1.bytes })
        }
    }

    @discardableResult
    public func clear() throws -> Int {
        guard let cacheFolder = try CacheFolder.existing(path: folder) else { return 0 }
        return try cacheFolder.locked {
            cacheFolder.removeAbandonedTemporaries()
            return try cacheFolder.removeAll()
        }
    }

    /// Deletes the least recently used images (ties: by name) until the total fits, never the
    /// one just stored. Runs under the folder lock, so concurrent writers evict one at a time.
    private func evict(in cacheFolder: CacheFolder, keeping key: String) throws {
        cacheFolder.removeAbandonedTemporaries()
        let images = try cacheFolder.images().sorted {
            $0.used == $1.used ? $0.name < $1.name : $0.used < $1.used
        }
        var total = images.reduce(0) { $0 + $1.bytes }
        for image in images where total > limit && image.name != key {
            unlink(image.path)
            total -= image.bytes
        }
    }

    /// `OUTINGS_CACHE_LIMIT`: bytes, or a whole number with K, M or G (powers of 1024).
    public static func parseLimit(_ text: String) -> Int? {
        let units: [Character: Int] = ["K": 1 << 10, "M": 1 << 20, "G": 1 << 30]
        var digits = Substring(text)
        var multiplier = 1
        if let last = text.last?.uppercased().first, let unit = units[last] {
            multiplier = unit
            digits = digits.dropLast()
        }
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber),
            let number = Int(digits)
        else { return nil }
        let (bytes, overflow) = number.multipliedReportingOverflow(by: multiplier)
        return overflow ? nil : bytes
    }
}
