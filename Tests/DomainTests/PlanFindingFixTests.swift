import Domain
import Testing

/// Each fix does what its sentence says: applied to the plan, the finding it came with is gone.
/// The fixed plan is checked afresh, so the test holds the fix to the same rules as the finding.
@Suite struct PlanFindingFixTests {
    @Test(arguments: PlanFindingsTests.hoursCases.filter { $0.kind?.breaksHours == true })
    func applyingTheFixOfAnHoursFindingClearsIt(_ example: PlanFindingsTests.Case) throws {
        let attractions = PlanFixture.byID([try PlanFixture.museum(hours: example.hours)])
        let plan = PlanFixture.plan(example.stops, start: example.start)
        let found = try #require(
            PlanFindings(plan: plan, attractions: attractions, household: PlanFixture.household).findings
                .first)
        let fix = try #require(
            found.fix, "a finding about hours (\(found.kind)) suggests one change, or says to remove the stop"
        )

        let fixed = Self.applying(fix, to: found.stopID, in: plan)
        let after = PlanFindings(plan: fixed, attractions: attractions, household: PlanFixture.household)

        #expect(
            !after.findings.contains { $0.stopID == found.stopID && $0.kind.breaksHours }, "\(after.findings)"
        )
    }

    @Test func aLateStopUnpinnedIsNoLongerLate() throws {
        let attractions = PlanFixture.byID([try PlanFixture.museum(), try PlanFixture.park()])
        let plan = PlanFixture.plan([
            PlanFixture.stop("museum", stay: 120), PlanFixture.stop("park", stay: 60, at: "11:40"),
        ])
        let late = try #require(
            PlanFindings(plan: plan, attractions: attractions, household: PlanFixture.household).findings
                .first)
        #expect(late.kind == .late && late.fix == .unpin)

        let after = PlanFindings(
            plan: Self.applying(.unpin, to: late.stopID, in: plan), attractions: attractions,
            household: PlanFixture.household)

        #expect(after.findings.isEmpty)
    }

    @Test func anOverlappingStopUnpinnedNoLongerOverlaps() throws {
        let attractions = PlanFixture.byID([try PlanFixture.museum(), try PlanFixture.park()])
        let plan = PlanFixture.plan([
            PlanFixture.stop("museum", stay: 120), PlanFixture.stop("park", stay: 60, at: "11:08"),
        ])
        let overlap = try #require(
            PlanFindings(plan: plan, attractions: attractions, household: PlanFixture.household).findings
                .first)
        #expect(overlap.kind == .overlap)
        let fix = try #require(overlap.fix)

        let after = PlanFindings(
            plan: Self.applying(fix, to: overlap.stopID, in: plan), attractions: attractions,
            household: PlanFixture.household)

        #expect(after.findings.isEmpty)
    }

    @Test func childrenWhoseAgesDoNotSuitAreFixedByRemovingTheStop() throws {
        let ben = HouseholdChild(name: "Ben", born: CalendarDate(year: 2013, month: 1, day: 10)!)
        let household = Household(children: [ben], places: [PlanFixture.home])
        let attractions = PlanFixture.byID([try PlanFixture.museum(ages: "2-10")])
        let plan = PlanFixture.plan([PlanFixture.stop("museum", stay: 60)], children: ["Ben"])
        let found = try #require(
            PlanFindings(plan: plan, attractions: attractions, household: household).findings.first)

        #expect(found.text == "Ben (13) is older than 2-10")
        #expect(found.fix == .remove)
    }

    /// The plan with `fix` applied to stop `id`: an independent reading of what each fix means.
    static func applying(_ fix: PlanFinding.Fix, to id: String?, in plan: Plan) -> Plan {
        var changed = plan
        guard let index = changed.stops.firstIndex(where: { $0.id == id }) else { return changed }
        switch fix {
        case .pin(let time): changed.stops[index].pinned = time
        case .stay(let minutes): changed.stops[index].stay = minutes
        case .unpin: changed.stops[index].pinned = nil
        case .remove: changed.stops.remove(at: index)
        }
        return changed
    }
}
