import Domain
import UseCases

/// What every backend does with the household: kept whole and in order, written in one step or
/// not at all, carried by a transfer and checked by `check`.
struct HouseholdStoreContract: ContractSuite {
    let run: ContractRun

    private static let ana = HouseholdChild(
        name: "Zoë Ana", born: CalendarDate(year: 2020, month: 2, day: 29)!)
    private static let ben = HouseholdChild(name: "Ben", born: CalendarDate(year: 2018, month: 12, day: 31)!)
    private static let home = HouseholdPlace(
        name: "Home", location: GeoCoordinate(latitude: 40.585_312_34, longitude: -105.084_4)!,
        address: "12 Elm St, Fort Collins")
    private static let grandma = HouseholdPlace(
        name: "Grandma's", location: GeoCoordinate(latitude: -33.8688, longitude: 151.2093)!)
    private static let family = Household(children: [ana, ben], places: [home, grandma])

    func aNewStoreHasNoneAndAHouseholdIsReadBackWholeInOrder() throws {
        let sut = try makeStores()
        expect(try sut.access.household() == Household())

        try sut.access.updateHousehold { _ in Self.family }

        let read = try sut.access.household()
        expect(read == Self.family)
        expect(read.children.map(\.name) == ["Zoë Ana", "Ben"])
        expect(read.places.first?.location.latitude == 40.585312, "locations are kept rounded to 6 places")
        expect(read.places.map(\.address) == ["12 Elm St, Fort Collins", ""])
    }

    func aThrowingChangeWritesNothing() throws {
        let sut = try makeStores()
        try sut.access.updateHousehold { _ in Self.family }

        expect(throws: HouseholdError.noChild("Cleo")) {
            try sut.access.updateHousehold { _ in throw HouseholdError.noChild("Cleo") }
        }
        expect(try sut.access.household() == Self.family)
    }

    func manageHouseholdRefusesASecondChildOfTheSameNameAndKeepsTheFirst() throws {
        let sut = try makeStores()
        let manage = ManageHousehold(store: sut.access) { CalendarDate(year: 2026, month: 12, day: 7)! }
        try manage.addChild(name: "Ana", born: "2022-06-01")

        expect(throws: HouseholdError.childExists("ana")) {
            try manage.addChild(name: "ana", born: "2023-01-01")
        }
        try manage.renameChild("ANA", to: "Anna")
        try manage.addPlace(name: "Home", location: "40.5853,-105.0844")
        try manage.removePlace("home")

        expect(
            try sut.access.household()
                == Household(children: [
                    HouseholdChild(name: "Anna", born: CalendarDate(year: 2022, month: 6, day: 1)!)
                ]))
    }

    func transferCarriesTheHouseholdAndAReplacedTargetKeepsNoneOfItsOwn() throws {
        let from = try makeSource()
        let to = try makeStores()
        try from.access.updateHousehold { _ in Self.family }
        try to.access.updateHousehold { _ in Household(children: [Self.ben]) }
        try to.attractions.add(Attraction(id: "zoo", name: "Zoo"))

        try TransferStores(from: from, to: to)(replace: true)

        expect(try to.access.household() == Self.family)
    }

    func checkNamesAHouseholdThatBreaksItsRules() throws {
        let sut = try makeStores()
        try sut.access.updateHousehold { _ in Household(places: [Self.home, Self.home]) }

        expect(
            try GuideInvariants.problems(access: sut.access) == [
                "the household breaks a rule: the household already has a place named Home"
            ])
    }
}

extension HouseholdStoreContract {
    static let specs: [ContractSpec] = [
        spec("aNewStoreHasNoneAndAHouseholdIsReadBackWholeInOrder") {
            try Self(run: $0).aNewStoreHasNoneAndAHouseholdIsReadBackWholeInOrder()
        },
        spec("aThrowingChangeWritesNothing") { try Self(run: $0).aThrowingChangeWritesNothing() },
        spec("manageHouseholdRefusesASecondChildOfTheSameNameAndKeepsTheFirst") {
            try Self(run: $0).manageHouseholdRefusesASecondChildOfTheSameNameAndKeepsTheFirst()
        },
        spec("transferCarriesTheHouseholdAndAReplacedTargetKeepsNoneOfItsOwn", copiesBetweenStores: true) {
            try Self(run: $0).transferCarriesTheHouseholdAndAReplacedTargetKeepsNoneOfItsOwn()
        },
        spec("checkNamesAHouseholdThatBreaksItsRules") {
            try Self(run: $0).checkNamesAHouseholdThatBreaksItsRules()
        },
    ]
}
