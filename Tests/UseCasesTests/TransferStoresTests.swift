import Domain
import Testing
import UseCases

struct TransferStoresTests {
    private func makeStores(attractions: [Attraction] = [], photos: [Photo] = [], recents: [Photo] = [])
        -> (Stores, AttractionStoreSpy, PhotoStoreSpy)
    {
        let attractionStore = AttractionStoreSpy()
        attractionStore.stored = attractions
        let photoStore = PhotoStoreSpy()
        photoStore.storedPhotos = photos
        photoStore.storedPlaces = photos.isEmpty ? [] : [Place(id: "p", name: "Place")]
        photoStore.storedRecents = recents
        return (
            Stores(attractions: attractionStore, catalog: photoStore, recents: photoStore), attractionStore,
            photoStore
        )
    }

    @Test func copiesEverythingKeepingIDsAndOrder() throws {
        let attractions = [Attraction(id: "b", name: "B", version: 4), Attraction(id: "a", name: "A")]
        let (source, _, _) = makeStores(
            attractions: attractions, photos: [Photo(id: "1"), Photo(id: "2")], recents: [Photo(id: "2")])
        let (target, targetAttractions, targetPhotos) = makeStores()

        let summary = try TransferStores(from: source, to: target)(replace: false)

        #expect(summary == TransferStores.Summary(attractions: 2, places: 1, photos: 2, recents: 1))
        #expect(targetAttractions.messages.last == .replaceAll(["b", "a"]))
        #expect(targetAttractions.stored == attractions)
        #expect(targetPhotos.storedPhotos.map(\.id) == ["1", "2"])
        #expect(targetPhotos.storedRecents.map(\.id) == ["2"])
    }

    @Test func refusesANonEmptyTargetWithoutReplaceAndChangesNothing() throws {
        let (source, _, _) = makeStores(attractions: [Attraction(id: "a", name: "A")])
        let (target, targetAttractions, _) = makeStores(recents: [Photo(id: "kept")])

        #expect(
            throws: TransferError.targetNotEmpty(.init(attractions: 0, places: 0, photos: 0, recents: 1))
        ) { try TransferStores(from: source, to: target)(replace: false) }
        #expect(targetAttractions.stored.isEmpty)
    }

    @Test func replaceOverwritesANonEmptyTarget() throws {
        let (source, _, _) = makeStores(attractions: [Attraction(id: "new", name: "New")])
        let (target, targetAttractions, targetPhotos) = makeStores(
            attractions: [Attraction(id: "old", name: "Old")], recents: [Photo(id: "old")])

        try TransferStores(from: source, to: target)(replace: true)

        #expect(targetAttractions.stored.map(\.id) == ["new"])
        #expect(targetPhotos.storedRecents.isEmpty)
    }
}
