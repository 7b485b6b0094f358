import Domain
import UseCases

/// The licence list a refresh stores, on every backend: none before one is stored, kept exactly
/// and in Flickr's order, replaced whole, and apart from the places and photos.
struct PhotoLicenceContract: ContractSuite {
    let run: ContractRun

    private static let list = [
        PhotoLicence.fetched(
            id: "4", name: "Attribution License", url: "https://creativecommons.org/licenses/by/2.0/"),
        PhotoLicence.fetched(id: "0", name: "All Rights Reserved", url: nil),
        PhotoLicence.fetched(
            id: "17", name: "Fake \u{1B}[31m <b>licence</b> é", url: "https://licences.example/17/"),
    ]

    func aNewStoreHasNoLicenceList() throws {
        let sut = try makeStores()

        expect(try sut.catalog.photoLicences().isEmpty)
    }

    func theStoredListReadsBackExactlyInItsOrder() throws {
        let sut = try makeStores()

        try sut.catalog.save(places: [], photos: [], licences: Self.list)

        expect(try sut.catalog.photoLicences() == Self.list)
        expect(try sut.catalog.photoLicences().map(\.permitsReuse) == [true, false, false])
        expect(try sut.guide.problems().isEmpty)
    }

    func aNewListReplacesTheOldOneWhole() throws {
        let sut = try makeStores()
        try sut.catalog.save(places: [], photos: [], licences: Self.list)

        try sut.catalog.save(places: [], photos: [], licences: [Self.list[2]])

        expect(try sut.catalog.photoLicences() == [Self.list[2]])
    }

    func checkReportsALicenceWithoutANameOrWithAURLOffTheWeb() throws {
        let sut = try makeStores()

        try sut.catalog.save(
            places: [], photos: [],
            licences: [
                PhotoLicence(id: "5", name: " ", url: nil, permitsReuse: false),
                PhotoLicence(id: "6", name: "Six", url: "javascript:alert(1)", permitsReuse: false),
            ])

        expect(
            try sut.guide.problems() == [
                "licence 5 has no name", "licence 6 has a URL that is not http or https",
            ])
    }

    func theListIsApartFromThePlacesAndPhotos() throws {
        let sut = try makeStores()
        try sut.catalog.save(places: [], photos: [], licences: Self.list)

        try sut.catalog.save(places: [Place(id: "p", name: "P")], photos: [Photo(id: "1", placeID: "p")])

        expect(try sut.catalog.photoLicences() == Self.list)
        expect(try sut.catalog.places().map(\.id) == ["p"])
    }
}

/// `transfer` carries the licence list to every backend from every backend, replacing the
/// target's, and a source without one leaves the target without one.
struct PhotoLicenceTransferContract: ContractSuite {
    let run: ContractRun

    private static let list = [
        PhotoLicence.fetched(
            id: "4", name: "Attribution License", url: "https://creativecommons.org/licenses/by/2.0/"),
        PhotoLicence.fetched(id: "0", name: "All Rights Reserved", url: nil),
    ]

    func transferCarriesTheLicenceList() throws {
        let from = try makeSource()
        let to = try makeStores()
        try from.catalog.save(places: [], photos: [], licences: Self.list)
        try from.catalog.save(places: [Place(id: "p", name: "P")], photos: [])

        try TransferStores(from: from, to: to)(replace: false)

        expect(try to.catalog.photoLicences() == Self.list)
    }

    func aSourceWithoutAListLeavesTheReplacedTargetWithoutOne() throws {
        let from = try makeSource()
        let to = try makeStores()
        try to.catalog.save(places: [], photos: [], licences: Self.list)

        try TransferStores(from: from, to: to)(replace: true)

        expect(try to.catalog.photoLicences().isEmpty)
    }
}

extension PhotoLicenceContract {
    static let specs: [ContractSpec] = [
        spec("aNewStoreHasNoLicenceList") { try Self(run: $0).aNewStoreHasNoLicenceList() },
        spec("theStoredListReadsBackExactlyInItsOrder") {
            try Self(run: $0).theStoredListReadsBackExactlyInItsOrder()
        },
        spec("aNewListReplacesTheOldOneWhole") { try Self(run: $0).aNewListReplacesTheOldOneWhole() },
        spec("checkReportsALicenceWithoutANameOrWithAURLOffTheWeb") {
            try Self(run: $0).checkReportsALicenceWithoutANameOrWithAURLOffTheWeb()
        },
        spec("theListIsApartFromThePlacesAndPhotos") {
            try Self(run: $0).theListIsApartFromThePlacesAndPhotos()
        },
    ]
}

extension PhotoLicenceTransferContract {
    static let specs: [ContractSpec] = [
        spec("transferCarriesTheLicenceList", copiesBetweenStores: true) {
            try Self(run: $0).transferCarriesTheLicenceList()
        },
        spec("aSourceWithoutAListLeavesTheReplacedTargetWithoutOne", copiesBetweenStores: true) {
            try Self(run: $0).aSourceWithoutAListLeavesTheReplacedTargetWithoutOne()
        },
    ]
}
