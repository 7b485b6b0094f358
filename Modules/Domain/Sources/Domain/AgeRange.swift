/// The ages, in whole years, an attraction suits: `0-12`, `3+` (3 and older) or `all`.
/// Ages written are 0 to 99; `3+` has no upper end, so a grandparent of 100 is still welcome.
public struct AgeRange: Hashable, Sendable, CustomStringConvertible {
    public static let oldestWritten = 99
    /// How an age range is written: what `init(text:)` reads and what a person is told to give.
    public static let textForm = "4, 3-10, 3+, under 5 or all (ages in years, 0 to 99)"

    public let youngest: Int
    /// Nil for an open range (`3+`, `all`).
    public let oldest: Int?

    /// Reads, ignoring case and whitespace around the text and its words: `all`; one age (`4`);
    /// `LOW-HIGH` (also with spaces around the dash, an en dash, or `to`: `3 to 10`); `LOW+` (also
    /// `LOW and up`); `under N` (0 to N-1). `0+` is the same as `all`.
    public init(text: String) throws(AgeRangeError) {
        let words = text.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" })
        let joined = words.joined(separator: " ")
        if joined == "all" {
            self.init(youngest: 0, oldest: nil)
            return
        }
        if words.count == 2, words[0] == "under" {
            let limit = try Self.age(words[1], upTo: Self.oldestWritten + 1)
            guard limit > 0 else { throw .outOfRange }
            self.init(youngest: 0, oldest: limit - 1)
            return
        }
        if words.count == 3, words[1] == "and", words[2] == "up" {
            self.init(youngest: try Self.age(words[0]), oldest: nil)
            return
        }
        let compact = words.joined().replacingDashes
        if compact.hasSuffix("+") {
            self.init(youngest: try Self.age(compact.dropLast()), oldest: nil)
            return
        }
        if words.count == 1, DecimalText.isDigits(words[0]) {
            let age = try Self.age(words[0])
            self.init(youngest: age, oldest: age)
            return
        }
        let parts =
            words.count == 3 && words[1] == "to"
            ? [words[0], words[2]] : compact.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2 else { throw .form }
        let youngest = try Self.age(parts[0])
        let oldest = try Self.age(parts[1])
        guard youngest <= oldest else { throw .reversed }
        self.init(youngest: youngest, oldest: oldest)
    }

    private init(youngest: Int, oldest: Int?) {
        self.youngest = youngest
        self.oldest = oldest
    }

    public func contains(age: Int) -> Bool {
        age >= youngest && age <= (oldest ?? Int.max)
    }

    /// The canonical text, which `init(text:)` reads back to the same range.
    public var text: String {
        guard let oldest else { return youngest == 0 ? "all" : "\(youngest)+" }
        return "\(youngest)-\(oldest)"
    }

    public var description: String { text }

    private static func age(_ text: Substring, upTo highest: Int = oldestWritten) throws(AgeRangeError) -> Int
    {
        guard DecimalText.isDigits(text) else { throw .form }
        guard let age = Int(text), age <= highest else { throw .outOfRange }
        return age
    }
}

public enum AgeRangeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// None of the forms `init(text:)` reads, with whole numbers.
    case form
    /// An age above 99.
    case outOfRange
    /// `12-3`: the first age is above the second.
    case reversed

    public var description: String {
        switch self {
        case .form: "ages: expected \(AgeRange.textForm)"
        case .outOfRange: "ages: an age is 0 to \(AgeRange.oldestWritten) years (under 1 to under 100)"
        case .reversed: "ages: the first age is at most the second, e.g. 3-12"
        }
    }
}

extension String {
    /// The text with each en dash (as word processors and phones type "3–10") as a hyphen.
    fileprivate var replacingDashes: Substring {
        Substring(String(String.UnicodeScalarView(unicodeScalars.map { $0 == "\u{2013}" ? "-" : $0 })))
    }
}
