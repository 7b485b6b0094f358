#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file replaced whole: the bytes go to a temporary beside it (mode 0600 from its first byte,
/// so a secret is never readable by others, not even for a moment), are flushed, and the
/// temporary is renamed over the file; then the folder is flushed so the rename itself survives a
/// power cut. A reader sees the old file or the new one, never a torn one, and a process killed
/// mid-write leaves the last complete file.
public enum AtomicFile {
    /// Replaces (or creates) `path` with `bytes`.
    public static func replace(_ path: String, with bytes: some Collection<UInt8>, mode: mode_t = 0o600)
        throws(SystemError)
    {
        try install(try writeTemporary(beside: path, bytes: bytes, mode: mode), at: path)
    }

    /// Renames a flushed temporary over `path`, then flushes the folder.
    private static func install(_ temporary: String, at path: String) throws(SystemError) {
        guard rename(temporary, path) == 0 else {
            let failure = SystemError("replace", path)
            unlink(temporary)
            throw failure
        }
        syncFolder(of: path)
    }

    /// Puts `bytes` at `path` only if no file is there yet (an existing one is kept: `EEXIST`),
    /// whole or not at all.
    public static func create(_ path: String, with bytes: some Collection<UInt8>, mode: mode_t = 0o600)
        throws(SystemError)
    {
        let temporary = try writeTemporary(beside: path, bytes: bytes, mode: mode)
        defer { unlink(temporary) }
        guard link(temporary, path) == 0 else { throw SystemError("create", path) }
        syncFolder(of: path)
    }

    /// Refuses a `path` a person named for output (an export, a backup) that replacing would
    /// harm: something other than a regular file (a device such as /dev/full, a folder, a
    /// symbolic link, which a rename would replace rather than write through), a file this user
    /// may not write, or one of `protected` (the guide's own store files), compared as files,
    /// not as names. A path that does not exist yet is fine.
    public static func requireReplaceable(_ path: String, sparing protected: [String]) throws(SystemError) {
        var file = stat()
        guard lstat(path, &file) == 0 else {
            if errno == ENOENT { return }
            throw SystemError("replace", path)
        }
        guard file.st_mode & S_IFMT == S_IFREG else {
            throw SystemError("replace", path, code: EINVAL, explanation: "it is not a regular file")
        }
        // The mode bits too: root may write anything, but a file marked read-only is kept.
        guard access(path, W_OK) == 0, file.st_mode & 0o222 != 0 else {
            throw SystemError("replace", path, code: EACCES, explanation: "it is read-only")
        }
        for other in protected {
            var kept = stat()
            if stat(other, &kept) == 0, kept.st_dev == file.st_dev, kept.st_ino == file.st_ino {
                throw SystemError("replace", path, code: EINVAL, explanation: "it is the guide's own store")
            }
        }
    }

    /// A new, flushed file in `path`'s folder holding `bytes`; its path. The caller renames or
    /// removes it.
    public static func writeTemporary(
        beside path: String, bytes: some Collection<UInt8>, mode: mode_t = 0o600
    )
        throws(SystemError) -> String
    {
        do {
            return try writeTemporary(beside: path, mode: mode) { try $0.write(bytes) }
        } catch let error as SystemError {
            throw error
        } catch {
            throw SystemError("write", path, code: EIO)
        }
    }

    /// Replaces (or creates) `path` with what `body` writes, chunk by chunk, so a file of any
    /// size is written in the memory of a chunk. If `body` throws, `path` is left as it was. Meant
    /// for a command's one output (an export, a backup) that takes as long as its producer: SIGINT
    /// or SIGTERM meanwhile removes the temporary and ends the process (`InterruptedTemporary`).
    public static func replace(
        _ path: String, mode: mode_t = 0o600, writing body: (Chunks) throws -> Void
    ) throws {
        try install(
            try writeTemporary(beside: path, mode: mode, removedOnInterrupt: true, writing: body), at: path)
    }

    /// Where `replace(_:mode:writing:)` hands its bytes: straight to the temporary file.
    public struct Chunks {
        fileprivate let descriptor: Int32
        fileprivate let path: String

