import Domain
import Platform
import PlatformFoundation
import UseCases

/// How both SQL stores keep a photo: one column per field, in `photos`, `recents` (after its
/// `rank`) and `member_recents`. The names are the store's own, so renaming a Domain property
/// changes only the lines below. A new field is a column added by a migration (in each
/// backend's migrations), its name in `names`, and one line each in `values(of:)` and `photo`.
public enum SQLPhotoColumns {
    /// The columns in the order `values(of:)` binds them and `photo` reads them.
    public static let names = [
        "id", "title", "description", "owner_name", "owner", "place_id", "farm", "server", "secret",
        "original_secret", "original_format", "latitude", "longitude", "date_upload", "tags", "accuracy",
        "license",
    ]
    public static let list = names.joined(separator: ", ")
    public static let placeholders = Array(repeating: "?", count: names.count).joined(separator: ", ")
    /// `column = excluded.column` for every column but the id, for an upsert.
    public static let updates = names.dropFirst().map { "\($0) = excluded.\($0)" }.joined(separator: ", ")

    /// What a read-only open selects in place of `list` from a store with photo columns but
    /// without the credit-and-geo migration: the columns it has, and no accuracy or licence.
    public static let fromPreCreditLayout =
        names.prefix { $0 != "accuracy" }.joined(separator: ", ") + ", " + creditColumnsAbsent

    /// What a store without the credit-and-geo migration reads as for accuracy and licence.
    public static let creditColumnsAbsent = "NULL, NULL"

    public static func values(of photo: Photo, tags encoder: JSONEncoder) throws -> [SQLValue] {
        [
            .text(photo.id), .text(photo.title), .text(photo.description), .text(photo.ownerName),
            .text(photo.owner), .text(photo.placeID), .integer(photo.farm), .text(photo.server),
            .text(photo.secret), .text(photo.originalSecret), .text(photo.originalFormat),
            .real(photo.latitude), .real(photo.longitude), .integer(photo.dateUpload),
            .text(try JSONStringArray.text(photo.tags, encoder: encoder)), .integer(photo.accuracy),
            .text(photo.license),
        ]
    }

    /// The photo in the row's columns `first ..< first + names.count`.
    public static func photo(_ row: some SQLRow, from first: Int = 0, tags decoder: JSONDecoder) throws
        -> Photo
    {
        Photo(
            id: row.string(first), title: row.string(first + 1), description: row.string(first + 2),
            ownerName: row.string(first + 3), owner: row.string(first + 4), placeID: row.string(first + 5),
            farm: row.int(first + 6), server: row.text(first + 7), secret: row.text(first + 8),
            originalSecret: row.text(first + 9), originalFormat: row.text(first + 10),
            latitude: row.real(first + 11), longitude: row.real(first + 12), accuracy: row.int(first + 15),
            license: row.text(first + 16), dateUpload: row.int(first + 13),
            tags: try tags(row.text(first + 14) ?? "[]", decoder))
    }

    /// Tags, the one field that is a list, are a JSON array of strings in one column (which each
    /// database's JSON functions can query); the platform's coder writes and reads it.
    private static func tags(_ text: String, _ decoder: JSONDecoder) throws -> [String] {
        guard let tags = JSONStringArray.strings(in: text, decoder: decoder) else {
            throw StoreError.corrupt("a stored photo's tags cannot be read")
        }
        return tags
    }
}

/// How both SQL stores keep a place: `places` has one column per field.
public enum SQLPlaceColumns {
    public static let list = "id, name, photo_count, latitude, longitude"
    /// What a read-only open selects from a store without the credit-and-geo migration.
    public static let fromPreCreditLayout = "id, name, photo_count, NULL, NULL"

    public static func values(of place: Place) -> [SQLValue] {
        [
            .text(place.id), .text(place.name), .integer(place.photoCount), .real(place.latitude),
            .real(place.longitude),
        ]
    }

    public static func place(_ row: some SQLRow) -> Place {
        Place(
            id: row.string(0), name: row.string(1), photoCount: row.int(2), latitude: row.real(3),
            longitude: row.real(4))
    }
}
