import Domain
import UseCases

extension PostgresStore: VisitStore {
    private static let visitColumns = "attraction_id, visited, rating, note"

    public func visits(ofMember memberID: String?) throws -> [AttractionVisits] {
        guard selects.hasVisits else { return [] }
        return try connection.execute(
            "SELECT \(Self.visitColumns) FROM member_visits WHERE member_id = $1 ORDER BY attraction_id COLLATE \"C\"",
            [StoredVisits.memberKey(memberID)]
        ).map(Self.visits)
    }

    /// Under the visits' advisory lock: a record that does not exist yet has no row to lock.
    @discardableResult
    public func updateVisits(
        ofMember memberID: String?, attraction attractionID: String,
        _ change: (AttractionVisits) throws -> AttractionVisits
    ) throws -> AttractionVisits {
        let key = StoredVisits.memberKey(memberID)
        return try connection.writeTransaction(lock: LockKey.visits) {
            let current =
                try connection.execute(
                    "SELECT \(Self.visitColumns) FROM member_visits WHERE member_id = $1 AND attraction_id = $2",
                    [key, attractionID]
                ).first.map(Self.visits) ?? AttractionVisits(attractionID: attractionID)
            let changed = try change(current)
            try connection.execute(
                "DELETE FROM member_visits WHERE member_id = $1 AND attraction_id = $2", [key, attractionID])
            if !changed.isEmpty {
                try connection.execute(
                    """
                    INSERT INTO member_visits (member_id, \(Self.visitColumns))
                        VALUES ($1, $2, $3, $4::integer, $5)
                    """,
                    [
                        key, attractionID, StoredVisits.datesText(changed.dates),
                        changed.rating.map(\.description),
                        changed.note,
                    ])
            }
            return changed
        }
    }

    public func everyVisit() throws -> [VisitRecord] {
        guard selects.hasVisits else { return [] }
        return try connection.execute(
            "SELECT \(Self.visitColumns), member_id FROM member_visits ORDER BY member_id COLLATE \"C\", attraction_id COLLATE \"C\""
        ).map { row in
            VisitRecord(memberID: StoredVisits.memberID(row[4] ?? ""), visits: try Self.visits(row))
        }
    }

    public func removeVisits(ofMember memberID: String?) throws {
        _ = try connection.writeTransaction(lock: LockKey.visits) {
            try connection.execute(
                "DELETE FROM member_visits WHERE member_id = $1", [StoredVisits.memberKey(memberID)])
        }
    }

    public func removeVisits(ofAttraction attractionID: String) throws {
        _ = try connection.writeTransaction(lock: LockKey.visits) {
            try connection.execute("DELETE FROM member_visits WHERE attraction_id = $1", [attractionID])
        }
    }

    /// A row of `attraction_id, visited, rating, note`; a value Outings would not write is corrupt.
    private static func visits(_ row: [String?]) throws -> AttractionVisits {
        try StoredVisits.visits(
            attractionID: row[0] ?? "", dates: row[1] ?? "", rating: row[2].map { Int($0) ?? 0 },
            note: row[3] ?? "")
    }
}
