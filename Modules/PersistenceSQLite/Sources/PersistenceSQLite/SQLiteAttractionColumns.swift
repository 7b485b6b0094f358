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

    /// The values of `insertList`.
    static func values(_ attraction: Attraction, key: Int64) -> [SQLiteValue] {
        SQLAttractionColumns.values(attraction, .sqlite) + [
            .integer(key), .integer(Int64(attraction.version)),
        ]
            + SQLChoiceColumns.values(attraction)
    }
}
