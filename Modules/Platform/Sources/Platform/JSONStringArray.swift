/// A list of strings as JSON text, the form both SQL stores keep a photo's tags in. Read by
/// `JSONDecoder`; written by
/// hand when no string needs an escape (the usual Flickr tags: a measured fifth of a 100k-photo
/// import went to `JSONEncoder` here); any other list goes through `JSONEncoder`, so the text is
/// the same bytes either way.
public enum JSONStringArray {
    public static func text(_ strings: [String], encoder: JSONEncoder) throws -> String {
        guard !strings.isEmpty else { return "[]" }
        // Brackets, quotes and commas: at most three bytes a string besides its own, and one more.
        let capacity = strings.reduce(1) { $0 + $1.utf8.count + 3 }
        var plain = true
        // Written in one pass into one String; abandoned at the first byte that needs an escape.
        let text = String(unsafeUninitializedCapacity: capacity) { buffer in
            var count = 0
            func put(_ byte: UInt8) {
                buffer[count] = byte
                count += 1
            }
            put(UInt8(ascii: "["))
            for (offset, string) in strings.enumerated() {
                if offset > 0 { put(UInt8(ascii: ",")) }
                put(UInt8(ascii: "\""))
                for byte in string.utf8 {
                    guard needsNoEscape(byte) else {
                        plain = false
                        return 0
                    }
                    put(byte)
                }
                put(UInt8(ascii: "\""))
            }
            put(UInt8(ascii: "]"))
            return count
        }
        return plain ? text : String(decoding: try encoder.encode(strings), as: UTF8.self)
    }

    /// No quote, backslash, slash (`JSONEncoder` writes `\/`) or control character.
    private static func needsNoEscape(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") && byte != UInt8(ascii: "/")
    }

    /// The strings `text` holds, or nil when it is not a JSON array of strings.
    public static func strings(in text: String, decoder: JSONDecoder) -> [String]? {
        text == "[]" ? [] : try? decoder.decode([String].self, from: Data(text.utf8))
    }
}
