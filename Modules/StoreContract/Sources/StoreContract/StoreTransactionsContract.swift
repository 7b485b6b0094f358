import Domain
import UseCases

/// One change, one transaction (`StoreTransactions`): what a change writes through the ports it
/// is handed commits together or not at all, it reads its own writes, and a nested change is
/// part of the outer one (undone alone when it fails).
struct StoreTransactionsContract: ContractSuite {
    let run: ContractRun

    struct Refused: Error {}

    static let stamp = AttractionEdit(memberID: nil, at: 1_700_000_000)

    func aChangeThatThrowsLeavesEveryPortAsItWas() throws {
        let sut = try makeStores()
        let kept = try sut.attractions.add(Attraction(id: "kept", name: "Kept"))

        expect(throws: Refused.self) {
            try sut.transactions.inOneTransaction { stores in
                try stores.attractions.add(Attraction(id: "zoo", name: "Zoo"))
                try stores.attractions.replace(try kept.applying([(.name, "Changed")]))
                try stores.access.recordEdit(of: "zoo", Self.stamp)
                try stores.recents.updateRecents { _ in [Photo(id: "p1", title: "One", placeID: "p")] }
                throw Refused()
            }
        }

        expect(try sut.attractions.attractions().map(\.name) == ["Kept"])
        expect(try sut.attractions.attraction(id: "kept")?.version == 1)
        expect(try sut.access.lastEdit(of: "zoo") == nil)
        expect(try sut.recents.recents().isEmpty)
    }

    func aChangeReadsItsOwnWritesAndKeepsThemAllWhenItEnds() throws {
        let sut = try makeStores()

        let seen = try sut.transactions.inOneTransaction { stores in
            try stores.attractions.add(Attraction(id: "zoo", name: "Zoo"))
            try stores.access.recordEdit(of: "zoo", Self.stamp)
            return (try stores.attractions.attractions().map(\.id), try stores.access.lastEdit(of: "zoo"))
        }

        expect(seen.0 == ["zoo"])
        expect(seen.1 == Self.stamp)
        expect(try sut.attractions.attractions().map(\.id) == ["zoo"])
        expect(try sut.access.lastEdit(of: "zoo") == Self.stamp)
    }

    func aNestedChangeIsPartOfTheOuterOneAndUndoneAloneWhenItFails() throws {
        let sut = try makeStores()

        try sut.transactions.inOneTransaction { stores in
            try stores.attractions.add(Attraction(id: "a", name: "A"))
            try? stores.transactions.inOneTransaction { inner in
                try inner.attractions.add(Attraction(id: "b", name: "B"))
                throw Refused()
            }
            _ = try stores.transactions.inOneTransaction { inner in
                try inner.attractions.add(Attraction(id: "c", name: "C"))
            }
        }

        expect(try sut.attractions.attractions().map(\.id) == ["a", "c"])
        expect(try sut.guide.problems().isEmpty)
    }

    static let specs: [ContractSpec] = [
        spec("aChangeThatThrowsLeavesEveryPortAsItWas") {
            try Self(run: $0).aChangeThatThrowsLeavesEveryPortAsItWas()
        },
        spec("aChangeReadsItsOwnWritesAndKeepsThemAllWhenItEnds") {
            try Self(run: $0).aChangeReadsItsOwnWritesAndKeepsThemAllWhenItEnds()
        },
        spec("aNestedChangeIsPartOfTheOuterOneAndUndoneAloneWhenItFails") {
            try Self(run: $0).aNestedChangeIsPartOfTheOuterOneAndUndoneAloneWhenItFails()
        },
    ]
}
