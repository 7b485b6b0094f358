import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The total deadline for each request: its headers and body must be in within `seconds` of the
/// connection opening (or of the previous answer on a kept-alive connection), however slowly the
/// bytes trickle. libmicrohttpd's own timeout counts only silence, so a thread of this class
/// shuts down the sockets whose request is late; libmicrohttpd then sees end of file and closes
/// the connection itself.
///
/// A socket is only ever shut down, never closed, and only under `lock`, which the closed
/// notification also takes: libmicrohttpd sends that notification before it closes the socket,
/// so a descriptor is never touched once it may belong to something else.
final class RequestDeadlines: @unchecked Sendable {
    private struct Connection {
        let socket: Int32
        /// When the clock for the awaited request started; nil while a whole request is being
        /// answered (or was cut), when no deadline runs.
        var since: DispatchTime?
    }

    private let limit: UInt64
    private let lock = NSCondition()
    private var connections: [UInt: Connection] = [:]
    private var stopped = false

    init(seconds: Int) {
        limit = UInt64(max(1, seconds)) * 1_000_000_000
    }

    func start() {
        let thread = Thread { [self] in run() }
        thread.name = "request deadlines"
        thread.start()
    }

    func stop() {
        lock.lock()
        stopped = true
        lock.broadcast()
        lock.unlock()
    }

    func opened(_ connection: OpaquePointer, socket: Int32) {
        guard socket >= 0 else { return }
        lock.lock()
        connections[key(connection)] = Connection(socket: socket, since: .now())
        lock.broadcast()
        lock.unlock()
    }

    /// The request is whole: no deadline runs while it is answered.
    func requestArrived(_ connection: OpaquePointer) {
        set(connection, since: nil)
    }

    /// The answer is sent: the next request on the connection gets a deadline of its own.
    func answered(_ connection: OpaquePointer) {
        set(connection, since: .now())
    }

    func closed(_ connection: OpaquePointer) {
        lock.withLock { connections[key(connection)] = nil }
    }

    private func set(_ connection: OpaquePointer, since: DispatchTime?) {
        lock.lock()
        connections[key(connection)]?.since = since
        if since != nil { lock.broadcast() }
        lock.unlock()
    }

    private func key(_ connection: OpaquePointer) -> UInt { UInt(bitPattern: Int(bitPattern: connection)) }

    private func run() {
        lock.lock()
        defer { lock.unlock() }
        while !stopped {
            let now = DispatchTime.now().uptimeNanoseconds
            var next = now + limit
            for (key, connection) in connections {
                guard let since = connection.since?.uptimeNanoseconds else { continue }
                let due = since + limit
                if due <= now {
                    // End of file for libmicrohttpd, which then closes the connection.
                    shutdown(connection.socket, Int32(SHUT_RDWR))
                    connections[key]?.since = nil
                } else {
                    next = min(next, due)
                }
            }
            let wait = Double(next - now) / 1e9
            _ = lock.wait(until: Date().addingTimeInterval(wait))
        }
    }
}