        public func write(_ bytes: some Collection<UInt8>) throws(SystemError) {
            if let failure = Descriptor.writeAll(bytes, to: descriptor) {
                throw SystemError("write", path, code: failure)
            }
        }
    }

    private static func writeTemporary(
        beside path: String, mode: mode_t, removedOnInterrupt: Bool = false,
        writing body: (Chunks) throws -> Void
    ) throws -> String {
        let folder = folder(of: path)
        let temporary = folder + "/.\(name(of: path)).tmp-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
        let descriptor = open(temporary, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, mode)
        guard descriptor >= 0 else { throw SystemError("write in", folder) }
        let chunks = Chunks(descriptor: descriptor, path: path)
        do {
            if removedOnInterrupt {
                try InterruptedTemporary.removing(temporary) { try body(chunks) }
            } else {
                try body(chunks)
            }
        } catch {
            close(descriptor)
            unlink(temporary)
            throw error
        }
        // fsync before the rename: after a power cut the name never points at missing blocks.
        var failure: Int32?
        if fsync(descriptor) != 0 { failure = errno }
        if close(descriptor) != 0, failure == nil { failure = errno }
        if let failure {
            unlink(temporary)
            throw SystemError("write", path, code: failure)
        }
        return temporary
    }

    /// The process that is writing (or, killed, left) the temporary named `name`, or nil when
    /// `name` is not one `writeTemporary` makes, so a folder's owner can remove those of processes
    /// that are gone.
    public static func writer(ofTemporary name: String) -> pid_t? {
        // ".NAME.tmp-PID-RANDOM", and NAME may itself hold "-".
        let parts = name.split(separator: "-", omittingEmptySubsequences: false)
        guard name.hasPrefix("."), parts.count >= 3, parts[parts.count - 3].hasSuffix(".tmp"),
            UInt64(parts[parts.count - 1]) != nil, let pid = pid_t(parts[parts.count - 2]), pid > 0
        else { return nil }
        return pid
    }

    /// The file a write to `path` replaces: `path` itself, or when it is a symbolic link (a config
    /// file kept in a dotfiles checkout) the end of its chain of links, so the rename happens
    /// there and the link stays. The end need not exist yet: a dangling link's target is created.
    /// A relative link is read from the link's own folder; a loop, or more than 40 links, is
    /// `ELOOP`, and a link whose target is not UTF-8 is `EILSEQ`.
    public static func linkTarget(of path: String) throws(SystemError) -> String {
        var current = path
        for _ in 0..<40 {
            var info = stat()
            // Not a link, or nothing there: this is the file to write (a write reports the rest).
            guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(current, &buffer, buffer.count - 1)
            guard length >= 0 else { throw SystemError("read the link", current) }
            guard let target = String(validating: buffer.prefix(length), as: UTF8.self) else {
                throw SystemError("read the link", current, code: EILSEQ)
            }
            current = target.hasPrefix("/") ? target : folder(of: current) + "/" + target
        }
        throw SystemError("follow the links of", path, code: ELOOP)
    }

    /// Flushes the folder holding `path`, so a rename or link in it is durable.
    public static func syncFolder(of path: String) {
        let descriptor = open(folder(of: path), O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    /// Creates `path` and each missing folder above it, mode `mode` (0700: private to the user, as
    /// the cache's and the query budget's are); whatever is already there is kept, for its user
    /// (`FolderTrust`, a lock file) to judge.
    public static func makeFolders(_ path: String, mode: mode_t = 0o700) throws(SystemError) {
        var partial = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            partial += "/" + component
            if mkdir(partial, mode) != 0, errno != EEXIST { throw SystemError("create", partial) }
        }
    }

    /// The folder a file is in ("." for a bare name).
    public static func folder(of path: String) -> String {
        let parent = PathText.parentFolder(of: path)
        return parent.isEmpty ? "." : parent
    }

    private static func name(of path: String) -> String {
        let bytes = Array(path.utf8)
        let start = bytes.lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? 0
        return String(decoding: bytes[start...], as: UTF8.self)
    }
}
