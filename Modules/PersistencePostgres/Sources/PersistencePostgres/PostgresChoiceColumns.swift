import Domain
import PersistenceSQL
import UseCases

/// What PostgreSQL alone needs of the choice columns (`SQLChoiceColumns`): its one-statement
/// writes number their parameters.
enum PostgresChoiceColumns {
    private static let names = SQLChoiceColumns.names

    /// "ages = $N, cost = $N+1, ...", for an UPDATE whose choice parameters start at `first`.
    static func assignments(from first: Int) -> String {
        zip(names, parameterList(from: first)).map { "\($0) = \($1)" }.joined(separator: ", ")
    }

    /// "$N, $N+1, ...", for an INSERT whose choice parameters start at `first`.
    static func parameters(from first: Int) -> String {
        parameterList(from: first).joined(separator: ", ")
    }

    /// Parameters are sent as text; the two numbers are cast so the server reads them as such.
    private static func parameterList(from first: Int) -> [String] {
        names.enumerated().map { index, name in
            "$\(first + index)" + (["latitude", "longitude"].contains(name) ? "::double precision" : "")
        }
    }

    static func values(_ attraction: Attraction) -> [String?] {
        SQLChoiceColumns.values(attraction).map(PostgresStore.text)
    }
}
