import Domain
import PersistenceSQL
import UseCases

/// Reads that hand rows over as they are stepped, for lists and copies too large to hold.
/// Kept apart from the ordinary reads so the ORDER BY below is the only place to change if the
/// way order is stored changes.
extension SQLiteStore {
    /// One statement stepped inside one read transaction: a consistent snapshot (WAL lets writers
    /// in other processes commit meanwhile), with only the current row in memory.
    public func forEachAttraction(_ body: (Attraction) throws -> Void) throws {
        try mapped {
            try connection.readTransaction { try walkAttractions(body) }
        }
    }

    /// The walk itself, for callers already inside a transaction (a transfer's snapshot).
    /// Columns are read straight from the statement, since building a row array per row was a
    /// fifth of a long list's time.
    func walkAttractions(_ body: (Attraction) throws -> Void) throws {
        // Positions are not stored (see AttractionOrder): they are counted as the rows come in key order.
        var position = 0
        try forEachRow(
            """
            SELECT \(SQLAttractionColumns.select(of: "a", position: "0", choices: selects.attractionChoices))
            FROM attractions a ORDER BY order_key
            """, []
        ) { row in
            position += 1
            var attraction = SQLAttractionColumns.attraction(row)
            attraction.position = position
            try body(attraction)
        }
    }
}
