import Domain
import UseCases

/// The streaming reads (`forEachAttraction`) on every backend: the same rows, in the same order,
/// as the whole-list read promises, across more than one page, and stoppable.
struct StreamingReadContract: ContractSuite {
    let run: ContractRun

    private func attraction(_ number: Int) -> Attraction {
        var sample = Attraction.contractSample(
            "id-\(number)", inside: number.isMultiple(of: 3), position: 0, version: number % 4 + 1)
        sample.type = number.isMultiple(of: 2) ? "Park" : ""
        sample.description += "\n\"quoted\""
        return sample
    }

    private func walked(_ store: any AttractionStore) throws -> [Attraction] {
        var seen: [Attraction] = []
        try store.forEachAttraction { seen.append($0) }
        return seen
    }

    func emptyStoreCallsNothing() throws {
        let sut = try makeStores()

        expect(try walked(sut.attractions).isEmpty)
    }

    func walkGivesEveryAttractionInPositionOrderWithItsFields() throws {
        let sut = try makeStores()
        for number in 1...4 { try sut.attractions.add(attraction(number)) }
        try sut.attractions.move(id: "id-4", to: 1)
        try sut.attractions.remove(id: "id-2")

        let expected = [4, 1, 3].enumerated().map { index, number in
            var stored = attraction(number)
            stored.position = index + 1
            stored.version = 1
            return stored
        }
        expect(try walked(sut.attractions) == expected)
    }

    /// 2,345 rows: more than two of PostgreSQL's cursor pages (1,000), and an odd remainder.
    func walkCrossesPagesWithoutLosingOrRepeatingARow() throws {
        let sut = try makeStores()
        let all = (1...2_345).map(attraction)
        try hold(all, in: sut)

        let seen = try walked(sut.attractions)

        expect(seen.map(\.id) == all.map(\.id))
        expect(seen.map(\.position) == Array(1...2_345))
        expect(seen.map(\.version) == all.map(\.version))
    }

    struct Stop: Error, Equatable {}

    func errorFromTheBodyEndsTheWalkAndLeavesTheStoreUsable() throws {
        let sut = try makeStores()
        try hold((1...1_500).map(attraction), in: sut)
        var calls = 0

        expect(throws: Stop.self) {
            try sut.attractions.forEachAttraction { _ in
                calls += 1
                if calls == 3 { throw Stop() }
            }
        }

        expect(calls == 3)
        try sut.attractions.add(attraction(9_999))
        expect(try sut.attractions.attraction(id: "id-9999")?.position == 1_501)
        expect(try walked(sut.attractions).count == 1_501)
    }
}

extension StreamingReadContract {
    static let specs: [ContractSpec] = [
        spec("emptyStoreCallsNothing") { try Self(run: $0).emptyStoreCallsNothing() },
        spec("walkGivesEveryAttractionInPositionOrderWithItsFields") {
            try Self(run: $0).walkGivesEveryAttractionInPositionOrderWithItsFields()
        },
        spec("walkCrossesPagesWithoutLosingOrRepeatingARow") {
            try Self(run: $0).walkCrossesPagesWithoutLosingOrRepeatingARow()
        },
        spec("errorFromTheBodyEndsTheWalkAndLeavesTheStoreUsable") {
            try Self(run: $0).errorFromTheBodyEndsTheWalkAndLeavesTheStoreUsable()
        },
    ]
}
