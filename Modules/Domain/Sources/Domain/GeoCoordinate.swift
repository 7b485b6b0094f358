// The C maths library's sin, cos and asin: computation only, the one import Domain makes.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A valid point on the ground in degrees (see `GeoPoint` for the ranges).
public struct GeoCoordinate: Equatable, Hashable, Sendable {
    public let latitude: Double
    public let longitude: Double

    /// Nil unless both are present and within `GeoPoint`'s ranges.
    public init?(latitude: Double?, longitude: Double?) {
        guard let latitude, let longitude,
            GeoPoint.problem(latitude: latitude, longitude: longitude) == nil
        else { return nil }
        self.latitude = latitude
        self.longitude = longitude
    }

    /// The mean radius of the Earth (IUGG), in metres.
    public static let earthRadius = 6_371_008.8

    /// The great-circle distance in metres on a sphere of `earthRadius` (haversine, which stays
    /// exact for short distances; the clamp keeps rounding at antipodes inside asin's domain).
    public func distance(to other: GeoCoordinate) -> Double {
        let radians = Double.pi / 180
        let latitude1 = latitude * radians
        let latitude2 = other.latitude * radians
        let latitudeChange = latitude2 - latitude1
        let longitudeChange = (other.longitude - longitude) * radians
        let a =
            sin(latitudeChange / 2) * sin(latitudeChange / 2) + cos(latitude1) * cos(latitude2)
            * sin(longitudeChange / 2) * sin(longitudeChange / 2)
        return 2 * Self.earthRadius * asin(min(1, sqrt(a)))
    }
}

extension Photo {
    /// Where the photo was taken, when it is geotagged.
    public var position: GeoCoordinate? { GeoCoordinate(latitude: latitude, longitude: longitude) }
}

extension Place {
    /// The place's centre as Flickr gives it, when known.
    public var centre: GeoCoordinate? { GeoCoordinate(latitude: latitude, longitude: longitude) }
}
