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

    @Test(arguments: [
        "0", "4", "-1", "+2", " 2", "2 ", "abc", "", "1e1", "٢", "２", "02", "003", "99999999999999999999",
    ])
    func onlyAPlainPageNumberThePlaceHasIsAPage(text: String) {
        #expect(throws: PhotoPageError(pageCount: 3)) { try browse(65).photoPage(inPlace: "p", number: text) }
    }

    @Test func aPlaceWithoutPhotosHasOneEmptyPage() throws {
        let page = try browse(0).photoPage(inPlace: "p", number: "1")
        #expect(page.photos.isEmpty && page.pageCount == 1 && page.firstPosition == 0)
    }

    /// 65 photos, the odd ones CC BY (licence 4), the even ones all rights reserved (0).
    private func browseLicensed(_ count: Int) -> BrowsePlaces {
        let store = PhotoStoreSpy()
        store.storedPlaces = [Place(id: "p", name: "Town, Country")]
        store.storedPhotos = (1...count).map {
            Photo(id: "\($0)", placeID: "p", license: $0 % 2 == 1 ? "4" : "0")
        }
        return BrowsePlaces(catalog: store)
    }

    @Test func reuseKeepsTheReusablePhotosBeforePaging() throws {
        let first = try browseLicensed(65).photoPage(inPlace: "p", number: nil, licence: "reuse")
        #expect(first.photos.map(\.id) == stride(from: 1, through: 59, by: 2).map(String.init))
        #expect(
            first.total == 33 && first.placeTotal == 65 && first.pageCount == 2 && first.licences == .reuse)
        let second = try browseLicensed(65).photoPage(inPlace: "p", number: "2", licence: "reuse")
        #expect(second.photos.map(\.id) == ["61", "63", "65"] && second.firstPosition == 31)
        #expect(throws: PhotoPageError(pageCount: 2)) {
            try browseLicensed(65).photoPage(inPlace: "p", number: "3", licence: "reuse")
        }
    }

    @Test(arguments: ["", "all", "Reuse", "reuse ", "1"])
    func anotherLicenceChoiceIsNoPage(licence: String) {
        #expect(throws: LicenceChoiceError(value: licence)) {
            try browseLicensed(65).photoPage(inPlace: "p", number: nil, licence: licence)
        }
    }
}
