import Domain
import Testing
import UseCases

struct RefreshCatalogTests {
    /// `@unchecked Sendable` as the port asks; each test uses its spy from one task only.
    private final class SourceSpy: FlickrPhotoSource, @unchecked Sendable {
        var places: [Place] = []
        var photos: [Photo] = []
        var licenceList = [PhotoLicence.fetched(id: "4", name: "Fetched BY", url: nil)]
        var error: (any Error)?
        var licenceError: (any Error)?
        private(set) var requests: [String] = []

        func licences() throws -> [PhotoLicence] {
            requests.append("licences")
            if let licenceError { throw licenceError }
            return licenceList
        }

        func topPlaces() throws -> [Place] {
            requests.append("topPlaces")
            if let error { throw error }
            return places
        }

        func photos(inPlace placeID: String, maxResults: Int) throws -> [Photo] {
            requests.append("photos \(placeID) \(maxResults)")
            if let error { throw error }
            return photos
        }
    }

    private struct Offline: Error {}

    /// Refuses past `room` queries, and records what was reserved.
    private final class BudgetSpy: QueryBudget, @unchecked Sendable {
        var room = Int.max
        private(set) var reserved: [Int] = []

        func reserve(_ count: Int) throws {
            guard count <= room else { throw QueryBudgetError.overLimit(needed: count, limit: room) }
            room -= count
            reserved.append(count)
        }
    }

    private let budget = BudgetSpy()

    @Test func places_fetchesThenSavesTheTopPlacesInOneSave() throws {
        let source = SourceSpy()
        source.places = [Place(id: "p", name: "Paris, France")]
        let store = PhotoStoreSpy()

        try RefreshCatalog(source: source, catalog: store, budget: budget).places()

        #expect(source.requests == ["topPlaces", "licences"])
        #expect(store.streamedBatches.count == 1)
        #expect(store.streamedBatches.first?.0 == source.places)
    }

    @Test func photos_asksForFiftyByDefaultAndFilesUnplacedPhotosUnderThePlace() throws {
        let source = SourceSpy()
        source.photos = [Photo(id: "1", placeID: "p"), Photo(id: "2")]
        let store = PhotoStoreSpy()

        let saved = try RefreshCatalog(source: source, catalog: store, budget: budget).photos(inPlace: "p")

        #expect(source.requests == ["photos p 50", "licences"])
        #expect(saved.map(\.placeID) == ["p", "p"])
        #expect(store.streamedBatches.first?.1 == saved)
    }

    @Test func aFailedFetchSavesNothing() {
        let source = SourceSpy()
        source.error = Offline()
        let store = PhotoStoreSpy()

        #expect(throws: Offline.self) {
            try RefreshCatalog(source: source, catalog: store, budget: budget).photos(
                inPlace: "p", maxResults: 5)
        }
        #expect(throws: Offline.self) {
            try RefreshCatalog(source: source, catalog: store, budget: budget).places()
        }
        #expect(store.streamedBatches.isEmpty)
    }

    @Test func photos_aPlaceIDLongerThan256BytesIsRefusedBeforeFetching() {
        let source = SourceSpy()
        let store = PhotoStoreSpy()
        let long = String(repeating: "p", count: 300)

        #expect(throws: CatalogIDError(kind: "place", byteCount: 300)) {
            try RefreshCatalog(source: source, catalog: store, budget: budget).photos(inPlace: long)
        }
        #expect(source.requests.isEmpty)
        #expect(store.streamedBatches.isEmpty)
    }

    @Test func photos_aPhotoOnTwoPagesIsSavedOnce() throws {
        let source = SourceSpy()
        source.photos = [Photo(id: "1", title: "a", placeID: "p"), Photo(id: "1", title: "b", placeID: "p")]
        let store = PhotoStoreSpy()

        try RefreshCatalog(source: source, catalog: store, budget: budget).photos(inPlace: "p")

        #expect(store.streamedBatches.first?.1 == [Photo(id: "1", title: "b", placeID: "p")])
    }

    @Test func places_reservesItsQueryAndTheLicencesQueryBeforeAsking() throws {
        let source = SourceSpy()
        try RefreshCatalog(source: source, catalog: PhotoStoreSpy(), budget: budget).places()
        #expect(budget.reserved == [2])
    }

    @Test func photos_reservesOneQueryMoreThanItsPagesForTheLicences() throws {
        let source = SourceSpy()
        try RefreshCatalog(source: source, catalog: PhotoStoreSpy(), budget: budget).photos(inPlace: "p")
        #expect(budget.reserved == [1 + 1])
    }

    @Test func aRefreshStoresTheFetchedLicencesAndWarnsOfNothing() throws {
        let source = SourceSpy()
        source.licenceList = [
            PhotoLicence.fetched(id: "4", name: "A", url: nil),
            PhotoLicence.fetched(id: "20", name: "B", url: nil),
            PhotoLicence.fetched(id: "4", name: "C", url: nil),
        ]
        let store = PhotoStoreSpy()
        var warnings: [RefreshWarning] = []

        try RefreshCatalog(source: source, catalog: store, budget: budget).places(warn: {
            warnings.append($0)
        })

        // An id named twice: the later entry, where it stands, as for places and photos.
        #expect(store.storedLicences.map(\.name) == ["B", "C"])
        #expect(warnings.isEmpty)
    }

    @Test(arguments: [true, false])
    func aFailedLicenceFetchKeepsTheStoredListAndIsAWarningNotAFailure(hadList: Bool) throws {
        let source = SourceSpy()
        source.photos = [Photo(id: "1", placeID: "p")]
        source.licenceError = Offline()
        let store = PhotoStoreSpy()
        let kept = hadList ? [PhotoLicence.fetched(id: "4", name: "Kept", url: nil)] : []
        store.storedLicences = kept
        var warnings: [RefreshWarning] = []

        let saved = try RefreshCatalog(source: source, catalog: store, budget: budget).photos(
            inPlace: "p", warn: { warnings.append($0) })

        #expect(saved.map(\.id) == ["1"])
        #expect(store.storedLicences == kept)
        let keeps = hadList ? "the licence names fetched before" : "the licence names Flickr documents"
        #expect(
            warnings.map(\.message) == [
                "could not fetch Flickr's licences (Offline()); credits keep \(keeps)"
            ])
    }

    @Test func anEmptyLicenceListKeepsTheStoredOne() throws {
        let source = SourceSpy()
        source.licenceList = []
        let store = PhotoStoreSpy()
        store.storedLicences = [PhotoLicence.fetched(id: "4", name: "Kept", url: nil)]
        var warnings: [RefreshWarning] = []

        try RefreshCatalog(source: source, catalog: store, budget: budget).places(warn: {
            warnings.append($0)
        })

        #expect(store.storedLicences.map(\.name) == ["Kept"])
        #expect(warnings.count == 1)
    }

    @Test func aRefreshTheBudgetRefusesAsksFlickrNothingAndSavesNothing() throws {
        let source = SourceSpy()
        let store = PhotoStoreSpy()
        budget.room = 0
        #expect(throws: QueryBudgetError.self) {
            try RefreshCatalog(source: source, catalog: store, budget: budget).places()
        }
        #expect(throws: QueryBudgetError.self) {
            try RefreshCatalog(source: source, catalog: store, budget: budget).photos(inPlace: "p")
        }
        #expect(source.requests.isEmpty)
        #expect(store.streamedBatches.isEmpty)
    }
}
