/// The order of a plan's unpinned stops that breaks the fewest opening hours (`PlanFinding.Kind
/// .breaksHours`, none when it can) and then travels the fewest minutes (`PlanTimetable
/// .travelMinutes`, the leg home included); pinned stops keep their places in the list. Among
/// equal orders the one closest to the current order wins: compared slot by slot, the stop that
/// came earlier in the plan first, so a plan already best is left as it is.
///
/// Up to `exactLimit` unpinned stops every order is tried (depth first, a branch dropped once it
/// cannot beat the best found: broken hours only grow along a branch, and minutes by at least the
/// shortest leg into each stop still to come).
/// Beyond that: nearest neighbour (the next stop the one with the fewest broken hours, then the
/// shortest leg), then 2-opt (reverse any run of unpinned stops while that makes the day better).
public struct PlanOrderSuggestion: Equatable, Sendable {
    /// The most unpinned stops ordered exactly.
    public static let exactLimit = 8

    /// The plan's stops in the suggested order.
    public let stops: [PlanStop]
    /// Whether every order was weighed (at most `exactLimit` unpinned stops).
    public let isExact: Bool
    /// Visits in the suggested order that break their stop's opening hours.
    public let brokenHours: Int
    /// The suggested day's travel, in minutes.
    public let travelMinutes: Int

    /// Whether the suggested order differs from the plan's.
    public let changesOrder: Bool

    public init(plan: Plan, attractions: [String: Attraction], household: Household) {
        let day = PlanOrderDay(plan: plan, attractions: attractions, household: household)
        let identity = Array(plan.stops.indices)
        let unpinned = identity.filter { plan.stops[$0].pinned == nil }
        let best: (order: [Int], score: PlanOrderDay.Score)
        if unpinned.count <= Self.exactLimit {
            best = day.exactBest(unpinned: unpinned)
            isExact = true
        } else {
            best = day.heuristicBest(unpinned: unpinned)
            isExact = false
        }
        stops = best.order.map { plan.stops[$0] }
        brokenHours = best.score.brokenHours
        travelMinutes = best.score.travel
        changesOrder = best.order != identity
    }
}

/// A plan's day stepped through for orders of its stops, by `PlanDay`'s timing and
/// `PlanOpenTimes`' hours as `PlanTimetable` and `PlanFindings` read them. What no order changes
/// is worked out once: each stop's stay and pin, the minutes of every leg (`PlanLeg`) between the
/// day's start and the stops and from each to the home place, and each stop's open times.
struct PlanOrderDay {
    struct Score: Comparable {
        var brokenHours = 0
        var travel = 0

        static func < (left: Score, right: Score) -> Bool {
            (left.brokenHours, left.travel) < (right.brokenHours, right.travel)
        }
    }

    /// Where the family is after some stops (`place`: 0 the day's start, 1 + i stop i), and how
    /// the day has gone so far.
    struct Progress {
        var place = 0
        var minute: Int
        var score = Score()
    }

    let stops: [PlanDay.Stop]
    /// `legs[place * stops.count + i]`: the minutes from `place` to stop i; 0 from a day that
    /// starts at its first stop.
    let legs: [Int]
    /// The minutes from each place to the home place; 0 when the plan names none.
    let legsHome: [Int]
    /// Nil for a stop without known hours: no order breaks them.
    let openTimes: [PlanOpenTimes?]
    let start: Progress

    init(plan: Plan, attractions: [String: Attraction], household: Household) {
        let day = PlanDay(plan: plan, household: household)
        stops = plan.stops.map(PlanDay.Stop.init)
        let found = plan.stops.map { stop in stop.attractionID.flatMap { attractions[$0] } }
        let places = [day.startPosition] + found.map { PlanPosition.at($0?.location) }
        let legs = places.flatMap { origin in
            found.map { day.leg(from: origin, to: $0?.location)?.minutes ?? 0 }
        }
        self.legs = legs
        legsHome = places.map { day.legHome(from: $0)?.minutes ?? 0 }
        start = Progress(minute: plan.start.minuteOfDay)
        // Every visit ends by the latest start, all stays and the longest leg to each stop.
        let count = found.count
        let longestLegs = found.indices.map { stop in
            places.indices.map { legs[$0 * count + stop] }.max() ?? 0
        }
        let latestStart = plan.stops.compactMap(\.pinned?.minuteOfDay).reduce(plan.start.minuteOfDay, max)
        let latestEnd = latestStart + plan.stops.reduce(0) { $0 + $1.stay } + longestLegs.reduce(0, +)
        let days = latestEnd / PlanOpenTimes.wholeDay + 1
        let holidays = household.holidayDates
        openTimes = found.map { attraction in
            attraction?.hours.map {
                PlanOpenTimes(hours: $0, from: plan.date, days: days, holidays: holidays)
            }
        }
    }

