import Domain

/// A plan with what its day comes to: the timetable, the findings and the cost, as every view
/// shows them (`PlanFindings`), read from the stores in one place.
public struct PlanReport: Sendable {
    public let plan: Plan
    public let household: Household
    /// The attractions the stops name, by id (those still in the guide).
    public let attractions: [String: Attraction]
    public let findings: PlanFindings

    public init(plan: Plan, household: Household, attractions: [String: Attraction]) {
        self.plan = plan
        self.household = household
        self.attractions = attractions
        findings = PlanFindings(plan: plan, attractions: attractions, household: household)
    }

    public var timetable: PlanTimetable { findings.timetable }

    /// The order of the unpinned stops that breaks no opening hours and travels least
    /// (`PlanOrderSuggestion`), worked out on every read: read it once.
    public var suggestion: PlanOrderSuggestion {
        PlanOrderSuggestion(plan: plan, attractions: attractions, household: household)
    }

    /// The same plan with its stops in `suggestion`'s order (this report's), for a view of how
    /// the day would go.
    public func reordered(by suggestion: PlanOrderSuggestion) -> PlanReport {
        var reordered = plan
        reordered.stops = suggestion.stops
        return PlanReport(plan: reordered, household: household, attractions: attractions)
    }
}

/// Reads plans with their day worked out: the attractions of their stops and the household, read
/// once per plan.
public struct PlanReports: Sendable {
    private let plans: any PlanStore
    private let attractions: any AttractionStore
    private let household: any HouseholdStore

    public init(plans: any PlanStore, attractions: any AttractionStore, household: any HouseholdStore) {
        self.plans = plans
        self.attractions = attractions
        self.household = household
    }

    /// The plan `text` names (number, name or id), with its day.
    public func report(named text: String) throws -> PlanReport {
        try report(PlanReference.plan(named: text, in: try plans.plans()))
    }

    public func report(_ plan: Plan) throws -> PlanReport {
        var byID: [String: Attraction] = [:]
        for id in Set(plan.stops.compactMap(\.attractionID)) {
            byID[id] = try attractions.attraction(id: id)
        }
        return PlanReport(plan: plan, household: try household.household(), attractions: byID)
    }

    /// Every plan with its day, in the list's order.
    public func reports() throws -> [PlanReport] {
        try plans.plans().map(report)
    }
}
