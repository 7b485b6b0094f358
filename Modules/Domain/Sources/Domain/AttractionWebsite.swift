extension Attraction {
    /// The website as stored: a bare domain, optionally with a port and a path (`fcgov.com`,
    /// `www.fcgov.com:8080/parks`), gets `https://` in front, as people copy addresses without
    /// it; anything else is kept as typed, so the http(s) rule refuses `ftp:`, `javascript:`,
    /// `mailto:` and text with spaces exactly as before.
    public static func website(typed text: String) -> String {
        isBareDomain(text) ? "https://" + text : text
    }

    /// Dot-separated labels of letters, digits and hyphens ending in an alphabetic (or punycode)
    /// top-level label, then an optional `:port` (1 to 65535), then nothing or a path, query or
    /// fragment without spaces or controls. A scheme (`mailto:x`) never matches: its "port" is
    /// not digits.
    static func isBareDomain(_ text: String) -> Bool {
        let end = text.firstIndex { "/?#".contains($0) } ?? text.endIndex
        guard text[end...].unicodeScalars.allSatisfy({ $0.value > 0x20 && !isForbidden($0) }) else {
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