    /// `progress` after visiting stop `index`.
    func visiting(_ index: Int, after progress: Progress) -> Progress {
        let leg = legs[progress.place * stops.count + index]
        let visit = PlanDay.Visit(stops[index], leg: leg, leaving: progress.minute)
        var next = Progress(place: index + 1, minute: visit.departure, score: progress.score)
        next.score.travel += leg
        if openTimes[index]?.breaks(start: visit.start, end: visit.departure) == true {
            next.score.brokenHours += 1
        }
        return next
    }

    func ended(_ progress: Progress) -> Score {
        var score = progress.score
        score.travel += legsHome[progress.place]
        return score
    }

    func score(_ order: [Int]) -> Score {
        ended(order.reduce(start) { visiting($1, after: $0) })
    }

    /// Every order of `unpinned` over the unpinned places, depth first in the plan's order. A
    /// branch is dropped once it cannot beat the best order found: its broken hours only grow, and
    /// its travel by at least the shortest leg into each stop still to visit and the shortest leg
    /// home from a stop.
    func exactBest(unpinned: [Int]) -> (order: [Int], score: Score) {
        let count = stops.count
        var best = (order: Array(0..<count), score: score(Array(0..<count)))
        var order = best.order
        let shortestIn = (0..<count).map { stop in
            (0...count).filter { $0 != stop + 1 }.map { legs[$0 * count + stop] }.min() ?? 0
        }
        let shortestHome = count == 0 ? legsHome[0] : legsHome[1...].min() ?? 0

        /// `progress` with `order[..<depth]` placed; `used` has bit i for `unpinned[i]` placed,
        /// `ahead` is the least travel still to come.
        func place(_ progress: Progress, depth: Int, used: Int, ahead: Int) {
            var least = progress.score
            least.travel += ahead
            guard least < best.score else { return }
            guard depth < count else {
                let final = ended(progress)
                if final < best.score { best = (order, final) }
                return
            }
            if stops[depth].pinned != nil {
                order[depth] = depth
                place(
                    visiting(depth, after: progress), depth: depth + 1, used: used,
                    ahead: ahead - shortestIn[depth])
                return
            }
            for (bit, index) in unpinned.enumerated() where used & (1 << bit) == 0 {
                order[depth] = index
                place(
                    visiting(index, after: progress), depth: depth + 1, used: used | (1 << bit),
                    ahead: ahead - shortestIn[index])
            }
        }
        place(start, depth: 0, used: 0, ahead: shortestIn.reduce(shortestHome, +))
        return best
    }

    /// Nearest neighbour, then 2-opt over the unpinned places.
    func heuristicBest(unpinned: [Int]) -> (order: [Int], score: Score) {
        var remaining = unpinned
        var order: [Int] = []
        var progress = start
        for slot in stops.indices {
            if stops[slot].pinned != nil {
                order.append(slot)
            } else {
                let chosen = remaining.indices.min { left, right in
                    let a = visiting(remaining[left], after: progress).score
                    let b = visiting(remaining[right], after: progress).score
                    return (a.brokenHours, a.travel, remaining[left]) < (
                        b.brokenHours, b.travel, remaining[right]
                    )
                }!
                order.append(remaining.remove(at: chosen))
            }
            progress = visiting(order[slot], after: progress)
        }
        let current = Array(stops.indices)
        var best = (order: order, score: ended(progress))
        let currentScore = score(current)
        if !(best.score < currentScore) { best = (current, currentScore) }
        let slots = stops.indices.filter { stops[$0].pinned == nil }
        var improved = true
        while improved {
            improved = false
            for first in slots.indices {
                for last in slots.indices where last > first {
                    var candidate = best.order
                    let run = slots[first...last].map { best.order[$0] }
                    for (slot, index) in zip(slots[first...last], run.reversed()) { candidate[slot] = index }
                    let candidateScore = score(candidate)
                    if candidateScore < best.score {
                        best = (candidate, candidateScore)
                        improved = true
                    }
                }
            }
        }
        return best
    }
}
