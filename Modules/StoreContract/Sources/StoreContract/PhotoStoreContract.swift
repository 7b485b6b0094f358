import Domain
import UseCases

/// What every PhotoCatalogStore and RecentsStore must do, run against every backend.
struct PhotoStoreContract: ContractSuite {
    let run: ContractRun

    private struct Failure: Error {}

    private func photo(_ id: String, place: String = "p", uploaded: Int? = nil) -> Photo {
        Photo(
            id: id, title: "Title \(id)", description: "About \(id)", ownerName: "owner", owner: "4321@N07",
            placeID: place,
            farm: 66, server: "65535", secret: "s\(id)", originalSecret: "o\(id)", originalFormat: "png",
            latitude: 40.585, longitude: -105.084, dateUpload: uploaded, tags: ["kids", "park"])
    }

    func saveStoresPlacesAndPhotosWhole() throws {
        let sut = try makeStores()
        let place = Place(id: "p", name: "Fort Collins, Colorado, United States", photoCount: 12)
        let stored = photo("1", uploaded: 1_760_000_000)

        try sut.catalog.save(places: [place], photos: [stored, photo("2")])

        expect(try sut.catalog.places() == [place])
        expect(try sut.catalog.place(id: "p") == place)
        expect(try sut.catalog.photo(id: "1") == stored)
        expect(try sut.catalog.photo(id: "none") == nil)
        expect(try sut.catalog.place(id: "none") == nil)
    }

    /// Every control character but NUL (which the decoder refuses), CR, and the XML non-characters
    /// U+FFFE/U+FFFF come back exactly, in catalog, places and recents.
    func saveKeepsControlCharactersExactly() throws {
        let sut = try makeStores()
        let controls = String(String.UnicodeScalarView((1...0x1F).compactMap(Unicode.Scalar.init)))
        let text = "\u{1B}[2J" + controls + "\r\n\u{7F}\u{85}\u{9B}\u{FFFE}\u{FFFF}end"
        var odd = photo("esc\u{1B}id")
        odd.title = text
        odd.description = text
        odd.ownerName = "\u{1B}"
        odd.tags = ["\u{1}a", "b\u{2}"]
        let place = Place(id: "p\u{1B}", name: text)

        try sut.catalog.save(places: [place], photos: [odd])
        try sut.recents.updateRecents { _ in [odd] }

        expect(try sut.catalog.photo(id: odd.id) == odd)
        expect(try sut.catalog.places() == [place])
        expect(try sut.recents.recents() == [odd])
    }

    func saveWithAKnownIDUpdatesInsteadOfDuplicating() throws {
        let sut = try makeStores()
        try sut.catalog.save(places: [Place(id: "p", name: "Old")], photos: [photo("1")])
        var updated = photo("1")
        updated.title = "New title"

        try sut.catalog.save(places: [Place(id: "p", name: "New")], photos: [updated])

        expect(try sut.catalog.places().map(\.name) == ["New"])
        expect(try sut.catalog.photos(inPlace: "p", limit: 10) == [updated])
    }

    func photosInPlaceAreNewestFirstUndatedLastAndLimited() throws {
        let sut = try makeStores()
        try sut.catalog.save(
            places: [],
            photos: [
                photo("old", uploaded: 100), photo("new", uploaded: 300), photo("undated"),
                photo("mid", uploaded: 200), photo("elsewhere", place: "q", uploaded: 999),
            ])

        expect(
            try sut.catalog.photos(inPlace: "p", limit: 10).map(\.id) == ["new", "mid", "old", "undated"])
        expect(try sut.catalog.photos(inPlace: "p", limit: 2).map(\.id) == ["new", "mid"])
        expect(try sut.catalog.photos(inPlace: "nowhere", limit: 10).isEmpty)
    }

    func recentsStartEmptyAndKeepTheOrderGiven() throws {
        let sut = try makeStores()
        expect(try sut.recents.recents().isEmpty)

        let written = try sut.recents.updateRecents { _ in [photo("2"), photo("1", uploaded: 5)] }

        expect(written.map(\.id) == ["2", "1"])
        expect(try sut.recents.recents() == [photo("2"), photo("1", uploaded: 5)])
    }

    func recentsAreKeptWholeWhenTheCatalogChanges() throws {
        let sut = try makeStores()
        let original = photo("1")
        try sut.recents.updateRecents { _ in [original] }
        var renamed = original
        renamed.title = "Renamed in catalog"

        try sut.catalog.save(places: [], photos: [renamed])

        expect(try sut.recents.recents() == [original])
    }

    func updateRecentsThatThrowsLeavesTheListAsItWas() throws {
        let sut = try makeStores()
        try sut.recents.updateRecents { _ in [photo("1")] }

        expect(throws: Failure.self) { try sut.recents.updateRecents { _ in throw Failure() } }
        expect(try sut.recents.recents().map(\.id) == ["1"])
    }

    func clearRecentsEmptiesTheList() throws {
        let sut = try makeStores()
        try sut.recents.updateRecents { _ in [photo("1"), photo("2")] }

        try sut.recents.clearRecents()

        expect(try sut.recents.recents().isEmpty)
    }
}

extension PhotoStoreContract {
    func allPhotosListsEveryPhotoOfEverySave() throws {
        let sut = try makeStores()
        try sut.catalog.save(places: [Place(id: "old", name: "Old")], photos: [Photo(id: "0")])
        let photos = [Photo(id: "1", placeID: "p"), Photo(id: "2", title: "Two", placeID: "p")]

        try sut.catalog.save(places: [Place(id: "p", name: "P")], photos: photos)

        expect(try sut.catalog.allPhotos().sorted { $0.id < $1.id } == [Photo(id: "0")] + photos)
    }
}

extension PhotoStoreContract {
    static let specs: [ContractSpec] = [
        spec("saveStoresPlacesAndPhotosWhole") { try Self(run: $0).saveStoresPlacesAndPhotosWhole() },
        spec("saveKeepsControlCharactersExactly") { try Self(run: $0).saveKeepsControlCharactersExactly() },
        spec("saveWithAKnownIDUpdatesInsteadOfDuplicating") {
            try Self(run: $0).saveWithAKnownIDUpdatesInsteadOfDuplicating()
        },
        spec("photosInPlaceAreNewestFirstUndatedLastAndLimited") {
            try Self(run: $0).photosInPlaceAreNewestFirstUndatedLastAndLimited()
        },
        spec("recentsStartEmptyAndKeepTheOrderGiven") {
            try Self(run: $0).recentsStartEmptyAndKeepTheOrderGiven()
        },
        spec("recentsAreKeptWholeWhenTheCatalogChanges") {
            try Self(run: $0).recentsAreKeptWholeWhenTheCatalogChanges()
        },
        spec("updateRecentsThatThrowsLeavesTheListAsItWas") {
            try Self(run: $0).updateRecentsThatThrowsLeavesTheListAsItWas()
        },
        spec("clearRecentsEmptiesTheList") { try Self(run: $0).clearRecentsEmptiesTheList() },
        spec("allPhotosListsEveryPhotoOfEverySave") {
            try Self(run: $0).allPhotosListsEveryPhotoOfEverySave()
        },
    ]
}
