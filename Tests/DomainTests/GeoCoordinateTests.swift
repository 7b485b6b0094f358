import Domain
import Testing

@Suite struct GeoCoordinateTests {
    /// Expected distances from independent sources: a quarter and a half of the sphere's
    /// circumference (2πR/4, πR), one degree of a meridian (πR/180), and Paris-London by the
    /// spherical law of cosines on R = 6371.0088 km (343.557 km, worked separately).
    @Test(arguments: [
        (0.0, 0.0, 0.0, 90.0, Double.pi * GeoCoordinate.earthRadius / 2),
        (90.0, 0.0, -90.0, 0.0, Double.pi * GeoCoordinate.earthRadius),
        (0.0, 0.0, 0.0, 180.0, Double.pi * GeoCoordinate.earthRadius),
        (10.0, 20.0, 11.0, 20.0, Double.pi * GeoCoordinate.earthRadius / 180),
        (48.8566, 2.3522, 51.5074, -0.1278, 343_556.5),
        // Across the antimeridian: 0.2° of longitude on the equator, not 359.8°.
        (0.0, 179.9, 0.0, -179.9, 0.2 * Double.pi * GeoCoordinate.earthRadius / 180),
        // Two points on a pole are the same place whatever their longitudes.
        (90.0, 10.0, 90.0, -170.0, 0.0),
    ])
    func distanceIsTheGreatCircle(
        lat1: Double, lon1: Double, lat2: Double, lon2: Double, expected: Double
    ) throws {
        let from = try #require(GeoCoordinate(latitude: lat1, longitude: lon1))
        let to = try #require(GeoCoordinate(latitude: lat2, longitude: lon2))

        #expect(abs(from.distance(to: to) - expected) < 1, "\(from.distance(to: to))")
        #expect(abs(to.distance(to: from) - expected) < 1)
    }

    @Test(arguments: [
        (Double?.none, Double?.some(1)), (1, nil), (91, 0), (-90.5, 0), (0, 180.1), (.nan, 0),
    ])
    func anIncompleteOrOutOfRangePairIsNoCoordinate(latitude: Double?, longitude: Double?) {
        #expect(GeoCoordinate(latitude: latitude, longitude: longitude) == nil)
    }

    @Test func photosAndPlacesGiveTheirPosition() {
        #expect(Photo(id: "1", latitude: 40.5, longitude: -105).position?.longitude == -105)
        #expect(Photo(id: "1").position == nil)
        #expect(Place(id: "p", name: "X", latitude: 1, longitude: 2).centre?.latitude == 1)
    }
}
