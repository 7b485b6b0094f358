import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An advisory `flock` on a file, held for the duration of `body`: what makes read-modify-write
/// of a file atomic across processes. A lock not granted within `timeout` is `Failure.busy`, as
/// SQLite's busy timeout is, so a stopped writer cannot hang everyone.
///
/// The wait is a blocking `flock` (on a helper thread, abandoned at the deadline), not polling:
/// the kernel hands the lock to a waiter as soon as it is released, whereas a poller that sleeps
/// between tries can lose every release to busier processes and starve (with back-off polling,
/// some of eight processes adding at once failed with "store busy").
public struct FileLock: Sendable {
    public enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
        /// Another process held the lock for longer than the timeout.
        case busy(String)
        /// The lock file could not be opened or locked.
        case unavailable(SystemError)

        public var description: String {
            switch self {
            case .busy(let detail): detail
            case .unavailable(let error): error.description
            }
        }
    }

    public let path: String
    public var timeout: TimeInterval

    public init(path: String, timeout: TimeInterval = 10) {
        self.path = path
        self.timeout = timeout
    }

    /// Runs `body` holding the lock; `Failure` when the lock was not had, else `body`'s own errors.
    public func withExclusiveLock<T>(_ body: () throws -> T) throws -> T {
        let descriptor = open(path, O_CREAT | O_RDWR | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw Failure.unavailable(SystemError("open lock file", path)) }
        if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else {
                defer { close(descriptor) }
                throw Failure.unavailable(SystemError("lock", path))
            }
            // On failure the waiter owns (and closes) the descriptor.
            try LockWaiter(descriptor: descriptor).wait(timeout: timeout, path: path)
        }
        defer {
            flock(descriptor, LOCK_UN)
            close(descriptor)
        }
        return try body()
    }
}

/// Waits for `flock(LOCK_EX)` on another thread. If the deadline passes first the wait is
/// abandoned: whenever the lock is granted later, the thread releases it and closes the file.
private final class LockWaiter: @unchecked Sendable {
    private let descriptor: Int32
    private let state = RecursiveLock()
    private let done = DispatchSemaphore(value: 0)
    private var abandoned = false
    private var finished = false
    private var failure: Int32?

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    func wait(timeout: TimeInterval, path: String) throws {
        try startThread()
        _ = done.wait(timeout: .now() + timeout)
        // The thread may have finished just after the deadline: then its outcome stands.
        let outcome: Int32?? = state.withLock {
            guard finished else {
                abandoned = true
                return .none
            }
            return .some(failure)
        }
        switch outcome {
        case .none:
            throw FileLock.Failure.busy("another process has held \(path) for over \(Int(timeout)) s")
        case .some(let error?):
            close(descriptor)
            throw FileLock.Failure.unavailable(SystemError("lock", path, code: error))
        case .some(nil):
            return
        }
    }

    /// A detached pthread (Foundation's `Thread` is not in FoundationEssentials) that owns a
    /// reference to this waiter until `block` returns.
    private func startThread() throws {
        let waiter = Unmanaged.passRetained(self).toOpaque()
        var thread = pthread_t()
        let started = pthread_create(
            &thread, nil,
            { waiter in
                if let waiter { Unmanaged<LockWaiter>.fromOpaque(waiter).takeRetainedValue().block() }
                return nil
            }, waiter)
        guard started == 0 else {
            Unmanaged<LockWaiter>.fromOpaque(waiter).release()
            close(descriptor)
            throw FileLock.Failure.unavailable(
                SystemError("start a thread to wait for the lock on", "a file", code: started))
        }
        pthread_detach(thread)
    }

    private func block() {
        var result: Int32
        repeat { result = flock(descriptor, LOCK_EX) } while result != 0 && errno == EINTR
        let error = result == 0 ? nil : errno
        let giveBack = state.withLock {
            failure = error
            finished = true
            return abandoned
        }
        if giveBack {
            if error == nil { flock(descriptor, LOCK_UN) }
            close(descriptor)
        }
        done.signal()
    }
}
