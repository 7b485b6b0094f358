#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Open connections for threads that each need one for a moment: a caller borrows one for the
/// length of a closure and gives it back, so at most `capacity` are ever open and each is used by
/// one thread at a time. Connections are opened lazily, when every open one is in use; a caller
/// beyond `capacity` waits for one to come back. A failed open gives its slot back. Knows nothing
/// of stores: outings-web lends each request one open store for its whole length.
public final class ConnectionPool<Connection: Sendable>: @unchecked Sendable {
    private let open: @Sendable () throws -> Connection
    public let capacity: Int
    // Guarded by `mutex`; `available` is signalled when a connection or a slot comes back.
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let available = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var idle: [Connection] = []
    private var opened = 0

    /// `first` is a connection already open (so a bad store fails at start-up, not at the first
    /// request); `open` opens each further one. A capacity below 1 is taken as 1.
    public init(capacity: Int, first: Connection, open: @escaping @Sendable () throws -> Connection) {
        self.capacity = max(1, capacity)
        self.open = open
        idle = [first]
        opened = 1
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(available, nil)
    }

    deinit {
        pthread_cond_destroy(available)
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
        available.deallocate()
    }

    /// Runs `body` with a connection no other thread uses meanwhile; it goes back to the pool when
    /// `body` returns or throws.
    public func with<T>(_ body: (Connection) throws -> T) throws -> T {
        let connection = try borrow()
        defer { giveBack(connection) }
        return try body(connection)
    }

    /// How many connections are open now (idle or borrowed).
    public var openCount: Int {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return opened
    }

    private func borrow() throws -> Connection {
        pthread_mutex_lock(mutex)
        while idle.isEmpty && opened >= capacity { pthread_cond_wait(available, mutex) }
        if let connection = idle.popLast() {
            pthread_mutex_unlock(mutex)
            return connection
        }
        // The slot is taken before opening, outside the lock, so a slow open blocks nobody else.
        opened += 1
        pthread_mutex_unlock(mutex)
        do {
            return try open()
        } catch {
            pthread_mutex_lock(mutex)
            opened -= 1
            pthread_cond_signal(available)
            pthread_mutex_unlock(mutex)
            throw error
        }
    }

    private func giveBack(_ connection: Connection) {
        pthread_mutex_lock(mutex)
        idle.append(connection)
        pthread_cond_signal(available)
        pthread_mutex_unlock(mutex)
    }
}
