import Domain
import PersistenceSQL
import UseCases

/// How PostgreSQL stores an attraction's own fields (what families choose by is
/// `PostgresChoiceColumns`): the one column list every attraction statement selects and writes,
/// and the one decoder of the rows they select.
enum PostgresAttractionColumns {
    /// The fields' columns, in the order rows are read and written; the id comes first.
    static let names = ["id", "name", "type", "inside", "description", "website"]

    /// Where a row `attraction(_:)` reads has the position, after the fields; the version follows
    /// it, then the choice columns.
    static let positionColumn = names.count
    /// The columns of such a row; anything a statement selects after them starts here.
    static let count = positionColumn + 2 + PostgresChoiceColumns.count

    /// What `attraction(_:)` reads, each column taken from `row` ("a.id, ..."): the fields,
    /// `position` (an expression of the row, or 0 where the caller counts positions), the version,
    /// then `choices` (the choice columns or what stands for them before their migration).
    static func select(of row: String, position: String, choices: String) -> String {
        names.map { "\(row).\($0)" }.joined(separator: ", ") + ", \(position), \(row).version, \(choices)"
    }

    /// The fields' columns for an INSERT ("id, name, ...").
    static let list = names.joined(separator: ", ")

    /// "$1, $2, ...": the fields' parameters when they are the statement's first.
    static let parameters = names.indices.map { "$\($0 + 1)" }.joined(separator: ", ")

    /// "name = $2, ...": every field but the id, when the fields are the statement's first
    /// parameters.
    static let assignments = names.indices.dropFirst().map { "\(names[$0]) = $\($0 + 1)" }
        .joined(separator: ", ")

    /// The fields' values as sent (text), the id first.
    static func values(_ attraction: Attraction) -> [String?] {
        [
            attraction.id, attraction.name, attraction.type, attraction.inside ? "true" : "false",
            attraction.description, attraction.website,
        ]
    }

    /// A row `select(of:position:choices:)` selected.
    static func attraction(_ row: some SQLRow) -> Attraction {
        Attraction(
            id: row.string(0), name: row.string(1), type: row.string(2), inside: row.text(3) == "t",
            description: row.string(4), website: row.string(5), position: row.int(positionColumn) ?? 0,
            version: row.int(positionColumn + 1) ?? 0
        ).withStoredChoices(SQLChoiceColumns.choices(row, from: positionColumn + 2))
    }

    /// A row of text values as `execute` returns them.
    static func attraction(_ row: [String?]) -> Attraction {
        attraction(row.map(SQLValue.text))
    }
}
