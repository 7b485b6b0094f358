import Domain
import UseCases

extension SQLDatabase {
    private var visitColumns: String { "attraction_id, visited, rating, note" }

    /// Under the visits' lock: a record that does not exist yet has no row to lock.
    @discardableResult
    public func updateVisits(
        ofMember memberID: String?, attraction attractionID: String,
        _ change: (AttractionVisits) throws -> AttractionVisits
    ) throws -> AttractionVisits {
        let key = SQLValue.text(StoredVisits.memberKey(memberID))
        return try write([.visits]) {
            let current =
                try firstRow(
                    "SELECT \(visitColumns) FROM member_visits WHERE member_id = ? AND attraction_id = ?",
                    [key, .text(attractionID)], read: Self.visits)
                ?? AttractionVisits(attractionID: attractionID)
            let changed = try change(current)
            try run(
                "DELETE FROM member_visits WHERE member_id = ? AND attraction_id = ?", key,
                .text(attractionID))
            if !changed.isEmpty {
                try run(
                    "INSERT INTO member_visits (member_id, \(visitColumns)) VALUES (?, ?, ?, ?, ?)",
                    key, .text(attractionID), .text(StoredVisits.datesText(changed.dates)),
                    .integer(changed.rating?.value), .text(changed.note))
            }
            return changed
        }
    }

    public func everyVisit() throws -> [VisitRecord] {
        guard schema.hasVisits else { return [] }
        return try mapRows(
            """
            SELECT \(visitColumns), member_id FROM member_visits
            ORDER BY member_id\(dialect.byteOrder), attraction_id\(dialect.byteOrder)
            """
        ) { row in
            VisitRecord(memberID: StoredVisits.memberID(row.string(4)), visits: try Self.visits(row))
        }
    }

    /// A row of `attraction_id, visited, rating, note`; a value Outings would not write is corrupt.
    private static func visits(_ row: Row) throws -> AttractionVisits {
        try StoredVisits.visits(
            attractionID: row.string(0), dates: row.string(1),
            rating: row.isNull(2) ? nil : row.int(2) ?? 0, note: row.string(3))
    }
}
