import PersistenceSQL

/// What SQLite alone needs to read a photo: the columns a store kept as JSON text before the
/// photo-columns migration (the current columns are `SQLPhotoColumns`, shared with PostgreSQL).
enum SQLitePhotoColumns {
    /// The photo's fields but its id as the JSON text of `data` held them, in the order of
    /// `SQLPhotoColumns.names` up to the tags; SQLite parses the JSON. Fixed as that migration
    /// reads them: it describes rows no later build writes. A field Outings did not always write
    /// (`owner`) reads as empty, as does any text a hand-edited row lacks.
    static let preColumnFieldsAfterID = """
        coalesce(json_extract(data, '$.title'), ''), coalesce(json_extract(data, '$.description'), ''),
        coalesce(json_extract(data, '$.ownerName'), ''), coalesce(json_extract(data, '$.owner'), ''),
        coalesce(json_extract(data, '$.placeID'), ''), CAST(json_extract(data, '$.farm') AS INTEGER),
        json_extract(data, '$.server'), json_extract(data, '$.secret'),
        json_extract(data, '$.originalSecret'), json_extract(data, '$.originalFormat'),
        CAST(json_extract(data, '$.latitude') AS REAL), CAST(json_extract(data, '$.longitude') AS REAL),
        CAST(json_extract(data, '$.dateUpload') AS INTEGER), coalesce(json_extract(data, '$.tags'), '[]')
        """

    /// The same with the id: what a read-only open selects from a store it may not upgrade.
    static let fromJSONText = "coalesce(json_extract(data, '$.id'), ''), " + preColumnFieldsAfterID

    /// What a store from before the choices' migration reads as: no choices.
    static let choicesAbsent = "'', '', '', '', NULL, NULL, ''"
}

extension SQLSchema {
    /// A SQLite store lacking the `missing` migrations.
    static func sqlite(missing: Set<String>) -> SQLSchema {
        SQLSchema(
            missing: missing, photoFromJSON: SQLitePhotoColumns.fromJSONText,
            choicesAbsent: SQLitePhotoColumns.choicesAbsent)
    }
}
