import Platform
import PlatformFoundation

#if canImport(Glibc)
    import Glibc
#endif

/// The cache's folder on disk: creating it privately, writing temporaries, listing images and
/// holding the lock that serializes eviction between processes.
struct CacheFolder {
    /// An image file and what eviction needs to know about it.
    struct Entry {
        let name: String
        let path: String
        let bytes: Int
        let modified: Double
    }

    /// Temporaries are `.partial-PID-UUID`: hidden (never listed as images) and traceable to the
    /// process that writes them, so one left by a killed process can be removed.
    static let temporaryPrefix = ".partial-"

    let path: String

    /// The folder, created 0700 with any missing parents when needed.
    init(path: String) throws {
        self.path = path
        try Self.makeFolders(path)
    }

    private init(existing path: String) {
        self.path = path
    }

    /// The folder when it exists; reading never creates it.
    static func existing(path: String) throws -> CacheFolder? {
        guard let isFolder = isFolder(path) else { return nil }
        guard isFolder else { throw ImageCacheError.unavailable("\(path) is not a folder") }
        return CacheFolder(existing: path)
    }

    /// Whether `path` (symbolic links followed) is a folder; nil when nothing is there.
    private static func isFolder(_ path: String) -> Bool? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return info.st_mode & S_IFMT == S_IFDIR
    }

    /// Image names are plain file names: no "/", not hidden (so never a temporary or the lock).
    static func isImageName(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix(".") && !name.contains("/") && !name.contains("\u{0}")
    }

    private static func makeFolders(_ path: String) throws {
        var current = ""
        for component in path.split(separator: "/") {
            current += "/" + component
            if mkdir(current, 0o700) != 0, errno != EEXIST {
                throw ImageCacheError.unavailable(
                    "cannot create \(current): \(String(cString: strerror(errno)))")
            }
        }
        guard isFolder(path) == true else {
            throw ImageCacheError.unavailable("\(path) is not a folder")
        }
    }

    /// Writes `data` to a new 0600 temporary and stamps its recency; returns its path.
    func writeTemporary(_ data: Data, stamped date: Date) throws -> String {
        let temporary = "\(path)/\(Self.temporaryPrefix)\(getpid())-\(UUID().uuidString)"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw ImageCacheError.unavailable("cannot write in \(path): \(String(cString: strerror(errno)))")
        }
        var failure = Descriptor.writeAll(data, to: descriptor) ?? 0
        // fsync before the rename: after a power cut the name never points at missing blocks.
        if failure == 0, fsync(descriptor) != 0 { failure = errno }
        close(descriptor)
        guard failure == 0 else {
            unlink(temporary)
            throw ImageCacheError.unavailable(
                "cannot write in \(path): \(String(cString: strerror(failure)))")
        }
        Self.setRecency(of: temporary, to: date)
        return temporary
    }

    /// Recency is the modification time; a file removed meanwhile is simply not touched.
    static func setRecency(of path: String, to date: Date) {
        let seconds = date.timeIntervalSince1970.rounded(.down)
        let nanoseconds = Int((date.timeIntervalSince1970 - seconds) * 1_000_000_000)
        let stamp = timespec(tv_sec: Int(seconds), tv_nsec: nanoseconds)
        var times = [stamp, stamp]
        _ = utimensat(AT_FDCWD, path, &times, 0)
    }

    func images() throws -> [Entry] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: path)
        } catch {
            throw ImageCacheError.unavailable("cannot list \(path)")
        }
        return names.filter(Self.isImageName).compactMap { name in
            let filePath = path + "/" + name
            var info = stat()
            // A file another process just evicted is skipped.
            guard lstat(filePath, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
            let modified = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1_000_000_000
            return Entry(name: name, path: filePath, bytes: Int(info.st_size), modified: modified)
        }
    }

    /// Removes temporaries whose writing process no longer exists (it was killed mid-write).
    func removeAbandonedTemporaries() {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        for name in names where name.hasPrefix(Self.temporaryPrefix) {
            let pidText = name.dropFirst(Self.temporaryPrefix.count).prefix { $0 != "-" }
            guard let pid = Int32(pidText), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else {
                continue
            }
            unlink(path + "/" + name)
        }
    }

    /// Runs `body` holding an exclusive `flock` on `.lock` in the folder.
    func locked<Result>(_ body: () throws -> Result) throws -> Result {
        let lockPath = path + "/.lock"
        let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw ImageCacheError.unavailable("cannot lock \(lockPath): \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                throw ImageCacheError.unavailable(
                    "cannot lock \(lockPath): \(String(cString: strerror(errno)))")
            }
        }
        return try body()
    }
}
