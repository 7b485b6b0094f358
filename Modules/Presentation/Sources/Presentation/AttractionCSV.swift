import Domain

/// The attractions as CSV (RFC 4180): a header row, then one record per attraction; lines end
/// in CRLF; a field holding a comma, a quote, CR or LF is quoted, its quotes doubled; UTF-8
/// without a byte-order mark. `inside` is true or false, `tags` joined with ";" (a tag holds
/// only letters, digits and "-"), an unknown value an empty field; latitude and longitude are
/// plain decimals and `position` a whole number.
///
/// A spreadsheet runs a cell that starts with = + - @, a tab or CR (or their full-width forms)
/// as a formula, so a text field starting with one of them, or with the apostrophe itself, is
/// written with one apostrophe in front; a reader that wants the stored text back removes one
/// leading apostrophe from the text fields. The number fields are never changed.
public struct AttractionCSV: AttractionDocument {
    /// Every member but the version, in the view model's order.
    static let keys = AttractionViewModel.CodingKeys.allCases.filter { $0 != .version }
    public static let columns = keys.map(\.rawValue)

    public init() {}

    public mutating func appendStart(to output: inout [UInt8]) {
        output.append(contentsOf: Array((Self.columns.joined(separator: ",") + "\r\n").utf8))
    }

    public mutating func append(_ row: AttractionViewModel, to output: inout [UInt8]) {
        let location = GeoCoordinate(latitude: row.latitude, longitude: row.longitude)
        for (index, key) in Self.keys.enumerated() {
            if index > 0 { output.append(Self.comma) }
            switch row.member(key) {
            case .text(let text): Self.appendText(text ?? "", to: &output)
            case .flag(let flag): output.append(contentsOf: Array((flag ? "true" : "false").utf8))
            case .degree:
                let text = key == .latitude ? location?.latitudeText : location?.longitudeText
                output.append(contentsOf: Array((text ?? "").utf8))
            case .whole(let number): output.append(contentsOf: Array(String(number).utf8))
            case .words(let words): Self.appendText(words.joined(separator: ";"), to: &output)
            }
        }
        output.append(contentsOf: Self.lineEnd)
    }

    public mutating func appendEnd(count: Int, to output: inout [UInt8]) {}

    private static let comma = UInt8(ascii: ",")
    private static let quote = UInt8(ascii: "\"")
    private static let lineEnd: [UInt8] = [0x0D, 0x0A]

    /// The scalars that make a spreadsheet read a cell as a formula, and the apostrophe that
    /// marks a guarded cell (so a text that starts with one reads back unchanged too).
    private static let formulaStarts: Set<Unicode.Scalar> = [
        "=", "+", "-", "@", "\t", "\r", "\u{FF1D}", "\u{FF0B}", "\u{FF0D}", "\u{FF20}", "'",
    ]

    /// One text field.
    private static func appendText(_ text: String, to output: inout [UInt8]) {
        let guarded = text.unicodeScalars.first.map { formulaStarts.contains($0) } ?? false
        let quoted = text.utf8.contains { $0 == comma || $0 == quote || $0 == 0x0D || $0 == 0x0A }
        if quoted { output.append(quote) }
        if guarded { output.append(UInt8(ascii: "'")) }
        for byte in text.utf8 {
            if byte == quote { output.append(quote) }
            output.append(byte)
        }
        if quoted { output.append(quote) }
    }
}
