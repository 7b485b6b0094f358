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
            places: places, photos: photos, attractions: try attractions.map { try $0.attraction() })
    }

    private static func file(_ name: String) throws -> Data {
        guard let text = SampleData.files[name] else {
            throw AppError.internalError("no sample file \(name)")
        }
        return Data(text.utf8)
    }
}

/// An attraction as the sample file writes it: the choices in the same keys and forms as
/// `attractions list --json`, read through the fields' own grammar.
private struct SampleAttraction: Decodable {
    let id, name, type, description, website, ages, cost, hours, address: String
    let inside: Bool
    let latitude, longitude: Double
    let tags: [String]

    func attraction() throws -> Attraction {
        var attraction = try Attraction(
            id: id, name: name, type: type, inside: inside, description: description
        )
        .applying([
            (.website, website), (.ages, ages), (.cost, cost), (.hours, hours), (.address, address),
            (.tags, tags.joined(separator: ",")),
        ])
        attraction.location = GeoCoordinate(latitude: latitude, longitude: longitude)?.rounded
        return attraction
    }
}
