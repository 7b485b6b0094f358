import Domain
import UseCases

extension SQLiteStore: VisitStore {
    public func visits(ofMember memberID: String?) throws -> [AttractionVisits] {
        try mapped {
            guard selects.hasVisits else { return [] }
            return try connection.query(
                """
                SELECT attraction_id, visited, rating, note FROM member_visits WHERE member_id = ?
                ORDER BY attraction_id
                """, .text(StoredVisits.memberKey(memberID))
            ).map(Self.visits)
        }
    }

    @discardableResult
    public func updateVisits(
        ofMember memberID: String?, attraction attractionID: String,
        _ change: (AttractionVisits) throws -> AttractionVisits
    ) throws -> AttractionVisits {
        let key = SQLiteValue.text(StoredVisits.memberKey(memberID))
        return try mapped {
            try connection.writeTransaction {
                let current =
                    try connection.query(
                        """
                        SELECT attraction_id, visited, rating, note FROM member_visits
                        WHERE member_id = ? AND attraction_id = ?
                        """, key, .text(attractionID)
                    ).first.map(Self.visits) ?? AttractionVisits(attractionID: attractionID)
                let changed = try change(current)
                try connection.query(
                    "DELETE FROM member_visits WHERE member_id = ? AND attraction_id = ?", key,
                    .text(attractionID))
                if !changed.isEmpty {
                    try connection.query(
                        "INSERT INTO member_visits (member_id, attraction_id, visited, rating, note) VALUES (?, ?, ?, ?, ?)",
                        key, .text(attractionID), .text(StoredVisits.datesText(changed.dates)),
                        changed.rating.map { .integer(Int64($0.value)) } ?? .null, .text(changed.note))
                }
                return changed
            }
        }
    }

    public func everyVisit() throws -> [VisitRecord] {
        try mapped {
            guard selects.hasVisits else { return [] }
            return try connection.query(
                """
                SELECT attraction_id, visited, rating, note, member_id FROM member_visits
                ORDER BY member_id, attraction_id
                """
            ).map { row in
                VisitRecord(memberID: StoredVisits.memberID(row[4].string), visits: try Self.visits(row))
            }
        }
    }

    public func removeVisits(ofMember memberID: String?) throws {
        _ = try mapped {
            try connection.writeTransaction {
                try connection.query(
                    "DELETE FROM member_visits WHERE member_id = ?", .text(StoredVisits.memberKey(memberID)))
            }
        }
    }

    public func removeVisits(ofAttraction attractionID: String) throws {
        _ = try mapped {
            try connection.writeTransaction {
                try connection.query("DELETE FROM member_visits WHERE attraction_id = ?", .text(attractionID))
            }
        }
    }

    /// A row of `attraction_id, visited, rating, note`; a value Outings would not write is corrupt.
    private static func visits(_ row: SQLiteRow) throws -> AttractionVisits {
        try StoredVisits.visits(
            attractionID: row[0].string, dates: row[1].string,
            rating: row[2] == .null ? nil : row[2].int ?? 0,
            note: row[3].string)
    }
}
