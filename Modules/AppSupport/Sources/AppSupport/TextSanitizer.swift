/// Text from Flickr or users is shown on a terminal: control characters (which could move the
/// cursor or start an escape sequence) become U+FFFD. JSON output keeps the exact text.
/// Shared by every app that writes to a terminal (the CLI, outings-report).
public enum TextSanitizer {
    public static func terminalSafe(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let isControl = scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
            let isBidiControl =
                (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
            result.append(isControl || isBidiControl ? "\u{FFFD}" : scalar)
        }
        return String(result)
    }
}
