import Domain
import PersistenceSQL
import UseCases

/// The columns that hold what families choose an attraction by, always selected after an
/// attraction's other columns, in this order.
enum PostgresChoiceColumns {
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
        SQLChoiceColumns.values(attraction).map(PostgresStore.text)
    }
}
