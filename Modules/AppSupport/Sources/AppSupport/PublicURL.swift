/// The address people reach the web guide at (`outings-web --public-url`, the configuration
/// file's `public-url`): `http` or `https`, a host (a name, an IPv4 address or `[IPv6]`), an
/// optional port and an optional path prefix, such as `https://outings.example.org/family`.
/// Every link handed out to be opened elsewhere (an invitation) is absolute on it.
public struct PublicURL: Equatable, Sendable, CustomStringConvertible {
    /// `scheme://host[:port]`, lowercased.
    public let origin: String
    /// `host[:port]` as a Host header names it, lowercased.
    public let authority: String
    /// The path prefix without its trailing `/` ("" for none), kept as given.
    public let prefix: String

    /// nil for anything but an absolute http(s) URL without user, query or fragment.
    public init?(parsing text: String) {
        guard let colon = text.firstIndex(of: ":"), text[colon...].hasPrefix("://") else { return nil }
        let scheme = text[..<colon].lowercased()
        guard scheme == "http" || scheme == "https" else { return nil }
        let rest = text[text.index(colon, offsetBy: 3)...]
        let slash = rest.firstIndex(of: "/") ?? rest.endIndex
        let authority = rest[..<slash].lowercased()
        var prefix = String(rest[slash...])
        while prefix.hasSuffix("/") { prefix.removeLast() }
        guard Self.isAuthority(authority), prefix.unicodeScalars.allSatisfy(Self.isPathScalar),
            !prefix.contains("//")
        else { return nil }
        self.authority = authority
        origin = scheme + "://" + authority
        self.prefix = prefix
    }

    /// The address with a trailing `/`, as the start-up line shows it.
    public var description: String { origin + prefix + "/" }

    /// `path` (starting with `/`) under this address.
    public func link(_ path: String) -> String { origin + prefix + path }

    /// The one line a malformed value gets, naming where it was set.
    public static func malformed(_ name: String, _ text: String) -> String {
        "\(name) must be an http or https address such as https://outings.example.org or "
            + "http://192.168.1.20:8080/family, not \"\(text)\""
    }

    private static func isAuthority(_ text: String) -> Bool {
        var host = Substring(text)
        if let colon = text.lastIndex(of: ":"), !text.hasSuffix("]") {
            guard let port = Int(text[text.index(after: colon)...]), (1...65535).contains(port) else {
                return false
            }
            host = text[..<colon]
        }
        if host.hasPrefix("[") {
            return host.count > 2 && host.hasSuffix("]")
                && host.dropFirst().dropLast().allSatisfy { $0.isHexDigit || $0 == ":" || $0 == "." }
        }
        return !host.isEmpty && !host.hasPrefix(".") && !host.hasPrefix("-")
            && host.unicodeScalars.allSatisfy { scalar in
                ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "." || scalar == "-"
            }
    }

    /// Unreserved characters, sub-delimiters and percent escapes (RFC 3986 `pchar` and `/`): no
    /// space, query, fragment or quote, so the address goes into a page or a terminal as it is.
    private static func isPathScalar(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
            || "/-._~%!$&()*+,;=:@".unicodeScalars.contains(scalar)
    }
}
