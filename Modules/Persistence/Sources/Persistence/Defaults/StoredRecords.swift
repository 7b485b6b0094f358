import Domain
import PlatformFoundation
import UseCases

/// Photos and places in the shape Flickr's JSON decodes to, the shape the original app kept in
/// UserDefaults; an absent optional is an absent key, as Flickr leaves it out. Decoded field by
/// field with every type checked (`StoredFields`); encoded as declared.
struct StoredPhoto: Codable {
    struct Text: Codable {
        var content: String?

        enum CodingKeys: String, CodingKey {
            case content = "_content"
        }

        init(content: String) {
            self.content = content
        }

        init(from decoder: any Decoder) throws {
            content = try decoder.container(keyedBy: CodingKeys.self).text(.content)
        }
    }

    enum CodingKeys: String, CodingKey {
        case id, title, description, tags, farm, server, secret, latitude, longitude
        case ownerName = "ownername"
        case owner
        case placeID = "place_id"
        case originalSecret = "originalsecret"
        case originalFormat = "originalformat"
        case dateUpload = "dateupload"
    }

    var id: String
    var title: String?
    var description: Text?
    var ownerName: String?
    var owner: String?
    var placeID: String?
    /// Space-separated, as Flickr sends them.
    var tags: String?
    var farm: Int?
    var server: String?
    var secret: String?
    var originalSecret: String?
    var originalFormat: String?
    var latitude: Double?
    var longitude: Double?
    /// Seconds since 1970 as decimal text, as Flickr sends them.
    var dateUpload: String?

    init(_ photo: Photo) {
        id = photo.id
        title = photo.title
        description = Text(content: photo.description)
        ownerName = photo.ownerName
        owner = photo.owner
        placeID = photo.placeID
        tags = photo.tags.joined(separator: " ")
        farm = photo.farm
        server = photo.server
        secret = photo.secret
        originalSecret = photo.originalSecret
        originalFormat = photo.originalFormat
        latitude = photo.latitude
        longitude = photo.longitude
        dateUpload = photo.dateUpload.map { String($0) }
    }

    init(from decoder: any Decoder) throws {
        let fields = try decoder.container(keyedBy: CodingKeys.self)
        id = try fields.requiredText(.id)
        title = try fields.text(.title)
        description = try fields.value(Text.self, .description, [String: Any].self)
        ownerName = try fields.text(.ownerName)
        owner = try fields.text(.owner)
        placeID = try fields.text(.placeID)
        tags = try fields.text(.tags)
        farm = try fields.integer(.farm)
        server = try fields.text(.server)
        secret = try fields.text(.secret)
        originalSecret = try fields.text(.originalSecret)
        originalFormat = try fields.text(.originalFormat)
        latitude = try fields.value(Double.self, .latitude)
        longitude = try fields.value(Double.self, .longitude)
        dateUpload = try fields.text(.dateUpload)
        guard dateUpload.map({ Int($0) != nil }) ?? true else {
            throw StoreError.corrupt(
                "\(PlistCoding.place(fields.codingPath + [CodingKeys.dateUpload])) is not a number of seconds"
            )
        }
    }

    var photo: Photo {
        Photo(
            id: id, title: title ?? "", description: description?.content ?? "", ownerName: ownerName ?? "",
            owner: owner ?? "", placeID: placeID ?? "", farm: farm, server: server, secret: secret,
            originalSecret: originalSecret, originalFormat: originalFormat, latitude: latitude,
            longitude: longitude, dateUpload: dateUpload.flatMap { Int($0) },
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

struct StoredPlace: Codable {
    var id: String
    var name: String
    var photoCount: Int?

    enum CodingKeys: String, CodingKey {
        case id = "place_id"
        case name = "_content"
        case photoCount = "photo_count"
    }

    init(_ place: Place) {
        id = place.id
        name = place.name
        photoCount = place.photoCount
    }

    init(from decoder: any Decoder) throws {
        let fields = try decoder.container(keyedBy: CodingKeys.self)
        id = try fields.requiredText(.id)
        name = try fields.requiredText(.name)
        photoCount = try fields.integer(.photoCount)
    }

    var place: Place { Place(id: id, name: name, photoCount: photoCount) }
}

struct StoredAttraction: Codable {
    var id: String
    var name: String
    var type: String?
    var inside: Bool?
    var description: String?
    var website: String?
    var position: Int?
    var version: Int?

    init(_ attraction: Attraction) {
        id = attraction.id
        name = attraction.name
        type = attraction.type
        inside = attraction.inside
        description = attraction.description
        website = attraction.website
        position = attraction.position
        version = attraction.version
    }

    init(from decoder: any Decoder) throws {
        let fields = try decoder.container(keyedBy: CodingKeys.self)
        id = try fields.requiredText(.id)
        name = try fields.requiredText(.name)
        type = try fields.text(.type)
        inside = try fields.value(Bool.self, .inside)
        description = try fields.text(.description)
        website = try fields.text(.website)
        position = try fields.integer(.position)
        version = try fields.integer(.version)
    }

    var attraction: Attraction {
        Attraction(
            id: id, name: name, type: type ?? "", inside: inside ?? false, description: description ?? "",
            website: website ?? "", position: position ?? 0, version: version ?? 1)
    }
}
