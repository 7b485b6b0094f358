import Domain
import UseCases

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Photos and places in the shape Flickr's JSON decodes to, the shape the original app kept in
/// UserDefaults; an absent optional is an absent key, as Flickr leaves it out.
struct StoredPhoto: Codable {
    struct Text: Codable {
        var content: String?

        enum CodingKeys: String, CodingKey {
            case content = "_content"
        }
    }

    enum CodingKeys: String, CodingKey {
        case id, title, description, tags, farm, server, secret, latitude, longitude
        case ownerName = "ownername", owner, placeID = "place_id", originalSecret = "originalsecret"
        case originalFormat = "originalformat", dateUpload = "dateupload"
    }

    var id: String
    var title: String?
    var description: Text?
    var ownerName: String?
    var owner: String?
    var placeID: String?
    /// Space-separated, as Flickr sends them.
    var tags: String?
    var farm: StoredInteger?
    var server: String?
    var secret: String?
    var originalSecret: String?
    var originalFormat: String?
    /// A plist `<real>` or `<integer>`.
    var latitude: Double?
    var longitude: Double?
    var dateUpload: StoredSeconds?

    init(_ photo: Photo) {
        id = photo.id
        title = photo.title
        description = Text(content: photo.description)
        ownerName = photo.ownerName
        owner = photo.owner
        placeID = photo.placeID
        tags = photo.tags.joined(separator: " ")
        farm = photo.farm.map(StoredInteger.init)
        server = photo.server
        secret = photo.secret
        originalSecret = photo.originalSecret
        originalFormat = photo.originalFormat
        latitude = photo.latitude
        longitude = photo.longitude
        dateUpload = photo.dateUpload.map(StoredSeconds.init)
    }

    var photo: Photo {
        Photo(
            id: id, title: title ?? "", description: description?.content ?? "", ownerName: ownerName ?? "",
            owner: owner ?? "", placeID: placeID ?? "", farm: farm?.value, server: server, secret: secret,
            originalSecret: originalSecret, originalFormat: originalFormat, latitude: latitude,
            longitude: longitude, dateUpload: dateUpload?.seconds,
            tags: (tags ?? "").split(separator: " ").map(String.init))
    }

    /// Makes the photo what `photo` reads back from `StoredPhoto(photo)`. Tags are the one field
    /// whose stored form (one space-separated text) can lose something: a tag holding a space, or
    /// an empty tag. Every other field is written exactly.
    static func settleAsStored(_ photo: inout Photo) {
        let stored = photo.tags.joined(separator: " ").split(separator: " ").map(String.init)
        // Almost always the same (Flickr's tags hold no space): then the photo keeps its own.
        if stored != photo.tags { photo.tags = stored }
    }
}

/// Flickr's upload time: seconds since 1970 as decimal text.
struct StoredSeconds: Codable {
    let seconds: Int

    init(_ seconds: Int) {
        self.seconds = seconds
    }

    init(from decoder: any Decoder) throws {
        guard let seconds = Int(try decoder.singleValueContainer().decode(String.self)) else {
            throw StoreError.corrupt("\(PlistCoding.place(decoder.codingPath)) is not a number of seconds")
        }
        self.seconds = seconds
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(String(seconds))
    }
}

struct StoredPlace: Codable {
    var id: String
    var name: String
    var photoCount: StoredInteger?

    enum CodingKeys: String, CodingKey {
        case id = "place_id", name = "_content", photoCount = "photo_count"
    }

    init(_ place: Place) {
        id = place.id
        name = place.name
        photoCount = place.photoCount.map(StoredInteger.init)
    }

    var place: Place { Place(id: id, name: name, photoCount: photoCount?.value) }
}

struct StoredAttraction: Codable {
    var id: String
    var name: String
    var type: String?
    var inside: Bool?
    var description: String?
    var website: String?
    var position: StoredInteger?
    var version: StoredInteger?

    init(_ attraction: Attraction) {
        id = attraction.id
        name = attraction.name
        type = attraction.type
        inside = attraction.inside
        description = attraction.description
        website = attraction.website
        position = StoredInteger(attraction.position)
        version = StoredInteger(attraction.version)
    }

    var attraction: Attraction {
        Attraction(
            id: id, name: name, type: type ?? "", inside: inside ?? false, description: description ?? "",
            website: website ?? "", position: position?.value ?? 0, version: version?.value ?? 1)
    }
}
