import Domain
import UseCases

/// What every backend does with each member's visits, rating and note: kept per member and per
/// attraction, the household's apart (handed to the first owner by `ManageMembers`), forgotten with a removed
/// member or attraction, carried by a transfer and checked by `check`.
struct VisitStoreContract: ContractSuite {
    let run: ContractRun

    private static func day(_ text: String) -> CalendarDate { CalendarDate(text: text)! }

    private static func member(_ name: String, _ role: MemberRole) -> Member {
        Member(
            id: "id-" + name, name: try! MemberName(name), displayName: name, role: role,
            passwordHash: "$argon2id$v=19$m=65536,t=2,p=1$c2FsdA$aGFzaA", created: 1_700_000_000)
    }

    private static let zooOfAda = AttractionVisits(
        attractionID: "zoo", dates: [day("2026-05-02"), day("2025-12-31")], rating: try! Rating(4),
        note: "Go early;\nthe\tpenguins")

    func recordsAreKeptWholePerMemberAndAttraction() throws {
        let sut = try makeStores()

        try sut.access.updateVisits(ofMember: "id-ada", attraction: "zoo") { _ in Self.zooOfAda }
        try sut.access.updateVisits(ofMember: "id-ada", attraction: "park") {
            $0.visiting(on: Self.day("2026-01-01"))
        }
        try sut.access.updateVisits(ofMember: "id-bob", attraction: "zoo") { _ in
            AttractionVisits(attractionID: "zoo", note: "bob's own")
        }

        expect(try sut.access.visits(ofMember: "id-ada", attraction: "zoo") == Self.zooOfAda)
        expect(try sut.access.visits(ofMember: "id-ada").map(\.attractionID) == ["park", "zoo"])
        expect(try sut.access.visits(ofMember: "id-bob").map(\.note) == ["bob's own"])
        expect(try sut.access.visits(ofMember: nil).isEmpty)
        expect(try sut.access.visitedAttractionIDs(ofMember: "id-ada") == ["zoo", "park"])
        expect(try sut.access.visitedAttractionIDs(ofMember: "id-bob").isEmpty)
        expect(Self.zooOfAda.dates.map(\.description) == ["2025-12-31", "2026-05-02"])
    }

    func aThrowingChangeWritesNothingAndAnEmptyRecordIsForgotten() throws {
        let sut = try makeStores()
        try sut.access.updateVisits(ofMember: nil, attraction: "zoo") { _ in Self.zooOfAda }

        expect(throws: VisitError.noteTooLong(limit: 1)) {
            try sut.access.updateVisits(ofMember: nil, attraction: "zoo") { _ in
                throw VisitError.noteTooLong(limit: 1)
            }
        }
        expect(try sut.access.visits(ofMember: nil) == [Self.zooOfAda])

        try sut.access.updateVisits(ofMember: nil, attraction: "zoo") { _ in
            AttractionVisits(attractionID: "zoo")
        }
        expect(try sut.access.everyVisit().isEmpty)
    }

    func removingAMemberOrAnAttractionForgetsOnlyTheirs() throws {
        let sut = try makeStores()
        for member in ["id-ada", "id-bob"] {
            for attraction in ["zoo", "park"] {
                try sut.access.updateVisits(ofMember: member, attraction: attraction) {
                    $0.visiting(on: Self.day("2026-02-03"))
                }
            }
        }

        try sut.access.removeVisits(ofMember: "id-bob")
        try sut.access.removeVisits(ofAttraction: "zoo")

        expect(
            try sut.access.everyVisit().map { "\($0.memberID ?? "-") \($0.visits.attractionID)" } == [
                "id-ada park"
            ])
    }

    func manageAttractionsRemoveForgetsTheAttractionsVisits() throws {
        let sut = try makeStores()
        try sut.attractions.add(Attraction(id: "zoo", name: "Zoo"))
        try sut.access.updateVisits(ofMember: "id-ada", attraction: "zoo") { _ in Self.zooOfAda }

        try EditAttractions(store: sut.attractions, visits: sut.access).remove(id: "zoo")

        expect(try sut.access.everyVisit().isEmpty)
    }

