/// Rules every text a person types shares, whichever field keeps it.
public enum TypedText {
    /// What a character may hold on average in a bound: a family emoji is 7 scalars (four people
    /// joined by three zero-width joiners), a flag 2, a letter with two accents 3.
    public static let scalarsPerCharacter = 8

    /// Whether `text` has at most `limit` characters, and at most `scalarsPerCharacter` times as
    /// many Unicode scalars: one character can carry any number of combining marks, so a count of
    /// characters alone bounds nothing that is stored or shown. Scalars are counted first, so a
    /// long text costs no grapheme breaking.
    public static func fits(_ text: String, characters limit: Int) -> Bool {
        text.utf8.count <= limit
            || text.unicodeScalars.count <= limit * scalarsPerCharacter && text.count <= limit
    }

    /// Every bidi formatting character: the marks (U+061C, U+200E, U+200F), the embeddings and
    /// overrides (U+202A-U+202E) and the isolates (U+2066-U+2069). Each can change the order a
    /// reader sees the text around it in.
    public static func isBidiFormatting(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
