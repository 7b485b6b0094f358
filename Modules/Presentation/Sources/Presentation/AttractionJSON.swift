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
        for (index, key) in sortedKeys.enumerated() {
            // `unreadable`, written only when there is one, sorts between `type` and `version`.
            if key == .version, !row.unreadable.isEmpty {
                output.append(contentsOf: memberEnd)
                appendKey("unreadable", to: &output)
                appendArray(row.unreadable.map(\.rawValue), to: &output)
            }
            // The separator before it (none for the first), the indent, the key and `" : `.
            output.append(contentsOf: keyLines[index])
            switch row.member(key) {
            case .text(let text):
                if let text { appendString(text, to: &output) } else { output.append(contentsOf: null) }
            case .flag(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
            case .degree(let degree): output.append(contentsOf: number(degree).utf8)
            case .whole(let number): output.append(contentsOf: String(number).utf8)
            case .words(let words): appendArray(words, to: &output)
            }
        }
        output.append(0x0A)
        output.append(contentsOf: elementEnd)
    }

    /// The view model's keys as `.sortedKeys` orders them.
    private static let sortedKeys = AttractionViewModel.CodingKeys.allCases.sorted {
        $0.rawValue < $1.rawValue
    }
    /// Each key as written before its value, with the separator before it (none for the first):
    /// one append a member instead of four.
    private static let keyLines: [[UInt8]] = sortedKeys.enumerated().map { index, key in
        (index > 0 ? memberEnd : []) + memberIndent + Array(key.rawValue.utf8) + keyEnd
    }
    private static let null = Array("null".utf8)

    /// A degree as the encoder writes a Double: whole numbers without a fraction ("40"), others
    /// as Swift's shortest description ("40.5853", "1e-06"); null when unknown.
    private static func number(_ value: Double?) -> String {
        guard let value else { return "null" }
        return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }

    /// An array of strings at member depth, as the encoder lays it out (an empty one spans a
    /// blank line).
    private static func appendArray(_ strings: [String], to output: inout [UInt8]) {
        output.append(contentsOf: arrayStart)
        if strings.isEmpty { output.append(0x0A) }
        for (index, text) in strings.enumerated() {
            output.append(contentsOf: arrayIndent)
            appendString(text, to: &output)
            if index == strings.count - 1 {
                output.append(0x0A)
            } else {
                output.append(contentsOf: memberEnd)
            }
        }
        output.append(contentsOf: arrayEnd)
    }

    // Made once: an `Array(literal.utf8)` in a function allocates at every call, and these are
    // written for every row.
    private static let arrayStart = Array("[\n".utf8)
    private static let arrayIndent = Array("      ".utf8)
    private static let arrayEnd = Array("    ]".utf8)
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
