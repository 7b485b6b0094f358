import Domain
import PlatformFoundation

/// Reads `flickr.places.getTopPlacesList` and `flickr.photos.search` responses (or a bare array of
/// their entries). Strict about types, lenient about absent optional fields, all or nothing.
public enum FlickrResponseDecoder {
    /// Flickr returns at most 4,000 results for one search (250 a page) and a few hundred top
    /// places; a page with more entries than that is not one of its responses. `decode` builds
    /// every entry, so this bounds a refresh's memory; `photos import` reads files with
    /// `decodeEntries`, one entry at a time, with no count of its own.
    public static let maxEntries = 4_000
    /// Values kept while reading: about 30 for each of `maxEntries` entries (a photo has 21).
    static let maxValues = 120_000
    /// Text kept from one file or page. Saving copies text a few times in every store, so this
    /// keeps a refresh under 256 MB and an import within 4 x N + 64 MB; Flickr's text is kilobytes.
    public static let maxTextBytes = 24 * 1024 * 1024

    /// Every key the decoder reads, at any level; the reader drops all others unbuilt.
    static let keys: Set<String> = [
        "photos", "places", "photo", "place", "pages", "stat", "code", "message",
        "id", "title", "description", "_content", "ownername", "owner", "place_id", "farm", "server",
        "secret",
        "originalsecret", "originalformat", "latitude", "longitude", "accuracy", "license", "dateupload",
        "tags",
        "photo_count",
    ]

    public static func decode(_ data: Data) throws(FlickrJSONError) -> FlickrCatalog {
        let root = try JSONReader.read(
            data, keys: keys, maxValues: maxValues, maxTextBytes: maxTextBytes)
        if case .array(let array) = root {
            return try decodeEntries(array, path: "$")
        }
        guard case .object(let object) = root else {
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

    static func rejectFailure(_ object: JSONObject) throws(FlickrJSONError) {
        guard case .string(let stat) = object["stat"], stat != "ok" else { return }
        var message = "stat is \"\(stat)\""
        if case .string(let text) = object["message"] { message = text }
        throw .failed(code: code(object["code"]), message: message)
    }

    /// Flickr's error code as it sent it: a number's digits or a string's text, at most 100
    /// characters (a code longer than that is not one).
    private static func code(_ value: JSONValue?) -> String? {
        let text: String
        switch value {
        case .number(let number): text = number.text
        case .string(let string): text = string
        default: return nil
        }
        return text.count > 100 ? String(text.prefix(100)) + "…" : text
    }

    static func decodeContainer(_ value: JSONValue, key: String, path: String)
        throws(FlickrJSONError) -> FlickrCatalog
    {
        guard case .object(let container) = value, case .array(let entries) = container[key] else {
            throw .wrongShape(path: path, problem: "expected an object with a \"\(key)\" array")
        }
        var catalog = try decodeEntries(entries, path: "\(path).\(key)")
        // Search responses say how many pages there are, as a number or a string.
        catalog.pages = pages(container["pages"])
        return catalog
    }

    /// A page count as a number or a string; one too large for Int is as good as unbounded.
    private static func pages(_ value: JSONValue?) -> Int? {
        let text: String?
        switch value {
        case .number(let number): text = number.integerText
        case .string(let string): text = string
        default: text = nil
        }
        guard let text, let number = JSONNumber(text: text).integerText else { return nil }
        return Int(number) ?? (number.hasPrefix("-") ? nil : Int.max)
    }

    private static func decodeEntries(_ entries: [JSONValue], path: String) throws(FlickrJSONError)
        -> FlickrCatalog
    {
        guard entries.count <= maxEntries else {
            throw .tooLarge(
                "\(path) has \(entries.count) entries, more than the \(maxEntries) Outings takes at once")
        }
        var catalog = FlickrCatalog()
        for (index, value) in entries.enumerated() {
            switch try entry(value, path: JSONPath(array: path, index: index)) {
            case .place(let place): catalog.places.append(place)
            case .photo(let photo): catalog.photos.append(photo)
            }
        }
        return catalog
    }

    /// One entry as a place or a photo.
    static func entry(_ value: JSONValue, path: JSONPath) throws(FlickrJSONError) -> FlickrEntry {
        guard case .object(let object) = value else {
            throw .wrongShape(path: "\(path)", problem: "expected an object")
        }
        let fields = FlickrFields(object: object, path: path)
        // A place carries its name in "_content"; a photo has an "id".
        if !object.has("id"), object.has("_content") {
            return .place(try fields.place())
        }
        return .photo(try fields.photo())
    }
}
