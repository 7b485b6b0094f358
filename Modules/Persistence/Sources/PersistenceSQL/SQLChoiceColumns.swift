import Domain
import UseCases

/// The columns that hold what families choose an attraction by, always selected after an
/// attraction's other columns, in this order.
public enum SQLChoiceColumns {
    public static let names = ["ages", "cost", "hours", "address", "latitude", "longitude", "tags"]
    public static let list = names.joined(separator: ", ")
    public static let count = names.count
    /// "ages = ?, cost = ?, ...", for an UPDATE.
    public static let assignments = names.map { "\($0) = ?" }.joined(separator: ", ")

    /// The list with each column taken from `row` (`a.ages, a.cost, ...`).
    public static func list(of row: String) -> String {
        names.map { "\(row).\($0)" }.joined(separator: ", ")
    }

    public static func values(_ attraction: Attraction) -> [SQLValue] {
        let stored = attraction.storedChoices
        return [
            .text(stored.ages), .text(stored.cost), .text(stored.hours), .text(stored.address),
            .real(stored.latitude), .real(stored.longitude), .text(stored.tags),
        ]
    }

    public static func choices(_ row: some SQLRow, from first: Int) -> StoredChoices {
        StoredChoices(
            ages: row.string(first), cost: row.string(first + 1), hours: row.string(first + 2),
            address: row.string(first + 3), latitude: row.real(first + 4), longitude: row.real(first + 5),
            tags: row.string(first + 6))
    }
}
