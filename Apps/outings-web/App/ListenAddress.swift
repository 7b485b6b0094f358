import Foundation

/// `--listen HOST:PORT`: IPv4, `[IPv6]` or a name, and a port (0 = any free one).
struct ListenAddress: Equatable, Sendable {
    let host: String
    let port: UInt16

    static let `default` = ListenAddress(host: "127.0.0.1", port: 8080)

    static func parse(_ text: String) throws -> ListenAddress {
        let usage = WebFailure(
            64, "--listen takes HOST:PORT (such as 127.0.0.1:8080 or [::1]:0), not \"\(text)\"")
        guard let colon = text.lastIndex(of: ":") else { throw usage }
        var host = String(text[..<colon])
        guard let port = UInt16(text[text.index(after: colon)...]) else { throw usage }
        if host.hasPrefix("[") && host.hasSuffix("]") {
            host = String(host.dropFirst().dropLast())
            guard host.contains(":") else { throw usage }
        } else if host.contains(":") {
            throw usage
        }
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: ".-:%"))
        guard !host.isEmpty, host.unicodeScalars.allSatisfy(allowed.contains),
            host.unicodeScalars.allSatisfy(\.isASCII)
        else { throw usage }
        return ListenAddress(host: host.lowercased(), port: port)
    }

    /// As a URL names it: IPv6 in brackets.
    var hostForURL: String { host.contains(":") ? "[\(host)]" : host }

    var isLoopback: Bool { host == "localhost" || host == "::1" || host.hasPrefix("127.") }

    var isWildcard: Bool { host == "0.0.0.0" || host == "::" }

    /// "127.0.0.1", "[::1]": the literal forms a Host header may carry.
    static func isIPLiteral(_ name: String) -> Bool {
        if name.hasPrefix("[") && name.hasSuffix("]") {
            return name.dropFirst().dropLast().allSatisfy { $0.isHexDigit || $0 == ":" || $0 == "." }
        }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts.allSatisfy { UInt8($0) != nil }
    }
}
