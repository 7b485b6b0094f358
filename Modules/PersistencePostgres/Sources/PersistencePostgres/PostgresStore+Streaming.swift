import Domain
import PersistenceSQL
import UseCases

/// Reads that hand rows over as they arrive, for lists and copies too large to hold. A plain
/// SELECT would make libpq buffer the whole result on the client, so these read through a
/// cursor, a page at a time. Kept apart from the ordinary reads so the ORDER BY below is the only
/// place to change if the way order is stored changes.
extension PostgresStore {
    /// Rows fetched per round trip: large enough that round trips do not dominate, small enough
    /// that a page of long descriptions stays a few MB.
    static let streamingPageSize = 1_000

    public func forEachAttraction(_ body: (Attraction) throws -> Void) throws {
        try connection.snapshot { try walkAttractions(body) }
    }

    /// The walk itself, for callers already inside a transaction (a transfer's snapshot).
    func walkAttractions(_ body: (Attraction) throws -> Void) throws {
        // Positions are not stored (see AttractionOrder): they are counted as the rows come in key order.
        var position = 0
        try connection.walkRows(
            of:
                """
                SELECT \(SQLAttractionColumns.select(of: "a", position: "0", choices: selects.attractionChoices))
                FROM attractions a ORDER BY order_key
                """,
            cursor: "attraction_walk"
        ) { row in
            position += 1
            var attraction = SQLAttractionColumns.attraction(row)
            attraction.position = position
            try body(attraction)
        }
    }
}

extension PostgresConnection {
    /// Walks the rows of `query` through a cursor, fetching `PostgresStore.streamingPageSize` rows
    /// at a time. The caller holds a transaction (a cursor lives in one); the cursor is closed
    /// after the last row, so the same walk can run again in that transaction.
    func walkRows(of query: String, cursor: String, _ body: (PostgresRow) throws -> Void) throws {
        try serialized {
            try execute("DECLARE \(cursor) NO SCROLL CURSOR FOR \(query)")
            while true {
                let count = try run(
                    "FETCH FORWARD \(PostgresStore.streamingPageSize) FROM \(cursor)", [], types: nil
                ) { result in
                    for row in 0..<libpq.ntuples(result) {
                        try body(PostgresRow(result: result, row: row, libpq: libpq))
                    }
                    return Int(libpq.ntuples(result))
                }
                if (count ?? 0) < PostgresStore.streamingPageSize { break }
            }
            try execute("CLOSE \(cursor)")
        }
    }
}
