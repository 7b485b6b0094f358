import Platform
import PlatformFoundation

#if canImport(Glibc)
    import Glibc
#endif

/// The cache's folder on disk: created privately and trusted only when no other user can change
/// it (`FolderTrust`); its images read without following symbolic links, written through
/// `AtomicFile` temporaries, listed, and evicted under the lock that serializes writers between
/// processes. Whatever sits where an image goes and is not one the cache made (a symbolic or hard
/// link, a folder, a pipe, an empty file, a file of another user) is dropped, so it is fetched again.
///
/// An image's times are its history: the modification time is when it was fetched (set at the
/// write, from the injected clock; the cache never writes a file in place, and only the user can
/// change a file in their private folder), the access time when it was last used (set at every
/// read and write). Neither needs a file beside the image that could get out of step with it.
struct CacheFolder {
    /// An image file and what eviction and expiry need to know about it.
    struct Entry {
        let name: String
        let path: String
        let bytes: Int
        let fetched: Date
        let used: Date
        /// Which file this is, so a removal can tell it was not replaced meanwhile.
        let inode: UInt
    }

    /// An image read back: its bytes and when it was fetched.
    struct Read {
        let data: Data
        let fetched: Date
    }

    /// Temporaries written by earlier versions: `.partial-PID-UUID`.
    private static let earlierTemporaryPrefix = ".partial-"

    let path: String

    /// The folder, created 0700 with any missing parents when needed, once it can be trusted.
    init(path: String) throws {
        self.path = path
        do {
            try AtomicFile.makeFolders(path)
        } catch {
            throw ImageCacheError.unavailable(error.description)
        }
        try FolderTrust.verify(path)
    }

    private init(existing path: String) {
        self.path = path
    }

