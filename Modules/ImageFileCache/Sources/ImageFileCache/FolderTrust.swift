import Platform

#if canImport(Glibc)
    import Glibc
#endif

/// Whether another local user could change what the cache folder holds: swap the folder, plant a
/// file or a symbolic link in it, so that Outings would serve or delete something that is not an
/// image it made. Every level of the folder's path, and of where its symbolic links lead, must be
/// a folder only the user (or root, for system folders) can change:
/// - owned by the user or root;
/// - writable by no one else, unless it is sticky (as /tmp is: others cannot move what is not
///   theirs), or only by a group that is the user's own private group.
/// The cache folder itself must be the user's; when others can write in it, it is made 0700 again.
enum FolderTrust {
    static func verify(_ path: String) throws(ImageCacheError) {
        let user = geteuid()
        var levels = ancestors(of: path)
        if let real = realpath(path, nil) {
            levels += ancestors(of: String(cString: real)).filter { !levels.contains($0) }
            free(real)
        }
        for level in levels {
            let info = try status(of: level)
            guard info.st_uid == user || info.st_uid == 0 else {
                throw .unavailable(
                    "\(level) belongs to another user (uid \(info.st_uid)), who could replace the image cache \(path)"
                )
            }
            let sticky = info.st_mode & S_ISVTX != 0
            let othersWrite = info.st_mode & 0o002 != 0
            let groupWrite = info.st_mode & 0o020 != 0 && !PrivateGroup.isUsers(info.st_gid)
            guard sticky || !(othersWrite || groupWrite) else {
                throw .unavailable(
                    "\(level) is writable by other users (mode \(String(info.st_mode & 0o7777, radix: 8))), who could replace the image cache \(path); remove their write permission (chmod go-w)"
                )
            }
        }
        let info = try status(of: path)
        guard info.st_mode & S_IFMT == S_IFDIR else { throw .unavailable("\(path) is not a folder") }
        guard info.st_uid == user else {
            throw .unavailable(
                "\(path) belongs to another user (uid \(info.st_uid)); Outings keeps images only in a folder of yours"
            )
        }
        if info.st_mode & 0o022 != 0, chmod(path, 0o700) != 0 {
            throw .unavailable(
                "\(path) is writable by other users and cannot be made private: \(SystemError.reason(errno))")
        }
    }

    /// The folders that hold `path`, outermost first: "/" and each one under it for an absolute
    /// path, "." and each one under it for a relative one.
    static func ancestors(of path: String) -> [String] {
        let absolute = path.hasPrefix("/")
        let components = path.split(separator: "/").dropLast()
        var levels = [absolute ? "/" : "."]
        var current = absolute ? "" : "."
        for component in components {
            current += "/" + component
            levels.append(current)
        }
        return levels
    }

    /// `stat` of `path`, symbolic links followed.
    private static func status(of path: String) throws(ImageCacheError) -> stat {
        var info = stat()
        guard stat(path, &info) == 0 else { throw .unavailable(SystemError("read", path).description) }
        return info
    }
}

/// The user's private group (as Debian and Ubuntu give every user): it has the user's name, is
/// their primary group and lists no other member, so a folder writable by it is writable by the
/// user alone.
private enum PrivateGroup {
    static func isUsers(_ id: gid_t) -> Bool {
        // Room for the account's and the group's strings, as the reentrant calls need.
        let size = 16 * 1024
        let storage = UnsafeMutablePointer<CChar>.allocate(capacity: 2 * size)
        defer { storage.deallocate() }
        var account = passwd()
        var accountFound: UnsafeMutablePointer<passwd>?
        guard getpwuid_r(geteuid(), &account, storage, size, &accountFound) == 0, accountFound != nil,
            account.pw_gid == id, let userName = account.pw_name
        else { return false }
        let name = String(cString: userName)
        var entry = group()
        var entryFound: UnsafeMutablePointer<group>?
        guard getgrgid_r(id, &entry, storage + size, size, &entryFound) == 0, entryFound != nil,
            let groupName = entry.gr_name, String(cString: groupName) == name, var member = entry.gr_mem
        else { return false }
        while let memberName = member.pointee {
            guard String(cString: memberName) == name else { return false }
            member += 1
        }
        return true
    }
}
