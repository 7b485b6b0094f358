/// An attraction as JSON bytes, laid out exactly as the CLI's `JSONEncoder` (`.prettyPrinted`,
/// `.sortedKeys`, `.withoutEscapingSlashes`) lays out an element of an array, written straight
/// into a buffer: encoding a million rows through `JSONEncoder` one by one costs seconds.
/// `AttractionRowsWriterTests` compares the two on hostile text.
public enum AttractionJSON {
    /// What the encoder writes for an empty list, and its line break.
    public static let emptyArray = Array("[\n\n]\n".utf8)

    /// One element at array depth (two spaces), keys in sorted order, no separator around it.
    public static func appendArrayElement(_ row: AttractionViewModel, to output: inout [UInt8]) {
        output.append(contentsOf: elementStart)
        appendMember("address", optional: row.address, to: &output)
        appendMember("ages", optional: row.ages, to: &output)
        appendMember("cost", optional: row.cost, to: &output)
        appendMember("description", string: row.description, to: &output)
        appendMember("hours", optional: row.hours, to: &output)
        appendMember("id", string: row.id, to: &output)
        appendMember("inside", literal: row.inside ? "true" : "false", to: &output)
        appendMember("latitude", literal: number(row.latitude), to: &output)
        appendMember("longitude", literal: number(row.longitude), to: &output)
        appendMember("name", string: row.name, to: &output)
        appendMember("position", literal: String(row.position), to: &output)
        appendMember("tags", strings: row.tags, to: &output)
        appendMember("type", string: row.type, to: &output)
        appendMember("version", literal: String(row.version), to: &output)
        appendMember("website", string: row.website, last: true, to: &output)
        output.append(contentsOf: elementEnd)
    }

    /// A degree as the encoder writes a Double: whole numbers without a fraction ("40"), others
    /// as Swift's shortest description ("40.5853", "1e-06"); null when unknown.
    private static func number(_ value: Double?) -> String {
        guard let value else { return "null" }
        return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }

    private static func appendMember(_ key: String, optional: String?, to output: inout [UInt8]) {
        guard let optional else { return appendMember(key, literal: "null", to: &output) }
        appendMember(key, string: optional, to: &output)
    }

    /// An array of strings at member depth, as the encoder lays it out (an empty one spans a
    /// blank line).
    private static func appendMember(_ key: String, strings: [String], to output: inout [UInt8]) {
        appendKey(key, to: &output)
        output.append(contentsOf: Array("[\n".utf8))
        if strings.isEmpty { output.append(0x0A) }
        for (index, text) in strings.enumerated() {
            output.append(contentsOf: Array("      ".utf8))
            appendString(text, to: &output)
            output.append(contentsOf: index == strings.count - 1 ? [0x0A] : Array(",\n".utf8))
        }
        output.append(contentsOf: Array("    ]".utf8))
        output.append(contentsOf: memberEnd)
    }

    private static let elementStart = Array("  {\n".utf8)
    private static let elementEnd = Array("  }".utf8)
    private static let memberIndent = Array("    \"".utf8)
    private static let keyEnd = Array("\" : ".utf8)
    private static let memberEnd = Array(",\n".utf8)

    private static func appendKey(_ key: String, to output: inout [UInt8]) {
        output.append(contentsOf: memberIndent)
        output.append(contentsOf: key.utf8)
        output.append(contentsOf: keyEnd)
    }

    private static func appendMember(
        _ key: String, literal: String, last: Bool = false, to output: inout [UInt8]
    ) {
        appendKey(key, to: &output)
        output.append(contentsOf: literal.utf8)
        output.append(contentsOf: last ? [0x0A] : memberEnd)
    }

    private static func appendMember(
        _ key: String, string: String, last: Bool = false, to output: inout [UInt8]
    ) {
        appendKey(key, to: &output)
        appendString(string, to: &output)
        output.append(contentsOf: last ? [0x0A] : memberEnd)
    }

    /// A JSON string as the encoder escapes it: `"` and `\`, the short escapes for backspace,
    /// form feed, line feed, carriage return and tab, `\u00XX` (lowercase hex) for the other C0
    /// controls; everything else, `/` and non-ASCII included, as its UTF-8 bytes.
    public static func appendString(_ text: String, to output: inout [UInt8]) {
        output.append(0x22)
        var text = text
        text.withUTF8 { bytes in
            var copied = 0
            for (index, byte) in bytes.enumerated() where byte < 0x20 || byte == 0x22 || byte == 0x5C {
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<index]))
                appendEscape(byte, to: &output)
                copied = index + 1
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied...]))
        }
        output.append(0x22)
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    private static func appendEscape(_ byte: UInt8, to output: inout [UInt8]) {
        output.append(0x5C)
        switch byte {
        case 0x22: output.append(0x22)
        case 0x5C: output.append(0x5C)
        case 0x08: output.append(UInt8(ascii: "b"))
        case 0x0C: output.append(UInt8(ascii: "f"))
        case 0x0A: output.append(UInt8(ascii: "n"))
        case 0x0D: output.append(UInt8(ascii: "r"))
        case 0x09: output.append(UInt8(ascii: "t"))
        default:
            output.append(contentsOf: Array("u00".utf8))
            output.append(hexDigits[Int(byte >> 4)])
            output.append(hexDigits[Int(byte & 0x0F)])
        }
    }
}
