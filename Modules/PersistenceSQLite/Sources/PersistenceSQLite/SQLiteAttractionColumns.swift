import Domain
import PersistenceSQL
import UseCases

/// How SQLite stores an attraction's own fields (what families choose by is
/// `SQLChoiceColumns`): the one column list every attraction query selects, writes and checks,
/// and the one decoder of the rows they select.
enum SQLiteAttractionColumns {
    /// Each field's column and the type SQLite must hold there, in the order rows are read and
    /// written; the id comes first.
    static let fields: [(name: String, type: String)] = [
        ("id", "text"), ("name", "text"), ("type", "text"), ("inside", "integer"), ("description", "text"),
        ("website", "text"),
    ]

    /// The columns an INSERT writes, in the order of `values(_:key:)`.
    static let insertList =
        (fields.map(\.name) + ["order_key", "version"]).joined(separator: ", ")
        + ", " + SQLChoiceColumns.list
    static let insertPlaceholders = Array(repeating: "?", count: fields.count + 2 + SQLChoiceColumns.count)
        .joined(separator: ", ")

    /// "name = ?, ...": every field but the id, for an UPDATE, in the order of `values(_:)`.
    static let assignments = fields.dropFirst().map { "\($0.name) = ?" }.joined(separator: ", ")

    /// A condition that holds when a field column holds a value of another type.
    static let mistyped = fields.map { "typeof(\($0.name)) != '\($0.type)'" }.joined(separator: " OR ")

    /// What `attraction(_:)` reads: the fields, `position` (an expression of the row, or 0 where
    /// the caller counts positions), the version, then `choices` (the choice columns or what
    /// stands for them before their migration).
    static func select(position: String, choices: String) -> String {
        fields.map(\.name).joined(separator: ", ") + ", \(position), version, \(choices)"
    }

    /// The fields' values, the id first.
    static func values(_ attraction: Attraction) -> [SQLiteValue] {
        [
            .text(attraction.id), .text(attraction.name), .text(attraction.type),
            .integer(attraction.inside ? 1 : 0), .text(attraction.description), .text(attraction.website),
        ]
    }

    /// The values of `insertList`.
    static func values(_ attraction: Attraction, key: Int64) -> [SQLiteValue] {
        values(attraction) + [.integer(key), .integer(Int64(attraction.version))]
            + SQLChoiceColumns.values(attraction)
    }

    /// A row `select(position:choices:)` selected, from a row array or the statement stepped.
    static func attraction(_ row: some SQLRow) -> Attraction {
        Attraction(
            id: row.string(0), name: row.string(1), type: row.string(2),
            inside: row.integer(3) == 1, description: row.string(4), website: row.string(5),
            position: row.int(positionColumn) ?? 0, version: row.int(positionColumn + 1) ?? 0
        ).withStoredChoices(SQLChoiceColumns.choices(row, from: positionColumn + 2))
    }

    /// Where such a row has the position, after the fields; the version follows it, then the
    /// choice columns.
    static let positionColumn = fields.count
}
