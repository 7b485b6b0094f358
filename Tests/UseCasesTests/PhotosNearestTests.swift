import Domain
import Testing
import UseCases

/// `PhotosNear.nearest`: for each point the nearest photo within a distance that a condition
/// keeps (a cached card image), as the attraction cards ask for theirs.
struct PhotosNearestTests {
    /// Metres along a great circle per degree, from the test's own formula: πR/180.
    private static let metresPerDegree = Double.pi * GeoCoordinate.earthRadius / 180

    private func makeSUT(_ photos: [Photo]) -> PhotosNear {
        let store = PhotoStoreSpy()
        store.storedPhotos = photos
        return PhotosNear(catalog: store)
    }

    /// `metres` north of (0, lon).
    private func photo(_ id: String, metresNorth metres: Double, longitude: Double = 0) -> Photo {
        Photo(id: id, title: id, placeID: "", latitude: metres / Self.metresPerDegree, longitude: longitude)
    }

    private func point(longitude: Double) throws -> GeoCoordinate {
        try #require(GeoCoordinate(latitude: 0, longitude: longitude))
    }

    @Test func eachPointGetsItsNearestWithinTheDistance() throws {
        let sut = makeSUT([
            photo("a-far", metresNorth: 900), photo("a-near", metresNorth: 300),
            photo("b-out", metresNorth: 1100, longitude: 1),
            Photo(id: "nowhere", title: "", placeID: ""),
        ])

        let found = try sut.nearest(
            to: [("a", try point(longitude: 0)), ("b", try point(longitude: 1))], within: 1000,
            where: { _ in true })

        #expect(found.mapValues(\.id) == ["a": "a-near"])
    }

    @Test func aPhotoTheConditionRefusesGivesWayToTheNextNearest() throws {
        let sut = makeSUT([photo("near", metresNorth: 100), photo("next", metresNorth: 500)])

        let found = try sut.nearest(
            to: [("a", try point(longitude: 0))], within: 1000, where: { $0.id != "near" })

        #expect(found["a"]?.id == "next")
    }

    @Test func equalDistancesGoToTheSmallestID() throws {
        let sut = makeSUT([photo("b", metresNorth: 200), photo("a", metresNorth: -200)])

        let found = try sut.nearest(to: [("p", try point(longitude: 0))], within: 1000, where: { _ in true })

        #expect(found["p"]?.id == "a")
    }

    @Test func noPointsReadNothing() throws {
        #expect(
            try makeSUT([photo("a", metresNorth: 1)]).nearest(to: [], within: 1000, where: { _ in true })
                .isEmpty)
    }
}
