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
        #expect(target.messages == [.summary, .replaceGuide(attractionIDs: ["b", "a"], replacing: false)])
        #expect(target.stored.attractions == sample.attractions)
        #expect(target.stored.recents.map(\.id) == ["2"])
    }

    /// The ids are kept compactly while the guide is copied (an upper-case UUID as its bytes, any
    /// other as text): each copied id's stamp still follows it, character for character.
    @Test func editStampsFollowIdsOfEveryForm() throws {
        let ids = [
            "00000000-0000-4000-8000-0000000001F4", "FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF",
            "00000000-0000-4000-8000-0000000001f4", "b", "00000000-0000-4000-8000-0000000001F45",
        ]
        let source = GuideStoreSpy(
            Guide(attractions: ids.map { Attraction(id: $0, name: $0) }, places: [], photos: [], recents: []))
        let sourceStores = source.stores
        let sourceAccess = try #require(sourceStores.access as? AccessStoreFake)
        for (index, id) in ids.enumerated() {
            try sourceAccess.recordEdit(of: id, AttractionEdit(memberID: nil, at: Int64(index + 1)))
        }
        let target = GuideStoreSpy()
        let targetStores = target.stores
        let targetAccess = try #require(targetStores.access as? AccessStoreFake)
        try targetAccess.recordEdit(of: "stale", AttractionEdit(memberID: nil, at: 9))

        try TransferStores(from: sourceStores, to: targetStores)(replace: false)

        var expected = sourceAccess.edits.edits
        expected["stale"] = AttractionEdit(memberID: nil, at: 9)
        #expect(targetAccess.edits.edits == expected)
    }

    @Test func refusesANonEmptyTargetWithoutReadingTheSourceOrWriting() throws {
        let source = GuideStoreSpy(sample)
        let target = GuideStoreSpy(
            Guide(attractions: [], places: [], photos: [], recents: [Photo(id: "kept")]))

        #expect(
            throws: TransferError.targetNotEmpty(.init(attractions: 0, places: 0, photos: 0, recents: 1))
        ) { try TransferStores(from: source.stores, to: target.stores)(replace: false) }
        #expect(source.messages.isEmpty)
        #expect(target.messages == [.summary])
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

    /// The target's members are read inside the copy's transaction: an owner another process
    /// added after any look from outside it (here, seen only by the transaction) still counts.
    @Test func anOwnerSeenOnlyInsideTheTransactionStopsACopyWithoutOne() throws {
        let target = GuideStoreSpy()
        let outside = target.stores
        let insideAccess = AccessStoreFake()
        let owner = Member(
            id: "m1", name: try MemberName("ann"), displayName: "", role: .owner, passwordHash: "h",
            created: 1)
        insideAccess.memberList = [owner]
        let inside = ImmediateTransactions.stores(
            attractions: outside.attractions, catalog: outside.catalog, recents: outside.recents,
            guide: target, access: insideAccess)
        let targetStores = Stores(
            attractions: outside.attractions, catalog: outside.catalog, recents: outside.recents,
            guide: target, access: outside.access, transactions: inside.transactions)

        for replace in [false, true] {
            #expect(throws: TransferError.wouldDropEveryOwner(members: 1)) {
                try TransferStores(from: GuideStoreSpy(sample).stores, to: targetStores)(replace: replace)
            }
        }
        #expect(insideAccess.memberList == [owner])
        #expect(target.stored.attractions.isEmpty)
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
