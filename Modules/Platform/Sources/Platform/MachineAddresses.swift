#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The addresses of this machine's network interfaces that are up, loopback left out: IPv4 ones
/// first (what people type and phones reach on a home network), then IPv6 ones other than
/// link-local (which need a zone to be used).
public enum MachineAddresses {
    public static func current() -> [IPAddress] {
        var first: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&first) == 0 else { return [] }
        defer { freeifaddrs(first) }
        var ipv4: [IPAddress] = []
        var ipv6: [IPAddress] = []
        var next = first
        while let entry = next?.pointee {
            next = entry.ifa_next
            let flags = Int32(entry.ifa_flags)
            guard flags & Int32(IFF_UP) != 0, flags & Int32(IFF_LOOPBACK) == 0, let socket = entry.ifa_addr
            else { continue }
            switch Int32(socket.pointee.sa_family) {
            case AF_INET:
                let address = socket.withMemoryRebound(to: sockaddr_in.self, capacity: 1) {
                    $0.pointee.sin_addr
                }
                let bytes = withUnsafeBytes(of: address) { Array($0) }
                ipv4.append(IPAddress(bytes: Array(repeating: 0, count: 10) + [0xFF, 0xFF] + bytes))
            case AF_INET6:
                let address = socket.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) {
                    $0.pointee.sin6_addr
                }
                let bytes = withUnsafeBytes(of: address) { Array($0) }
                // fe80::/10 is link-local.
                if bytes[0] == 0xFE && bytes[1] & 0xC0 == 0x80 { continue }
                ipv6.append(IPAddress(bytes: bytes))
            default: continue
            }
        }
        return ipv4 + ipv6
    }
}
