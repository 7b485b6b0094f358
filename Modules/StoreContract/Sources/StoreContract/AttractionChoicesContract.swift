import Domain
import UseCases

/// What families choose by (ages, cost, hours, address, location, tags) is kept by every backend
/// through every way an attraction is written and read, and a damaged stored value is reported.
struct AttractionChoicesContract: ContractSuite {
    let run: ContractRun

    private static func chosen(_ id: String) throws -> Attraction {
        try Attraction(id: id, name: "Zoo \(id)").applying([
            (.ages, "2-12"), (.cost, "12.50 USD"), (.hours, "Mo-Fr 09:00-17:00; Sa,Su 10:00-18:00; Dec off"),
            (.address, "2300 Steele St, Denver"), (.location, "39.749601,-104.950699"),
            (.tags, "animals, restrooms, stroller"),
        ])
    }

    func everyReadGivesBackWhatWasAdded() throws {
        let sut = try makeStores()
        let plain = Attraction(id: "p", name: "Plain")
        let chosen = try Self.chosen("c")

        try sut.attractions.add(plain)
        try sut.attractions.add(chosen)

        var expected = chosen
        expected.position = 2
        expected.version = 1
        expect(try sut.attractions.attraction(id: "c") == expected)
        expect(try sut.attractions.attractions().last == expected)
        var walked: [Attraction] = []
        try sut.attractions.forEachAttraction { walked.append($0) }
        expect(walked.last == expected)
        expect(walked.first?.storedChoices == StoredChoices())
    }

    func replaceMoveAndReplaceAllKeepThem() throws {
        let sut = try makeStores()
        try sut.attractions.add(Attraction(id: "p", name: "Plain"))
        var stored = try sut.attractions.add(try Self.chosen("c"))

        stored.cost = .free
        stored.hours = nil
        stored.location = GeoCoordinate(latitude: -33.8688, longitude: 151.2093)
        stored = try sut.attractions.replace(stored)
        let moved = try sut.attractions.move(id: "c", to: 1)
        try hold(try sut.attractions.attractions().reversed(), in: sut)

        expect(stored.cost == .free && stored.hours == nil)
        expect(moved.storedChoices == stored.storedChoices)
        expect(try sut.attractions.attraction(id: "c")?.storedChoices == stored.storedChoices)
    }

    func clearingAChoiceForgetsIt() throws {
        let sut = try makeStores()
        var stored = try sut.attractions.add(try Self.chosen("c"))

        stored = try stored.applying([(.ages, ""), (.location, ""), (.tags, ""), (.address, " ")])
        try sut.attractions.replace(stored)

        let read = try require(try sut.attractions.attraction(id: "c"))
        expect(read.ages == nil && read.location == nil && read.tags.isEmpty && read.address.isEmpty)
        expect(read.cost == (try Cost(text: "12.50 USD")))
    }
}

extension AttractionChoicesContract {
    static let specs: [ContractSpec] = [
        spec("everyReadGivesBackWhatWasAdded") { try Self(run: $0).everyReadGivesBackWhatWasAdded() },
        spec("replaceMoveAndReplaceAllKeepThem") { try Self(run: $0).replaceMoveAndReplaceAllKeepThem() },
        spec("clearingAChoiceForgetsIt") { try Self(run: $0).clearingAChoiceForgetsIt() },
    ]
}
