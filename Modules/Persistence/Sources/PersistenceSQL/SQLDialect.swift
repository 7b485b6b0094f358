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

    public init(byteOrder: String, nullsLastDescending: String, greatest: String) {
        self.byteOrder = byteOrder
        self.nullsLastDescending = nullsLastDescending
        self.greatest = greatest
    }

    public static let sqlite = SQLDialect(byteOrder: "", nullsLastDescending: "", greatest: "max")
    public static let postgres = SQLDialect(
        byteOrder: #" COLLATE "C""#, nullsLastDescending: " NULLS LAST", greatest: "greatest")
}
