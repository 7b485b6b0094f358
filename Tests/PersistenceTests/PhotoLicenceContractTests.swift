import Domain
import Testing
import UseCases

/// The licence list a refresh stores, on every backend: none before one is stored, kept exactly
/// and in Flickr's order, replaced whole, and apart from the places and photos.
struct PhotoLicenceContractTests {
    private static let list = [
        PhotoLicence.fetched(
            id: "4", name: "Attribution License", url: "https://creativecommons.org/licenses/by/2.0/"),
        PhotoLicence.fetched(id: "0", name: "All Rights Reserved", url: nil),
        PhotoLicence.fetched(
            id: "17", name: "Fake \u{1B}[31m <b>licence</b> é", url: "https://licences.example/17/"),
    ]

    @Test(arguments: Backend.allCases)
    func aNewStoreHasNoLicenceList(backend: Backend) throws {
        let sut = try backend.makeStores()

        #expect(try sut.catalog.photoLicences().isEmpty)
    }

    @Test(arguments: Backend.allCases)
    func theStoredListReadsBackExactlyInItsOrder(backend: Backend) throws {
        let sut = try backend.makeStores()

        try sut.catalog.replacePhotoLicences(Self.list)

        #expect(try sut.catalog.photoLicences() == Self.list)
        #expect(try sut.catalog.photoLicences().map(\.permitsReuse) == [true, false, false])
        #expect(try sut.guide.problems().isEmpty)
    }

    @Test(arguments: Backend.allCases)
    func aNewListReplacesTheOldOneWhole(backend: Backend) throws {
        let sut = try backend.makeStores()
        try sut.catalog.replacePhotoLicences(Self.list)

        try sut.catalog.replacePhotoLicences([Self.list[2]])

        #expect(try sut.catalog.photoLicences() == [Self.list[2]])
    }

    @Test(arguments: Backend.allCases)
    func checkReportsALicenceWithoutANameOrWithAURLOffTheWeb(backend: Backend) throws {
        let sut = try backend.makeStores()

        try sut.catalog.replacePhotoLicences([
            PhotoLicence(id: "5", name: " ", url: nil, permitsReuse: false),
            PhotoLicence(id: "6", name: "Six", url: "javascript:alert(1)", permitsReuse: false),
        ])

        #expect(
            try sut.guide.problems() == [
                "licence 5 has no name", "licence 6 has a URL that is not http or https",
            ])
    }

    @Test(arguments: Backend.allCases)
    func theListIsApartFromThePlacesAndPhotos(backend: Backend) throws {
        let sut = try backend.makeStores()
        try sut.catalog.replacePhotoLicences(Self.list)

        try sut.catalog.replaceAll(
            places: [Place(id: "p", name: "P")], photos: [Photo(id: "1", placeID: "p")])

        #expect(try sut.catalog.photoLicences() == Self.list)
        #expect(try sut.catalog.places().map(\.id) == ["p"])
    }
}

/// `transfer` carries the licence list to every backend from every backend, replacing the
/// target's, and a source without one leaves the target without one.
struct PhotoLicenceTransferContractTests {
    private static let list = [
        PhotoLicence.fetched(
            id: "4", name: "Attribution License", url: "https://creativecommons.org/licenses/by/2.0/"),
        PhotoLicence.fetched(id: "0", name: "All Rights Reserved", url: nil),
    ]

    @Test(arguments: Backend.allCases, Backend.allCases)
    func transferCarriesTheLicenceList(from source: Backend, to target: Backend) throws {
        let from = try source.makeStores()
        let to = try target.makeStores()
        try from.catalog.replacePhotoLicences(Self.list)
        try from.catalog.save(places: [Place(id: "p", name: "P")], photos: [])

        try TransferStores(from: from.stores, to: to.stores)(replace: false)

        #expect(try to.catalog.photoLicences() == Self.list)
    }

    @Test(arguments: Backend.allCases)
    func aSourceWithoutAListLeavesTheReplacedTargetWithoutOne(backend: Backend) throws {
        let from = try Backend.memory.makeStores()
        let to = try backend.makeStores()
        try to.catalog.replacePhotoLicences(Self.list)

        try TransferStores(from: from.stores, to: to.stores)(replace: true)

        #expect(try to.catalog.photoLicences().isEmpty)
    }
}
