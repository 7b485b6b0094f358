import Domain

/// The stored geotagged photos nearest a point, by great-circle distance.
/// A `Sendable` value holding only its port: build it once and share it with concurrent tasks.
public struct PhotosNear: Sendable {
    public static let defaultLimit = 20
    /// What a limit may be: a screenful or a few pages, never the whole catalog by accident.
    public static let limits = 1...1000

    let catalog: any PhotoCatalogStore

    public init(catalog: any PhotoCatalogStore) {
        self.catalog = catalog
    }

    /// The geotagged photos at most `within` metres from `centre` (any distance when nil), nearest
    /// first, equal distances by photo id, at most `limit` of them (clamped to `limits`); each
    /// with its place when the catalog has it. Photos without a position are left out.
    public func photos(near centre: GeoCoordinate, within: Double? = nil, limit: Int = defaultLimit)
        throws -> [NearbyPhoto]
    {
        let limit = min(max(limit, Self.limits.lowerBound), Self.limits.upperBound)
        let measured = try catalog.allPhotos().compactMap { photo -> (photo: Photo, distance: Double)? in
            guard let position = photo.position else { return nil }
            let distance = centre.distance(to: position)
            if let within, !(distance <= within) { return nil }
            return (photo, distance)
        }
        let nearest = measured.sorted {
            $0.distance == $1.distance ? $0.photo.id < $1.photo.id : $0.distance < $1.distance
        }.prefix(limit)
        guard !nearest.isEmpty else { return [] }
        let places = Dictionary(
            try catalog.places().map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return nearest.map {
            NearbyPhoto(photo: $0.photo, place: places[$0.photo.placeID], distance: $0.distance)
        }
    }

    /// The point a person wrote as "LAT,LON" (`GeoCoordinate.init?(text:)`).
    public static func centre(text: String) throws(PhotosNearError) -> GeoCoordinate {
        guard let centre = GeoCoordinate(text: text) else { throw .badCentre(text) }
        return centre
    }

    /// The metres a person wrote as "500m" or "5km" (`GroundDistance`).
    public static func distance(text: String) throws(PhotosNearError) -> Double {
        guard let metres = GroundDistance.metres(text: text) else { throw .badDistance(text) }
        return metres
    }
}

/// A photo with its place (nil when the catalog has none) and its distance in metres from the
/// point asked about.
public struct NearbyPhoto: Equatable, Sendable {
    public let photo: Photo
    public let place: Place?
    public let distance: Double

    public init(photo: Photo, place: Place?, distance: Double) {
        self.photo = photo
        self.place = place
        self.distance = distance
    }
}

/// A point or distance that is not written the way `PhotosNear` reads it.
public enum PhotosNearError: Error, Equatable, Sendable, CustomStringConvertible, CategorizedError {
    case badCentre(String)
    case badDistance(String)

    public var category: ErrorCategory { .usage }

    public var description: String {
        switch self {
        case .badCentre(let text): "expected \(GeoCoordinate.textForm), not \"\(text)\""
        case .badDistance(let text): "expected \(GroundDistance.textForm), not \"\(text)\""
        }
    }
}
