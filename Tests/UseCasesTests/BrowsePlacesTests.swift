import Domain
import Testing
import UseCases

struct BrowsePlacesTests {
    @Test func places_areSortedByFullNameIgnoringCase() throws {
        let store = PhotoStoreSpy()
        store.storedPlaces = [
            Place(id: "3", name: "paris, France"), Place(id: "1", name: "Zurich, Switzerland"),
            Place(id: "2", name: "Amsterdam, Netherlands"),
            Place(id: "4", name: "Paris, Texas, United States"),
        ]

        let names = try BrowsePlaces(catalog: store).places().map(\.name)

        #expect(
            names == [
                "Amsterdam, Netherlands", "paris, France", "Paris, Texas, United States",
                "Zurich, Switzerland",
            ])
    }

    @Test func photos_asksForFiftyByDefault() throws {
        let store = PhotoStoreSpy()
        store.storedPhotos = (1...60).map { Photo(id: "\($0)", placeID: "p") }

        let photos = try BrowsePlaces(catalog: store).photos(inPlace: "p")

        #expect(store.requestedLimits == [50])
        #expect(photos.count == 50)
    }

    @Test func photos_ofAnUnknownPlaceIsNotFound() {
        #expect(throws: StoreError.notFound(kind: "place", id: "nowhere")) {
            try BrowsePlaces(catalog: PhotoStoreSpy()).photos(inPlace: "nowhere")
        }
    }

    @Test func photos_ofAKnownPlaceWithoutPhotosIsEmpty() throws {
        let store = PhotoStoreSpy()
        store.storedPlaces = [Place(id: "p", name: "Quiet, Place")]

        #expect(try BrowsePlaces(catalog: store).photos(inPlace: "p", limit: 5).isEmpty)
    }
}
