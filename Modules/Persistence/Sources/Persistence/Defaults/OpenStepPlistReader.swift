import PlatformFoundation

/// Reads an old-style (OpenStep) plist, `{ attractions = (); }`: text that is neither a binary
/// nor an XML plist. FoundationEssentials' `PropertyListDecoder` parses that syntax; its leaves
/// are only strings and data, so asking for a string first keeps "12" a string, as it is.
enum OpenStepPlistReader {
    /// The root value, or nil when `data` is not such a plist (or nests deeper than
    /// `BinaryPlistReader.maxDepth`, checked before the recursive decoder sees it).
    static func read(_ data: Data) -> PlistValue? {
        guard nestingDepth(data) <= BinaryPlistReader.maxDepth else { return nil }
        return try? PropertyListDecoder().decode(OpenStepValue.self, from: data).value
    }

    /// The deepest nesting of `(` and `{`, brackets inside quoted strings not counted.
    private static func nestingDepth(_ data: Data) -> Int {
        var depth = 0
        var deepest = 0
        var quoted = false
        var escaped = false
        for byte in data {
            if quoted {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    quoted = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): quoted = true
            case UInt8(ascii: "("), UInt8(ascii: "{"):
                depth += 1
                deepest = max(deepest, depth)
            case UInt8(ascii: ")"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
        }
        return deepest
    }
}

private struct OpenStepValue: Decodable {
    let value: PlistValue

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self) {
            value = .string(text)
        } else if let bytes = try? container.decode(Data.self) {
            value = .data(bytes)
        } else if let elements = try? container.decode([OpenStepValue].self) {
            value = .array(elements.map(\.value))
        } else {
            value = .dictionary(
                PlistDictionary(try container.decode([String: OpenStepValue].self).mapValues(\.value)))
        }
    }
}
