import Domain
import Testing
import UseCases

/// What every AttractionStore must do, run against every backend.
struct AttractionStoreContractTests {
    private func attraction(_ id: String, position: Int = 99, version: Int = 1) -> Attraction {
        Attraction(
            id: id, name: "Name \(id)", type: "Park", inside: id.hasSuffix("i"), description: "About \(id)",
            website: "https://example.org/\(id)", position: position, version: version)
    }

    private func addAll(_ ids: [String], to store: any AttractionStore) throws {
        for id in ids { try store.add(attraction(id)) }
    }

    private func ids(_ store: any AttractionStore) throws -> [String] {
        try store.attractions().map(\.id)
    }

    @Test(arguments: Backend.allCases)
    func emptyStoreListsNothing(backend: Backend) throws {
        let sut = try backend.makeStores()

        #expect(try sut.attractions.attractions().isEmpty)
        #expect(try sut.attractions.attraction(id: "none") == nil)
    }

    @Test(arguments: Backend.allCases)
    func add_appendsAtTheEndWithPositionsFromOne(backend: Backend) throws {
        let sut = try backend.makeStores()

        let first = try sut.attractions.add(attraction("a", version: 7))
        try addAll(["b", "ci"], to: sut.attractions)

        #expect(first.position == 1)
        #expect(first.version == 1)
        #expect(try sut.attractions.attractions().map(\.position) == [1, 2, 3])
        #expect(try ids(sut.attractions) == ["a", "b", "ci"])
        #expect(try sut.attractions.attraction(id: "ci") == attraction("ci", position: 3))
    }

