import Domain
import Testing
import UseCases

struct ImportCatalogTests {
    @Test func savesPlacesAndPhotosInOneCallAndCountsThem() throws {
        let store = PhotoStoreSpy()
        let places = [Place(id: "p", name: "P")]
        let photos = [Photo(id: "1"), Photo(id: "2")]

        let summary = try ImportCatalog(catalog: store)(places: places, photos: photos)

        #expect(summary.places == 1)
        #expect(summary.photos == 2)
        #expect(store.saved.count == 1)
        #expect(store.saved.first?.0 == places)
        #expect(store.saved.first?.1 == photos)
    }
}
