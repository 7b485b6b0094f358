import Domain
import Testing

@Suite struct PlanOrderSuggestionTests {
    /// By car from Home (51.5): Near at 51.55 (5,559.75 m: 12.39 -> 13 + 5 = 18 min), Mid at 51.6
    /// (18 min on), Far at 51.7 (11,119.51 m: 24.78 -> 25 + 5 = 30 min on; 55 min back Home).
    /// Far opens at 11:30: first it is reached at 09:55 (49.56 -> 50 + 5 = 55 min), second at 11:01
    /// (Near to Far 16,679.26 m: 37.17 -> 38 + 5 = 43 min), so it comes last.
    @Test func theSuggestionBreaksNoHoursAndTravelsLeast() throws {
        let attractions = PlanFixture.byID([
            try PlanFixture.attraction("far", "Far", at: 51.7, hours: "Sa 11:30-17:00"),
            try PlanFixture.attraction("near", "Near", at: 51.55),
            try PlanFixture.attraction("mid", "Mid", at: 51.6),
        ])
        let plan = PlanFixture.plan(["far", "near", "mid"].map { PlanFixture.stop($0, stay: 60) })
        let suggestion = PlanOrderSuggestion(
            plan: plan, attractions: attractions, household: PlanFixture.household)

        #expect(suggestion.stops.map(\.attractionID) == ["near", "mid", "far"])
        #expect(suggestion.isExact)
        #expect(suggestion.changesOrder)
        #expect(suggestion.brokenHours == 0)
        #expect(suggestion.travelMinutes == 18 + 18 + 30 + 55)
    }

    /// Without hours, near-mid-far and far-mid-near travel the same: the plan's order decides.
    @Test func equalOrdersKeepTheOneClosestToThePlans() throws {
        let attractions = PlanFixture.byID([
            try PlanFixture.attraction("far", "Far", at: 51.7),
            try PlanFixture.attraction("near", "Near", at: 51.55),
            try PlanFixture.attraction("mid", "Mid", at: 51.6),
        ])
        let plan = PlanFixture.plan(["far", "near", "mid"].map { PlanFixture.stop($0, stay: 60) })
        let suggestion = PlanOrderSuggestion(
            plan: plan, attractions: attractions, household: PlanFixture.household)

        #expect(suggestion.stops.map(\.attractionID) == ["far", "mid", "near"])
    }

    @Test func aPlanAlreadyBestIsLeftAsItIs() throws {
        let plan = PlanFixture.plan([
            PlanFixture.stop("museum", stay: 60), PlanFixture.stop("park", stay: 60),
        ])
        let suggestion = PlanOrderSuggestion(
            plan: plan, attractions: PlanFixture.byID([try PlanFixture.museum(), try PlanFixture.park()]),
            household: PlanFixture.household)

        #expect(suggestion.stops == plan.stops)
        #expect(!suggestion.changesOrder)
    }

