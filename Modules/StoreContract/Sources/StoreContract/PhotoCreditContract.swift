import Domain
import UseCases

/// Each photo's licence, geo accuracy and position and each place's centre, on every backend:
/// kept exactly (the poles and both sides of the antimeridian included), absent when not known,
/// and reported by `check` when out of range.
struct PhotoCreditContract: ContractSuite {
    let run: ContractRun

    private static let geotagged = Photo(
        id: "1", ownerName: "Ana Ruiz", owner: "4321@N07", placeID: "p", latitude: 40.585_123,
        longitude: -105.084_567, accuracy: 16, license: "4")
    private static let ungeotagged = Photo(id: "2", ownerName: "Greg & Kim", placeID: "p")
    private static let edges = [
        Photo(id: "n", placeID: "p", latitude: 90, longitude: 180, accuracy: 1, license: "0"),
        Photo(id: "s", placeID: "p", latitude: -90, longitude: -180, accuracy: 11, license: "16"),
        Photo(id: "e", placeID: "p", latitude: -16.5, longitude: 179.999_999, accuracy: 6, license: "99"),
        Photo(id: "w", placeID: "p", latitude: 64.2, longitude: -179.999_999, accuracy: 3, license: "9"),
    ]
    private static let place = Place(
        id: "p", name: "Fort Collins, Colorado, United States", photoCount: 3, latitude: 40.585,
        longitude: -105.084)

    func theNewFieldsAreKeptInTheCatalogAndTheRecents() throws {
        let sut = try makeStores()
        let photos = [Self.geotagged, Self.ungeotagged] + Self.edges

        try sut.catalog.save(places: [Self.place, Place(id: "q", name: "Nowhere")], photos: photos)
        try sut.recents.updateRecents { _ in photos }

        expect(try sut.catalog.place(id: "p")?.latitude == 40.585)
        expect(try sut.catalog.place(id: "p")?.longitude == -105.084)
        expect(try sut.catalog.place(id: "q")?.latitude == nil)
        expect(try sut.catalog.photo(id: "1")?.license == "4")
        expect(try sut.catalog.photo(id: "1")?.accuracy == 16)
        expect(try sut.catalog.photo(id: "2")?.license == nil)
        expect(try sut.catalog.photo(id: "2")?.latitude == nil)
        expect(try sut.catalog.photo(id: "2")?.accuracy == nil)
        for photo in Self.edges {
            let read = try require(try sut.catalog.photo(id: photo.id))
            expect([read.latitude, read.longitude] == [photo.latitude, photo.longitude])
            expect(read.accuracy == photo.accuracy && read.license == photo.license)
        }
        expect(try sut.recents.recents().map(\.license) == photos.map(\.license))
        expect(try sut.recents.recents().map(\.accuracy) == photos.map(\.accuracy))
        expect(try sut.guide.problems().isEmpty)
    }

    func checkReportsPositionsOutsideTheirRanges() throws {
        let sut = try makeStores()
        let north = Photo(id: "up", placeID: "p", latitude: 90.5, longitude: 0)
        let east = Photo(id: "east", placeID: "p", latitude: 0, longitude: 180.25)
        let half = Photo(id: "half", placeID: "p", latitude: 10)
        let place = Place(id: "p", name: "P", latitude: -91, longitude: 0)

        try sut.catalog.save(places: [place], photos: [north, east, half])
        try sut.recents.updateRecents { _ in [north] }

        let problems = try sut.guide.problems()

        expect(problems.contains("place p latitude -91.0 is outside -90.0...90.0"))
        expect(problems.contains("photo up latitude 90.5 is outside -90.0...90.0"))
        expect(problems.contains("photo east longitude 180.25 is outside -180.0...180.0"))
        expect(problems.contains("photo half has only one of latitude and longitude"))
        expect(problems.filter { $0.hasPrefix("photo up ") }.count == 1)
    }
}

extension PhotoCreditContract {
    static let specs: [ContractSpec] = [
        spec("theNewFieldsAreKeptInTheCatalogAndTheRecents") {
            try Self(run: $0).theNewFieldsAreKeptInTheCatalogAndTheRecents()
        },
        spec("checkReportsPositionsOutsideTheirRanges") {
            try Self(run: $0).checkReportsPositionsOutsideTheirRanges()
        },
    ]
}
