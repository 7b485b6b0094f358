import Domain
import Testing
import UseCases

struct ViewPhotosTests {
    private func makeSUT(photos: [Photo] = [], recents: [Photo] = []) -> (ViewPhotos, PhotoStoreSpy) {
        let store = PhotoStoreSpy()
        store.storedPhotos = photos
        store.storedRecents = recents
        return (ViewPhotos(catalog: store, recents: store, policy: RecentsPolicy(limit: 3)), store)
    }

    @Test func find_takesTheCatalogsPhotoElseTheRecentsCopyAndRecordsNothing() throws {
        let (sut, store) = makeSUT(
            photos: [Photo(id: "1", title: "Catalog")],
            recents: [Photo(id: "1", title: "Old copy"), Photo(id: "2", title: "Only recent")])

        #expect(try sut.find(photoID: "1").title == "Catalog")
        #expect(try sut.find(photoID: "2").title == "Only recent")
        #expect(throws: StoreError.notFound(kind: "photo", id: "3")) { try sut.find(photoID: "3") }
        #expect(store.storedRecents.map(\.id) == ["1", "2"])
    }

    @Test func show_recordsThePhotoFirstInRecentsByThePolicy() throws {
        let photo = Photo(id: "9", title: "Nine")
        let (sut, store) = makeSUT(
            photos: [photo], recents: [Photo(id: "1"), Photo(id: "9"), Photo(id: "2")])

        let shown = try sut.show(photoID: "9")

        #expect(shown == photo)
        #expect(store.storedRecents.map(\.id) == ["9", "1", "2"])
    }

    @Test func show_ofAnUnknownPhotoIsNotFoundAndRecordsNothing() {
        let (sut, store) = makeSUT(recents: [Photo(id: "1")])

        #expect(throws: StoreError.notFound(kind: "photo", id: "x")) { try sut.show(photoID: "x") }
        #expect(store.storedRecents.map(\.id) == ["1"])
    }

    @Test func showRecent_opensTheKeptPhotoEvenWhenTheCatalogLostItAndMovesItFirst() throws {
        let kept = Photo(id: "gone", title: "Kept whole")
        let (sut, store) = makeSUT(recents: [Photo(id: "1"), kept])

        let shown = try sut.showRecent(number: 2)

        #expect(shown == kept)
        #expect(store.storedRecents.map(\.id) == ["gone", "1"])
    }

    @Test(arguments: [0, 3, -1])
    func showRecent_outOfRangeIsAnErrorThatChangesNothing(number: Int) {
        let (sut, store) = makeSUT(recents: [Photo(id: "1"), Photo(id: "2")])

        #expect(throws: ViewPhotosError.noRecent(number: number, count: 2)) {
            try sut.showRecent(number: number)
        }
        #expect(store.storedRecents.map(\.id) == ["1", "2"])
    }

    @Test func clearRecents_emptiesTheList() throws {
        let (sut, store) = makeSUT(recents: [Photo(id: "1")])

        try sut.clearRecents()

        #expect(store.storedRecents.isEmpty)
    }
}
