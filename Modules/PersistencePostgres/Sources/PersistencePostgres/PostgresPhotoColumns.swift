import Domain
import Platform
import PlatformFoundation
import UseCases

/// How PostgreSQL stores a photo: one column per field, in `photos` and in `recents` (after its
/// `rank`). The names are the store's own, so renaming a Domain property changes only the lines
/// below. A new field is a column added by a migration, its entry in `columns`, and one line each
/// in `values(of:)` and `photo(in:from:)`.
enum PostgresPhotoColumns {
    /// The columns and their types, in the order `values(of:)` binds them and `photo` reads them.
    static let columns: [(name: String, type: String)] = [
        ("id", "text"), ("title", "text"), ("description", "text"), ("owner_name", "text"), ("owner", "text"),
        ("place_id", "text"), ("farm", "bigint"), ("server", "text"), ("secret", "text"),
        ("original_secret", "text"), ("original_format", "text"), ("latitude", "double precision"),
        ("longitude", "double precision"), ("date_upload", "bigint"), ("tags", "jsonb"),
        ("accuracy", "bigint"),
        ("license", "text"),
    ]

    static let list = columns.map(\.name).joined(separator: ", ")

    /// `$first::type, ...`: the parameters of one photo's values, typed, for a row of a VALUES list.
    static func placeholders(from first: Int) -> String {
        columns.enumerated().map { "$\(first + $0.offset)::\($0.element.type)" }.joined(separator: ", ")
    }

    /// `column = excluded.column` for every column but the id, for an upsert.
    static let updates = columns.dropFirst().map { "\($0.name) = excluded.\($0.name)" }
        .joined(separator: ", ")

    /// The photo's fields but its id, as the JSON text a store kept in `data` before the
    /// photo-columns migration held them, in the order of `columns`. PostgreSQL parses the JSON.
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

    /// What a read-only open selects in place of `list` from a store it may not upgrade (one
    /// without the photo-columns migration): the same columns, from the JSON text.
    static let fromPreColumnLayout =
        "coalesce(data::jsonb ->> 'id', ''), " + preColumnFieldsAfterID + ", " + creditColumnsAbsent

    /// What a read-only open selects in place of `list` from a store with photo columns but
    /// without the credit-and-geo migration: the columns it has, and no accuracy or licence.
    static let fromPreCreditLayout =
        columns.prefix { $0.name != "accuracy" }.map(\.name).joined(separator: ", ") + ", "
        + creditColumnsAbsent

    private static let creditColumnsAbsent = "NULL, NULL"

    /// The values as text parameters; a Double's description reads back as the same Double.
    static func values(of photo: Photo, tags encoder: JSONEncoder) throws -> [String?] {
        [
            photo.id, photo.title, photo.description, photo.ownerName, photo.owner, photo.placeID,
            photo.farm.map(String.init), photo.server, photo.secret, photo.originalSecret,
            photo.originalFormat,
            photo.latitude.map(String.init(describing:)), photo.longitude.map(String.init(describing:)),
            photo.dateUpload.map(String.init), try JSONStringArray.text(photo.tags, encoder: encoder),
            photo.accuracy.map(String.init), photo.license,
        ]
    }

    /// The photo in `row[first ..< first + columns.count]`.
    static func photo(in row: [String?], from first: Int = 0, tags decoder: JSONDecoder) throws -> Photo {
        Photo(
            id: row[first] ?? "", title: row[first + 1] ?? "", description: row[first + 2] ?? "",
            ownerName: row[first + 3] ?? "", owner: row[first + 4] ?? "", placeID: row[first + 5] ?? "",
            farm: row[first + 6].flatMap { Int($0) }, server: row[first + 7], secret: row[first + 8],
            originalSecret: row[first + 9], originalFormat: row[first + 10],
            latitude: row[first + 11].flatMap { Double($0) },
            longitude: row[first + 12].flatMap { Double($0) },
            accuracy: row[first + 15].flatMap { Int($0) }, license: row[first + 16],
            dateUpload: row[first + 13].flatMap { Int($0) }, tags: try tags(row[first + 14] ?? "[]", decoder))
    }

    /// Tags, the one field that is a list, are a `jsonb` array of strings (PostgreSQL's JSON
    /// operators query it); the platform's coder writes and reads it.
    private static func tags(_ text: String, _ decoder: JSONDecoder) throws -> [String] {
        guard let tags = JSONStringArray.strings(in: text, decoder: decoder) else {
            throw StoreError.corrupt("a stored photo's tags cannot be read")
        }
        return tags
    }
}

extension PostgresStore {
    /// The photos of `rows`, whose columns from `first` on are a photo's (`photoColumns`).
    static func photos(_ rows: [[String?]], from first: Int = 0) throws -> [Photo] {
        let decoder = JSONDecoder()
        return try rows.map { try PostgresPhotoColumns.photo(in: $0, from: first, tags: decoder) }
    }
}
