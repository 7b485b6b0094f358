/// The ages, in whole years, an attraction suits: `0-12`, `3+` (3 and older) or `all`.
/// Ages written are 0 to 99; `3+` has no upper end, so a grandparent of 100 is still welcome.
public struct AgeRange: Hashable, Sendable, CustomStringConvertible {
    public static let oldestWritten = 99
    /// How an age range is written: what `init(text:)` reads and what a person is told to give.
    public static let textForm = "0-12, 3+ or all (ages in years, 0 to 99)"

    public let youngest: Int
    /// Nil for an open range (`3+`, `all`).
    public let oldest: Int?

    /// Reads `LOW-HIGH`, `LOW+` or `all` (any case), ignoring whitespace around the whole text.
    /// `0+` is the same as `all`.
    public init(text: String) throws(AgeRangeError) {
        let trimmed = text.trimmingWhitespace
        if trimmed.lowercased() == "all" {
            self.init(youngest: 0, oldest: nil)
            return
        }
        if trimmed.hasSuffix("+") {
            self.init(youngest: try Self.age(trimmed.dropLast()), oldest: nil)
            return
        }
        let parts = trimmed.split(separator: "-", omittingEmptySubsequences: false)
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

    private static func age(_ text: Substring) throws(AgeRangeError) -> Int {
        guard DecimalText.isDigits(text) else { throw .form }
        guard let age = Int(text), age <= oldestWritten else { throw .outOfRange }
        return age
    }
}

public enum AgeRangeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Not `LOW-HIGH`, `LOW+` or `all` with whole numbers.
    case form
    /// An age above 99.
    case outOfRange
    /// `12-3`: the first age is above the second.
    case reversed

    public var description: String {
        switch self {
        case .form: "ages: expected \(AgeRange.textForm)"
        case .outOfRange: "ages: an age is 0 to \(AgeRange.oldestWritten) years"
        case .reversed: "ages: the first age is at most the second, e.g. 3-12"
        }
    }
}
