import Domain

/// Photos and places as the property-list dictionaries Flickr's JSON decodes to, the shape the
/// original app kept in UserDefaults.
enum FlickrPropertyList {
    static func dictionary(_ photo: Photo) -> [String: Any] {
        var entry: [String: Any] = [
            "id": photo.id, "title": photo.title, "description": ["_content": photo.description],
            "ownername": photo.ownerName, "owner": photo.owner, "place_id": photo.placeID,
            "tags": photo.tags.joined(separator: " "),
        ]
        entry["farm"] = photo.farm
        entry["server"] = photo.server
        entry["secret"] = photo.secret
        entry["originalsecret"] = photo.originalSecret
        entry["originalformat"] = photo.originalFormat
        entry["latitude"] = photo.latitude
        entry["longitude"] = photo.longitude
        entry["dateupload"] = photo.dateUpload.map(String.init)
        return entry
    }

    static func photo(_ entry: [String: Any]) -> Photo? {
        guard let id = entry["id"] as? String else { return nil }
        let description = (entry["description"] as? [String: Any])?["_content"] as? String
        return Photo(
            id: id, title: entry["title"] as? String ?? "", description: description ?? "",
            ownerName: entry["ownername"] as? String ?? "",
            owner: entry["owner"] as? String ?? "", placeID: entry["place_id"] as? String ?? "",
            farm: entry["farm"] as? Int, server: entry["server"] as? String,
            secret: entry["secret"] as? String,
            originalSecret: entry["originalsecret"] as? String,
            originalFormat: entry["originalformat"] as? String,
            latitude: entry["latitude"] as? Double, longitude: entry["longitude"] as? Double,
            dateUpload: (entry["dateupload"] as? String).flatMap { Int($0) },
            tags: (entry["tags"] as? String ?? "").split(separator: " ").map(String.init))
    }

    static func dictionary(_ place: Place) -> [String: Any] {
        var entry: [String: Any] = ["place_id": place.id, "_content": place.name]
        entry["photo_count"] = place.photoCount
        return entry
    }

    static func place(_ entry: [String: Any]) -> Place? {
        guard let id = entry["place_id"] as? String, let name = entry["_content"] as? String else {
            return nil
        }
        return Place(id: id, name: name, photoCount: entry["photo_count"] as? Int)
    }

    static func dictionary(_ attraction: Attraction) -> [String: Any] {
        [
            "id": attraction.id, "name": attraction.name, "type": attraction.type,
            "inside": attraction.inside,
            "description": attraction.description, "website": attraction.website,
            "position": attraction.position, "version": attraction.version,
        ]
    }

    static func attraction(_ entry: [String: Any]) -> Attraction? {
        guard let id = entry["id"] as? String, let name = entry["name"] as? String else { return nil }
        return Attraction(
            id: id, name: name, type: entry["type"] as? String ?? "",
            inside: entry["inside"] as? Bool ?? false,
            description: entry["description"] as? String ?? "", website: entry["website"] as? String ?? "",
            position: entry["position"] as? Int ?? 0, version: entry["version"] as? Int ?? 1)
    }
}
