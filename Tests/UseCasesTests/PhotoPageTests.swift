import Domain
import Testing
import UseCases

struct PhotoPageTests {
    private func browse(_ count: Int) -> BrowsePlaces {
        let store = PhotoStoreSpy()
        store.storedPlaces = [Place(id: "p", name: "Town, Country")]
        store.storedPhotos = (1...max(1, count)).prefix(count).map { Photo(id: "\($0)", placeID: "p") }
        return BrowsePlaces(catalog: store)
    }

    @Test func pagesHold30PhotosAndKnowWhereTheySit() throws {
        let page = try browse(65).photoPage(inPlace: "p", number: "3")
        #expect(page.photos.map(\.id) == (61...65).map(String.init))
        #expect(page.number == 3 && page.pageCount == 3 && page.total == 65)
        #expect(page.firstPosition == 61 && page.lastPosition == 65)
        let first = try browse(65).photoPage(inPlace: "p", number: nil)
        #expect(first.photos.map(\.id) == (1...30).map(String.init))
    }

    @Test func exactly30PhotosAreOnePageAnd31AreTwo() throws {
        #expect(try browse(30).photoPage(inPlace: "p", number: nil).pageCount == 1)
        #expect(throws: PhotoPageError(pageCount: 1)) { try browse(30).photoPage(inPlace: "p", number: "2") }
        #expect(try browse(31).photoPage(inPlace: "p", number: "2").photos.map(\.id) == ["31"])
    }

    @Test(arguments: ["0", "4", "-1", "+2", " 2", "2 ", "abc", "", "1e1", "٢", "99999999999999999999"])
    func onlyAPlainPageNumberThePlaceHasIsAPage(text: String) {
        #expect(throws: PhotoPageError(pageCount: 3)) { try browse(65).photoPage(inPlace: "p", number: text) }
    }

    @Test func aPlaceWithoutPhotosHasOneEmptyPage() throws {
        let page = try browse(0).photoPage(inPlace: "p", number: "1")
        #expect(page.photos.isEmpty && page.pageCount == 1 && page.firstPosition == 0)
    }
}
