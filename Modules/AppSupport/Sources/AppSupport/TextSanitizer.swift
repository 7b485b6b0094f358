/// Text from Flickr, users or HTTP clients is shown on a terminal, in a log or on a web page:
/// control characters (which could move the cursor or start an escape sequence) and the bidi
/// controls (which make text display as something it is not) become U+FFFD. JSON data keeps the
/// exact text. Shared by every app that shows text to people (the CLI, outings-report, the web
/// pages and outings-web's access log).
///
/// The rule, per Unicode scalar: C0 (U+0000–U+001F, tab, CR and LF included), DEL and C1
/// (U+007F–U+009F), the bidi embeddings and overrides (U+202A–U+202E) and isolates
/// (U+2066–U+2069) become U+FFFD; everything else is kept. Text that may span lines (a
/// description in a report or on a page) keeps its line feeds, and on a page its tabs, with
/// `keeping:`; every other control is still replaced.
///
/// Works on the UTF-8 bytes: a Swift string is always valid UTF-8, so each of those scalars is
/// one fixed byte sequence (below), and text without any of them (nearly all text) is returned
/// as it is, without copying. A list of a million rows spent most of its time here when this
/// appended one scalar at a time (docs/performance.md).
public enum TextSanitizer {
    /// U+FFFD REPLACEMENT CHARACTER in UTF-8.
    static let replacement: [UInt8] = [0xEF, 0xBF, 0xBD]

    /// The C0 controls a caller keeps; every other unsafe scalar is replaced whatever is kept.
    public struct Kept: Sendable, Equatable {
        /// Bit n set: the byte n (below 0x20) is kept.
        let controls: UInt32

        /// Nothing: one line of text (a list row, a log field, a title).
        public static let nothing = Kept(controls: 0)
        /// Line feeds: text that may span lines (a description in a report).
        public static let lineBreaks = Kept(controls: 1 << 0x0A)
        /// Line feeds and tabs: text on a web page, where both are only white space.
        public static let lineBreaksAndTabs = Kept(controls: 1 << 0x0A | 1 << 0x09)

        func keeps(_ byte: UInt8) -> Bool { byte < 0x20 && controls & (1 << UInt32(byte)) != 0 }
    }

    public static func terminalSafe(_ text: String, keeping kept: Kept = .nothing) -> String {
        var contiguous = text
        let replaced: String? = contiguous.withUTF8 { bytes in
            guard let first = firstUnsafeScalar(in: bytes, from: 0, kept) else { return nil }
            var safe: [UInt8] = []
            safe.reserveCapacity(bytes.count + 8)
            appendSafe(bytes, startingAt: first, kept, to: &safe)
            return String(decoding: safe, as: UTF8.self)
        }
        return replaced ?? text
    }

    /// Appends the terminal-safe form of `text` to `output` (UTF-8), for writers that build their
    /// output as bytes and should not make a string per field.
    public static func appendTerminalSafe(
        _ text: String, keeping kept: Kept = .nothing, to output: inout [UInt8]
    ) {
        var text = text
        text.withUTF8 { bytes in
            guard let first = firstUnsafeScalar(in: bytes, from: 0, kept) else {
                output.append(contentsOf: bytes)
                return
            }
            appendSafe(bytes, startingAt: first, kept, to: &output)
        }
    }

    /// Copies `bytes` to `output`, replacing every unsafe scalar; `first` is where the first one
    /// starts (everything before it is copied whole).
    private static func appendSafe(
        _ bytes: UnsafeBufferPointer<UInt8>, startingAt first: Int, _ kept: Kept, to output: inout [UInt8]
    ) {
        var copied = 0
        var next: Int? = first
        while let start = next {
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<start]))
            output.append(contentsOf: replacement)
            copied = start + unsafeLength(in: bytes, at: start, kept)
            next = firstUnsafeScalar(in: bytes, from: copied, kept)
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied...]))
    }

    /// Where the next unsafe scalar starts, if any. Only bytes below 0x20, 0x7F, and the lead
    /// bytes 0xC2 (U+0080–U+07FF) and 0xE2 (U+2000–U+2FFF) can begin one, so the scan looks at
    /// the following bytes only after those.
    private static func firstUnsafeScalar(
        in bytes: UnsafeBufferPointer<UInt8>, from start: Int, _ kept: Kept
    ) -> Int? {
        var index = start
        // Eight bytes at a time while they are all printable ASCII (0x20...0x7E), nearly all text.
        if let base = bytes.baseAddress {
            while index + 8 <= bytes.count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                guard isPrintableASCII(word) else { break }
                index += 8
            }
        }
        while index < bytes.count {
            let byte = bytes[index]
            if (byte < 0x20 && !kept.keeps(byte)) || byte == 0x7F { return index }
            if byte == 0xC2 || byte == 0xE2, unsafeLength(in: bytes, at: index, kept) > 0 { return index }
            index += 1
        }
        return nil
    }

    /// Whether all eight bytes of `word` are in 0x20...0x7E: none below 0x20 (the "has a byte
    /// less than n" test from Bit Twiddling Hacks, exact for n <= 128) and none at 0x7F or above
    /// (adding 1 to such a byte, or the byte itself, sets its high bit).
    private static func isPrintableASCII(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        let hasControl = (word &- ones &* 0x20) & ~word & highBits
        let hasHighOrDelete = (word | (word &+ ones)) & highBits
        return hasControl | hasHighOrDelete == 0
    }

    /// The byte length of the unsafe scalar starting at `index`, or 0 when the scalar there is
    /// safe (or kept). C1 controls are C2 80–C2 9F; U+202A–U+202E are E2 80 AA–AE; U+2066–U+2069
    /// are E2 81 A6–A9.
    private static func unsafeLength(in bytes: UnsafeBufferPointer<UInt8>, at index: Int, _ kept: Kept) -> Int
    {
        let byte = bytes[index]
        if byte < 0x20 { return kept.keeps(byte) ? 0 : 1 }
        if byte == 0x7F { return 1 }
        let remaining = bytes.count - index
        if byte == 0xC2, remaining >= 2, (0x80...0x9F).contains(bytes[index + 1]) { return 2 }
        if byte == 0xE2, remaining >= 3 {
            let second = bytes[index + 1]
            let third = bytes[index + 2]
            if second == 0x80, (0xAA...0xAE).contains(third) { return 3 }
            if second == 0x81, (0xA6...0xA9).contains(third) { return 3 }
        }
        return 0
    }
}
