import Domain
import PlatformFoundation
import UseCases

/// What every GuideStore must do (whole-store steps: transfer, sample, check), on every backend.
struct GuideStoreContract: ContractSuite {
    let run: ContractRun

    private let guide = Guide(
        attractions: [
            Attraction(id: "b", name: "B", position: 1, version: 4),
            Attraction(id: "a", name: "A", position: 2, version: 1),
        ],
        places: [Place(id: "p", name: "Paris, France")],
        photos: [Photo(id: "1", title: "One", placeID: "p"), Photo(id: "2", title: "Two", placeID: "p")],
        recents: [Photo(id: "2", title: "Two", placeID: "p")])

    func replaceGuideIntoAnEmptyStoreHoldsExactlyTheGuideWithIDsVersionsAndOrder() throws {
        let sut = try makeStores()

        try sut.guide.replaceGuide(with: guide, replacing: false)

        let stored = try sut.guide.guide()
        expect(
            stored.attractions.map { [$0.id, "\($0.position)", "\($0.version)"] } == [
                ["b", "1", "4"], ["a", "2", "1"],
            ])
        expect(stored.places == guide.places)
        expect(Set(stored.photos.map(\.id)) == ["1", "2"])
        expect(stored.recents == guide.recents)
        expect(
            try sut.guide.summary()
                == TransferStores.Summary(attractions: 2, places: 1, photos: 2, recents: 1))
    }

    func replaceGuideWithoutReplacingRefusesAStoreHoldingOnlyARecentAndChangesNothing()
        throws
    {
        let sut = try makeStores()
        try sut.recents.updateRecents { _ in [Photo(id: "kept")] }

        expect(throws: TransferError.targetNotEmpty(.init(attractions: 0, places: 0, photos: 0, recents: 1)))
        {
            try sut.guide.replaceGuide(with: guide, replacing: false)
        }
        expect(try sut.attractions.attractions().isEmpty)
        expect(try sut.recents.recents().map(\.id) == ["kept"])
    }

    func replaceGuideReplacingDropsEverythingTheStoreHeld() throws {
        let sut = try makeStores()
        try sut.attractions.add(Attraction(id: "old", name: "Old"))
        try sut.catalog.save(places: [Place(id: "q", name: "Quito")], photos: [Photo(id: "9", placeID: "q")])

        try sut.guide.replaceGuide(with: guide, replacing: true)

        expect(try sut.attractions.attractions().map(\.id) == ["b", "a"])
        expect(try sut.catalog.places().map(\.id) == ["p"])
        expect(try sut.catalog.photo(id: "9") == nil)
    }

    func anIDAddedAgainAfterARemoveContinuesPastItsLastVersion() throws {
        let sut = try makeStores()
        try sut.attractions.add(Attraction(id: "x", name: "X"))
        try sut.attractions.replace(Attraction(id: "x", name: "X2", version: 1))
        try sut.attractions.remove(id: "x")

        let again = try sut.attractions.add(Attraction(id: "x", name: "X again"))

        expect(again.version == 3)
        expect(throws: StoreError.conflict(kind: "attraction", id: "x")) {
            try sut.attractions.replace(Attraction(id: "x", name: "Stale edit", version: 2))
        }
    }

    func aTransferThatBringsBackARemovedIDNeverRepeatsOneOfItsVersions() throws {
        let sut = try makeStores()
        try sut.attractions.add(Attraction(id: "a", name: "A"))
        try sut.attractions.remove(id: "a")

        try sut.guide.replaceGuide(with: guide, replacing: true)

        // "a" arrives at version 1, which this store already used for it.
        expect(try sut.attractions.attraction(id: "a")?.version == 2)
        expect(try sut.attractions.attraction(id: "b")?.version == 4)
    }