    func transferCarriesEveryonesVisitsOfTheAttractionsCopied() throws {
        let from = try makeSource()
        let to = try makeStores()
        try from.attractions.add(Attraction(id: "zoo", name: "Zoo"))
        try from.access.updateMembers { _ in [Self.member("ada", .owner), Self.member("bob", .viewer)] }
        try from.access.updateVisits(ofMember: "id-ada", attraction: "zoo") { _ in Self.zooOfAda }
        try from.access.updateVisits(ofMember: "id-bob", attraction: "zoo") {
            $0.visiting(on: Self.day("2024-02-29"))
        }
        try from.access.updateVisits(ofMember: "id-bob", attraction: "gone") {
            $0.visiting(on: Self.day("2024-03-01"))
        }

        try TransferStores(from: from, to: to)(replace: false)

        expect(
            try to.access.everyVisit() == [
                VisitRecord(memberID: "id-ada", visits: Self.zooOfAda),
                VisitRecord(
                    memberID: "id-bob",
                    visits: AttractionVisits(attractionID: "zoo", dates: [Self.day("2024-02-29")])),
            ])
    }

    func aReplacedTargetKeepsNoneOfItsOwnVisits() throws {
        let from = try makeSource()
        let to = try makeStores()
        try to.attractions.add(Attraction(id: "zoo", name: "Zoo"))
        try to.access.updateVisits(ofMember: nil, attraction: "zoo") { _ in Self.zooOfAda }
        try from.attractions.add(Attraction(id: "zoo", name: "Zoo"))

        try TransferStores(from: from, to: to)(replace: true)

        expect(try to.access.everyVisit().isEmpty)
    }

    func checkNamesVisitsOfAMemberWhoDoesNotExist() throws {
        let sut = try makeStores()
        try sut.access.updateMembers { _ in [Self.member("ada", .owner)] }
        try sut.access.updateVisits(ofMember: "id-ada", attraction: "zoo") { _ in Self.zooOfAda }
        try sut.access.updateVisits(ofMember: "id-gone", attraction: "zoo") { _ in Self.zooOfAda }

        expect(
            try GuideInvariants.problems(access: sut.access) == [
                "visits are stored for member id-gone, who does not exist"
            ])
    }
}

extension VisitStoreContract {
    static let specs: [ContractSpec] = [
        spec("transferCarriesEveryonesVisitsOfTheAttractionsCopied", copiesBetweenStores: true) {
            try Self(run: $0).transferCarriesEveryonesVisitsOfTheAttractionsCopied()
        },
        spec("recordsAreKeptWholePerMemberAndAttraction") {
            try Self(run: $0).recordsAreKeptWholePerMemberAndAttraction()
        },
        spec("aThrowingChangeWritesNothingAndAnEmptyRecordIsForgotten") {
            try Self(run: $0).aThrowingChangeWritesNothingAndAnEmptyRecordIsForgotten()
        },
        spec("removingAMemberOrAnAttractionForgetsOnlyTheirs") {
            try Self(run: $0).removingAMemberOrAnAttractionForgetsOnlyTheirs()
        },
        spec("manageAttractionsRemoveForgetsTheAttractionsVisits") {
            try Self(run: $0).manageAttractionsRemoveForgetsTheAttractionsVisits()
        },
        spec("aReplacedTargetKeepsNoneOfItsOwnVisits", copiesBetweenStores: true) {
            try Self(run: $0).aReplacedTargetKeepsNoneOfItsOwnVisits()
        },
        spec("checkNamesVisitsOfAMemberWhoDoesNotExist") {
            try Self(run: $0).checkNamesVisitsOfAMemberWhoDoesNotExist()
        },
    ]
}
