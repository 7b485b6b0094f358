import Domain
import UseCases

/// The columns that hold what families choose an attraction by, always selected after an
/// attraction's other columns, in this order.
enum SQLiteChoiceColumns {
    static let list = "ages, cost, hours, address, latitude, longitude, tags"
    /// What a store from before the choices' migration reads as: none of them.
    static let absent = "'', '', '', '', NULL, NULL, ''"
    static let count = 7

    /// "ages = ?, cost = ?, ...", for an UPDATE.
    static let assignments =
        "ages = ?, cost = ?, hours = ?, address = ?, latitude = ?, longitude = ?, tags = ?"

    static func values(_ attraction: Attraction) -> [SQLiteValue] {
        let stored = attraction.storedChoices
        return [
            .text(stored.ages), .text(stored.cost), .text(stored.hours), .text(stored.address),
            stored.latitude.map(SQLiteValue.real) ?? .null, stored.longitude.map(SQLiteValue.real) ?? .null,
            .text(stored.tags),
        ]
    }

    static func choices(_ row: some SQLiteColumns, from first: Int32) -> StoredChoices {
        StoredChoices(
            ages: row.string(at: first), cost: row.string(at: first + 1), hours: row.string(at: first + 2),
            address: row.string(at: first + 3), latitude: row.real(at: first + 4),
            longitude: row.real(at: first + 5), tags: row.string(at: first + 6))
    }
}