    /// The folder when it exists and can be trusted; reading never creates it.
    static func existing(path: String) throws -> CacheFolder? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        try FolderTrust.verify(path)
        return CacheFolder(existing: path)
    }

    /// Image names are plain file names: no "/", not hidden (so never a temporary or the lock).
    static func isImageName(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix(".") && !name.contains("/") && !name.contains("\u{0}")
    }

    /// The image named `name`, opened without following a symbolic link, and marked as used at
    /// `date`; nil when there is none. Anything else under that name is dropped.
    func image(named name: String, usedAt date: Date) throws -> Read? {
        let imagePath = path + "/" + name
        let descriptor = open(imagePath, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else {
            switch errno {
            case ENOENT: return nil
            case EMFILE, ENFILE, ENOMEM, EIO:
                throw ImageCacheError.unavailable(SystemError("read", imagePath).description)
            // A symbolic link (ELOOP), a socket, or a file the user cannot read.
            default:
                Self.drop(imagePath)
                return nil
            }
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            throw ImageCacheError.unavailable(SystemError("read", imagePath).description)
        }
        // Files appear only by rename, so a regular file of the user's is a whole image.
        guard Self.isImage(info) else {
            Self.drop(imagePath)
            return nil
        }
        let data = Descriptor.bytes(from: descriptor, upTo: Int(info.st_size))
        guard data.count == Int(info.st_size) else {
            throw ImageCacheError.unavailable(SystemError("read", imagePath).description)
        }
        // The access time only: the modification time stays the time of the fetch.
        var times = [Self.timestamp(date), Self.unchanged]
        _ = futimens(descriptor, &times)
        return Read(data: data, fetched: Self.date(info.st_mtim))
    }

    /// Puts `data` under `name` whole (a flushed temporary renamed over whatever was there, which
    /// a rename never follows), stamped as fetched and used at `date`.
    func add(_ data: Data, named name: String, fetchedAt date: Date) throws {
        let imagePath = path + "/" + name
        let temporary: String
        do {
            temporary = try AtomicFile.writeTemporary(beside: imagePath, bytes: data)
        } catch {
            throw ImageCacheError.unavailable(error.description)
        }
        var times = [Self.timestamp(date), Self.timestamp(date)]
        _ = utimensat(AT_FDCWD, temporary, &times, AT_SYMLINK_NOFOLLOW)
        guard rename(temporary, imagePath) == 0 else {
            let failure = SystemError("write", imagePath)
            unlink(temporary)
            throw ImageCacheError.unavailable(failure.description)
        }
    }

    /// Whether `name` is an image file now (checked without following a symbolic link).
    func holds(_ name: String) -> Bool {
        var info = stat()
        return lstat(path + "/" + name, &info) == 0 && Self.isImage(info)
    }

    /// The images in the folder (whatever else sits under an image name is not one).
    func images() throws -> [Entry] {
        try imageNames().compactMap { name in
            let filePath = path + "/" + name
            var info = stat()
            // A file another process just evicted is skipped.
            guard lstat(filePath, &info) == 0, Self.isImage(info) else { return nil }
            return Entry(
                name: name, path: filePath, bytes: Int(info.st_size), fetched: Self.date(info.st_mtim),
                used: Self.date(info.st_atim), inode: UInt(info.st_ino))
        }
    }

    /// Removes `entry` unless its file was replaced since it was listed (a writer in another
    /// process renamed a newer image over it); whether it was removed.
    func remove(_ entry: Entry) -> Bool {
        var info = stat()
        guard lstat(entry.path, &info) == 0, UInt(info.st_ino) == entry.inode,
            Self.date(info.st_mtim) == entry.fetched
        else { return false }
        return unlink(entry.path) == 0
    }

    /// Removes every image, and whatever else sits under an image name; how many images there were.
    func removeAll() throws -> Int {
        let images = try images()
        for name in try imageNames() { Self.drop(path + "/" + name) }
        return images.count
    }

    private func imageNames() throws -> [String] {
        do {
            return try FileManager.default.contentsOfDirectory(atPath: path).filter(Self.isImageName)
        } catch {
            throw ImageCacheError.unavailable("cannot list \(path)")
        }
    }

    /// Removes temporaries whose writing process no longer exists (it was killed mid-write).
    func removeAbandonedTemporaries() {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        for name in names {
            guard let pid = Self.writer(ofTemporary: name), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH
            else { continue }
            unlink(path + "/" + name)
        }
    }

    /// Runs `body` holding an exclusive lock on `.lock` in the folder (a symbolic link or anything
    /// else there that is not a regular file is removed first, so the lock never opens another file).
    func locked<Result>(_ body: () throws -> Result) throws -> Result {
        let lockPath = path + "/.lock"
        var info = stat()
        if lstat(lockPath, &info) == 0, info.st_mode & S_IFMT != S_IFREG { Self.drop(lockPath) }
        do {
            return try FileLock(path: lockPath).withExclusiveLock(body)
        } catch let failure as FileLock.Failure {
            throw ImageCacheError.unavailable(failure.description)
        }
    }

    /// A regular, non-empty file of the user's with no other name (a hard link could name a file
    /// outside the cache): what the cache writes, and all it reads.
    private static func isImage(_ info: stat) -> Bool {
        info.st_mode & S_IFMT == S_IFREG && info.st_uid == geteuid() && info.st_size > 0 && info.st_nlink == 1
    }

    /// Removes what is at `path` without following it; an empty folder too. What cannot be removed
    /// stays, and is still never read as an image.
    private static func drop(_ path: String) {
        if unlink(path) != 0, errno == EISDIR || errno == EPERM { rmdir(path) }
    }

    /// The process that wrote the temporary `name`, nil when it is not one.
    private static func writer(ofTemporary name: String) -> pid_t? {
        if let pid = AtomicFile.writer(ofTemporary: name) { return pid }
        guard name.hasPrefix(earlierTemporaryPrefix) else { return nil }
        return pid_t(name.dropFirst(earlierTemporaryPrefix.count).prefix { $0 != "-" })
    }

    #if canImport(Glibc)
        /// `UTIME_OMIT` (a macro Swift does not import): that time stays as it is.
        private static let unchanged = timespec(tv_sec: 0, tv_nsec: (1 << 30) - 2)
    #else
        private static let unchanged = timespec(tv_sec: 0, tv_nsec: Int(UTIME_OMIT))
    #endif

    private static func date(_ time: timespec) -> Date {
        Date(timeIntervalSince1970: Double(time.tv_sec) + Double(time.tv_nsec) / 1_000_000_000)
    }

    private static func timestamp(_ date: Date) -> timespec {
        let seconds = date.timeIntervalSince1970.rounded(.down)
        let nanoseconds = Int((date.timeIntervalSince1970 - seconds) * 1_000_000_000)
        return timespec(tv_sec: Int(seconds), tv_nsec: nanoseconds)
    }
}
