/// The network a client address stands for when a server counts what one client does. An IPv4
/// address is itself. An IPv6 address is its /64, the block a household or a host is given, so a
/// client stepping through the addresses of its own block is still one client; an IPv4 address
/// mapped into IPv6 (a dual-stack socket) is that IPv4 address. Anything else is kept as it is.
public enum ClientNetwork {
    public static func of(_ address: String) -> String {
        guard let parsed = IPAddress(address) else { return address }
        guard !parsed.isIPv4 else { return parsed.description }
        return IPAddress(bytes: Array(parsed.bytes[..<8]) + Array(repeating: 0, count: 8)).description + "/64"
    }
}
