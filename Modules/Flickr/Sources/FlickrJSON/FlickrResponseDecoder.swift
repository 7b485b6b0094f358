import Domain
import Foundation

/// Reads `flickr.places.getTopPlacesList` and `flickr.photos.search` responses (or a bare array of
/// their entries). Strict about types, lenient about absent optional fields, all or nothing.
public enum FlickrResponseDecoder {
    public static func decode(_ data: Data) throws(FlickrJSONError) -> FlickrCatalog {
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            throw .malformed(data.isEmpty ? "the input is empty" : "it cannot be parsed")
        }
        if let array = root as? [Any] {
            return try decodeEntries(array, path: "$")
        }
        guard let object = root as? [String: Any] else {
            throw .wrongShape(path: "$", problem: "expected an object or an array")
        }
        try rejectFailure(object)
        if let photos = object["photos"] {
            return try decodeContainer(photos, key: "photo", path: "photos")
        }
        if let places = object["places"] {
            return try decodeContainer(places, key: "place", path: "places")
        }
        throw .wrongShape(path: "$", problem: "expected a \"photos\" or \"places\" response")
    }

    private static func rejectFailure(_ object: [String: Any]) throws(FlickrJSONError) {
        guard let stat = object["stat"] as? String, stat != "ok" else { return }
        let message = object["message"] as? String ?? "stat is \"\(stat)\""
        throw .failed(code: (object["code"] as? NSNumber)?.intValue, message: message)
    }

    private static func decodeContainer(_ value: Any, key: String, path: String)
        throws(FlickrJSONError) -> FlickrCatalog
    {
        guard let container = value as? [String: Any], let entries = container[key] as? [Any] else {
            throw .wrongShape(path: path, problem: "expected an object with a \"\(key)\" array")
        }
        var catalog = try decodeEntries(entries, path: "\(path).\(key)")
        // Search responses say how many pages there are, as a number or a string.
        catalog.pages =
            (container["pages"] as? NSNumber)?.intValue ?? (container["pages"] as? String).flatMap { Int($0) }
        return catalog
    }

    private static func decodeEntries(_ entries: [Any], path: String) throws(FlickrJSONError)
        -> FlickrCatalog
    {
        var catalog = FlickrCatalog()
        for (index, entry) in entries.enumerated() {
            let entryPath = "\(path)[\(index)]"
            guard let object = entry as? [String: Any] else {
                throw .wrongShape(path: entryPath, problem: "expected an object")
            }
            let fields = FlickrFields(object: object, path: entryPath)
            // A place carries its name in "_content"; a photo has an "id".
            if object["_content"] != nil, object["id"] == nil {
                catalog.places.append(try fields.place())
            } else {
                catalog.photos.append(try fields.photo())
            }
        }
        return catalog
    }
}
