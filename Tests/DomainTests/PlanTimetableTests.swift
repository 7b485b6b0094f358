import Domain
import Testing

/// Times worked out by hand: a leg is metres / 1000 x 1.3 / speed x 60 minutes, rounded up, plus
/// the mode's extra minutes. By car Home to Museum is 10.00756 x 1.3 / 35 x 60 = 22.30 -> 23 + 5 =
/// 28 min, Museum to Park 5.00378 x 1.3 / 35 x 60 = 11.15 -> 12 + 5 = 17, Park to Home
/// 15.01134 x 1.3 / 35 x 60 = 33.45 -> 34 + 5 = 39.
@Suite struct PlanTimetableTests {
    @Test(arguments: [
        (TravelMode.car, 0.09, 28),
        (.walk, 0.01, 20),  // 1.11195 x 1.3 / 4.5 x 60 = 19.27
        (.walk, 0.09, 174),  // 173.46
        (.bike, 0.09, 56),  // 10.00756 x 1.3 / 14 x 60 = 55.76
        (.transit, 0.09, 48),  // 39.03 -> 40 + 8
        (.car, 0.0, 0),  // no distance, no parking
    ])
    func aLegIsTheDistanceTimesOnePointThreeAtTheModesSpeedRoundedUp(
        mode: TravelMode, degrees: Double, minutes: Int
    ) {
        let leg = PlanLeg(from: PlanFixture.point(51.5), to: PlanFixture.point(51.5 + degrees), by: mode)

        #expect(leg.minutes == minutes)
        #expect(leg.isKnown)
    }

    @Test func aLegWithoutALocationAtEitherEndIsUnknownAndTakesNoTime() {
        let leg = PlanLeg(from: PlanFixture.point(51.5), to: nil, by: .car)

        #expect(leg == PlanLeg(minutes: 0, metres: nil))
        #expect(!leg.isKnown)
        #expect(leg.text == "travel time not known (no location): allow time for it")
    }

    @Test func stopsFollowOneAnotherAndTheDayEndsBackHome() throws {
        let plan = PlanFixture.plan([
            PlanFixture.stop("museum", stay: 120), PlanFixture.stop("park", stay: 60),
        ])
        let timetable = try makeSUT(plan)

        #expect(timetable.rows.map(\.legBefore?.minutes) == [28, 17])
        #expect(timetable.rows.map(\.arrival) == [Self.at("09:28"), Self.at("11:45")])
        #expect(timetable.rows.map(\.start) == [Self.at("09:28"), Self.at("11:45")])
        #expect(timetable.rows.map(\.departure) == [Self.at("11:28"), Self.at("12:45")])
        #expect(timetable.legHome?.minutes == 39)
        #expect(timetable.end == Self.at("13:24"))
        #expect(timetable.travelMinutes == 28 + 17 + 39)
        #expect(timetable.rows[0].legBefore?.text == "28 min (estimate)")
    }

    @Test func aPinnedStopReachedEarlyWaitsForItsTime() throws {
        let plan = PlanFixture.plan([
            PlanFixture.stop("museum", stay: 120), PlanFixture.stop("park", stay: 60, at: "12:00"),
        ])
        let park = try makeSUT(plan).rows[1]

        #expect(park.arrival == Self.at("11:45"))
        #expect(park.start == Self.at("12:00"))
        #expect(park.waitingMinutes == 15)
        #expect(park.departure == Self.at("13:00"))
        #expect(park.lateBy == nil)
    }

    @Test func aPinnedStopThatCannotBeReachedKeepsItsTimeAndSaysHowLate() throws {
        let plan = PlanFixture.plan([
            PlanFixture.stop("museum", stay: 120), PlanFixture.stop("park", stay: 60, at: "11:30"),
        ])
        let timetable = try makeSUT(plan)

        #expect(timetable.rows[1].start == Self.at("11:30"))
        #expect(timetable.rows[1].departure == Self.at("12:30"))
        #expect(timetable.rows[1].lateBy == 15)
        #expect(timetable.end == Self.at("13:09"))
    }

    @Test func timesPastMidnightCarryIntoTheNextDay() throws {
        let plan = PlanFixture.plan(
            [PlanFixture.stop("museum", stay: 120), PlanFixture.stop("park", stay: 60)], start: "22:00")
        let timetable = try makeSUT(plan)

        #expect(timetable.rows[0].departure == PlanFixture.moment("2026-12-13 00:28"))
        #expect(timetable.rows[1].arrival == PlanFixture.moment("2026-12-13 00:45"))
        #expect(timetable.end == PlanFixture.moment("2026-12-13 02:24"))
    }

    @Test func travelToAndFromAFreeTextStopIsUnknownAndTakesNoTime() throws {
        let plan = PlanFixture.plan([
            PlanFixture.stop("museum", stay: 120), PlanFixture.stop(nil, stay: 45, label: "lunch"),
            PlanFixture.stop("park", stay: 60),
        ])
        let timetable = try makeSUT(plan)

        #expect(timetable.rows.map(\.legBefore?.isKnown) == [true, false, false])
        #expect(timetable.rows.map(\.start) == [Self.at("09:28"), Self.at("11:28"), Self.at("12:13")])
        #expect(timetable.rows[1].title == "lunch")
        #expect(timetable.end == Self.at("13:52"))
    }

    @Test func withoutAStartPlaceTheDayStartsAtTheFirstStopAndEndsThere() throws {
        let plan = PlanFixture.plan(
            [PlanFixture.stop("museum", stay: 120), PlanFixture.stop("park", stay: 60)], startPlace: "")
        let timetable = try makeSUT(plan)

        #expect(timetable.rows[0].legBefore == nil)
        #expect(timetable.rows[0].start == Self.at("09:00"))
        #expect(timetable.rows[1].start == Self.at("11:17"))
        #expect(timetable.legHome == nil)
        #expect(timetable.end == Self.at("12:17"))
    }

    @Test func aStopNoLongerInTheGuideHasNoLocation() throws {
        let plan = PlanFixture.plan([PlanFixture.stop("gone", stay: 30), PlanFixture.stop("park", stay: 60)])
        let timetable = try makeSUT(plan)

        #expect(timetable.rows[0].isMissingFromGuide)
        #expect(timetable.rows.map(\.legBefore?.isKnown) == [false, false])
        #expect(timetable.rows[1].start == Self.at("09:30"))
    }

    private func makeSUT(_ plan: Plan) throws -> PlanTimetable {
        PlanTimetable(
            plan: plan, attractions: PlanFixture.byID([try PlanFixture.museum(), try PlanFixture.park()]),
            household: PlanFixture.household)
    }

    private static func at(_ time: String) -> LocalDateTime { PlanFixture.moment("2026-12-12 " + time) }
}
