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

    @Test func places_equalButForAccentsOrCaseAreInPlaceNameOrderThenById() throws {
        let store = PhotoStoreSpy()
        store.storedPlaces = [
            Place(id: "b", name: "Evian"), Place(id: "c", name: "Évian"), Place(id: "a", name: "Evian"),
            Place(id: "d", name: "evian"), Place(id: "e", name: "E\u{301}vian"), Place(id: "f", name: "Ezy"),
        ]

        let ids = try BrowsePlaces(catalog: store).places().map(\.id)

        // Plain before accented, then exact text ("E" before "e", a decomposed "E\u{301}" (0x45)
        // before "É" (0xC9)), then id for the very same name.
        #expect(ids == ["a", "b", "d", "e", "c", "f"])
    }

    @Test func sections_groupByCountryInPlaceNameOrder() throws {
        let store = PhotoStoreSpy()
        store.storedPlaces = [
            Place(id: "1", name: "Zurich, Switzerland"), Place(id: "2", name: "Atlantis"),
            Place(id: "3", name: "Washington,DC, District of Columbia, United States"),
            Place(id: "4", name: "Quito, Pichincha, Ecuador"), Place(id: "5", name: "Dublin, Éire"),
            Place(id: "6", name: "lyon, Rhône-Alpes, france"),
            Place(id: "7", name: "Paris, Ile-de-France, France"),
            Place(id: "8", name: "Austin, Texas, United States"), Place(id: "9", name: "Évian, France"),
        ]

        let sections = try BrowsePlaces(catalog: store).sections()

        // "Éire" sorts with the E's, after "Ecuador"; "france" and "France" are one letter case
        // apart, so they compare the same and fall back to their exact text ("France" first).
        #expect(
            sections.map(\.country) == [
                "Atlantis", "Ecuador", "Éire", "France", "france", "Switzerland", "United States",
            ])
        #expect(
            sections.map { $0.places.map(\.id) } == [
                ["2"], ["4"], ["5"], ["9", "7"], ["6"], ["1"], ["8", "3"],
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