    @Test(arguments: Backend.allCases)
    func add_keepsTextExactly(backend: Backend) throws {
        let sut = try backend.makeStores()
        let tricky = Attraction(
            id: "t", name: "Robert'); DROP TABLE attractions;--", type: "🎠 Carrousel",
            description: "مرحبا بالعائلات \u{202E} mixed\nlines\t\"quoted\"", website: "")

        try sut.attractions.add(tricky)

        #expect(
            try sut.attractions.attraction(id: "t")
                == Attraction(
                    id: "t", name: tricky.name, type: tricky.type, description: tricky.description,
                    position: 1, version: 1))
    }

    @Test(arguments: Backend.allCases)
    func replace_changesFieldsAndKeepsThePosition(backend: Backend) throws {
        let sut = try backend.makeStores()
        try addAll(["a", "b"], to: sut.attractions)
        var changed = attraction("a", position: 7)
        changed.name = "Renamed"
        changed.inside = true

        try sut.attractions.replace(changed)

        changed.position = 1
        changed.version = 2
        #expect(try sut.attractions.attraction(id: "a") == changed)
        #expect(try ids(sut.attractions) == ["a", "b"])
    }

    @Test(arguments: Backend.allCases)
    func replace_returnsTheAttractionAsStoredWithItsPositionAndNextVersion(backend: Backend) throws {
        let sut = try backend.makeStores()
        try addAll(["a", "b", "c"], to: sut.attractions)
        var changed = attraction("b", position: 7)
        changed.website = "https://example.org/new"

        let returned = try sut.attractions.replace(changed)

        changed.position = 2
        changed.version = 2
        #expect(returned == changed)
    }

    @Test(arguments: Backend.allCases)
    func replace_fromAnOlderVersionIsAConflictWithoutSideEffects(backend: Backend) throws {
        let sut = try backend.makeStores()
        try addAll(["a"], to: sut.attractions)
        let firstRead = try #require(try sut.attractions.attraction(id: "a"))
        var winner = firstRead
        winner.name = "First save wins"
        try sut.attractions.replace(winner)
        let afterWinner = try sut.attractions.attractions()
        var loser = firstRead
        loser.name = "Second save loses"

        #expect(throws: StoreError.conflict(kind: "attraction", id: "a")) {
            try sut.attractions.replace(loser)
        }
        #expect(try sut.attractions.attractions() == afterWinner)
        #expect(afterWinner.first?.version == 2)
    }

    @Test(arguments: Backend.allCases)
    func replace_ofAnUnknownIDFailsWithoutSideEffects(backend: Backend) throws {
        let sut = try backend.makeStores()
        try addAll(["a"], to: sut.attractions)
        let before = try sut.attractions.attractions()

        #expect(throws: StoreError.notFound(kind: "attraction", id: "x")) {
            try sut.attractions.replace(attraction("x"))
        }
        #expect(try sut.attractions.attractions() == before)
    }

    @Test(arguments: Backend.allCases)
    func remove_closesTheGapInPositions(backend: Backend) throws {
        let sut = try backend.makeStores()
        try addAll(["a", "b", "c"], to: sut.attractions)

        try sut.attractions.remove(id: "b")

        #expect(try ids(sut.attractions) == ["a", "c"])
        #expect(try sut.attractions.attractions().map(\.position) == [1, 2])
    }

    @Test(arguments: Backend.allCases)
    func remove_ofAnUnknownIDFailsWithoutSideEffects(backend: Backend) throws {
        let sut = try backend.makeStores()
        try addAll(["a", "b"], to: sut.attractions)

        #expect(throws: StoreError.notFound(kind: "attraction", id: "x")) {
            try sut.attractions.remove(id: "x")
        }
        #expect(try ids(sut.attractions) == ["a", "b"])
    }

    @Test(
        arguments: Backend.allCases,
        [
            ("a", 3, ["b", "c", "a", "d"]), ("d", 1, ["d", "a", "b", "c"]), ("b", 2, ["a", "b", "c", "d"]),
            ("c", 4, ["a", "b", "d", "c"]),
        ])
    func move_placesItAtTheOneBasedPosition(backend: Backend, move: (String, Int, [String])) throws {
        let sut = try backend.makeStores()
        try addAll(["a", "b", "c", "d"], to: sut.attractions)

        try sut.attractions.move(id: move.0, to: move.1)

        #expect(try ids(sut.attractions) == move.2)
        #expect(try sut.attractions.attractions().map(\.position) == [1, 2, 3, 4])
    }

    @Test(arguments: Backend.allCases, [("a", 3), ("d", 1), ("b", 2), ("c", 4), ("b", 1)])
    func move_returnsTheAttractionWhereItNowStands(backend: Backend, move: (String, Int)) throws {
        let sut = try backend.makeStores()
        try addAll(["a", "b", "c", "d"], to: sut.attractions)

        let moved = try sut.attractions.move(id: move.0, to: move.1)

        // Fields and version are the added ones; only the position is the target.
        var expected = attraction(move.0, position: move.1)
        expected.version = 1
        #expect(moved == expected)
    }

    @Test(arguments: Backend.allCases, [0, 4, -2])
    func move_outOfRangeFailsWithoutSideEffects(backend: Backend, position: Int) throws {
        let sut = try backend.makeStores()
        try addAll(["a", "b", "c"], to: sut.attractions)

        #expect(throws: StoreError.positionOutOfRange(position: position, count: 3)) {
            try sut.attractions.move(id: "a", to: position)
        }
        #expect(try ids(sut.attractions) == ["a", "b", "c"])
    }

    @Test(arguments: Backend.allCases)
    func move_ofAnUnknownIDFailsWithoutSideEffects(backend: Backend) throws {
        let sut = try backend.makeStores()
        try addAll(["a", "b"], to: sut.attractions)

        #expect(throws: StoreError.notFound(kind: "attraction", id: "x")) {
            try sut.attractions.move(id: "x", to: 1)
        }
        #expect(try ids(sut.attractions) == ["a", "b"])
    }
}

extension AttractionStoreContractTests {
    @Test(arguments: Backend.allCases)
    func replaceAll_holdsExactlyTheGivenAttractionsInOrderKeepingIDsAndVersions(backend: Backend) throws {
        let sut = try backend.makeStores()
        try sut.attractions.add(Attraction(id: "old", name: "Old"))
        let incoming = [
            Attraction(id: "z", name: "Z", position: 9, version: 5),
            Attraction(id: "y", name: "Y", version: 2),
        ]

        try sut.attractions.replaceAll(with: incoming)

        #expect(
            try sut.attractions.attractions() == [
                Attraction(id: "z", name: "Z", position: 1, version: 5),
                Attraction(id: "y", name: "Y", position: 2, version: 2),
            ])
    }
}
