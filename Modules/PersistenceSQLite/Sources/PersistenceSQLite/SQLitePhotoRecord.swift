import Domain
import PlatformFoundation
import StoredPhoto
import UseCases

/// How SQLite stores a photo: the JSON text in the `data` column of `photos` and `recents`.
///
/// The format belongs to this store, not to `Domain.Photo`: the keys below are spelled out, so a
/// renamed Domain property changes only the mapping in `init(_:)` and `photo`, never the rows
/// already on disk. They are the keys Outings wrote when photos were `Codable` Domain values, so
/// those rows read unchanged and need no migration. Never rename a key; add a new optional one.
struct SQLitePhotoRecord: Codable, Equatable {
    var id: String
    var title: String
    var description: String
    var ownerName: String
    /// Absent from rows written before photos had an owner; read as "no owner".
    var owner: String?
    var placeID: String
    var farm: Int?
    var server: String?
    var secret: String?
    var originalSecret: String?
    var originalFormat: String?
    var latitude: Double?
    var longitude: Double?
    var dateUpload: Int?
    var tags: [String]

    private enum CodingKeys: String, CodingKey {
        case id = "id"
        case title = "title"
        case description = "description"
        case ownerName = "ownerName"
        case owner = "owner"
        case placeID = "placeID"
        case farm = "farm"
        case server = "server"
        case secret = "secret"
        case originalSecret = "originalSecret"
        case originalFormat = "originalFormat"
        case latitude = "latitude"
        case longitude = "longitude"
        case dateUpload = "dateUpload"
        case tags = "tags"
    }

    init(_ photo: Photo) {
        id = photo.id
        title = photo.title
        description = photo.description
        ownerName = photo.ownerName
        owner = photo.owner
        placeID = photo.placeID
        farm = photo.farm
        server = photo.server
        secret = photo.secret
        originalSecret = photo.originalSecret
        originalFormat = photo.originalFormat
        latitude = photo.latitude
        longitude = photo.longitude
        dateUpload = photo.dateUpload
        tags = photo.tags
    }

    var photo: Photo {
        Photo(
            id: id, title: title, description: description, ownerName: ownerName, owner: owner ?? "",
            placeID: placeID, farm: farm, server: server, secret: secret, originalSecret: originalSecret,
            originalFormat: originalFormat, latitude: latitude, longitude: longitude,
            dateUpload: dateUpload, tags: tags)
    }

    /// The text stored in a `data` column. `writer` (reused across a transaction's photos) writes
    /// it directly; `JSONEncoder` is left only the photos it refuses (a non-finite coordinate).
    static func text(of photo: Photo, using writer: inout SQLitePhotoJSON) throws -> String {
        if let text = writer.text(of: photo) { return text }
        // A fresh encoder per call: JSONEncoder's settings are mutable shared state.
        return String(decoding: try JSONEncoder().encode(SQLitePhotoRecord(photo)), as: UTF8.self)
    }

    static func text(of photo: Photo) throws -> String {
        var writer = SQLitePhotoJSON()
        return try text(of: photo, using: &writer)
    }

    /// The photo a `data` column holds; anything else is a corrupt store, never a trap.
    /// `StoredPhotoReader` reads the rows Outings writes; `JSONDecoder` is left the rows it does
    /// not take (hand-edited ones), so what reads, and as what, is still `JSONDecoder`'s.
    static func photo(from text: String) throws -> Photo {
        if let photo = StoredPhotoReader.photo(from: text) { return photo }
        do {
            return try JSONDecoder().decode(SQLitePhotoRecord.self, from: Data(text.utf8)).photo
        } catch {
            throw StoreError.corrupt("a stored photo cannot be read")
        }
    }
}
