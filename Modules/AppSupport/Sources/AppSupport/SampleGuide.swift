import Domain
import FlickrJSON
import PlatformFoundation

/// The bundled sample guide (4 places, 64 photos, 12 Fort Collins attractions), compiled into the
/// binary (see Scripts/embed-sample), so `demo` works wherever the binary is copied.
public struct SampleGuide: Sendable {
    public let places: [Place]
    public let photos: [Photo]
    public let attractions: [Attraction]

    /// The Flickr responses it is made of, in the order they are imported.
    static let flickrFiles = [
        "top_places", "photos_london", "photos_paris", "photos_san_francisco", "photos_fort_collins",
    ]

    /// Decodes the compiled-in files. Failing here is a bug in the build, not in the user's input.
    public static func bundled() throws -> SampleGuide {
        var places: [Place] = []
        var photos: [Photo] = []
        for name in flickrFiles {
            let catalog = try FlickrResponseDecoder.decode(try file(name))
            places += catalog.places
            photos += catalog.photos
        }
        let attractions = try JSONDecoder().decode([SampleAttraction].self, from: try file("attractions"))
        return SampleGuide(
            places: places, photos: photos, attractions: attractions.map(\.attraction))
    }

    private static func file(_ name: String) throws -> Data {
        guard let text = SampleData.files[name] else {
            throw AppError(.internalError, "no sample file \(name)")
        }
        return Data(text.utf8)
    }
}

/// An attraction as the sample file writes it: the keys and forms of `attractions list --json`
/// (the setting a boolean, the location as latitude and longitude, the tags an array), each field
/// read through its own grammar.
private struct SampleAttraction: Decodable {
    let attraction: Attraction

    init(from decoder: any Decoder) throws {
        let json = try decoder.container(keyedBy: NamedKey.self)
        func value<Value: Decodable>(_ key: String) throws -> Value {
            try json.decode(Value.self, forKey: NamedKey(key))
        }
        attraction = try Attraction.blank(id: value("id")).applying(
            AttractionField.allCases.map { field in
                switch field {
                case .inside: (field, try value("inside") ? "inside" : "outside")
                case .location:
                    (field, "\(try value("latitude") as Double),\(try value("longitude") as Double)")
                case .tags: (field, (try value("tags") as [String]).joined(separator: ","))
                // A field the file does not name is unset, so a new field needs no sample value.
                default:
                    (field, try json.decodeIfPresent(String.self, forKey: NamedKey(field.rawValue)) ?? "")
                }
            })
    }
}
