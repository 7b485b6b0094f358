/// The lines of an iCalendar file (RFC 5545, section 3.1): each `NAME;PARAMETERS:VALUE`, folded
/// so no line is longer than 75 octets (a continuation starts with one space, and a UTF-8
/// sequence is never split), every line ended by CRLF.
struct ContentLines {
    static let maximumOctets = 75

    private(set) var bytes: [UInt8] = []

    /// `value` as it is: a date, a number or a URI (control characters dropped, so no value
    /// can end its line).
    mutating func append(_ name: String, _ value: String, parameters: String = "") {
        let safeValue = String(value.unicodeScalars.filter { !Self.isControl($0) }.map(Character.init))
        appendFolded(name + parameters + ":" + safeValue)
    }

    /// `text` as a TEXT value: escaped (section 3.3.11).
    mutating func append(_ name: String, text: String) {
        appendFolded(name + ":" + Self.escaped(text))
    }

    /// `text` with backslash, semicolon and comma escaped and every line break (CRLF, CR or LF)
    /// written as `\n`; other control characters but tab, which TEXT may not hold, become U+FFFD.
    static func escaped(_ text: String) -> String {
        let lines = text.replacing("\r\n", with: "\n").replacing("\r", with: "\n")
        var escaped = ""
        for scalar in lines.unicodeScalars {
            switch scalar {
            case "\n": escaped += "\\n"
            case "\t": escaped += "\t"
            case _ where scalar.properties.generalCategory == .control: escaped += "\u{FFFD}"
            case "\\": escaped += "\\\\"
            case ";": escaped += "\\;"
            case ",": escaped += "\\,"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    private mutating func appendFolded(_ line: String) {
        var octets = 0
        for scalar in line.unicodeScalars {
            let encoded = Array(String(scalar).utf8)
            if octets + encoded.count > Self.maximumOctets {
                bytes += [0x0D, 0x0A, 0x20]
                octets = 1
            }
            bytes += encoded
            octets += encoded.count
        }
        bytes += [0x0D, 0x0A]
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
