import Domain
import Testing

/// Each case's day, by car from Home at 09:00 on Saturday 12 December 2026: the Museum is reached
/// at 09:28 (a 28 min leg), the Park 17 min after leaving the Museum, and Home 39 min after the
/// Park (worked out in `PlanTimetableTests`).
@Suite struct PlanFindingsTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let hours: String?
        let stops: [PlanStop]
        let start: String
        let text: String?
        let kind: PlanFinding.Kind?

        var testDescription: String { name }
    }

    static let hoursCases: [Case] = [
        Case(
            name: "closed all day", hours: "Mo-Fr 10:00-17:00",
            stops: [PlanFixture.stop("museum", stay: 120)],
            start: "09:00", text: "closed on Saturday 12 December: choose another day or remove this stop",
            kind: .closed),
        Case(
            name: "closes mid-visit", hours: "Sa 10:00-16:00",
            stops: [PlanFixture.stop("museum", stay: 90, at: "15:30")], start: "09:00",
            text: "closes at 16:00, 30 minutes into your visit: start by 14:30", kind: .closesDuringVisit),
        Case(
            name: "closes mid-visit, opened too late to start earlier", hours: "Sa 15:00-16:00",
            stops: [PlanFixture.stop("museum", stay: 90, at: "15:30")], start: "09:00",
            text: "closes at 16:00, 30 minutes into your visit: stay at most 30 minutes",
            kind: .closesDuringVisit),
        Case(
            name: "opens after arrival", hours: "Sa 10:00-16:00",
            stops: [PlanFixture.stop("museum", stay: 90)],
            start: "09:12", text: "opens at 10:00, after you arrive at 09:40: arrive at 10:00 or later",
            kind: .opensAfterArrival),
        Case(
            name: "closed during the visit, open later", hours: "Sa 14:00-16:00",
            stops: [PlanFixture.stop("museum", stay: 120)], start: "09:00",
            text: "not open at 09:28 (open 14:00-16:00 that day): move this stop into those hours",
            kind: .closedThen),
        Case(
            name: "unknown hours", hours: nil, stops: [PlanFixture.stop("museum", stay: 120)], start: "09:00",
            text: "opening hours not known: check before you go", kind: .hoursUnknown),
        Case(
            name: "open over the whole visit", hours: "Sa 09:28-11:28",
            stops: [PlanFixture.stop("museum", stay: 120)],
            start: "09:00", text: nil, kind: nil),
        Case(
            name: "open until midnight, the visit runs past it", hours: "Sa 20:00-24:00",
            stops: [PlanFixture.stop("museum", stay: 120)], start: "22:00",
            text: "closes at 00:00, 92 minutes into your visit: start by 22:00", kind: .closesDuringVisit),
        Case(
            name: "open past midnight", hours: "Sa 20:00-02:00",
            stops: [PlanFixture.stop("museum", stay: 120)],
            start: "22:00", text: nil, kind: nil),
    ]

    @Test(arguments: hoursCases)
    func aVisitIsCheckedAgainstTheHoursOverItsWholeLength(_ example: Case) throws {
        let findings = try makeSUT(
            PlanFixture.plan(example.stops, start: example.start), hours: example.hours)

        #expect(findings.findings.map(\.text) == (example.text.map { [$0] } ?? []))
        #expect(findings.findings.map(\.kind) == (example.kind.map { [$0] } ?? []))
        #expect(findings.findings.allSatisfy { $0.stopID == "stop-museum" })
    }

    @Test(arguments: [
        (true, ["closed on public holidays (Christmas Day): choose another day or remove this stop"]),
        (false, []),
    ])
    func aStopClosedOnPublicHolidaysIsClosedOnAListedHoliday(listed: Bool, texts: [String]) throws {
        let christmas = try #require(CalendarDate(year: 2026, month: 12, day: 25))
        var household = PlanFixture.household
        if listed { household.holidays = [Holiday(date: christmas, name: "Christmas Day")] }
        let plan = PlanFixture.plan([PlanFixture.stop("museum", stay: 120)], on: christmas)
        let findings = PlanFindings(
            plan: plan,
            attractions: PlanFixture.byID([try PlanFixture.museum(hours: "Mo-Su 09:00-17:00; PH off")]),
            household: household)

        #expect(findings.findings.map(\.text) == texts)
        #expect(findings.findings.map(\.kind) == (listed ? [.closedOnHoliday] : []))
    }

    /// Ben and Ana born the day after (not yet a year older on the plan's date) or the day before.
    @Test(arguments: [
        ("2013-12-13", "2-10", "Ben (12) is older than 2-10"),
        ("2013-12-11", "2-10", "Ben (13) is older than 2-10"),
        ("2016-12-12", "2-10", nil),  // turns 10 that day: fits
        ("2023-12-13", "3+", "Ben (2) is younger than 3+"),
        ("2023-12-11", "3+", nil),
        ("2026-12-13", "3+", nil),  // not born yet: no age, no finding
    ])
    func eachChildGoingIsCheckedAgainstTheAgesOnThePlansDate(born: String, ages: String, text: String?) throws
    {
        let household = Household(
            children: [HouseholdChild(name: "Ben", born: try #require(CalendarDate(text: born)))],
            places: [PlanFixture.home])
        let plan = PlanFixture.plan([PlanFixture.stop("museum", stay: 120)], children: ["ben", "Nobody"])
        let findings = PlanFindings(
            plan: plan, attractions: PlanFixture.byID([try PlanFixture.museum(ages: ages)]),
            household: household)

        #expect(findings.findings.map(\.text) == (text.map { [$0] } ?? []))
    }

    @Test func aPinnedStopStartingBeforeTheStopBeforeEndsOverlapsIt() throws {
        let plan = PlanFixture.plan([
            PlanFixture.stop("museum", stay: 120), PlanFixture.stop("park", stay: 60, at: "11:08"),
        ])

        #expect(
            try makeSUT(plan).findings == [
                PlanFinding(
                    stopID: "stop-park", kind: .overlap,
                    text: "overlaps the stop before by 20 min: shorten Museum's stay or move this stop later",
                    fix: .unpin)
            ])
    }

    @Test func aPinnedStopTheTravelCannotReachIsLate() throws {
        let plan = PlanFixture.plan([
            PlanFixture.stop("museum", stay: 120), PlanFixture.stop("park", stay: 60, at: "11:40"),
        ])

        #expect(
            try makeSUT(plan).findings == [
                PlanFinding(
                    stopID: "stop-park", kind: .late,
                    text: "late by 5 min: the day cannot reach 11:40 (travel is an estimate)", fix: .unpin)
            ])
    }

    @Test(arguments: [
        ("13:00", "09:00", ["the day ends at 13:24, after 13:00: remove a stop or shorten a stay"]),
        ("13:24", "09:00", []),
        (
            "23:00", "20:00",
            ["the day ends at 00:24 on Sunday 13 December, after 23:00: remove a stop or shorten a stay"]
        ),
    ])
    func aDayEndingAfterThePlannedEndSaysSo(end: String, start: String, texts: [String]) throws {
        let plan = PlanFixture.plan(
            [PlanFixture.stop("museum", stay: 120), PlanFixture.stop("park", stay: 60)], start: start,
            end: end)
        let findings = try makeSUT(plan)

        #expect(findings.dayFindings.map(\.text) == texts)
        #expect(findings.dayFindings.allSatisfy { $0.stopID == nil && $0.kind == .endsLate })
    }

    @Test func aStopNoLongerInTheGuideSaysToRemoveIt() throws {
        let plan = PlanFixture.plan([PlanFixture.stop("gone", stay: 30, at: "08:00")])

        #expect(
            try makeSUT(plan).findings == [
                PlanFinding(
                    stopID: "stop-gone", kind: .notInGuide, text: "no longer in the guide: remove this stop",
                    fix: .remove)
            ])
    }

    @Test func theCostIsTheTotalForThePeopleGoingWhereItIsKnown() throws {
        let attractions = PlanFixture.byID([
            try PlanFixture.museum(cost: Cost(text: "8.50 USD")), try PlanFixture.park(cost: .free),
            try PlanFixture.attraction("farm", "Farm", at: 51.6),
            try PlanFixture.attraction("zoo", "Zoo", at: 51.6, cost: Cost(text: "12 EUR")),
        ])
        let plan = PlanFixture.plan(
            ["museum", "park", "farm", "zoo", nil].map {
                PlanFixture.stop($0, stay: 30, label: $0 == nil ? "lunch" : "")
            },
            children: ["Ben", "Ana"], members: ["member-1"])
        let cost = PlanFindings(plan: plan, attractions: attractions, household: PlanFixture.household).cost

        #expect(cost.people == 3)
        #expect(cost.totals.map(\.text) == ["36 EUR", "25.50 USD"])
        #expect(cost.unknownStopIDs == ["stop-farm"])
        #expect(!cost.isComplete)
    }

    @Test func aPlanWithNobodyNamedCostsForOnePerson() throws {
        let plan = PlanFixture.plan([PlanFixture.stop("museum", stay: 30)])
        let cost = PlanCost(
            plan: plan, attractions: PlanFixture.byID([try PlanFixture.museum(cost: Cost(text: "8 USD"))]))

        #expect(cost.people == 1)
        #expect(cost.totals.map(\.text) == ["8 USD"])
        #expect(cost.isComplete)
    }

    private func makeSUT(_ plan: Plan, hours: String? = "24/7") throws -> PlanFindings {
        PlanFindings(
            plan: plan,
            attractions: PlanFixture.byID([try PlanFixture.museum(hours: hours), try PlanFixture.park()]),
            household: PlanFixture.household)
    }
}
