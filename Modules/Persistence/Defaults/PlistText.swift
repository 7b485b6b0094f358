import Foundation

/// Text as a property-list value that every reader parses back exactly. UserDefaults writes XML
/// property lists, and XML 1.0 cannot hold most C0 control characters (ESC makes Python's plistlib
/// and any conforming parser reject the whole file), nor U+FFFE/U+FFFF; a carriage return would
/// be read back as a line feed. Such text is stored as `<data>` holding its UTF-8 bytes, which
/// every plist reader decodes, and is read back as the same string. Other text stays a `<string>`,
/// so the file keeps the shape the course app used.
enum PlistText {
    static func value(_ text: String) -> Any {
        text.unicodeScalars.allSatisfy(isXMLSafe) ? text : Data(text.utf8)
    }

    static func text(_ value: Any?) -> String? {
        switch value {
        case let text as String: text
        case let data as Data: String(data: data, encoding: .utf8)
        default: nil
        }
    }

    private static func isXMLSafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA: true
        case 0x20...0xFFFD: !(0xD800...0xDFFF).contains(scalar.value)
        case 0x10000...0x10FFFF: true
        default: false
        }
    }
}
