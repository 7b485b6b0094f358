import Domain

/// Photos and places as the property-list dictionaries Flickr's JSON decodes to, the shape the
/// original app kept in UserDefaults.
enum FlickrPropertyList {
    static func dictionary(_ photo: Photo) -> [String: Any] {
        var entry: [String: Any] = [
            "id": PlistText.value(photo.id), "title": PlistText.value(photo.title),
            "description": ["_content": PlistText.value(photo.description)],
            "ownername": PlistText.value(photo.ownerName), "place_id": PlistText.value(photo.placeID),
            "tags": PlistText.value(photo.tags.joined(separator: " ")),
        ]
        entry["farm"] = photo.farm
        entry["server"] = photo.server.map(PlistText.value)
        entry["secret"] = photo.secret.map(PlistText.value)
        entry["originalsecret"] = photo.originalSecret.map(PlistText.value)
        entry["originalformat"] = photo.originalFormat.map(PlistText.value)
        entry["latitude"] = photo.latitude
        entry["longitude"] = photo.longitude
        entry["dateupload"] = photo.dateUpload.map(String.init)
        return entry
    }

    static func photo(_ entry: [String: Any]) -> Photo? {
        guard let id = PlistText.text(entry["id"]) else { return nil }
        let description = PlistText.text((entry["description"] as? [String: Any])?["_content"])
        return Photo(
            id: id, title: PlistText.text(entry["title"]) ?? "", description: description ?? "",
            ownerName: PlistText.text(entry["ownername"]) ?? "",
            placeID: PlistText.text(entry["place_id"]) ?? "",
            farm: entry["farm"] as? Int, server: PlistText.text(entry["server"]),
            secret: PlistText.text(entry["secret"]),
            originalSecret: PlistText.text(entry["originalsecret"]),
            originalFormat: PlistText.text(entry["originalformat"]),
            latitude: entry["latitude"] as? Double, longitude: entry["longitude"] as? Double,
            dateUpload: (entry["dateupload"] as? String).flatMap { Int($0) },
            tags: (PlistText.text(entry["tags"]) ?? "").split(separator: " ").map(String.init))
    }

    static func dictionary(_ place: Place) -> [String: Any] {
        var entry: [String: Any] = [
            "place_id": PlistText.value(place.id), "_content": PlistText.value(place.name),
        ]
        entry["photo_count"] = place.photoCount
        return entry
    }

    static func place(_ entry: [String: Any]) -> Place? {
        guard let id = PlistText.text(entry["place_id"]), let name = PlistText.text(entry["_content"]) else {
            return nil
        }
        return Place(id: id, name: name, photoCount: entry["photo_count"] as? Int)
    }

    static func dictionary(_ attraction: Attraction) -> [String: Any] {
        [
            "id": PlistText.value(attraction.id), "name": PlistText.value(attraction.name),
            "type": PlistText.value(attraction.type), "inside": attraction.inside,
            "description": PlistText.value(attraction.description),
            "website": PlistText.value(attraction.website),
            "position": attraction.position, "version": attraction.version,
        ]
    }

    static func attraction(_ entry: [String: Any]) -> Attraction? {
        guard let id = PlistText.text(entry["id"]), let name = PlistText.text(entry["name"]) else {
            return nil
        }
        return Attraction(
            id: id, name: name, type: PlistText.text(entry["type"]) ?? "",
            inside: entry["inside"] as? Bool ?? false,
            description: PlistText.text(entry["description"]) ?? "",
            website: PlistText.text(entry["website"]) ?? "",
            position: entry["position"] as? Int ?? 0, version: entry["version"] as? Int ?? 1)
    }
}
