import Foundation
import UseCases

/// An advisory `flock` on a file, held for the duration of `body`. It is what makes
/// read-modify-write of a property list atomic across processes.
struct FileLock {
    let path: String

    func withLock<T>(exclusive: Bool, _ body: () throws -> T) throws -> T {
        let descriptor = open(path, O_CREAT | O_RDWR | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw StoreError.unavailable("cannot open lock file \(path): \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        var result: Int32
        repeat {
            result = flock(descriptor, exclusive ? LOCK_EX : LOCK_SH)
        } while result != 0 && errno == EINTR
        guard result == 0 else {
            throw StoreError.unavailable("cannot lock \(path): \(String(cString: strerror(errno)))")
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}
