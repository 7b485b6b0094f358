import Domain
import UseCases

/// Photos, places and attractions as property-list dictionaries: for photos and places the shape
/// Flickr's JSON decodes to, the shape the original app kept in UserDefaults. Reading checks every
/// value's type (see `PlistFields`).
enum FlickrPropertyList {
    static func dictionary(_ photo: Photo) -> PlistValue {
        var entry: PlistDictionary = [
            "id": .string(photo.id), "title": .string(photo.title),
            "description": .dictionary(["_content": .string(photo.description)]),
            "ownername": .string(photo.ownerName), "owner": .string(photo.owner),
            "place_id": .string(photo.placeID), "tags": .string(photo.tags.joined(separator: " ")),
        ]
        // An absent optional is an absent key, as Flickr leaves it out.
        entry["farm"] = photo.farm.map(PlistValue.integer)
        entry["server"] = photo.server.map(PlistValue.string)
        entry["secret"] = photo.secret.map(PlistValue.string)
        entry["originalsecret"] = photo.originalSecret.map(PlistValue.string)
        entry["originalformat"] = photo.originalFormat.map(PlistValue.string)
        entry["latitude"] = photo.latitude.map(PlistValue.real)
        entry["longitude"] = photo.longitude.map(PlistValue.real)
        entry["accuracy"] = photo.accuracy.map(PlistValue.integer)
        entry["license"] = photo.license.map(PlistValue.string)
        entry["dateupload"] = photo.dateUpload.map { .string(String($0)) }
        return .dictionary(entry)
    }

    static func photo(_ fields: PlistFields) throws -> Photo {
        let uploaded = try fields.string("dateupload")
        guard uploaded.map({ Int($0) != nil }) ?? true else {
            throw PlistFields.wrongType("\(fields.place).dateupload", "a number of seconds")
        }
        return Photo(
            id: try fields.requiredString("id"), title: try fields.string("title") ?? "",
            description: try fields.dictionary("description")?.string("_content") ?? "",
            ownerName: try fields.string("ownername") ?? "", owner: try fields.string("owner") ?? "",
            placeID: try fields.string("place_id") ?? "",
            farm: try fields.integer("farm"), server: try fields.string("server"),
            secret: try fields.string("secret"), originalSecret: try fields.string("originalsecret"),
            originalFormat: try fields.string("originalformat"), latitude: try fields.real("latitude"),
            longitude: try fields.real("longitude"), accuracy: try fields.integer("accuracy"),
            license: try fields.string("license"), dateUpload: uploaded.flatMap { Int($0) },
            tags: (try fields.string("tags") ?? "").split(separator: " ").map(String.init))
    }

    /// Makes the photo what `photo(_:)` reads back from what `dictionary(_:)` wrote. Tags are the one field
    /// whose stored form (one space-separated text, as Flickr sends them) can lose something: a
    /// tag holding a space, or an empty tag. Every other field is written exactly.
    static func settleAsStored(_ photo: inout Photo) {
        let stored = photo.tags.joined(separator: " ").split(separator: " ").map(String.init)
        // Almost always the same (Flickr's tags hold no space): then the photo keeps its own.
        if stored != photo.tags { photo.tags = stored }
    }

    /// A licence as one entry of getInfo's `license` array; no `url` key when it has none.
    static func dictionary(_ licence: PhotoLicence) -> PlistValue {
        var entry: PlistDictionary = ["id": .string(licence.id), "name": .string(licence.name)]
        entry["url"] = licence.url.map(PlistValue.string)
        return .dictionary(entry)
    }

    static func licence(_ fields: PlistFields) throws -> PhotoLicence {
        PhotoLicence.fetched(
            id: try fields.requiredString("id"), name: try fields.string("name") ?? "",
            url: try fields.string("url"))
    }

    static func dictionary(_ place: Place) -> PlistValue {
        var entry: PlistDictionary = ["place_id": .string(place.id), "_content": .string(place.name)]
        entry["photo_count"] = place.photoCount.map(PlistValue.integer)
        entry["latitude"] = place.latitude.map(PlistValue.real)
        entry["longitude"] = place.longitude.map(PlistValue.real)
        return .dictionary(entry)
    }

    static func place(_ fields: PlistFields) throws -> Place {
        Place(
            id: try fields.requiredString("place_id"), name: try fields.requiredString("_content"),
            photoCount: try fields.integer("photo_count"), latitude: try fields.real("latitude"),
            longitude: try fields.real("longitude"))
    }

    /// The choices (ages, cost, ...) are written only when set, so a guide without them keeps
    /// the keys an older Outings wrote; every other field is written always, under its name.
    static func dictionary(_ attraction: Attraction) -> PlistValue {
        var entry: PlistDictionary = ["id": .string(attraction.id), "inside": .boolean(attraction.inside)]
        for field in textFields { entry[field.rawValue] = .string(attraction[keyPath: field.textKeyPath!]) }
        entry["position"] = .integer(attraction.position)
        entry["version"] = .integer(attraction.version)
        let choices = attraction.storedChoices
        for (key, text) in [
            ("ages", choices.ages), ("cost", choices.cost), ("hours", choices.hours),
            ("address", choices.address),
        ] where !text.isEmpty {
            entry[key] = .string(text)
        }
        entry["latitude"] = choices.latitude.map(PlistValue.real)
        entry["longitude"] = choices.longitude.map(PlistValue.real)
        if let unreadable = attraction.unreadable[.tags] {
            // Kept as it was read: the stored array joined by ", ".
            entry["tags"] = .array(unreadable.components(separatedBy: ", ").map(PlistValue.string))
        } else if !attraction.tags.isEmpty {
            entry["tags"] = .array(attraction.tags.values.map(PlistValue.string))
        }
        return .dictionary(entry)
    }

    static func attraction(_ fields: PlistFields) throws -> Attraction {
        var attraction = Attraction.blank(id: try fields.requiredString("id"))
        // In field order, so a record with several wrong values names the same one first.
        for field in AttractionField.allCases {
            if field == .inside {
                attraction.inside = try fields.boolean("inside") ?? false
            } else if textFields.contains(field), let keyPath = field.textKeyPath {
                attraction[keyPath: keyPath] =
                    field.isRequired
                    ? try fields.requiredString(field.rawValue) : try fields.string(field.rawValue) ?? ""
            }
        }
        attraction.position = try fields.integer("position") ?? 0
        attraction.version = try fields.integer("version") ?? 1
        return attraction.withStoredChoices(
            StoredChoices(
                ages: try fields.string("ages") ?? "", cost: try fields.string("cost") ?? "",
                hours: try fields.string("hours") ?? "", address: try fields.string("address") ?? "",
                latitude: try fields.real("latitude"), longitude: try fields.real("longitude"),
                tags: (try fields.strings("tags") ?? []).joined(separator: ", ")))
    }

    /// The free-text fields but the choices (the address is one), each stored as a string under
    /// the field's name: the name required, the others "" when absent.
    private static let textFields = AttractionField.allCases.filter {
        $0.textKeyPath != nil && !AttractionField.choices.contains($0)
    }
}
