import Domain
import Testing
import UseCases

struct PhotosNearTests {
    /// Metres along a great circle per degree, from the test's own formula: πR/180.
    private static let metresPerDegree = Double.pi * GeoCoordinate.earthRadius / 180
    private static let origin = GeoCoordinate(latitude: 0, longitude: 0)!

    private func makeSUT(photos: [Photo], places: [Place] = []) -> PhotosNear {
        let store = PhotoStoreSpy()
        store.storedPhotos = photos
        store.storedPlaces = places
        return PhotosNear(catalog: store)
    }

    private func photo(_ id: String, latitude: Double? = nil, longitude: Double? = nil, place: String = "")
        -> Photo
    {
        Photo(id: id, title: id, placeID: place, latitude: latitude, longitude: longitude)
    }

    @Test func photos_onTheEquatorAreNearestFirstAtTheirArcLength() throws {
        let sut = makeSUT(photos: [
            photo("far", latitude: 0, longitude: 3), photo("near", latitude: 0, longitude: -1),
            photo("middle", latitude: 0, longitude: 2),
        ])

        let nearby = try sut.photos(near: Self.origin)

        #expect(nearby.map(\.photo.id) == ["near", "middle", "far"])
        for (found, degrees) in zip(nearby, [1.0, 2, 3]) {
            #expect(abs(found.distance - degrees * Self.metresPerDegree) < 0.001)
        }
    }

    @Test func photos_atTheSameDistanceAreOrderedByID() throws {
        let sut = makeSUT(photos: [
            photo("c", latitude: 0, longitude: 1), photo("a", latitude: 0, longitude: -1),
            photo("b", latitude: 1, longitude: 0),
        ])

        #expect(try sut.photos(near: Self.origin).map(\.photo.id) == ["a", "b", "c"])
    }

    @Test(arguments: [
        (0.5, [String]()), (1.0, ["one"]), (2.5, ["one", "two"]), (10.0, ["one", "two", "three"]),
    ])
    func photos_withinADistanceKeepOnlyThoseAtMostThatFar(degrees: Double, expected: [String]) throws {
        let sut = makeSUT(photos: [
            photo("three", latitude: 0, longitude: 3), photo("one", latitude: 0, longitude: 1),
            photo("two", latitude: 0, longitude: 2),
        ])
        // A hair over, so the photo exactly that far is kept despite rounding in the haversine.
        let within = degrees * Self.metresPerDegree + 0.01

        #expect(try sut.photos(near: Self.origin, within: within).map(\.photo.id) == expected)
    }

    @Test(arguments: [
        (1, ["a"]), (2, ["a", "b"]), (5, ["a", "b", "c"]), (0, ["a"]), (5000, ["a", "b", "c"]),
    ])
    func photos_areAtMostTheLimitClampedToItsRange(limit: Int, expected: [String]) throws {
        let sut = makeSUT(photos: [
            photo("c", latitude: 0, longitude: 3), photo("a", latitude: 0, longitude: 1),
            photo("b", latitude: 0, longitude: 2),
        ])

        #expect(try sut.photos(near: Self.origin, limit: limit).map(\.photo.id) == expected)
    }

    @Test func photos_withoutAPositionAreLeftOut() throws {
        let sut = makeSUT(photos: [
            photo("none"), photo("half", latitude: 1), photo("outside", latitude: 95, longitude: 0),
            photo("here", latitude: 0, longitude: 0),
        ])

        #expect(try sut.photos(near: Self.origin).map(\.photo.id) == ["here"])
        #expect(try makeSUT(photos: [photo("none")]).photos(near: Self.origin).isEmpty)
    }

    /// Across the antimeridian 179.9 and -179.9 are 0.2° of longitude apart, and at a pole every
    /// longitude is the same point: what a subtraction of degrees would get wrong.
    @Test(arguments: [
        (GeoCoordinate(latitude: 0, longitude: 179.9)!, (0.0, -179.9), 0.2),
        (GeoCoordinate(latitude: 0, longitude: -180)!, (0.0, 180.0), 0),
        (GeoCoordinate(latitude: 90, longitude: 0)!, (90.0, 123.0), 0),
        (GeoCoordinate(latitude: -90, longitude: 45)!, (-89.0, -135.0), 1),
        (GeoCoordinate(latitude: 89, longitude: 0)!, (89.0, 180.0), 2),
    ])
    func photos_nearTheAntimeridianAndThePolesAreMeasuredOnTheSphere(
        centre: GeoCoordinate, at point: (Double, Double), degrees: Double
    ) throws {
        let sut = makeSUT(photos: [
            photo("there", latitude: point.0, longitude: point.1),
            photo(
                "opposite", latitude: -centre.latitude,
                longitude: centre.longitude > 0 ? centre.longitude - 180 : centre.longitude + 180),
        ])

        let nearby = try sut.photos(near: centre, within: 1_000_000)

        #expect(nearby.map(\.photo.id) == ["there"])
        #expect(abs((nearby.first?.distance ?? -1) - degrees * Self.metresPerDegree) < 0.01)
    }

    @Test func photos_comeWithTheirPlaceWhenTheCatalogHasIt() throws {
        let fortCollins = Place(id: "fc", name: "Fort Collins, Colorado, United States")
        let sut = makeSUT(
            photos: [
                photo("1", latitude: 0, longitude: 0, place: "fc"),
                photo("2", latitude: 0, longitude: 1, place: "gone"),
            ],
            places: [fortCollins])

        #expect(try sut.photos(near: Self.origin).map(\.place) == [fortCollins, nil])
    }

    @Test(arguments: [
        ("40.5853,-105.0844", 40.5853, -105.0844), ("40.5853, -105.0844", 40.5853, -105.0844),
        ("-90,180", -90, 180), ("+1.5,-0", 1.5, 0), ("0,0", 0, 0),
    ])
    func centre_readsDecimalDegreesLatitudeFirst(text: String, latitude: Double, longitude: Double) throws {
        #expect(try PhotosNear.centre(text: text) == GeoCoordinate(latitude: latitude, longitude: longitude))
    }

    @Test(arguments: [
        "", "40.5853", "40.5853,", ",1", "1,2,3", "90.1,0", "0,180.5", "-91,0", "nan,0", "0,inf", "1e1,2",
        "0x1p3,0", "40.5853,  -105", " 40,1", "40 ,1", "40.,1", ".5,1", "1,2 ", "--1,2", "1;2", "1,٣",
    ])
    func centre_refusesAnythingElseNamingTheForm(text: String) {
        #expect(throws: PhotosNearError.badCentre(text)) { try PhotosNear.centre(text: text) }
        #expect(PhotosNearError.badCentre(text).message.contains("LAT,LON in decimal degrees"))
        #expect(PhotosNearError.badCentre(text).category == .usage)
    }

    @Test(arguments: [("500m", 500.0), ("5km", 5000), ("2.5km", 2500), ("0m", 0), ("0.25m", 0.25)])
    func distance_readsMetresOrKilometres(text: String, metres: Double) throws {
        #expect(try PhotosNear.distance(text: text) == metres)
    }

    @Test(arguments: [
        "", "5", "km", "5 km", "-5km", "+5km", "5KM", "5mi", "5kmm", "1e3m", "nanm", "infkm", "5.km",
    ])
    func distance_refusesAnythingElseNamingTheForm(text: String) {
        #expect(throws: PhotosNearError.badDistance(text)) { try PhotosNear.distance(text: text) }
        #expect(PhotosNearError.badDistance(text).message.contains("500m, 5km or 2.5km"))
    }
}
