import Domain
import Testing
import UseCases

/// One change, one transaction, on every backend: what a change writes through the ports it is
/// handed commits together or not at all, it reads its own writes, and a nested change is part
/// of the outer one.
@Suite struct StoreTransactionsContractTests {
    struct Refused: Error {}

    static let stamp = AttractionEdit(memberID: nil, at: 1_700_000_000)

    @Test(arguments: Backend.allCases)
    func aChangeThatThrowsLeavesEveryPortAsItWas(backend: Backend) throws {
        let sut = try backend.makeStores()
        let kept = try sut.attractions.add(Attraction(id: "kept", name: "Kept"))

        #expect(throws: Refused.self) {
            try sut.stores.transactions.inOneTransaction { stores in
                try stores.attractions.add(Attraction(id: "zoo", name: "Zoo"))
                try stores.attractions.replace(try kept.applying([(.name, "Changed")]))
                try stores.access.recordEdit(of: "zoo", Self.stamp)
                try stores.recents.updateRecents { _ in SamplePhotos.generated(count: 1) }
                throw Refused()
            }
        }

        #expect(try sut.attractions.attractions().map(\.name) == ["Kept"])
        #expect(try sut.attractions.attraction(id: "kept")?.version == 1)
        #expect(try sut.access.lastEdit(of: "zoo") == nil)
        #expect(try sut.recents.recents().isEmpty)
    }

    @Test(arguments: Backend.allCases)
    func aChangeReadsItsOwnWritesAndKeepsThemAllWhenItEnds(backend: Backend) throws {
        let sut = try backend.makeStores()

        let seen = try sut.stores.transactions.inOneTransaction { stores in
            try stores.attractions.add(Attraction(id: "zoo", name: "Zoo"))
            try stores.access.recordEdit(of: "zoo", Self.stamp)
            return (try stores.attractions.attractions().map(\.id), try stores.access.lastEdit(of: "zoo"))
        }

        #expect(seen.0 == ["zoo"])
        #expect(seen.1 == Self.stamp)
        #expect(try sut.attractions.attractions().map(\.id) == ["zoo"])
        #expect(try sut.access.lastEdit(of: "zoo") == Self.stamp)
    }

    /// A nested change that fails and is caught undoes only its own writes.
    @Test(arguments: Backend.allCases)
    func aNestedChangeIsPartOfTheOuterOne(backend: Backend) throws {
        let sut = try backend.makeStores()

        try sut.stores.transactions.inOneTransaction { stores in
            try stores.attractions.add(Attraction(id: "a", name: "A"))
            try? stores.transactions.inOneTransaction { inner in
                try inner.attractions.add(Attraction(id: "b", name: "B"))
                throw Refused()
            }
            _ = try stores.transactions.inOneTransaction { inner in
                try inner.attractions.add(Attraction(id: "c", name: "C"))
            }
        }

        #expect(try sut.attractions.attractions().map(\.id) == ["a", "c"])
        #expect(try sut.guide.problems().isEmpty)
    }
}
