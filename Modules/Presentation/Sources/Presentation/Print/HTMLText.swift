/// Stored text made safe inside an HTML document that Presentation writes (the printed plan):
/// `&`, `<`, `>`, `"` and `'` become references, so text can neither start markup nor end a quoted
/// attribute; C0 controls but tab and line feed, DEL, C1 controls and the bidi embeddings,
/// overrides and isolates (U+202A–U+202E, U+2066–U+2069) become U+FFFD, the rule the CLI and the
/// web pages apply (AppSupport's `TextSanitizer`, which Presentation does not depend on).
enum HTMLText {
    /// Element content or a double-quoted attribute value.
    static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\t", "\n": out.unicodeScalars.append(scalar)
            case "\u{0}"..."\u{1F}", "\u{7F}"..."\u{9F}", "\u{202A}"..."\u{202E}", "\u{2066}"..."\u{2069}":
                out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
