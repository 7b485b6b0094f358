import Domain
import PersistenceSQL

/// What PostgreSQL alone needs of an attraction's columns: its one-statement writes number their
/// parameters (the mapping itself is `SQLAttractionColumns`, shared with SQLite).
enum PostgresAttractionColumns {
    static var names: [String] { SQLAttractionColumns.names }

    /// "$1, $2, ...": the fields' parameters when they are the statement's first.
    static let parameters = names.indices.map { "$\($0 + 1)" }.joined(separator: ", ")

    /// "name = $2, ...": every field but the id, when the fields are the statement's first
    /// parameters.
    static let assignments = names.indices.dropFirst().map { "\(names[$0]) = $\($0 + 1)" }
        .joined(separator: ", ")

    /// The fields' values as sent (text), the id first.
    static func values(_ attraction: Attraction) -> [String?] {
        SQLAttractionColumns.values(attraction, .postgres).map(PostgresStore.text)
    }
}
