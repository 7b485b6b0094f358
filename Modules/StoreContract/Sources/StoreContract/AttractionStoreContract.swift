import Domain
import UseCases

/// What every AttractionStore must do, run against every backend.
struct AttractionStoreContract: ContractSuite {
    let run: ContractRun

    private func attraction(_ id: String, position: Int = 99, version: Int = 1) -> Attraction {
        .contractSample(id, inside: id.hasSuffix("i"), position: position, version: version)
    }

    private func addAll(_ ids: [String], to store: any AttractionStore) throws {
        for id in ids { try store.add(attraction(id)) }
    }

    private func ids(_ store: any AttractionStore) throws -> [String] {
        try store.attractions().map(\.id)
    }

    func emptyStoreListsNothing() throws {
        let sut = try makeStores()

        expect(try sut.attractions.attractions().isEmpty)
        expect(try sut.attractions.attraction(id: "none") == nil)
    }

    func addAppendsAtTheEndWithPositionsFromOne() throws {
        let sut = try makeStores()

        let first = try sut.attractions.add(attraction("a", version: 7))
        try addAll(["b", "ci"], to: sut.attractions)

        expect(first.position == 1)
        expect(first.version == 1)
        expect(try sut.attractions.attractions().map(\.position) == [1, 2, 3])
        expect(try ids(sut.attractions) == ["a", "b", "ci"])
        expect(try sut.attractions.attraction(id: "ci") == attraction("ci", position: 3))
    }

    func addKeepsTextExactly() throws {
        let sut = try makeStores()
        let tricky = Attraction(
            id: "t", name: "Robert'); DROP TABLE attractions;--", type: "🎠 Carrousel",
            description: "مرحبا بالعائلات \u{202E} mixed\nlines\t\"quoted\"")

        try sut.attractions.add(tricky)

        expect(
            try sut.attractions.attraction(id: "t")
                == Attraction(
                    id: "t", name: tricky.name, type: tricky.type, description: tricky.description,
                    position: 1, version: 1))
    }

    func replaceChangesFieldsAndKeepsThePosition() throws {
        let sut = try makeStores()
        try addAll(["a", "b"], to: sut.attractions)
        var changed = attraction("a", position: 7)
        changed.name = "Renamed"
        changed.inside = true

        try sut.attractions.replace(changed)

        changed.position = 1
        changed.version = 2
        expect(try sut.attractions.attraction(id: "a") == changed)
        expect(try ids(sut.attractions) == ["a", "b"])
    }

    func replaceReturnsTheAttractionAsStoredWithItsPositionAndNextVersion() throws {
        let sut = try makeStores()
        try addAll(["a", "b", "c"], to: sut.attractions)
        var changed = attraction("b", position: 7)
        for keyPath in AttractionField.allCases.compactMap(\.textKeyPath) {
            changed[keyPath: keyPath] += " new"
        }

        let returned = try sut.attractions.replace(changed)

        changed.position = 2
        changed.version = 2
        expect(returned == changed)
    }

    func replaceFromAnOlderVersionIsAConflictWithoutSideEffects() throws {
        let sut = try makeStores()
        try addAll(["a"], to: sut.attractions)
        let firstRead = try require(try sut.attractions.attraction(id: "a"))
        var winner = firstRead
        winner.name = "First save wins"
        try sut.attractions.replace(winner)
        let afterWinner = try sut.attractions.attractions()
        var loser = firstRead
        loser.name = "Second save loses"

        expect(throws: StoreError.conflict(kind: "attraction", id: "a")) {
            try sut.attractions.replace(loser)
        }
        expect(try sut.attractions.attractions() == afterWinner)
        expect(afterWinner.first?.version == 2)
    }

    func replaceOfAnUnknownIDFailsWithoutSideEffects() throws {
        let sut = try makeStores()
        try addAll(["a"], to: sut.attractions)
        let before = try sut.attractions.attractions()

        expect(throws: StoreError.notFound(kind: "attraction", id: "x")) {
            try sut.attractions.replace(attraction("x"))
        }
        expect(try sut.attractions.attractions() == before)
    }

    func addOfAnIDAlreadyStoredIsAConflictWithoutSideEffects() throws {
        let sut = try makeStores()
        try addAll(["a", "b"], to: sut.attractions)
        let before = try sut.attractions.attractions()

        for id in ["a", "b"] {
            expect(throws: StoreError.conflict(kind: "attraction", id: id)) {
                try sut.attractions.add(attraction(id))
            }
        }
        expect(try sut.attractions.attractions() == before)
    }

    func removeClosesTheGapInPositions() throws {
        let sut = try makeStores()
        try addAll(["a", "b", "c"], to: sut.attractions)

        try sut.attractions.remove(id: "b")

        expect(try ids(sut.attractions) == ["a", "c"])
        expect(try sut.attractions.attractions().map(\.position) == [1, 2])
    }

    func removeOfAnUnknownIDFailsWithoutSideEffects() throws {
        let sut = try makeStores()
        try addAll(["a", "b"], to: sut.attractions)

        expect(throws: StoreError.notFound(kind: "attraction", id: "x")) {
            try sut.attractions.remove(id: "x")
        }
        expect(try ids(sut.attractions) == ["a", "b"])
    }

