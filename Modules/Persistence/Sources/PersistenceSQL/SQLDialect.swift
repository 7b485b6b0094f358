/// The SQL text that differs between SQLite and PostgreSQL in the statements they share.
public struct SQLDialect: Sendable {
    /// After a text expression in ORDER BY: orders by the text's bytes, as every backend does
    /// (SQLite's default BINARY collation already does; PostgreSQL sorts by the database's locale
    /// unless told `COLLATE "C"`).
    public let byteOrder: String
    /// After `DESC` in ORDER BY: NULL last (SQLite's default for DESC, PostgreSQL's for ASC only).
    /// Empty on SQLite, so its indexes still give the order without a sort.
    public let nullsLastDescending: String
    /// The name of the function that returns the larger of its arguments.
    public let greatest: String

    /// Wraps a column in the sum that is 0 over no rows and cannot overflow to an SQL error
    /// (SQLite's `total` is a REAL, cast back; PostgreSQL's `sum` of integers is a numeric).
    let sumPrefix: String
    let sumSuffix: String
    /// What orders rows of a table as they were inserted, where the database keeps that (SQLite's
    /// rowid); nil on PostgreSQL, which keeps no lasting insertion order.
    public let insertionOrder: String?
    /// A truth value as its columns hold it (SQLite: an integer 1 or 0; PostgreSQL: a boolean).
    public let `true`: SQLValue
    public let `false`: SQLValue

    public static let sqlite = SQLDialect(
        byteOrder: "", nullsLastDescending: "", greatest: "max", sumPrefix: "CAST(total(",
        sumSuffix: ") AS INTEGER)", insertionOrder: "rowid", true: .integer(1), false: .integer(0))
    public static let postgres = SQLDialect(
        byteOrder: #" COLLATE "C""#, nullsLastDescending: " NULLS LAST", greatest: "greatest",
        sumPrefix: "coalesce(sum(", sumSuffix: "), 0)", insertionOrder: nil, true: .text("true"),
        false: .text("false"))

    /// The sum of `column` over the rows, 0 over none.
    public func sum(_ column: String) -> String { sumPrefix + column + sumSuffix }
}