    func seedAttractionsAddsToAnEmptyGuideOnceAndNeverAfterARemove() throws {
        let sut = try makeStores()
        let sample = [Attraction(id: "s1", name: "Zoo"), Attraction(id: "s2", name: "Museum")]

        let first = try sut.guide.seedAttractions(sample)
        let second = try sut.guide.seedAttractions(sample)
        try sut.attractions.remove(id: "s1")
        try sut.attractions.remove(id: "s2")
        let afterRemoving = try sut.guide.seedAttractions(sample)

        expect(first.map(\.id) == ["s1", "s2"])
        expect(second.isEmpty)
        expect(afterRemoving.isEmpty)
        expect(try sut.attractions.attractions().isEmpty)
    }

    func problemsOfASoundStoreAreNone() throws {
        let sut = try makeStores()
        try sut.guide.replaceGuide(with: guide, replacing: false)
        try sut.attractions.move(id: "a", to: 1)
        try sut.attractions.remove(id: "b")

        expect(try sut.guide.problems() == [])
    }

    /// Ids Outings never writes (another program put them there), each with its line, by
    /// every backend's check; each backend stores all of them (PostgreSQL's text holds no NUL,
    /// so none is here).
    static let unwrittenIDs = [
        ("", #"attraction id "" is empty"#),
        ("a\u{202E}b", "attraction id \"a\u{202E}b\" holds a white space, control or format character"),
        ("a\u{1B}b", "attraction id \"a\u{1B}b\" holds a white space, control or format character"),
        ("a b", #"attraction id "a b" holds a white space, control or format character"#),
        (
            String(repeating: "x", count: 300),
            #"attraction id ""# + String(repeating: "x", count: 300) + #"" is longer than 256 bytes"#
        ),
    ]

    func problemsNameEveryAttractionIDOutingsWouldNotWrite() throws {
        let sut = try makeStores()
        try sut.attractions.add(Attraction(id: "kept", name: "Kept"))
        for (id, _) in Self.unwrittenIDs { try sut.attractions.add(Attraction(id: id, name: "Hand-made")) }

        let problems = try sut.guide.problems()

        for (_, line) in Self.unwrittenIDs { expect(problems.contains(line), "\(line) in \(problems)") }
        expect(problems.count == Self.unwrittenIDs.count, "\(problems)")
    }
}

extension GuideStoreContract {
    static let specs: [ContractSpec] = [
        spec("replaceGuideIntoAnEmptyStoreHoldsExactlyTheGuideWithIDsVersionsAndOrder") {
            try Self(run: $0).replaceGuideIntoAnEmptyStoreHoldsExactlyTheGuideWithIDsVersionsAndOrder()
        },
        spec("replaceGuideWithoutReplacingRefusesAStoreHoldingOnlyARecentAndChangesNothing") {
            try Self(run: $0).replaceGuideWithoutReplacingRefusesAStoreHoldingOnlyARecentAndChangesNothing()
        },
        spec("replaceGuideReplacingDropsEverythingTheStoreHeld") {
            try Self(run: $0).replaceGuideReplacingDropsEverythingTheStoreHeld()
        },
        spec("anIDAddedAgainAfterARemoveContinuesPastItsLastVersion") {
            try Self(run: $0).anIDAddedAgainAfterARemoveContinuesPastItsLastVersion()
        },
        spec("aTransferThatBringsBackARemovedIDNeverRepeatsOneOfItsVersions") {
            try Self(run: $0).aTransferThatBringsBackARemovedIDNeverRepeatsOneOfItsVersions()
        },
        spec("seedAttractionsAddsToAnEmptyGuideOnceAndNeverAfterARemove") {
            try Self(run: $0).seedAttractionsAddsToAnEmptyGuideOnceAndNeverAfterARemove()
        },
        spec("problemsOfASoundStoreAreNone") { try Self(run: $0).problemsOfASoundStoreAreNone() },
        spec("problemsNameEveryAttractionIDOutingsWouldNotWrite") {
            try Self(run: $0).problemsNameEveryAttractionIDOutingsWouldNotWrite()
        },
    ]
}
