import Domain
import Testing

/// An attraction's location is read by the same `GeoCoordinate(text:)` as `photos near`.
@Suite struct GeoCoordinateTextTests {
    @Test(arguments: [
        ("40.5853,-105.0844", 40.5853, -105.0844), ("40.5853, -105.0844", 40.5853, -105.0844),
        ("-90,180", -90, 180), ("90,-180", 90, -180),
    ])
    func aPointInRangeIsRead(text: String, latitude: Double, longitude: Double) throws {
        let point = try #require(GeoCoordinate(text: text))

        #expect(point.latitude == latitude)
        #expect(point.longitude == longitude)
    }

    @Test(arguments: [
        "91,0", "-90.5,0", "0,180.5", "0,-181", "1e1,2", "40.5", "1,2,3", "nan,0", "40.5853,  -105",
    ])
    func anythingElseIsNoPoint(text: String) {
        #expect(GeoCoordinate(text: text) == nil)
    }
}
