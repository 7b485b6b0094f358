/// The rules for a stored position on the ground: latitude -90...90 and longitude -180...180
/// degrees, both present or both absent.
public enum GeoPoint {
    public static let latitudes: ClosedRange<Double> = -90...90
    public static let longitudes: ClosedRange<Double> = -180...180

    /// What is wrong with a latitude/longitude pair, or nil when it is a valid point or no point.
    public static func problem(latitude: Double?, longitude: Double?) -> String? {
        switch (latitude, longitude) {
        case (nil, nil): return nil
        case (let latitude?, let longitude?):
            if !latitudes.contains(latitude) { return "latitude \(latitude) is outside \(latitudes)" }
            if !longitudes.contains(longitude) { return "longitude \(longitude) is outside \(longitudes)" }
            return nil
        default: return "has only one of latitude and longitude"
        }
    }

    /// Flickr gives a photo that is not geotagged latitude 0, longitude 0 and accuracy 0: no point.
    /// A photo really taken at 0,0 has an accuracy of at least 1.
    public static func isUngeotagged(latitude: Double?, longitude: Double?, accuracy: Int?) -> Bool {
        latitude == 0 && longitude == 0 && (accuracy ?? 0) == 0
    }
}

extension Photo {
    /// What is wrong with the photo's stored position, or nil.
    public var geoProblem: String? { GeoPoint.problem(latitude: latitude, longitude: longitude) }
}

extension Place {
    /// What is wrong with the place's stored centre, or nil.
    public var geoProblem: String? { GeoPoint.problem(latitude: latitude, longitude: longitude) }
}
