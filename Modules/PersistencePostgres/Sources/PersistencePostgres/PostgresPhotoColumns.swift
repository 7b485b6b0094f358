import PersistenceSQL

/// What PostgreSQL alone needs of a photo's columns: their types, for a VALUES list of typed
/// parameters, and the select list of a store that kept photos as JSON (the columns themselves
/// are `SQLPhotoColumns`, shared with SQLite).
enum PostgresPhotoColumns {
    /// The type of each column of `SQLPhotoColumns.names` that is not text.
    private static let types = [
        "farm": "bigint", "latitude": "double precision", "longitude": "double precision",
        "date_upload": "bigint", "tags": "jsonb", "accuracy": "bigint",
    ]

    /// `$first::type, ...`: the parameters of one photo's values, typed, for a row of a VALUES list.
    static func placeholders(from first: Int) -> String {
        SQLPhotoColumns.names.enumerated().map { "$\(first + $0.offset)::\(types[$0.element] ?? "text")" }
            .joined(separator: ", ")
    }

    /// The photo's fields but its id, as the JSON text a store kept in `data` before the
    /// photo-columns migration held them, in the order of `SQLPhotoColumns.names`. PostgreSQL parses the JSON.
    /// Fixed as that migration reads them: it describes rows no later build writes. A field
    /// Outings did not always write (`owner`) reads as empty, as does any text a hand-edited row
    /// lacks.
    static let preColumnFieldsAfterID = """
        coalesce(data::jsonb ->> 'title', ''), coalesce(data::jsonb ->> 'description', ''),
        coalesce(data::jsonb ->> 'ownerName', ''), coalesce(data::jsonb ->> 'owner', ''),
        coalesce(data::jsonb ->> 'placeID', ''), (data::jsonb ->> 'farm')::bigint, data::jsonb ->> 'server',
        data::jsonb ->> 'secret', data::jsonb ->> 'originalSecret', data::jsonb ->> 'originalFormat',
        (data::jsonb ->> 'latitude')::double precision, (data::jsonb ->> 'longitude')::double precision,
        (data::jsonb ->> 'dateUpload')::bigint, coalesce(data::jsonb -> 'tags', '[]')
        """

    /// The same with the id: what a read-only open selects from a store it may not upgrade (one
    /// without the photo-columns migration).
    static let fromJSONText = "coalesce(data::jsonb ->> 'id', ''), " + preColumnFieldsAfterID

    /// What a store from before the choices' migration reads as: no choices.
    static let choicesAbsent = "'', '', '', '', NULL::double precision, NULL::double precision, ''"
}

extension SQLSchema {
    /// A PostgreSQL store lacking the `missing` migrations.
    static func postgres(missing: Set<String>) -> SQLSchema {
        SQLSchema(
            missing: missing, photoFromJSON: PostgresPhotoColumns.fromJSONText,
            choicesAbsent: PostgresPhotoColumns.choicesAbsent)
    }
}
