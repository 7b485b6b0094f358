import Domain

/// Writes a photo's `data` text straight from its fields: what `JSONEncoder` writes for
/// `SQLitePhotoRecord` (the same keys, absent optionals left out, strings escaped alike), with the
/// keys always in the record's order (JSONEncoder's order follows its dictionary's hashing).
/// An import stores thousands of photos in one transaction, and encoding each through
/// `JSONEncoder` was a quarter of the import's instructions (issue 13). One writer reuses its
/// buffer for every photo of a transaction.
struct SQLitePhotoJSON {
    private var bytes: [UInt8] = []

    /// The photo's text, or nil when a coordinate is not finite (JSON has no such number; the
    /// caller then lets `JSONEncoder` refuse it as it always did).
    mutating func text(of photo: Photo) -> String? {
        guard photo.latitude?.isFinite ?? true, photo.longitude?.isFinite ?? true else { return nil }
        bytes.removeAll(keepingCapacity: true)
        append("{\"id\":")
        string(photo.id)
        append(",\"title\":")
        string(photo.title)
        append(",\"description\":")
        string(photo.description)
        append(",\"ownerName\":")
        string(photo.ownerName)
        append(",\"owner\":")
        string(photo.owner)
        append(",\"placeID\":")
        string(photo.placeID)
        member("farm", photo.farm.map { String($0) })
        member("server", photo.server, quoted: true)
        member("secret", photo.secret, quoted: true)
        member("originalSecret", photo.originalSecret, quoted: true)
        member("originalFormat", photo.originalFormat, quoted: true)
        member("latitude", photo.latitude.map(Self.number))
        member("longitude", photo.longitude.map(Self.number))
        member("dateUpload", photo.dateUpload.map { String($0) })
        append(",\"tags\":[")
        for (index, tag) in photo.tags.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            string(tag)
        }
        append("]}")
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A finite Double as its shortest text that reads back exactly, without a trailing ".0".
    private static func number(_ value: Double) -> String {
        let text = value.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    private mutating func member(_ key: StaticString, _ value: String?, quoted: Bool = false) {
        guard let value else { return }
        append(",\"")
        append(key)
        append("\":")
        if quoted { string(value) } else { bytes.append(contentsOf: value.utf8) }
    }

    private mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// A JSON string as `JSONEncoder` escapes it: quote, backslash and slash, the short forms of
    /// the C0 controls that have one, `\u00XX` for the others; everything else as UTF-8.
    private mutating func string(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        let copied = text.utf8.withContiguousStorageIfAvailable { utf8 in
            // Runs of bytes that need no escape are copied whole.
            var run = 0
            for (offset, byte) in utf8.enumerated() where Self.needsEscape(byte) {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run..<offset]))
                escape(byte)
                run = offset + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run...]))
        }
        if copied == nil {
            for byte in text.utf8 {
                if Self.needsEscape(byte) { escape(byte) } else { bytes.append(byte) }
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "/")
    }

    private mutating func escape(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"):
            bytes.append(UInt8(ascii: "\\"))
            bytes.append(byte)
        case 0x08: append("\\b")
        case 0x0C: append("\\f")
        case 0x0A: append("\\n")
        case 0x0D: append("\\r")
        case 0x09: append("\\t")
        case 0x00..<0x20:
            append("\\u00")
            bytes.append(Self.hexDigits[Int(byte >> 4)])
            bytes.append(Self.hexDigits[Int(byte & 0xF)])
        default: bytes.append(byte)
        }
    }
}
