/// The rule of a field that holds a web address (`AttractionField.isWebAddress`): empty, or an
/// http(s) URL. A bare domain, optionally with a port and a path (`fcgov.com`,
/// `www.fcgov.com:8080/parks`), gets `https://` in front, as people copy addresses without it;
/// anything else is kept as typed, so the http(s) rule refuses `ftp:`, `javascript:`, `mailto:`
/// and text with spaces.
public enum WebAddress {
    /// What such a field takes, in the words the web form's hint and the CLI's help show.
    public static let textForm =
        "an http(s) address, or empty; a bare domain such as example.org becomes https://example.org"

    /// What a refused value is told, after the field's name.
    static let rule = "must be empty or an http(s) URL"

    /// The address as stored, from trimmed typed text.
    static func stored(typed text: String) -> String {
        isBareDomain(text) ? "https://" + text : text
    }

    /// Whether stored text keeps the rule.
    static func isAllowed(_ stored: String) -> Bool { stored.isEmpty || isHTTPURL(stored) }

    /// http:// or https:// followed by a host, with no spaces or control characters anywhere.
    static func isHTTPURL(_ text: String) -> Bool {
        let lowered = text.lowercased()
        guard let scheme = ["https://", "http://"].first(where: { lowered.hasPrefix($0) }) else {
            return false
        }
        let rest = lowered.dropFirst(scheme.count)
        let host = rest.prefix(while: { $0 != "/" && $0 != "?" && $0 != "#" })
        let allowed = text.unicodeScalars.allSatisfy { $0.value > 0x20 && $0.value != 0x7F }
        return allowed && !host.isEmpty && !host.hasPrefix(":") && !host.contains("@")
    }

    /// Dot-separated labels of letters, digits and hyphens ending in an alphabetic (or punycode)
    /// top-level label, then an optional `:port` (1 to 65535), then nothing or a path, query or
    /// fragment without spaces or controls. A scheme (`mailto:x`) never matches: its "port" is
    /// not digits.
    static func isBareDomain(_ text: String) -> Bool {
        let end = text.firstIndex { "/?#".contains($0) } ?? text.endIndex
        guard text[end...].unicodeScalars.allSatisfy({ $0.value > 0x20 && !Attraction.isForbidden($0) })
        else {
            return false
        }
        var host = text[..<end]
        if let colon = host.lastIndex(of: ":") {
            let port = host[host.index(after: colon)...]
            guard port.count <= 5, port.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(port),
                (1...65535).contains(number)
            else { return false }
            host = host[..<colon]
        }
        let labels = host.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, let topLevel = labels.last, topLevel.count >= 2,
            topLevel.allSatisfy(\.isLetter) || isPunycode(topLevel)
        else { return false }
        // A hyphen joins, it never starts or ends a label (`-fcgov.com` is no host name).
        return labels.allSatisfy { label in
            !label.isEmpty && label.first != "-" && label.last != "-"
                && label.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" }
        }
    }

    /// An internationalised top-level label as a browser's address bar copies it (`xn--p1ai` for
    /// `рф`): `xn--`, then ASCII letters and digits.
    private static func isPunycode(_ label: Substring) -> Bool {
        let lowered = label.lowercased()
        return lowered.hasPrefix("xn--") && lowered.count > 4
            && lowered.dropFirst(4).allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }
}
