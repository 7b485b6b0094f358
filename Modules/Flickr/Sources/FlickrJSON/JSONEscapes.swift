/// Decodes the backslash escapes of a JSON string's raw bytes (already checked as UTF-8).
enum JSONEscapes {
    static func decode(_ raw: UnsafeBufferPointer<UInt8>) throws -> String {
        var scalars = String.UnicodeScalarView()
        var index = 0
        var run = index
        func flush(upTo end: Int) {
            scalars.append(
                contentsOf: String(decoding: UnsafeBufferPointer(rebasing: raw[run..<end]), as: UTF8.self)
                    .unicodeScalars)
        }
        while index < raw.count {
            guard raw[index] == UInt8(ascii: "\\") else {
                index += 1
                continue
            }
            flush(upTo: index)
            guard index + 1 < raw.count else { throw JSONReader.Failure.malformed }
            let escape = raw[index + 1]
            index += 2
            switch escape {
            case UInt8(ascii: "\""): scalars.append("\"")
            case UInt8(ascii: "\\"): scalars.append("\\")
            case UInt8(ascii: "/"): scalars.append("/")
            case UInt8(ascii: "b"): scalars.append("\u{8}")
            case UInt8(ascii: "f"): scalars.append("\u{C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"): scalars.append(try unicode(raw, &index))
            default: throw JSONReader.Failure.malformed
            }
            run = index
        }
        flush(upTo: raw.count)
        return String(scalars)
    }

    /// `\uXXXX`, or a surrogate pair `\uD83D\uDE00`; a lone surrogate is refused.
    private static func unicode(_ raw: UnsafeBufferPointer<UInt8>, _ index: inout Int) throws
        -> Unicode.Scalar
    {
        let first = try hex(raw, &index)
        if (0xD800...0xDBFF).contains(first) {
            guard index + 1 < raw.count, raw[index] == UInt8(ascii: "\\"), raw[index + 1] == UInt8(ascii: "u")
            else { throw JSONReader.Failure.malformed }
            index += 2
            let second = try hex(raw, &index)
            guard (0xDC00...0xDFFF).contains(second) else { throw JSONReader.Failure.malformed }
            let value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
            guard let scalar = Unicode.Scalar(value) else { throw JSONReader.Failure.malformed }
            return scalar
        }
        guard let scalar = Unicode.Scalar(first) else { throw JSONReader.Failure.malformed }
        return scalar
    }

    private static func hex(_ raw: UnsafeBufferPointer<UInt8>, _ index: inout Int) throws -> UInt32 {
        guard index + 4 <= raw.count else { throw JSONReader.Failure.malformed }
        var value: UInt32 = 0
        for byte in raw[index..<(index + 4)] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw JSONReader.Failure.malformed
            }
            value = value << 4 | UInt32(digit)
        }
        index += 4
        return value
    }
}
