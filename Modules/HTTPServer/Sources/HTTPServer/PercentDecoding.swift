/// The percent-decoding libmicrohttpd applies to the path and the query, done here so that `%00`
/// stays as written. Decoded, a NUL would end the C string the handler reads, so
/// `/attractions/%00/edit` would arrive as `/attractions/` and answer as another page; kept, it
/// is a segment no route has (404). Every other `%HH` is decoded; a `%` without two hex digits
/// is kept, as libmicrohttpd keeps it. `+` is not touched (libmicrohttpd turns it into a space
/// in query arguments before this runs).
enum PercentDecoding {
    /// Decodes `text` in place (it only shrinks) and returns its new length.
    static func decodeInPlace(_ text: UnsafeMutablePointer<CChar>) -> Int {
        var read = 0
        var write = 0
        while text[read] != 0 {
            if text[read] == CChar(UInt8(ascii: "%")), let high = hexValue(text[read + 1]),
                let low = hexValue(text[read + 2]), high != 0 || low != 0
            {
                text[write] = CChar(bitPattern: high << 4 | low)
                read += 3
            } else {
                text[write] = text[read]
                read += 1
            }
            write += 1
        }
        text[write] = 0
        return write
    }

    /// A hex digit's value; nil for anything else, the terminating NUL included (so a `%` near the
    /// end never reads past it).
    private static func hexValue(_ character: CChar) -> UInt8? {
        Character(Unicode.Scalar(UInt8(bitPattern: character))).hexDigitValue.map(UInt8.init)
    }
}
