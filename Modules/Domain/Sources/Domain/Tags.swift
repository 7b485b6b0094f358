/// A small free set of words families choose by (`indoor`, `playground`, `stroller-friendly`):
/// each trimmed and lower-cased, 1 to 32 ASCII letters, digits and hyphens starting with a letter
/// or digit, at most 20, without duplicates, in alphabetical order. ASCII only, so two tags that
/// look alike are never two tags.
public struct Tags: Hashable, Sendable, CustomStringConvertible {
    public static let maximumCount = 20
    public static let maximumLength = 32
    /// How tags are written: what `init(text:)` reads and what a person is told to give.
    public static let textForm =
        "words separated by commas, e.g. indoor, playground (letters, digits and '-', at most 20)"

    /// Sorted, distinct, lower-case.
    public let values: [String]

    /// No tags.
    public init() { values = [] }

    /// Reads comma-separated tags; blank pieces (`a,,b`, a trailing comma, empty text) are skipped.
    public init(text: String) throws(TagsError) {
        try self.init(text.split(separator: ",", omittingEmptySubsequences: false).map(String.init))
    }

    /// Each tag trimmed and lower-cased; a blank tag is skipped. Positions in errors count `tags`
    /// from 1, blank ones included.
    public init(_ tags: [String]) throws(TagsError) {
        var distinct = Set<String>()
        for (offset, tag) in tags.enumerated() {
            let typed = tag.trimmingWhitespace
            if typed.isEmpty { continue }
            // Checked before lower-casing: the Kelvin sign lower-cases to an ASCII "k".
            guard typed.utf8.allSatisfy(Self.allowed), typed.utf8.first != UInt8(ascii: "-") else {
                throw .characters(position: offset + 1)
            }
            guard typed.utf8.count <= Self.maximumLength else { throw .tooLong(position: offset + 1) }
            distinct.insert(typed.lowercased())
        }
        guard distinct.count <= Self.maximumCount else { throw .tooMany(count: distinct.count) }
        values = distinct.sorted()
    }

    public var isEmpty: Bool { values.isEmpty }

    /// These tags and `added`, less `removed` (a tag in both ends up removed).
    public func adding(_ added: [String], removing removed: [String]) throws(TagsError) -> Tags {
        let gone = Set(try Tags(removed).values)
        let kept = values + (try Tags(added).values)
        return try Tags(kept.filter { !gone.contains($0) })
    }

    public func contains(_ tag: String) -> Bool { values.contains(tag.trimmingWhitespace.lowercased()) }

    /// The canonical text, `indoor, playground`, which `init(text:)` reads back to the same set.
    public var text: String { values.joined(separator: ", ") }

    public var description: String { text }

    private static func allowed(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
    }
}

/// Positions count the tags as given, from 1, so a message can point at one without repeating
/// text that may not be printable.
public enum TagsError: Error, Equatable, Sendable, CustomStringConvertible {
    case tooLong(position: Int)
    case characters(position: Int)
    case tooMany(count: Int)

    public var description: String {
        switch self {
        case .tooLong(let position): "tags: tag \(position) is longer than \(Tags.maximumLength) characters"
        case .characters(let position):
            "tags: tag \(position) has characters other than letters a-z, digits and '-', or starts with '-'"
        case .tooMany(let count): "tags: at most \(Tags.maximumCount) tags, not \(count)"
        }
    }
}
