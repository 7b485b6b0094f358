import Foundation
import UseCases

/// An advisory `flock` on a file, held for the duration of `body`: what makes read-modify-write
/// of a property list atomic across processes. A lock not granted within `timeout` is
/// `StoreError.busy`, as SQLite's busy timeout is, so a stopped writer cannot hang everyone.
struct FileLock {
    let path: String
    var timeout: TimeInterval = 10

    func withExclusiveLock<T>(_ body: () throws -> T) throws -> T {
        let descriptor = open(path, O_CREAT | O_RDWR | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw StoreError.unavailable("cannot open lock file \(path): \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        let deadline = Date().addingTimeInterval(timeout)
        var pause: useconds_t = 1_000
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else {
                throw StoreError.unavailable("cannot lock \(path): \(String(cString: strerror(errno)))")
            }
            guard Date() < deadline else {
                throw StoreError.busy("another process has held \(path) for over \(Int(timeout)) s")
            }
            usleep(pause)
            pause = min(pause * 2, 50_000)
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}
