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
        let φ1 = latitude * radians
        let φ2 = other.latitude * radians
        let Δφ = φ2 - φ1
        let Δλ = (other.longitude - longitude) * radians
        let a = sin(Δφ / 2) * sin(Δφ / 2) + cos(φ1) * cos(φ2) * sin(Δλ / 2) * sin(Δλ / 2)
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
