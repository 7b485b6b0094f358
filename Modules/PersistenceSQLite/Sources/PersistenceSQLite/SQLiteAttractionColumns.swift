import Domain
import PersistenceSQL
import UseCases

/// What SQLite alone needs of an attraction's columns (the mapping itself is
/// `SQLAttractionColumns`, shared with PostgreSQL).
enum SQLiteAttractionColumns {
    /// The columns an INSERT writes, in the order of `values(_:key:)`.
    static let insertList = SQLAttractionColumns.list + ", order_key, version, " + SQLChoiceColumns.list
    static let insertPlaceholders = Array(
        repeating: "?", count: SQLAttractionColumns.names.count + 2 + SQLChoiceColumns.count
    ).joined(separator: ", ")

    /// A condition that holds when a field column holds a value of another type (SQLite keeps
    /// whatever type a value was written with).
    static let mistyped = SQLAttractionColumns.names.map {
        "typeof(\($0)) != '\($0 == "inside" ? "integer" : "text")'"
    }
    .joined(separator: " OR ")

    /// The values of `insertList`.
    static func values(_ attraction: Attraction, key: Int64) -> [SQLiteValue] {
        SQLAttractionColumns.values(attraction, .sqlite) + [
            .integer(key), .integer(Int64(attraction.version)),
        ]
            + SQLChoiceColumns.values(attraction)
    }
}
