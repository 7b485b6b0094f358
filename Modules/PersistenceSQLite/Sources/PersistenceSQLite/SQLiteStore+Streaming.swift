import Domain
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
    func walkAttractions(_ body: (Attraction) throws -> Void) throws {
        try connection.prepare("SELECT \(Self.columns) FROM attractions ORDER BY position")
            .forEachRow { try body(Self.attraction($0)) }
    }
}
