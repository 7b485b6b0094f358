import Domain
import Testing

/// Locations as people have them to hand: typed, a `geo:` URI, or a link copied from a maps site.
@Suite struct GeoCoordinateReadingTests {
    @Test(arguments: [
        ("40.5853,-105.0844", 40.5853, -105.0844), (" 40.5853 ,  -105.0844 ", 40.5853, -105.0844),
        ("geo:40.58,-105.08", 40.58, -105.08), ("geo:40.58,-105.08?z=15", 40.58, -105.08),
        ("geo:40.58,-105.08;u=35", 40.58, -105.08), ("GEO:40.58,-105.08,1524", 40.58, -105.08),
        ("https://www.openstreetmap.org/#map=17/40.5853/-105.0844", 40.5853, -105.0844),
        ("https://www.openstreetmap.org/?mlat=40.5853&mlon=-105.0844#map=17/40.6/-105.1", 40.5853, -105.0844),
        (
            "https://www.openstreetmap.org/search?query=x#map=17/40.5853/-105.0844&layers=N", 40.5853,
            -105.0844
        ),
        ("https://osm.org/?mlat=1.5&mlon=2.5", 1.5, 2.5),
        ("https://www.google.com/maps/@40.58,-105.08,15z", 40.58, -105.08),
        (
            "https://www.google.com/maps/place/Museum/@40.58,-105.08,17z/data=!3m1!4b1!4m6!3m5!1s0x0:0x0!8m2!3d40.5871!4d-105.0752!16s",
            40.5871, -105.0752
        ),
        ("https://www.google.com/maps/place/Museum/@40.58,-105.08,17z/data=!4m2!3m1!1s0x0", 40.58, -105.08),
        ("https://www.google.com/maps?q=40.58,-105.08", 40.58, -105.08),
        ("https://maps.google.com/?q=40.58%2C-105.08", 40.58, -105.08),
        ("https://www.google.com/maps/search/?api=1&query=40.58,+-105.08", 40.58, -105.08),
        ("http://google.de/maps?ll=52.5,13.4", 52.5, 13.4),
    ])
    func aPointIsReadFromEachForm(text: String, latitude: Double, longitude: Double) throws {
        let point = try GeoCoordinate(reading: text)

        #expect(point.latitude == latitude)
        #expect(point.longitude == longitude)
    }

    @Test(arguments: [
        ("", GeoCoordinateError.form), ("40.5", .form), ("1,2,3", .form), ("north", .form),
        ("geo:40.58", .form), ("geo:a,b", .form), ("1e1,2", .form),
        ("https://example.com/@40.58,-105.08,15z", .form), ("91,0", .outOfRange), ("geo:0,181", .outOfRange),
        ("https://www.openstreetmap.org/node/123456", .mapObject),
        ("https://www.openstreetmap.org/way/42#map=17/40.5853/-105.0844", .mapObject),
        ("https://www.openstreetmap.org/", .noCoordinates),
        ("https://maps.app.goo.gl/AbCdEf", .noCoordinates),
        ("https://www.google.com/maps/search/museum", .noCoordinates),
        ("https://www.google.com/maps?q=museum", .noCoordinates),
    ])
    func anythingElseIsRefusedWithItsReason(text: String, expected: GeoCoordinateError) {
        #expect(throws: expected) { try GeoCoordinate(reading: text) }
    }

    @Test func aLinkToAMapObjectSaysWhatToCopyInstead() {
        #expect(
            GeoCoordinateError.mapObject.description.hasPrefix(
                "an OpenStreetMap link to a node, way or relation has no coordinates in it"))
    }
}
