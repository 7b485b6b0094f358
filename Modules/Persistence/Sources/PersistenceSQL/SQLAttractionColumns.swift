import Domain
import UseCases

/// How both SQL stores keep an attraction's own fields (what families choose by is
/// `SQLChoiceColumns`): the one column list every attraction statement selects and writes, and
/// the one decoder of the rows they select.
public enum SQLAttractionColumns {
    /// The fields' columns, in the order rows are read and written; the id comes first.
    public static let names = ["id", "name", "type", "inside", "description", "website"]
    /// The fields' columns for an INSERT ("id, name, ...").
    public static let list = names.joined(separator: ", ")
    /// Every column an INSERT writes: the fields, the order key, the version, then the choices.
    public static let insertList = list + ", order_key, version, " + SQLChoiceColumns.list
    /// "name = ?, ...": every field but the id, for an UPDATE, in the order of `values`.
    public static let assignments = names.dropFirst().map { "\($0) = ?" }.joined(separator: ", ")

    /// Where a row `attraction(_:)` reads has the position, after the fields; the version follows
    /// it, then the choice columns.
    public static let positionColumn = names.count
    /// The columns of such a row; anything a statement selects after them starts here.
    public static let count = positionColumn + 2 + SQLChoiceColumns.count

    /// What `attraction(_:)` reads, each column taken from `row` ("a.id, ..."): the fields,
    /// `position` (an expression of the row, or 0 where the caller counts positions), the version,
    /// then `choices` (the choice columns or what stands for them before their migration).
    public static func select(of row: String, position: String, choices: String) -> String {
        names.map { "\(row).\($0)" }.joined(separator: ", ") + ", \(position), \(row).version, \(choices)"
    }

    /// The fields' values, the id first; `inside` as the dialect writes a truth value.
    public static func values(_ attraction: Attraction, _ dialect: SQLDialect) -> [SQLValue] {
        [
            .text(attraction.id), .text(attraction.name), .text(attraction.type),
            attraction.inside ? dialect.true : dialect.false, .text(attraction.description),
            .text(attraction.website),
        ]
    }

    /// A row `select(of:position:choices:)` selected.
    public static func attraction(_ row: some SQLRow) -> Attraction {
        Attraction(
            id: row.string(0), name: row.string(1), type: row.string(2),
            inside: row.bool(3), description: row.string(4),
            website: row.string(5), position: row.int(positionColumn) ?? 0,
            version: row.int(positionColumn + 1) ?? 0
        ).withStoredChoices(SQLChoiceColumns.choices(row, from: positionColumn + 2))
    }

    /// The position of row `a`, counted from the bucket sizes before its bucket and the rows
    /// before it in its bucket (both bounded, not the table). Damaged sizes give a position no
    /// list has, never an SQL error.
    public static func positionOfRowA(_ dialect: SQLDialect) -> String {
        let bits = AttractionOrder.bucketBits
        return """
            (SELECT \(dialect.sum("size")) FROM attraction_buckets WHERE bucket < (a.order_key >> \(bits)))
                + (SELECT count(*) FROM attractions b
                    WHERE b.order_key >= ((a.order_key >> \(bits)) << \(bits)) AND b.order_key < a.order_key) + 1
            """
    }
}
