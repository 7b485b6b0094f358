/// A password as it is hashed: normalised to NFC, so the same text typed on keyboards that
/// compose accents differently is one password, and checked against the policy (at least 8
/// characters, at most 1,024 bytes of UTF-8, any Unicode). Characters are grapheme clusters, as
/// a person counts them: an emoji family or an accent typed as a combining mark is one. It never
/// prints itself.
///
/// NFC comes from the standard library's `_nfcCodeUnits` (the normalisation `String` comparison
/// itself uses): FoundationEssentials has no `precomposedStringWithCanonicalMapping` on Linux, and
/// full Foundation would load ICU into every command; the project's own folding
/// (`LatinLetterFolding`) covers only Latin letters for sorting, not normalisation.
public struct Password: Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    public static let minimumCharacters = 8
    public static let maximumBytes = 1024

    /// The NFC text, for the hasher only.
    public let normalized: String

    public var description: String { "(password)" }
    public var debugDescription: String { "(password)" }

    public init(_ typed: String) throws(PasswordError) {
        // U+FFFD is what reading bytes that are not UTF-8 (stdin, a form) leaves in their place:
        // hashing it would store a password no one can type again.
        guard !typed.unicodeScalars.contains("\u{FFFD}") else { throw .notText }
        let text = String(decoding: typed._nfcCodeUnits, as: UTF8.self)
        // Characters as a person counts them: "é" typed as e + U+0301 is one.
        guard text.count >= Self.minimumCharacters else { throw .tooShort(minimum: Self.minimumCharacters) }
        guard text.utf8.count <= Self.maximumBytes else { throw .tooLong(maximumBytes: Self.maximumBytes) }
        normalized = text
    }

    /// A password typed twice (a terminal's two prompts, a form's two fields): checked as one,
    /// then `.mismatch` when the second differs.
    public init(_ typed: String, repeated: String) throws(PasswordError) {
        try self.init(typed)
        guard typed == repeated else { throw .mismatch }
    }
}

public enum PasswordError: Error, Equatable, Sendable, CustomStringConvertible {
    case tooShort(minimum: Int)
    case tooLong(maximumBytes: Int)
    /// The two entries typed at a terminal differ.
    case mismatch
    case empty
    /// Bytes that were not UTF-8 text (read as U+FFFD).
    case notText

    public var description: String {
        switch self {
        case .tooShort(let minimum): "a password has at least \(minimum) characters"
        case .tooLong(let maximum): "a password has at most \(maximum) bytes"
        case .mismatch: "the passwords typed differ; nothing was changed"
        case .empty: "no password was given"
        case .notText: "a password is UTF-8 text; what was given is not"
        }
    }
}
