import PlatformFoundation

/// How the document's lines look, for the reader: the writer's layout (`BackupDocumentWriter`)
/// read back.
enum BackupLines {
    /// The longest line a backup holds: a record is a few kilobytes; a longer line is damage.
    static let maxLength = 1 << 22

    static let sectionEnd = Array("],".utf8)

    static func sectionStart(_ section: BackupSection) -> [UInt8] {
        Array("\"\(section.rawValue)\":[".utf8)
    }

    /// A record line without its separating comma, and whether it had one.
    static func record(_ line: ArraySlice<UInt8>) -> (json: ArraySlice<UInt8>, hasComma: Bool) {
        line.last == UInt8(ascii: ",") ? (line.dropLast(), true) : (line, false)
    }

    /// The value of a `"KEY":VALUE,` line (the trailing comma optional), or nil when the line has
    /// another key.
    static func value(of key: String, in line: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
        let prefix = Array("\"\(key)\":".utf8)
        guard line.starts(with: prefix) else { return nil }
        let value = line.dropFirst(prefix.count)
        return value.last == UInt8(ascii: ",") ? value.dropLast() : value
    }

    static func decode<T: Decodable>(_ type: T.Type, _ json: ArraySlice<UInt8>) throws -> T {
        try JSONDecoder().decode(type, from: Data(json))
    }
}
