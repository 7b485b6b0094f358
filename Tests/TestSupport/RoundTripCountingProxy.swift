import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A loopback TCP proxy in front of a PostgreSQL server that counts the client's round trips:
/// every simple Query ('Q') and every Sync ('S', which ends one extended-protocol exchange) the
/// client sends is one request the client then waits on. It reads the frontend protocol itself,
/// so the count is independent of the code under test.
public final class RoundTripCountingProxy: @unchecked Sendable {
    public let port: UInt16
    private let upstreamPort: UInt16
    private let listener: Int32
    private let lock = NSLock()
    private var requests = 0
    private var sockets: [Int32] = []
    private var stopped = false

    /// Listens on a free loopback port and forwards each connection to 127.0.0.1:`upstreamPort`.
    public init(upstreamPort: UInt16) throws {
        self.upstreamPort = upstreamPort
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        self.listener = listener
        var address = Self.loopback(port: 0)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(listener, 8) == 0 else {
            throw TestPostgres.CommandFailed(description: "proxy")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        port = UInt16(bigEndian: address.sin_port)
        Thread.detachNewThread { [self] in acceptLoop() }
    }

    /// Requests counted so far, on every connection.
    public var count: Int { lock.withLock { requests } }

    /// `url` (postgresql://user@host:port/db...) with host and port replaced by the proxy's.
    public func url(for url: String) -> String {
        guard var components = URLComponents(string: url) else { return url }
        components.host = "127.0.0.1"
        components.port = Int(port)
        return components.string ?? url
    }

    /// Closes the listener once: `stop()` and then `deinit` both call it, and a second close
    /// would close whatever descriptor the number was given to since (another test's pipe, which
    /// then fails with EBADF).
    public func stop() {
        let first = lock.withLock {
            defer { stopped = true }
            return !stopped
        }
        guard first else { return }
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
        lock.withLock { for socket in sockets { shutdown(socket, Int32(SHUT_RDWR)) } }
    }

    deinit { stop() }

    private static func loopback(port: UInt16) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return address
    }

    private func acceptLoop() {
        while true {
            let client = accept(listener, nil, nil)
            guard client >= 0 else { return }
            let server = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = Self.loopback(port: upstreamPort)
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(server, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            guard connected == 0 else {
                close(client)
                close(server)
                continue
            }
            lock.withLock { sockets += [client, server] }
            Thread.detachNewThread { [self] in pump(from: server, to: client, counting: false) }
            Thread.detachNewThread { [self] in pump(from: client, to: server, counting: true) }
        }
    }

    /// Copies bytes until either side closes; on the client's side, parses the messages: untyped
    /// ones (SSL or GSS encryption requests, then the startup message) until protocol version 3's
    /// startup, then a type byte and a length each.
    private func pump(from source: Int32, to target: Int32, counting: Bool) {
        var pending: [UInt8] = []
        var started = false
        var buffer = [UInt8](repeating: 0, count: 65_536)
        defer {
            shutdown(target, Int32(SHUT_RDWR))
            shutdown(source, Int32(SHUT_RDWR))
        }
        while true {
            let got = read(source, &buffer, buffer.count)
            guard got > 0 else { return }
            var sent = 0
            while sent < got {
                // MSG_NOSIGNAL: a peer that closed first must end this loop, not the test
                // process with SIGPIPE.
                let wrote = buffer.withUnsafeBytes {
                    send(target, $0.baseAddress! + sent, got - sent, Int32(MSG_NOSIGNAL))
                }
                guard wrote > 0 else { return }
                sent += wrote
            }
            guard counting else { continue }
            pending += buffer[0..<got]
            while true {
                let offset = started ? 1 : 0
                guard pending.count >= offset + 4 else { break }
                let length = pending[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
                guard pending.count >= offset + length else { break }
                if started {
                    if pending[0] == UInt8(ascii: "Q") || pending[0] == UInt8(ascii: "S") {
                        lock.withLock { requests += 1 }
                    }
                } else if length >= 8, pending[4..<8].reduce(0, { $0 << 8 | Int($1) }) == 196_608 {
                    started = true
                }
                pending.removeFirst(offset + length)
            }
        }
    }
}
