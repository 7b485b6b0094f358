// Domain stays free of Foundation, so it carries the one substring search it needs.
extension String {
    func range(of needle: String) -> Range<String.Index>? {
        guard !needle.isEmpty else { return nil }
        var start = startIndex
        while start < endIndex {
            if self[start...].hasPrefix(needle) {
                return start..<index(start, offsetBy: needle.count)
            }
            start = index(after: start)
        }
        return nil
    }

    /// The last occurrence of `needle`.
    func lastRange(of needle: String) -> Range<String.Index>? {
        guard !needle.isEmpty else { return nil }
        var start = endIndex
        while start > startIndex {
            start = index(before: start)
            if self[start...].hasPrefix(needle) {
                return start..<index(start, offsetBy: needle.count)
            }
        }
        return nil
    }

    /// The text without leading and trailing whitespace as `Character.isWhitespace` tells it
    /// (spaces, tabs, line breaks), for every layer that would otherwise need Foundation's
    /// `trimmingCharacters(in:)`.
    public var trimmingWhitespace: String {
        // ASCII whitespace (tab to carriage return, space) is trimmed by its bytes while what
        // remains begins and ends with another ASCII character (nearly every stored value): no
        // grapheme cluster joins those, and a cluster ending in one starts with no whitespace.
        var first = utf8.startIndex
        var past = utf8.endIndex
        while first < past, Self.isASCIIWhitespace(utf8[first]) { first = utf8.index(after: first) }
        while first < past, Self.isASCIIWhitespace(utf8[utf8.index(before: past)]) {
            past = utf8.index(before: past)
        }
        if first == past { return "" }
        if utf8[first] < 0x80, utf8[utf8.index(before: past)] < 0x80 {
            return first == startIndex && past == endIndex ? self : String(self[first..<past])
        }
        let trimmedStart = drop(while: { $0.isWhitespace })
        var end = trimmedStart.endIndex
        while end > trimmedStart.startIndex {
            let previous = trimmedStart.index(before: end)
            guard trimmedStart[previous].isWhitespace else { break }
            end = previous
        }
        return String(trimmedStart[..<end])
    }

    private static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || (UInt8(ascii: "\t")...UInt8(ascii: "\r")).contains(byte)
    }
}

extension String {
    /// Every occurrence of `target` replaced, matched Unicode scalar by scalar as NSString's
    /// `replacingOccurrences(of:with:)` did: a combining mark after the target does not hide it,
    /// which matters when the target is a quote being escaped for a shell.
    public func replacingEach(_ target: String, with replacement: String) -> String {
        let needle = Array(target.unicodeScalars)
        guard !needle.isEmpty else { return self }
        let scalars = Array(unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            if scalars[index] == needle[0], scalars[index...].starts(with: needle) {
                result.append(contentsOf: replacement.unicodeScalars)
                index += needle.count
            } else {
                result.append(scalars[index])
                index += 1
            }
        }
        return String(result)
    }
}
