import Domain
import UseCases

/// What every backend does with plans: kept whole and in order, written in one step or not at
/// all, carried by a transfer and checked by `check`.
struct PlanStoreContract: ContractSuite {
    let run: ContractRun

    private static let day = CalendarDate(year: 2026, month: 3, day: 8)!
    private static let museum = PlanStop(
        id: "s-1", attractionID: "museum", stay: 120, pinned: When.TimeOfDay(hour: 10, minute: 5)!,
        notes: "Bring the « Zoë » card", sequence: 3)
    private static let lunch = PlanStop(id: "s-2", attractionID: nil, label: "Lunch at home ☕", stay: 45)
    private static let saturday = Plan(
        id: "p-1", name: "Sábado 🎈", date: day, start: When.TimeOfDay(hour: 9, minute: 30)!,
        end: When.TimeOfDay(hour: 17, minute: 0), travel: .transit, startPlace: "Home",
        endPlace: "Grandma's", children: ["Zoë Ana", "Ben"], members: ["m-1"], stops: [museum, lunch],
        shareDigest: String(repeating: "ab", count: 32))
    private static let sunday = Plan(
        id: "p-2", name: "Sunday", date: day.next, start: When.TimeOfDay(hour: 0, minute: 0)!)

    func aNewStoreHasNoneAndPlansAreReadBackWholeInOrder() throws {
        let sut = try makeStores()
        expect(try sut.access.plans() == [])

        try sut.access.updatePlans { _ in [Self.saturday, Self.sunday] }

        let read = try sut.access.plans()
        expect(read == [Self.saturday, Self.sunday])
        expect(read.first?.stops.map(\.id) == ["s-1", "s-2"])
        expect(read.first?.stops.last?.attractionID == nil, "a free-text stop keeps no attraction")
        expect(read.last?.end == nil && read.last?.children == [] && read.last?.shareDigest == "")

        try sut.access.updatePlans { _ in [Self.sunday] }
        expect(try sut.access.plans() == [Self.sunday], "a removed plan takes its stops with it")
    }

    func aThrowingChangeWritesNothing() throws {
        let sut = try makeStores()
        try sut.access.updatePlans { _ in [Self.saturday] }

        expect(throws: PlanError.emptyName) {
            try sut.access.updatePlans { _ in throw PlanError.emptyName }
        }
        expect(try sut.access.plans() == [Self.saturday])
    }

    func holidaysAreKeptByDateWithTheHousehold() throws {
        let sut = try makeStores()
        let easter = Holiday(date: CalendarDate(year: 2026, month: 4, day: 6)!, name: "Easter Monday")
        let newYear = Holiday(date: CalendarDate(year: 2026, month: 1, day: 1)!)
        try sut.access.updateHousehold { household in
            HouseholdRules.adding(easter, to: HouseholdRules.adding(newYear, to: household))
        }

        expect(try sut.access.household().holidays == [newYear, easter])
    }

    func transferCarriesPlansAndAReplacedTargetKeepsNoneOfItsOwn() throws {
        let from = try makeSource()
        let to = try makeStores()
        try from.access.updatePlans { _ in [Self.saturday] }
        try to.access.updatePlans { _ in [Self.sunday] }

        try TransferStores(from: from, to: to)(replace: true)

        expect(try to.access.plans() == [Self.saturday])
    }

    func checkNamesPlansThatBreakTheirRules() throws {
        let sut = try makeStores()
        var twin = Self.sunday
        twin.id = "p-3"
        twin.name = "SUNDAY"
        try sut.access.updatePlans { _ in [Self.sunday, twin] }

        expect(
            try GuideInvariants.problems(access: sut.access) == [
                "the plans break a rule: there is already a plan named Sunday"
            ])
    }
}

extension PlanStoreContract {
    static let specs: [ContractSpec] = [
        spec("aNewStoreHasNoneAndPlansAreReadBackWholeInOrder") {
            try Self(run: $0).aNewStoreHasNoneAndPlansAreReadBackWholeInOrder()
        },
        spec("aThrowingChangeWritesNothing") { try Self(run: $0).aThrowingChangeWritesNothing() },
        spec("holidaysAreKeptByDateWithTheHousehold") {
            try Self(run: $0).holidaysAreKeptByDateWithTheHousehold()
        },
        spec("transferCarriesPlansAndAReplacedTargetKeepsNoneOfItsOwn", copiesBetweenStores: true) {
            try Self(run: $0).transferCarriesPlansAndAReplacedTargetKeepsNoneOfItsOwn()
        },
        spec("checkNamesPlansThatBreakTheirRules") { try Self(run: $0).checkNamesPlansThatBreakTheirRules() },
    ]
}
