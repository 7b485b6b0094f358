import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The listening socket, made here rather than by libmicrohttpd so that IPv4 and IPv6 work the
/// same way and port 0 can be read back with getsockname.
struct ListenSocket {
    let descriptor: Int32
    let port: UInt16

    static func open(host: String, port: UInt16) throws -> ListenSocket {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_flags = AI_PASSIVE
        #if canImport(Glibc)
            hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        #else
            hints.ai_socktype = SOCK_STREAM
        #endif
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &list) == 0, let first = list else {
            throw HTTPServerError.badAddress(host)
        }
        defer { freeaddrinfo(list) }
        let fd = socket(first.pointee.ai_family, first.pointee.ai_socktype, first.pointee.ai_protocol)
        guard fd >= 0 else { throw HTTPServerError.cannotListen(String(cString: strerror(errno))) }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        // Close on exec, so a child process never inherits the port.
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        guard bind(fd, first.pointee.ai_addr, first.pointee.ai_addrlen) == 0, listen(fd, 128) == 0 else {
            let detail = String(cString: strerror(errno))
            close(fd)
            throw HTTPServerError.cannotListen("\(host):\(port): \(detail)")
        }
        return ListenSocket(descriptor: fd, port: try boundPort(fd))
    }

    private static func boundPort(_ fd: Int32) throws -> UInt16 {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let status = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard status == 0 else { throw HTTPServerError.cannotListen(String(cString: strerror(errno))) }
        let family = Int32(storage.ss_family)
        return withUnsafePointer(to: &storage) { pointer in
            if family == AF_INET6 {
                return pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) {
                    UInt16(bigEndian: $0.pointee.sin6_port)
                }
            }
            return pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) {
                UInt16(bigEndian: $0.pointee.sin_port)
            }
        }
    }
}
