import Domain

/// The attractions that have a location as GPX 1.1 waypoints
/// (`http://www.topografix.com/GPX/1/1`): `<wpt lat lon>` in plain decimal degrees with `name`,
/// `desc` (the description), a `link` for each web address and `type`, each only when not empty, in the
/// order the schema asks. Text is XML-escaped; CR is written as a character reference so a parser
/// keeps it; the scalars XML 1.0 cannot carry at all (C0 controls but tab, LF and CR; U+FFFE,
/// U+FFFF) become U+FFFD. Attractions without a location are left out.
public struct AttractionGPX: AttractionDocument {
    public init() {}

    public mutating func appendStart(to output: inout [UInt8]) {
        output.append(
            contentsOf: Array(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <gpx version="1.1" creator="Outings" xmlns="http://www.topografix.com/GPX/1/1">

                """.utf8))
    }

    public mutating func append(_ row: AttractionViewModel, to output: inout [UInt8]) {
        guard let location = GeoCoordinate(latitude: row.latitude, longitude: row.longitude) else { return }
        output.append(
            contentsOf: Array(
                "  <wpt lat=\"\(location.latitudeText)\" lon=\"\(location.longitudeText)\">\n".utf8))
        Self.appendElement("name", row.name, to: &output)
        Self.appendElement("desc", row.description, to: &output)
        for (_, address) in row.webAddresses {
            output.append(contentsOf: Array("    <link href=\"".utf8))
            Self.appendEscaped(address, attribute: true, to: &output)
            output.append(contentsOf: Array("\"/>\n".utf8))
        }
        Self.appendElement("type", row.type, to: &output)
        output.append(contentsOf: Array("  </wpt>\n".utf8))
    }

    public mutating func appendEnd(count: Int, to output: inout [UInt8]) {
        output.append(contentsOf: Array("</gpx>\n".utf8))
    }

    private static func appendElement(_ name: String, _ text: String, to output: inout [UInt8]) {
        guard !text.isEmpty else { return }
        output.append(contentsOf: Array("    <\(name)>".utf8))
        appendEscaped(text, attribute: false, to: &output)
        output.append(contentsOf: Array("</\(name)>\n".utf8))
    }

    /// `text` as XML character data; in an attribute, tab and LF are references too, since a
    /// parser turns them into spaces there.
    private static func appendEscaped(_ text: String, attribute: Bool, to output: inout [UInt8]) {
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output.append(contentsOf: Array("&amp;".utf8))
            case "<": output.append(contentsOf: Array("&lt;".utf8))
            case ">": output.append(contentsOf: Array("&gt;".utf8))
            case "\"": output.append(contentsOf: Array("&quot;".utf8))
            case "\r": output.append(contentsOf: Array("&#13;".utf8))
            case "\t" where attribute: output.append(contentsOf: Array("&#9;".utf8))
            case "\n" where attribute: output.append(contentsOf: Array("&#10;".utf8))
            case "\t", "\n": output.append(UInt8(truncatingIfNeeded: scalar.value))
            case "\u{0}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}": output.append(contentsOf: replacement)
            default: UTF8.encode(scalar) { output.append($0) }
            }
        }
    }

    /// U+FFFD REPLACEMENT CHARACTER in UTF-8.
    private static let replacement: [UInt8] = [0xEF, 0xBF, 0xBD]
}
