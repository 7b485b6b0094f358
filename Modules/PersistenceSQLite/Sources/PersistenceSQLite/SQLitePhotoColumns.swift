import CSQLite
import Domain
import Platform
import PlatformFoundation
import UseCases

/// How SQLite stores a photo: one column per field, in `photos` and in `recents` (after its
/// `rank`). The names are the store's own, so renaming a Domain property changes only the lines
/// below. A new field is a column added by a migration, its name in `names`, and one line each in
/// `values(of:)` and `photo(at:)`.
enum SQLitePhotoColumns {
    /// The columns in the order `values(of:)` binds them and `photo(at:)` reads them.
    static let names = [
        "id", "title", "description", "owner_name", "owner", "place_id", "farm", "server", "secret",
        "original_secret", "original_format", "latitude", "longitude", "date_upload", "tags", "accuracy",
        "license",
    ]

    static let list = names.joined(separator: ", ")
    static let placeholders = Array(repeating: "?", count: names.count).joined(separator: ", ")

    /// The photo's fields but its id, as the JSON text a store kept in `data` before the
    /// photo-columns migration held them, in the order of `names`. SQLite parses the JSON. Fixed
    /// as that migration reads them: it describes rows no later build writes. A field Outings
    /// did not always write (`owner`) reads as empty, as does any text a hand-edited row lacks.
    static let preColumnFieldsAfterID = """
        coalesce(json_extract(data, '$.title'), ''), coalesce(json_extract(data, '$.description'), ''),
        coalesce(json_extract(data, '$.ownerName'), ''), coalesce(json_extract(data, '$.owner'), ''),
        coalesce(json_extract(data, '$.placeID'), ''), CAST(json_extract(data, '$.farm') AS INTEGER),
        json_extract(data, '$.server'), json_extract(data, '$.secret'),
        json_extract(data, '$.originalSecret'), json_extract(data, '$.originalFormat'),
        CAST(json_extract(data, '$.latitude') AS REAL), CAST(json_extract(data, '$.longitude') AS REAL),
        CAST(json_extract(data, '$.dateUpload') AS INTEGER), coalesce(json_extract(data, '$.tags'), '[]')
        """

    /// What a read-only open selects in place of `list` from a store it may not upgrade (one
    /// without the photo-columns migration): the same columns, from the JSON text.
    static let fromPreColumnLayout =
        "coalesce(json_extract(data, '$.id'), ''), " + preColumnFieldsAfterID + ", " + creditColumnsAbsent

    /// What a read-only open selects in place of `list` from a store with photo columns but
    /// without the credit-and-geo migration: the columns it has, and no accuracy or licence.
    static let fromPreCreditLayout =
        names.prefix { $0 != "accuracy" }.joined(separator: ", ") + ", " + creditColumnsAbsent

    private static let creditColumnsAbsent = "NULL, NULL"

    static func values(of photo: Photo, tags encoder: JSONEncoder) throws -> [SQLiteValue] {
        [
            .text(photo.id), .text(photo.title), .text(photo.description), .text(photo.ownerName),
            .text(photo.owner), .text(photo.placeID), integer(photo.farm), text(photo.server),
            text(photo.secret), text(photo.originalSecret), text(photo.originalFormat),
            real(photo.latitude), real(photo.longitude), integer(photo.dateUpload),
            .text(try JSONStringArray.text(photo.tags, encoder: encoder)), integer(photo.accuracy),
            text(photo.license),
        ]
    }

    /// The photo in the current row's columns `first ..< first + names.count`.
    static func photo(at row: SQLiteStatement, from first: Int32 = 0, tags decoder: JSONDecoder) throws
        -> Photo
    {
        Photo(
            id: row.string(at: first), title: row.string(at: first + 1),
            description: row.string(at: first + 2), ownerName: row.string(at: first + 3),
            owner: row.string(at: first + 4), placeID: row.string(at: first + 5),
            farm: row.integer(at: first + 6), server: row.optionalString(at: first + 7),
            secret: row.optionalString(at: first + 8), originalSecret: row.optionalString(at: first + 9),
            originalFormat: row.optionalString(at: first + 10), latitude: row.real(at: first + 11),
            longitude: row.real(at: first + 12), accuracy: row.integer(at: first + 15),
            license: row.optionalString(at: first + 16), dateUpload: row.integer(at: first + 13),
            tags: try tags(row.string(at: first + 14), decoder))
    }

    /// Tags, the one field that is a list, are a JSON array of strings in one column (SQLite's
    /// JSON functions query it); the platform's coder writes and reads it.
    private static func tags(_ text: String, _ decoder: JSONDecoder) throws -> [String] {
        guard let tags = JSONStringArray.strings(in: text, decoder: decoder) else {
            throw StoreError.corrupt("a stored photo's tags cannot be read")
        }
        return tags
    }

    private static func text(_ value: String?) -> SQLiteValue { value.map { .text($0) } ?? .null }
    private static func integer(_ value: Int?) -> SQLiteValue { value.map { .integer(Int64($0)) } ?? .null }
    private static func real(_ value: Double?) -> SQLiteValue { value.map { .real($0) } ?? .null }
}

extension SQLiteStore {
    /// Steps through `sql`, whose first columns are a photo's (`photoColumns`), handing each
    /// photo over as it is read.
    func forEachPhoto(_ sql: String, _ values: [SQLiteValue] = [], _ body: (Photo) throws -> Void) throws {
        let statement = try connection.prepare(sql)
        try statement.bind(values)
        let decoder = JSONDecoder()
        try statement.forEachStep { try body(try SQLitePhotoColumns.photo(at: $0, tags: decoder)) }
    }

    func photos(_ sql: String, _ values: SQLiteValue...) throws -> [Photo] {
        var photos: [Photo] = []
        try forEachPhoto(sql, values) { photos.append($0) }
        return photos
    }
}
