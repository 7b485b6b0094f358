import Domain
import UseCases

/// The version range on every backend, through the store ports alone (no tampering: the other
/// cases are in AcceptanceTests' StoredNumbersAcceptanceTests): a version outside what Outings
/// writes is refused as damage with nothing changed, and the last one is never raised.
struct StoredNumbersContract: ContractSuite {
    let run: ContractRun

    static let damage = "store is corrupt or not an Outings store: "

    func aCopiedVersionOutsideTheRangeIsRefusedAndNothingChanges() throws {
        for version in [Int.max, 2_147_483_648, -1] {
            let sut = try makeStores()
            try sut.attractions.add(Attraction(id: "kept", name: "Kept"))
            let before = try sut.attractions.attractions()

            expect {
                try hold(
                    [
                        Attraction(id: "fine", name: "Fine", version: 3),
                        Attraction(id: "big", name: "Big", version: version),
                    ], in: sut)
            } throws: { error in
                (error as? StoreError)?.description
                    == Self.damage
                    + "attraction big has version \(version), outside 1...2147483647; nothing was changed (see outings check)"
            }
            expect(try sut.attractions.attractions() == before)
        }
    }

    func theLastVersionIsKeptButNeverRaised() throws {
        let sut = try makeStores()
        try hold([Attraction(id: "top", name: "Top", version: 2_147_483_647)], in: sut)
        let stored = try require(try sut.attractions.attraction(id: "top"))
        var edited = stored
        edited.name = "Edited"

        expect {
            try sut.attractions.replace(edited)
        } throws: { error in
            (error as? StoreError)?.description
                == Self.damage
                + "attraction top is at version 2147483647, the last Outings writes; nothing was changed (see outings check)"
        }
        expect(try sut.attractions.attractions() == [stored])
        expect(try sut.guide.problems() == [])
    }

    /// Removed at the last version, an id brought back has no version left to continue from.
    func anIDRemovedAtTheLastVersionCannotBeBroughtBack() throws {
        let sut = try makeStores()
        try hold([Attraction(id: "top", name: "Top", version: 2_147_483_647)], in: sut)
        try sut.attractions.remove(id: "top")

        expect {
            try sut.attractions.add(Attraction(id: "top", name: "Again"))
        } throws: { error in
            (error as? StoreError)?.description
                == Self.damage
                + "removed attraction top is at version 2147483647, the last Outings writes; nothing was changed (see outings check)"
        }
        expect(try sut.attractions.attractions() == [])
    }

    func movesToEitherEndOfAListKeepPositionsWhateverTheTargetNumber() throws {
        let sut = try makeStores()
        for id in ["a", "b", "c"] { try sut.attractions.add(Attraction(id: id, name: id)) }

        for target in [Int.min, -1, 0, 4, Int.max] {
            expect(throws: StoreError.positionOutOfRange(position: target, count: 3)) {
                try sut.attractions.move(id: "a", to: target)
            }
        }
        expect(try sut.attractions.move(id: "a", to: 3).position == 3)
        expect(try sut.attractions.attractions().map(\.id) == ["b", "c", "a"])
    }
}

extension StoredNumbersContract {
    static let specs: [ContractSpec] = [
        spec("aCopiedVersionOutsideTheRangeIsRefusedAndNothingChanges") {
            try Self(run: $0).aCopiedVersionOutsideTheRangeIsRefusedAndNothingChanges()
        },
        spec("theLastVersionIsKeptButNeverRaised") { try Self(run: $0).theLastVersionIsKeptButNeverRaised() },
        spec("anIDRemovedAtTheLastVersionCannotBeBroughtBack") {
            try Self(run: $0).anIDRemovedAtTheLastVersionCannotBeBroughtBack()
        },
        spec("movesToEitherEndOfAListKeepPositionsWhateverTheTargetNumber") {
            try Self(run: $0).movesToEitherEndOfAListKeepPositionsWhateverTheTargetNumber()
        },
    ]
}
