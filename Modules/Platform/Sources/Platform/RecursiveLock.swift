#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A mutual-exclusion lock the same thread may take again while holding it, for stores whose
/// public calls run other public calls under one lock (a transaction calling `add` inside `move`).
///
/// Here instead of Foundation's `NSRecursiveLock` so that a store, and the apps linking it, need
/// only FoundationEssentials: linking swift-corelibs Foundation (CoreFoundation and ICU) costs every
/// command ~1 ms of start-up (docs/performance.md, "Reads and start-up").
public final class RecursiveLock: @unchecked Sendable {
    // Allocated once and never moved: a pthread mutex must not change address while in use.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    public init() {
        mutex = .allocate(capacity: 1)
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
        pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` holding the lock, releasing it however `body` ends.
    public func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