    func movePlacesItAtTheOneBasedPosition() throws {
        let moves = [
            ("a", 3, ["b", "c", "a", "d"]), ("d", 1, ["d", "a", "b", "c"]), ("b", 2, ["a", "b", "c", "d"]),
            ("c", 4, ["a", "b", "d", "c"]),
        ]
        for (id, position, order) in moves {
            let sut = try makeStores()
            try addAll(["a", "b", "c", "d"], to: sut.attractions)

            try sut.attractions.move(id: id, to: position)

            expect(try ids(sut.attractions) == order, "\(id) to \(position)")
            expect(try sut.attractions.attractions().map(\.position) == [1, 2, 3, 4], "\(id) to \(position)")
        }
    }

    func moveReturnsTheAttractionWhereItNowStands() throws {
        for (id, position) in [("a", 3), ("d", 1), ("b", 2), ("c", 4), ("b", 1)] {
            let sut = try makeStores()
            try addAll(["a", "b", "c", "d"], to: sut.attractions)

            let moved = try sut.attractions.move(id: id, to: position)

            // Fields and version are the added ones; only the position is the target.
            var expected = attraction(id, position: position)
            expected.version = 1
            expect(moved == expected, "\(id) to \(position)")
        }
    }

    func moveOutOfRangeFailsWithoutSideEffects() throws {
        for position in [0, 4, -2] {
            let sut = try makeStores()
            try addAll(["a", "b", "c"], to: sut.attractions)

            expect(throws: StoreError.positionOutOfRange(position: position, count: 3)) {
                try sut.attractions.move(id: "a", to: position)
            }
            expect(try ids(sut.attractions) == ["a", "b", "c"], "to \(position)")
        }
    }

    func moveOfAnUnknownIDFailsWithoutSideEffects() throws {
        let sut = try makeStores()
        try addAll(["a", "b"], to: sut.attractions)

        expect(throws: StoreError.notFound(kind: "attraction", id: "x")) {
            try sut.attractions.move(id: "x", to: 1)
        }
        expect(try ids(sut.attractions) == ["a", "b"])
    }
}

extension AttractionStoreContract {
    func aCopyHoldsExactlyTheGivenAttractionsInOrderKeepingIDsAndVersions() throws {
        let sut = try makeStores()
        try sut.attractions.add(Attraction(id: "old", name: "Old"))
        let incoming = [
            Attraction(id: "z", name: "Z", position: 9, version: 5),
            Attraction(id: "y", name: "Y", version: 2),
        ]

        try hold(incoming, in: sut)

        expect(
            try sut.attractions.attractions() == [
                Attraction(id: "z", name: "Z", position: 1, version: 5),
                Attraction(id: "y", name: "Y", position: 2, version: 2),
            ])
    }
}

extension AttractionStoreContract {
    static let specs: [ContractSpec] = [
        spec("emptyStoreListsNothing") { try Self(run: $0).emptyStoreListsNothing() },
        spec("addAppendsAtTheEndWithPositionsFromOne") {
            try Self(run: $0).addAppendsAtTheEndWithPositionsFromOne()
        },
        spec("addKeepsTextExactly") { try Self(run: $0).addKeepsTextExactly() },
        spec("replaceChangesFieldsAndKeepsThePosition") {
            try Self(run: $0).replaceChangesFieldsAndKeepsThePosition()
        },
        spec("replaceReturnsTheAttractionAsStoredWithItsPositionAndNextVersion") {
            try Self(run: $0).replaceReturnsTheAttractionAsStoredWithItsPositionAndNextVersion()
        },
        spec("replaceFromAnOlderVersionIsAConflictWithoutSideEffects") {
            try Self(run: $0).replaceFromAnOlderVersionIsAConflictWithoutSideEffects()
        },
        spec("replaceOfAnUnknownIDFailsWithoutSideEffects") {
            try Self(run: $0).replaceOfAnUnknownIDFailsWithoutSideEffects()
        },
        spec("addOfAnIDAlreadyStoredIsAConflictWithoutSideEffects") {
            try Self(run: $0).addOfAnIDAlreadyStoredIsAConflictWithoutSideEffects()
        },
        spec("removeClosesTheGapInPositions") { try Self(run: $0).removeClosesTheGapInPositions() },
        spec("removeOfAnUnknownIDFailsWithoutSideEffects") {
            try Self(run: $0).removeOfAnUnknownIDFailsWithoutSideEffects()
        },
        spec("movePlacesItAtTheOneBasedPosition") { try Self(run: $0).movePlacesItAtTheOneBasedPosition() },
        spec("moveReturnsTheAttractionWhereItNowStands") {
            try Self(run: $0).moveReturnsTheAttractionWhereItNowStands()
        },
        spec("moveOutOfRangeFailsWithoutSideEffects") {
            try Self(run: $0).moveOutOfRangeFailsWithoutSideEffects()
        },
        spec("moveOfAnUnknownIDFailsWithoutSideEffects") {
            try Self(run: $0).moveOfAnUnknownIDFailsWithoutSideEffects()
        },
        spec("aCopyHoldsExactlyTheGivenAttractionsInOrderKeepingIDsAndVersions") {
            try Self(run: $0).aCopyHoldsExactlyTheGivenAttractionsInOrderKeepingIDsAndVersions()
        },
    ]
}

extension Attraction {
    /// Every free-text field holds text of its own, so a round trip checks every text column.
    static func contractSample(_ id: String, inside: Bool, position: Int, version: Int) -> Attraction {
        var sample = Attraction(id: id, name: "", inside: inside, position: position, version: version)
        for field in AttractionField.allCases where field.textKeyPath != nil {
            sample[keyPath: field.textKeyPath!] = "\(field.rawValue) \(id)"
        }
        return sample
    }
}
