import Domain
import UseCases

/// The columns that hold what families choose an attraction by, always selected after an
/// attraction's other columns, in this order.
enum PostgresChoiceColumns {
    static let list = "ages, cost, hours, address, latitude, longitude, tags"
    /// What a store from before the choices' migration reads as: none of them.
    static let absent = "'', '', '', '', NULL::double precision, NULL::double precision, ''"

    /// The list with each column taken from `row` (`a.ages, a.cost, ...`).
    static func list(of row: String) -> String {
        "\(row).ages, \(row).cost, \(row).hours, \(row).address, \(row).latitude, \(row).longitude, \(row).tags"
    }

    /// "ages = $N, cost = $N+1, ...", for an UPDATE whose choice parameters start at `first`.
    static func assignments(from first: Int) -> String {
        zip(names, parameterList(from: first)).map { "\($0) = \($1)" }.joined(separator: ", ")
    }

    /// "$N, $N+1, ...", for an INSERT whose choice parameters start at `first`.
    static func parameters(from first: Int) -> String {
        parameterList(from: first).joined(separator: ", ")
    }

    private static let names = ["ages", "cost", "hours", "address", "latitude", "longitude", "tags"]
    static let count = names.count

    /// Parameters are sent as text; the two numbers are cast so the server reads them as such.
    private static func parameterList(from first: Int) -> [String] {
        names.indices.map { "$\(first + $0)" + ((4...5).contains($0) ? "::double precision" : "") }
    }

    static func values(_ attraction: Attraction) -> [String?] {
        let stored = attraction.storedChoices
        return [
            stored.ages, stored.cost, stored.hours, stored.address, stored.latitude.map { "\($0)" },
            stored.longitude.map { "\($0)" }, stored.tags,
        ]
    }

    /// A stored number that does not read as one is damage, told as a location out of range.
    static func choices(_ row: [String?], from first: Int) -> StoredChoices {
        StoredChoices(
            ages: row[first] ?? "", cost: row[first + 1] ?? "", hours: row[first + 2] ?? "",
            address: row[first + 3] ?? "", latitude: row[first + 4].map { Double($0) ?? .nan },
            longitude: row[first + 5].map { Double($0) ?? .nan }, tags: row[first + 6] ?? "")
    }
}
