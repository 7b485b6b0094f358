/// What a plan's day costs the people going, where the stops' costs are known. An attraction's
/// cost is per person; the people going are the plan's children and members, at least one.
/// Free stops add nothing; free-text stops have no cost.
public struct PlanCost: Equatable, Sendable {
    /// The plan's children and members, at least 1.
    public let people: Int
    /// The total of the known prices for `people`, one amount per currency, by currency code;
    /// empty when every known cost is free (or none is known).
    public let totals: [Cost.Amount]
    /// The stops (by id) of attractions whose cost is not known, or no longer in the guide, in
    /// the plan's order: the totals leave them out.
    public let unknownStopIDs: [String]

    public init(plan: Plan, attractions: [String: Attraction]) {
        people = max(1, plan.children.count + plan.members.count)
        var minorUnits: [String: Int] = [:]
        var unknown: [String] = []
        for stop in plan.stops {
            guard let id = stop.attractionID else { continue }
            switch attractions[id]?.cost {
            case .free: break
            case .price(let amount): minorUnits[amount.currency, default: 0] += amount.minorUnits * people
            case nil: unknown.append(stop.id)
            }
        }
        totals = minorUnits.keys.sorted().map { Cost.Amount(minorUnits: minorUnits[$0]!, currency: $0) }
        unknownStopIDs = unknown
    }

    /// Whether every stop's cost is known.
    public var isComplete: Bool { unknownStopIDs.isEmpty }
}
