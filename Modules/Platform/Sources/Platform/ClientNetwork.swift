#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The network a client address stands for when a server counts what one client does. An IPv4
/// address is itself. An IPv6 address is its /64, the block a household or a host is given, so a
/// client stepping through the addresses of its own block is still one client; an IPv4 address
/// mapped into IPv6 (a dual-stack socket) is that IPv4 address. Anything else is kept as it is.
public enum ClientNetwork {
    public static func of(_ address: String) -> String {
        var ipv6 = in6_addr()
        guard inet_pton(AF_INET6, address, &ipv6) == 1 else { return address }
        var bytes = withUnsafeBytes(of: ipv6) { Array($0) }
        if bytes[0..<10].allSatisfy({ $0 == 0 }) && bytes[10] == 0xFF && bytes[11] == 0xFF {
            return bytes[12...].map(String.init).joined(separator: ".")
        }
        for index in 8..<16 { bytes[index] = 0 }
        withUnsafeMutableBytes(of: &ipv6) { $0.copyBytes(from: bytes) }
        var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
        guard inet_ntop(AF_INET6, &ipv6, &text, socklen_t(text.count)) != nil else { return address }
        return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) + "/64"
    }
}
