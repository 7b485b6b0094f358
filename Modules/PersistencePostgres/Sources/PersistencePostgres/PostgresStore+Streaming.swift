import Domain
import PersistenceSQL
import UseCases

/// Reads that hand rows over as they arrive, for lists and copies too large to hold.
extension PostgresStore {
    /// Rows fetched per round trip: large enough that round trips do not dominate, small enough
    /// that a page of long descriptions stays a few MB.
    static let streamingPageSize = 1_000

    /// Through a cursor, a page at a time: a plain SELECT would make libpq buffer the whole result.
    public func forEachRowInPages(_ sql: String, _ body: (PostgresRow) throws -> Void) throws {
        try connection.walkRows(of: sql, cursor: "outings_walk", body)
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
