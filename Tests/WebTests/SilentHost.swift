import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// An image host that never answers: a loopback port that listens and never accepts, so a
/// client connects (the kernel completes the handshake) and then waits for nothing.
final class SilentHost: @unchecked Sendable {
    let port: UInt16
    private let socket: Int32

    /// The stand-in for `https://live.staticflickr.com/` (`OUTINGS_FLICKR_STATIC_URL`).
    var staticURL: String { "http://127.0.0.1:\(port)/static/" }

    init() throws {
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
    }

    deinit { close(socket) }
}
