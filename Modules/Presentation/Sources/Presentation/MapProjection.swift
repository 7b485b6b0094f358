import Domain

// The C maths library's cos (Presentation imports no Foundation).
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// An equirectangular projection of some points onto `PhotoMapViewModel`'s plot: longitudes are
/// shortened by the cosine of the middle latitude, so a place keeps its shape, and one scale
/// serves both axes. The box is the smallest that holds the points: across the antimeridian when
/// that is narrower, at least `minimumSpan` metres wide and high (one photo, or photos at one
/// point), and never reaching past a pole when the plot could hold more than the points.
struct MapProjection {
    /// The shortest side the box shows, so one photo is not drawn at an infinite scale.
    static let minimumSpan = 500.0
    /// Metres in one degree of latitude, measured by the one distance rule.
    static let metresPerDegree =
        GeoCoordinate(latitude: 0, longitude: 0)!.distance(to: GeoCoordinate(latitude: 1, longitude: 0)!)

    private let west: Double
    private let longitudeSpan: Double
    private let middleLatitude: Double
    private let shortening: Double
    /// Units per degree of latitude.
    private let scale: Double
    private let pole: Pole

    private enum Pole { case none, north, south }

    /// Nil without points.
    init?(_ points: [GeoCoordinate]) {
        guard let south = points.map(\.latitude).min(), let north = points.map(\.latitude).max() else {
            return nil
        }
        (west, longitudeSpan) = Self.longitudes(points.map(\.longitude))
        middleLatitude = (south + north) / 2
        shortening = cos(middleLatitude * Double.pi / 180)
        let least = Self.minimumSpan / Self.metresPerDegree
        let innerWidth = PhotoMapViewModel.width - 2 * PhotoMapViewModel.margin
        let innerHeight = PhotoMapViewModel.plotHeight - 2 * PhotoMapViewModel.margin
        scale = min(
            innerWidth / max(longitudeSpan * shortening, least), innerHeight / max(north - south, least))
        let halfWindow = innerHeight / 2 / scale
        pole =
            middleLatitude + halfWindow > 90 ? .north : middleLatitude - halfWindow < -90 ? .south : .none
    }

    /// The narrowest run of longitudes holding them all: the circle less its widest gap between
    /// neighbours (the gap across ±180 preferred on a tie, so usual boxes do not wrap).
    private static func longitudes(_ longitudes: [Double]) -> (west: Double, span: Double) {
        let sorted = longitudes.sorted()
        guard let first = sorted.first, let last = sorted.last else { return (0, 0) }
        var west = first
        var gap = first + 360 - last
        for (before, after) in zip(sorted, sorted.dropFirst()) where after - before > gap {
            gap = after - before
            west = after
        }
        return (west, 360 - gap)
    }

    /// Where `point` is drawn.
    func project(_ point: GeoCoordinate) -> (x: Double, y: Double) {
        let east = point.longitude < west ? point.longitude + 360 : point.longitude
        let x = PhotoMapViewModel.width / 2 + (east - west - longitudeSpan / 2) * shortening * scale
        let margin = PhotoMapViewModel.margin
        let plotHeight = PhotoMapViewModel.plotHeight
        let y: Double
        switch pole {
        case .north: y = margin + (90 - point.latitude) * scale
        case .south: y = plotHeight - margin - (point.latitude + 90) * scale
        case .none: y = plotHeight / 2 - (point.latitude - middleLatitude) * scale
        }
        return (x, y)
    }

    /// Metres one unit stands for (along a meridian; across, at the middle latitude).
    var metresPerUnit: Double { Self.metresPerDegree / scale }
}
