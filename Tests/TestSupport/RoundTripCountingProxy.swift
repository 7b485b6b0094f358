import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A loopback TCP proxy in front of a PostgreSQL server that counts the client's round trips:
/// every simple Query ('Q') and every Sync ('S', which ends one extended-protocol exchange) the
/// client sends is one request the client then waits on. It reads the frontend protocol itself,
/// so the count is independent of the code under test. It can also cut a connection at its next
/// COMMIT (`cutAtNextCommit`), on either side of the server's commit.
public final class RoundTripCountingProxy: @unchecked Sendable {
    public let port: UInt16
    private let upstreamPort: UInt16
    private let listener: Int32
    private let lock = NSLock()
    private var requests = 0
    private var sockets: [Int32] = []
    private var stopped = false
    private var pendingCut: CommitCut?
    private var silent = false

    /// Ends every connection through the proxy, and from now on leaves new ones unanswered, as a
    /// server that accepts connections and then hangs (or a network that drops packets) does.
    public func goSilent() {
        lock.withLock {
            silent = true
            for socket in sockets { shutdown(socket, Int32(SHUT_RDWR)) }
        }
    }

    /// Where `cutAtNextCommit` ends the connection.
    public enum CommitCut: Sendable {
        /// The COMMIT never reaches the server, which then rolls the transaction back.
        case beforeTheServerGetsIt
        /// The server commits, and its answer never reaches the client.
        case afterTheServerCommits
    }

    /// One client's connection through the proxy.
    private final class Link: @unchecked Sendable {
        let client: Int32
        let server: Int32
        /// Set (under the proxy's lock) once a COMMIT went through with its answer to be dropped.
        var swallowing = false

        init(client: Int32, server: Int32) {
            self.client = client
            self.server = server
        }

        func cut() {
            shutdown(client, Int32(SHUT_RDWR))
            shutdown(server, Int32(SHUT_RDWR))
        }
    }

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

    /// The next COMMIT any client sends (a statement of exactly that text) ends its connection
    /// where `cut` says; later connections go through untouched.
    public func cutAtNextCommit(_ cut: CommitCut) {
        lock.withLock { pendingCut = cut }
    }

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
            // Silent: the connection is held open and never answered (closed at `stop`).
            let held = lock.withLock {
                if silent { sockets.append(client) }
                return silent
            }
            if held { continue }
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
            let link = Link(client: client, server: server)
            Thread.detachNewThread { [self] in relayAnswers(link) }
            Thread.detachNewThread { [self] in relayRequests(link) }
        }
    }

    /// Copies the server's bytes to the client until either side closes; once a COMMIT's answer
    /// is to be dropped, reads the messages that follow it (a type byte and a length each) and
    /// cuts the connection at ReadyForQuery ('Z'), which the server sends after committing.
    private func relayAnswers(_ link: Link) {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var dropped: [UInt8] = []
        defer { link.cut() }
        while true {
            let got = read(link.server, &buffer, buffer.count)
            guard got > 0 else { return }
            if lock.withLock({ link.swallowing }) {
                dropped += buffer[0..<got]
                while dropped.count >= 5 {
                    if dropped[0] == UInt8(ascii: "Z") { return }
                    let length = dropped[1..<5].reduce(0) { $0 << 8 | Int($1) }
                    guard dropped.count >= 1 + length else { break }
                    dropped.removeFirst(1 + length)
                }
                continue
            }
            guard Self.send(buffer[0..<got], to: link.client) else { return }
        }
    }

    /// Copies the client's bytes to the server a whole message at a time, parsing them as it
    /// goes: untyped ones (SSL or GSS encryption requests, then the startup message) until
    /// protocol version 3's startup, then a type byte and a length each. Counts the requests and
    /// makes a pending COMMIT cut.
    private func relayRequests(_ link: Link) {
        var pending: [UInt8] = []
        var started = false
        var buffer = [UInt8](repeating: 0, count: 65_536)
        defer { link.cut() }
        while true {
            let got = read(link.client, &buffer, buffer.count)
            guard got > 0 else { return }
            pending += buffer[0..<got]
            while true {
                let offset = started ? 1 : 0
                guard pending.count >= offset + 4 else { break }
                let length = pending[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
                guard pending.count >= offset + length else { break }
                let message = pending[0..<offset + length]
                if started {
                    if message.first == UInt8(ascii: "Q") || message.first == UInt8(ascii: "S") {
                        lock.withLock { requests += 1 }
                    }
                    if let cut = takeCut(ifCommit: message) {
                        if cut == .beforeTheServerGetsIt { return }
                        lock.withLock { link.swallowing = true }
                    }
                } else if length >= 8, pending[4..<8].reduce(0, { $0 << 8 | Int($1) }) == 196_608 {
                    started = true
                }
                guard Self.send(message, to: link.server) else { return }
                pending.removeFirst(offset + length)
            }
        }
    }

    /// The pending cut, taken, when `message` is a Parse ('P') or Query ('Q') of exactly COMMIT.
    private func takeCut(ifCommit message: ArraySlice<UInt8>) -> CommitCut? {
        guard let type = message.first, type == UInt8(ascii: "P") || type == UInt8(ascii: "Q") else {
            return nil
        }
        // Parse: type, length, a statement name ending in NUL, then the query; Query: the query.
        var text = message.dropFirst(5)
        if type == UInt8(ascii: "P"), let end = text.firstIndex(of: 0) { text = text[(end + 1)...] }
        guard text.starts(with: Array("COMMIT\0".utf8)) else { return nil }
        return lock.withLock {
            defer { pendingCut = nil }
            return pendingCut
        }
    }

    /// Writes all of `bytes`; false when the peer has gone.
    private static func send(_ bytes: ArraySlice<UInt8>, to target: Int32) -> Bool {
        var sent = 0
        while sent < bytes.count {
            // MSG_NOSIGNAL: a peer that closed first must end the relay, not the test process
            // with SIGPIPE.
            let wrote = bytes.withUnsafeBytes {
                Glibc.send(target, $0.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL))
            }
            guard wrote > 0 else { return false }
            sent += wrote
        }
        return true
    }
}
