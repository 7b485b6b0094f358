#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An IPv4 or IPv6 address, compared as an address rather than as text: `::1` and `0:0::1` are
/// one address, and so are an IPv4 address and the same address mapped into IPv6
/// (`::ffff:192.0.2.7`, what a dual-stack socket reports). Read only from the forms `inet_pton`
/// reads (a dotted quad; IPv6 text, an IPv4 tail included): no port, brackets, zone, prefix
/// length or name.
public struct IPAddress: Hashable, Sendable, CustomStringConvertible {
    /// The 16 bytes of the IPv6 address; an IPv4 address is kept mapped (`::ffff:a.b.c.d`).
    let bytes: [UInt8]

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    public init?(_ text: String) {
        // inet_pton reads a C string: a NUL inside would end the text early.
        guard text.utf8.count <= Int(INET6_ADDRSTRLEN), !text.utf8.contains(0) else { return nil }
        var ipv4 = in_addr()
        if inet_pton(AF_INET, text, &ipv4) == 1 {
            bytes = Self.mappedPrefix + withUnsafeBytes(of: ipv4) { Array($0) }
            return
        }
        var ipv6 = in6_addr()
        guard inet_pton(AF_INET6, text, &ipv6) == 1 else { return nil }
        bytes = withUnsafeBytes(of: ipv6) { Array($0) }
    }

    private static let mappedPrefix: [UInt8] = Array(repeating: 0, count: 10) + [0xFF, 0xFF]

    /// An IPv4 address, given as one or mapped into IPv6.
    public var isIPv4: Bool { bytes.starts(with: Self.mappedPrefix) }

    /// The dotted quad of an IPv4 address (mapped or not); IPv6 in its shortest lower-case text.
    public var description: String {
        if isIPv4 { return bytes[12...].map(String.init).joined(separator: ".") }
        var ipv6 = in6_addr()
        withUnsafeMutableBytes(of: &ipv6) { $0.copyBytes(from: bytes) }
        var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
        guard inet_ntop(AF_INET6, &ipv6, &text, socklen_t(text.count)) != nil else { return "" }
        return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
