import Domain
import Testing
import UseCases

struct TransferStoresTests {
    private let sample = Guide(
        attractions: [Attraction(id: "b", name: "B", version: 4), Attraction(id: "a", name: "A")],
        places: [Place(id: "p", name: "Place")], photos: [Photo(id: "1"), Photo(id: "2")],
        recents: [Photo(id: "2")])

    @Test func copiesTheWholeGuideInOneStepOnTheTarget() throws {
        let source = GuideStoreSpy(sample)
        let target = GuideStoreSpy()

        let summary = try TransferStores(from: source.stores, to: target.stores)(replace: false)

        #expect(summary == TransferStores.Summary(attractions: 2, places: 1, photos: 2, recents: 1))
        #expect(source.messages == [.readGuide])
        #expect(target.messages == [.isEmpty, .replaceGuide(attractionIDs: ["b", "a"], replacing: false)])
        #expect(target.stored.attractions == sample.attractions)
        #expect(target.stored.recents.map(\.id) == ["2"])
    }

    @Test func refusesANonEmptyTargetWithoutReadingTheSourceOrWriting() throws {
        let source = GuideStoreSpy(sample)
        let target = GuideStoreSpy(
            Guide(attractions: [], places: [], photos: [], recents: [Photo(id: "kept")]))

        #expect(
            throws: TransferError.targetNotEmpty(.init(attractions: 0, places: 0, photos: 0, recents: 1))
        ) { try TransferStores(from: source.stores, to: target.stores)(replace: false) }
        #expect(source.messages.isEmpty)
        #expect(target.messages == [.isEmpty, .summary])
        #expect(target.stored.recents.map(\.id) == ["kept"])
    }

    @Test func replaceAsksTheTargetToReplaceWhateverItHolds() throws {
        let source = GuideStoreSpy(sample)
        let target = GuideStoreSpy(
            Guide(attractions: [Attraction(id: "old", name: "Old")], places: [], photos: [], recents: []))

        try TransferStores(from: source.stores, to: target.stores)(replace: true)

        // The target is read first for the ids whose edit stamps go with the replaced attractions.
        #expect(target.messages == [.readGuide, .replaceGuide(attractionIDs: ["b", "a"], replacing: true)])
        #expect(target.stored.attractions.map(\.id) == ["b", "a"])
    }

    @Test func aTargetThatFailsToCommitReportsTheFailure() throws {
        let target = GuideStoreSpy()
        target.replaceError = StoreError.unavailable("disk full")

        #expect(throws: StoreError.unavailable("disk full")) {
            try TransferStores(from: GuideStoreSpy(sample).stores, to: target.stores)(replace: false)
        }
        #expect(target.stored.attractions.isEmpty)
    }
}
