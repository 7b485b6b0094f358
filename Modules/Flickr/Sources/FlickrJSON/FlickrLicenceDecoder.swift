import Domain
import PlatformFoundation

/// Reads `flickr.photos.licenses.getInfo`:
/// `{"licenses":{"license":[{"id":4,"name":"...","url":"https://..."}]},"stat":"ok"}`.
/// Ids come as numbers or strings; names and URLs are Flickr text like a photo's title (kept
/// exactly, a NUL refused, made safe where shown). All or nothing, like the other responses.
public enum FlickrLicenceDecoder {
    /// Flickr documents about twenty licences; a list far longer is not its answer.
    public static let maxLicences = 1_000
    /// Text kept from one answer: Flickr's is about two kilobytes.
    public static let maxTextBytes = 1024 * 1024

    static let keys: Set<String> = ["licenses", "license", "id", "name", "url", "stat", "code", "message"]

    /// The licences in Flickr's order. An entry without a name is left out (its id then shows as
    /// "licence N"); a URL that is empty or not http(s) is none, so it never becomes a link.
    public static func decode(_ data: Data) throws(FlickrJSONError) -> [PhotoLicence] {
        let root = try JSONReader.read(
            data, keys: keys, maxValues: maxLicences * 4 + 16, maxTextBytes: maxTextBytes)
        guard case .object(let object) = root else {
            throw .wrongShape(path: "$", problem: "expected an object")
        }
        try FlickrResponseDecoder.rejectFailure(object)
        guard case .object(let container) = object["licenses"],
            case .array(let entries) = container["license"]
        else {
            throw .wrongShape(path: "licenses", problem: "expected an object with a \"license\" array")
        }
        guard entries.count <= maxLicences else {
            throw .tooLarge("licenses.license has \(entries.count) entries, more than \(maxLicences)")
        }
        var licences: [PhotoLicence] = []
        for (index, value) in entries.enumerated() {
            let path = "licenses.license[\(index)]"
            guard case .object(let entry) = value else {
                throw .wrongShape(path: path, problem: "expected an object")
            }
            let fields = FlickrFields(object: entry, path: JSONPath(path))
            let id = try fields.identifier("id")
            guard let name = try fields.string("name"), !name.trimmingWhitespace.isEmpty else { continue }
            licences.append(
                PhotoLicence.fetched(
                    id: id, name: name, url: PhotoLicence.webAddress(try fields.string("url"))))
        }
        return licences
    }
}