    @Test func beyondEightUnpinnedStopsTheSuggestionIsAHeuristicThatKeepsPinnedPlaces() throws {
        var generator = PlanGenerator(seed: 9)
        for _ in 0..<5 {
            let (plan, attractions) = generator.plan(stops: 12, pinned: 2)
            let suggestion = PlanOrderSuggestion(
                plan: plan, attractions: attractions, household: PlanGenerator.household)

            #expect(!suggestion.isExact)
            #expect(suggestion.stops.map(\.id).sorted() == plan.stops.map(\.id).sorted())
            for (index, stop) in plan.stops.enumerated() where stop.pinned != nil {
                #expect(suggestion.stops[index] == stop)
            }
            let (broken, travel) = Self.score(plan.stops, plan, attractions)
            #expect(Self.score(suggestion.stops, plan, attractions) <= (broken, travel))
            #expect(
                (suggestion.brokenHours, suggestion.travelMinutes)
                    == Self.score(suggestion.stops, plan, attractions))
        }
    }

    /// The suggestion against every order, enumerated here with Heap's algorithm and scored with
    /// the timetable and the findings every view uses.
    @Test func upToEightStopsTheSuggestionIsTheBestOfAllOrders() {
        var generator = PlanGenerator(seed: 2026)
        for round in 0..<30 {
            // One plan of 8 unpinned stops (8! orders), the others smaller, 0 to 2 of them pinned.
            let count = round == 0 ? 8 : 1 + generator.next(8)
            let (plan, attractions) = generator.plan(
                stops: count, pinned: round == 0 ? 0 : 1 + generator.next(2))
            let suggestion = PlanOrderSuggestion(
                plan: plan, attractions: attractions, household: PlanGenerator.household)

            #expect(suggestion.isExact)
            #expect(
                suggestion.stops.map(\.id) == Self.bruteForce(plan, attractions).map(\.id), "plan \(round)")
        }
    }

    /// The orders of the unpinned stops at the unpinned places, the best by broken hours, then
    /// travel, then the plan's positions of the stops slot by slot.
    static func bruteForce(_ plan: Plan, _ attractions: [String: Attraction]) -> [PlanStop] {
        let free = plan.stops.indices.filter { plan.stops[$0].pinned == nil }
        var best: (key: (Int, Int), order: [Int])?
        for permutation in heapPermutations(free) {
            var order = Array(plan.stops.indices)
            for (slot, index) in zip(free, permutation) { order[slot] = index }
            let key = score(order.map { plan.stops[$0] }, plan, attractions)
            if let current = best,
                key > current.key || (key == current.key && !order.lexicographicallyPrecedes(current.order))
            {
                continue
            }
            best = (key, order)
        }
        return best!.order.map { plan.stops[$0] }
    }

    static func score(_ stops: [PlanStop], _ plan: Plan, _ attractions: [String: Attraction]) -> (Int, Int) {
        var reordered = plan
        reordered.stops = stops
        let findings = PlanFindings(
            plan: reordered, attractions: attractions, household: PlanGenerator.household)
        return (findings.findings.filter(\.kind.breaksHours).count, findings.timetable.travelMinutes)
    }

    /// Heap's algorithm, iterative: every permutation of `items` once.
    static func heapPermutations(_ items: [Int]) -> [[Int]] {
        var items = items
        var result = [items]
        var counters = Array(repeating: 0, count: items.count)
        var index = 1
        while index < items.count {
            if counters[index] < index {
                items.swapAt(index % 2 == 0 ? 0 : counters[index], index)
                result.append(items)
                counters[index] += 1
                index = 1
            } else {
                counters[index] = 0
                index += 1
            }
        }
        return result
    }

    @Test func heapsAlgorithmGivesEveryPermutationOnce() {
        let permutations = Self.heapPermutations([1, 2, 3, 4])

        #expect(permutations.count == 24)
        #expect(Set(permutations).count == 24)
    }
}

/// Random plans on Saturday 12 December 2026 from a fixed seed (64-bit LCG), so a failure repeats:
/// stops with and without locations and hours, free-text stops, pins, every travel mode.
struct PlanGenerator {
    static let household = Household(
        places: [PlanFixture.home], holidays: [Holiday(date: PlanFixture.saturday, name: "Test Day")])
    static let hours: [String?] = [
        "24/7", "Sa 10:00-16:00", "Sa 09:00-12:00,13:00-17:00", "Mo-Fr 10:00-17:00", "Sa 12:00-18:00", nil,
        "Sa 08:00-11:00", "Sa 10:00-18:00; PH 12:00-14:00", "Sa 14:00-20:00",
    ]

    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }

    mutating func plan(stops count: Int, pinned: Int) -> (Plan, [String: Attraction]) {
        var attractions: [String: Attraction] = [:]
        var stops: [PlanStop] = []
        for index in 0..<count {
            let id = "a\(index)"
            let stay = [30, 45, 60, 90, 120][next(5)]
            if next(8) == 0 {
                stops.append(
                    PlanStop(id: "s\(index)", attractionID: nil, label: "lunch \(index)", stay: stay))
                continue
            }
            let latitude = next(10) == 0 ? nil : 51.4 + Double(next(2000)) / 10000
            attractions[id] = Attraction(
                id: id, name: "Place \(index)",
                hours: Self.hours[next(Self.hours.count)].map { try! OpeningHours(text: $0) },
                location: latitude.map { PlanFixture.point($0) })
            stops.append(PlanStop(id: "s\(index)", attractionID: id, stay: stay))
        }
        for _ in 0..<min(pinned, count) {
            let index = next(count)
            stops[index].pinned = When.TimeOfDay(minuteOfDay: 9 * 60 + 15 * next(24))
        }
        let plan = PlanFixture.plan(
            stops, start: ["08:30", "09:00", "10:00"][next(3)], startPlace: next(4) == 0 ? "" : "Home",
            by: TravelMode.allCases[next(4)])
        return (plan, attractions)
    }
}
