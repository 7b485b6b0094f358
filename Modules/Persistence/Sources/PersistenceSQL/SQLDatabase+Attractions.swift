import Domain
import UseCases

/// The attraction reads both SQL stores share. Positions are not stored (see `AttractionOrder`):
/// a list counts them as its rows come in key order, one row counts them from the bucket sizes.
extension SQLDatabase {
    public func attractions() throws -> [Attraction] {
        var attractions: [Attraction] = []
        try walkAttractions(inPages: false) { attractions.append($0) }
        return attractions
    }

    /// Every attraction in order, its position counted as the rows come in key order; `inPages`
    /// only inside a snapshot (`readGuide`), as `forEachRowInPages` needs.
    func walkAttractions(inPages: Bool = true, _ body: (Attraction) throws -> Void) throws {
        let sql = """
            SELECT \(SQLAttractionColumns.select(of: "a", position: "0", choices: schema.attractionChoices))
            FROM attractions a ORDER BY order_key
            """
        var position = 0
        func each(_ row: Row) throws {
            position += 1
            var attraction = SQLAttractionColumns.attraction(row)
            attraction.position = position
            try body(attraction)
        }
        if inPages { try forEachRowInPages(sql, each) } else { try forEachRow(sql, [], each) }
    }

    /// A position no list has (damaged bucket sizes) or a version outside what Outings writes
    /// (which an edit would take for a new draft's, or raise past the range) is
    /// `StoreError.corrupt`.
    public func attraction(id: String) throws -> Attraction? {
        try firstRow(
            """
            SELECT \(SQLAttractionColumns.select(of: "a", position: SQLAttractionColumns.positionOfRowA(dialect), choices: schema.attractionChoices))
            FROM attractions a WHERE a.id = ?
            """, [.text(id)]
        ) { row in
            var attraction = SQLAttractionColumns.attraction(row)
            let position = SQLAttractionColumns.positionColumn
            attraction.position = try StoredNumbers.counted(position: row.int(position))
            attraction.version = try StoredNumbers.stored(version: row.int(position + 1), of: id)
            return attraction
        }
    }

    /// Empties the list, remembering each id's last version so that one given again continues
    /// past it; the caller holds the write transaction.
    func removeAllAttractions() throws {
        try run(
            """
            INSERT INTO removed_attractions (id, version) SELECT id, version FROM attractions WHERE true
            ON CONFLICT (id) DO UPDATE SET version = \(dialect.greatest)(removed_attractions.version, excluded.version)
            """)
        try run("DELETE FROM attractions")
    }
}
