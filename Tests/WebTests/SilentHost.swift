import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A server that never answers: a loopback port that listens and, by default, never accepts, so a
/// client connects (the kernel completes the handshake) and then waits for nothing. `accepting`
/// takes each connection in and holds it open unread instead, so a test can wait until a client
/// has connected (`waitForConnections`), as a PostgreSQL server that accepts and then hangs does.
final class SilentHost: @unchecked Sendable {
    let port: UInt16
    private let socket: Int32
    private let accepted: Accepted?

    /// The stand-in for `https://live.staticflickr.com/` (`OUTINGS_FLICKR_STATIC_URL`).
    var staticURL: String { "http://127.0.0.1:\(port)/static/" }

    init(accepting: Bool = false) throws {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let listening = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(socket, $0, length) == 0 && listen(socket, 128) == 0
                    && getsockname(socket, $0, &length) == 0
            }
        }
        guard socket >= 0, listening else {
            close(socket)
            throw RawHTTPClient.Failure(description: "cannot listen on 127.0.0.1")
        }
        self.socket = socket
        port = UInt16(bigEndian: address.sin_port)
        accepted = accepting ? Accepted(listening: socket) : nil
    }

    /// True once `count` connections have been accepted; false if `seconds` pass first (or the
    /// host does not accept).
    func waitForConnections(_ count: Int, within seconds: Double) -> Bool {
        accepted?.waitFor(count, within: seconds) ?? false
    }

    deinit {
        // Wakes the accepting thread (accept fails once the socket is shut down), then closes.
        shutdown(socket, Int32(SHUT_RDWR))
        accepted?.end()
        close(socket)
    }

    /// The connections taken in, held open until the host goes away.
    private final class Accepted: @unchecked Sendable {
        private let condition = NSCondition()
        private var sockets: [Int32] = []
        private let ended = DispatchSemaphore(value: 0)

        init(listening: Int32) {
            Thread { [self] in
                while true {
                    let client = accept(listening, nil, nil)
                    if client < 0, errno == EINTR { continue }
                    guard client >= 0 else { break }
                    condition.lock()
                    sockets.append(client)
                    condition.broadcast()
                    condition.unlock()
                }
                ended.signal()
            }.start()
        }

        func waitFor(_ count: Int, within seconds: Double) -> Bool {
            let end = Date().addingTimeInterval(seconds)
            condition.lock()
            defer { condition.unlock() }
            while sockets.count < count {
                guard condition.wait(until: end) else { return sockets.count >= count }
            }
            return true
        }

        /// Waits for the accepting thread to stop, then closes what it took in.
        func end() {
            ended.wait()
            condition.lock()
            for client in sockets { close(client) }
            sockets = []
            condition.unlock()
        }
    }
}
