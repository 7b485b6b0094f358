/// A value bound to a statement or read from a row, on either SQL backend.
public enum SQLValue: Sendable, Equatable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)

    /// Text, or NULL for nil.
    public static func text(_ value: String?) -> SQLValue { value.map { .text($0) } ?? .null }
    /// An integer, or NULL for nil.
    public static func integer(_ value: Int?) -> SQLValue { value.map { .integer(Int64($0)) } ?? .null }
    /// A number, or NULL for nil.
    public static func real(_ value: Double?) -> SQLValue { value.map { .real($0) } ?? .null }
}

/// The current row of a result, read by column (0-based). SQLite reads its typed values in place;
/// PostgreSQL sends every value as text, which the same accessors parse, so the shared statements
/// read a row one way on both.
public protocol SQLRow {
    /// The column as text (a number as its decimal text), nil for NULL.
    func text(_ column: Int) -> String?
    /// The column as an integer; nil for NULL or a value that is not an integer.
    func integer(_ column: Int) -> Int64?
    /// The column as a number (an integer converted); nil for NULL or a value that is not one.
    func real(_ column: Int) -> Double?
}

extension SQLRow {
    /// The column as text, "" for NULL.
    public func string(_ column: Int) -> String { text(column) ?? "" }
    /// The column as an `Int`; nil for NULL or a value that is not an integer.
    public func int(_ column: Int) -> Int? { integer(column).map { Int($0) } }
    /// Whether the column holds true: SQLite's 1, PostgreSQL's `t`.
    public func bool(_ column: Int) -> Bool { integer(column) == 1 || text(column) == "t" }
    /// Whether the column is NULL.
    public func isNull(_ column: Int) -> Bool { text(column) == nil }
}

/// A row already read into values. Text that spells a number reads as one, as PostgreSQL's
/// text values do (SQLite's typed columns hold numbers as numbers already).
extension Array: SQLRow where Element == SQLValue {
    public func text(_ column: Int) -> String? {
        switch self[column] {
        case .null: nil
        case .text(let text): text
        case .integer(let number): String(number)
        case .real(let number): String(number)
        }
    }

    public func integer(_ column: Int) -> Int64? {
        switch self[column] {
        case .integer(let number): number
        case .text(let text): Int64(text)
        default: nil
        }
    }

    public func real(_ column: Int) -> Double? {
        switch self[column] {
        case .real(let number): number
        case .integer(let number): Double(number)
        case .text(let text): Double(text)
        default: nil
        }
    }
}
