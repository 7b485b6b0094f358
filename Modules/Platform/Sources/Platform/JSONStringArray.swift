/// A list of strings as JSON text, the form both SQL stores keep a photo's tags in. Read by
/// `JSONDecoder`; written by
/// hand when no string needs an escape (the usual Flickr tags: a measured fifth of a 100k-photo
/// import went to `JSONEncoder` here); any other list goes through `JSONEncoder`, so the text is
/// the same bytes either way.
public enum JSONStringArray {
    public static func text(_ strings: [String], encoder: JSONEncoder) throws -> String {
        guard !strings.isEmpty else { return "[]" }
        guard strings.allSatisfy(needsNoEscape) else {
            return String(decoding: try encoder.encode(strings), as: UTF8.self)
        }
        // Appended into one String sized once: no intermediate joined text.
        var text = "[\""
        text.reserveCapacity(strings.reduce(4) { $0 + $1.utf8.count + 3 })
        for (offset, string) in strings.enumerated() {
            if offset > 0 { text += "\",\"" }
            text += string
        }
        text += "\"]"
        return text
    }

    /// No quote, backslash, slash (`JSONEncoder` writes `\/`) or control character.
    private static func needsNoEscape(_ string: String) -> Bool {
        string.utf8.allSatisfy {
            $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") && $0 != UInt8(ascii: "/")
        }
    }

    /// The strings `text` holds, or nil when it is not a JSON array of strings.
    public static func strings(in text: String, decoder: JSONDecoder) -> [String]? {
        text == "[]" ? [] : try? decoder.decode([String].self, from: Data(text.utf8))
    }
}
