import Domain
import PlatformFoundation

/// Makes, changes and deletes plans: the only way apps change them, so every change meets
/// `PlanRules` on the plans it would leave and names the household's children and places as they
/// are. Who may change plans (owners and editors) is the app's check, as for attractions.
public struct ManagePlans: Sendable {
    private let store: any PlanStore
    private let attractions: any AttractionStore
    private let household: any HouseholdStore
    private let newID: @Sendable () -> String

    public init(
        store: any PlanStore, attractions: any AttractionStore, household: any HouseholdStore,
        newID: @escaping @Sendable () -> String = { UUID().uuidString.lowercased() }
    ) {
        self.store = store
        self.attractions = attractions
        self.household = household
        self.newID = newID
    }

    /// What a new plan is made of, as typed: the date `YYYY-MM-DD`, times in `When.TimeOfDay`'s
    /// forms (`10`, `10:30`, `2pm`), places and children by household name.
    public struct Draft: Sendable {
        public var name: String
        public var date: String
        public var start: String
        public var end: String
        public var travel: String
        public var startPlace: String
        public var endPlace: String
        public var children: [String]
        public var members: [String]

        public init(
            name: String, date: String, start: String = "", end: String = "", travel: String = "",
            startPlace: String = "", endPlace: String = "", children: [String] = [], members: [String] = []
        ) {
            self.name = name
            self.date = date
            self.start = start
            self.end = end
            self.travel = travel
            self.startPlace = startPlace
            self.endPlace = endPlace
            self.children = children
            self.members = members
        }
    }

    /// The day starts at 10:00, by car, from the household's first place, with every child,
    /// unless the draft says otherwise.
    public static let standardStart = When.TimeOfDay(hour: 10, minute: 0)!

    public func plans() throws -> [Plan] {
        try store.plans()
    }

    public func plan(named text: String) throws -> Plan {
        try PlanReference.plan(named: text, in: try store.plans())
    }

    @discardableResult
    /// `attractions`: the first stops, each named as `addStop` names one, written with the plan
    /// in one step (a plan is never left with some of them).
    public func create(_ draft: Draft, attractions: [String] = []) throws -> Plan {
        let fields = try Self.read(draft, household: try household.household())
        let reference = AttractionReference(store: self.attractions)
        let stops = try attractions.map { text in
            let attraction = try reference.attraction(named: text)
            return PlanStop(
                id: newID(), attractionID: attraction.id,
                stay: PlanRules.defaultStay(forType: attraction.type))
        }
        let plan = Plan(
            id: newID(), name: fields.name, date: fields.date, start: fields.start, end: fields.end,
            travel: fields.travel, startPlace: fields.startPlace, endPlace: fields.endPlace,
            children: fields.children, members: draft.members, stops: stops)
        try change { plans in plans.append(plan) }
        return plan
    }

    /// Checks a draft against the household without writing: what a command does before it opens
    /// anything else, and what `create` does first.
    public static func read(_ draft: Draft, household: Household) throws -> Plan {
        let name = try PlanRules.name(draft.name)
        guard let date = CalendarDate(text: draft.date.trimmingWhitespace) else { throw PlanInputError.date }
        let start = draft.start.isEmpty ? standardStart : try time(draft.start)
        let end = draft.end.isEmpty ? nil : try time(draft.end)
        var travel = TravelMode.car
        if !draft.travel.isEmpty {
            guard let mode = TravelMode(rawValue: draft.travel.trimmingWhitespace.lowercased()) else {
                throw PlanInputError.travel
            }
            travel = mode
        }
        let startPlace = try place(draft.startPlace, in: household) ?? household.places.first?.name ?? ""
        let endPlace = try place(draft.endPlace, in: household) ?? ""
        let children =
            draft.children.isEmpty
            ? household.children.map(\.name)
            : try draft.children.map { name throws(HouseholdError) in
                guard let child = household.child(named: name) else { throw .noChild(name) }
                return child.name
            }
        return Plan(
            id: "draft", name: name, date: date, start: start, end: end, travel: travel,
            startPlace: startPlace,
            endPlace: endPlace,
            children: children.reduce(into: []) { kept, name in
                if !kept.contains(name) { kept.append(name) }
            })
    }

    /// Adds a stop for the attraction `text` names (number, name or id), staying `stay` (as
    /// `PlanRules.stay` reads it; by default what `PlanRules.defaultStay(forType:)` gives), pinned
    /// at `at` when given; at the end of the day, or at `position` (1-based).
    @discardableResult
    public func addStop(
        to planText: String, attraction text: String, stay: String = "", at: String = "", notes: String = "",
        position: Int? = nil
    ) throws -> (plan: Plan, stop: PlanStop) {
        let attraction = try AttractionReference(store: attractions).attraction(named: text)
        let minutes =
            stay.isEmpty ? PlanRules.defaultStay(forType: attraction.type) : try PlanRules.stay(stay)
        let stop = PlanStop(
            id: newID(), attractionID: attraction.id, stay: minutes,
            pinned: at.isEmpty ? nil : try Self.time(at),
            notes: try PlanRules.notes(notes))
        return (try insert(stop, into: planText, at: position), stop)
    }

    /// Adds a stop of free text ("lunch at home"): 90 minutes unless `stay` says otherwise.
    @discardableResult
    public func addFreeStop(
        to planText: String, label: String, stay: String = "", at: String = "", notes: String = "",
        position: Int? = nil
    ) throws -> (plan: Plan, stop: PlanStop) {
        let stop = PlanStop(
            id: newID(), attractionID: nil, label: try PlanRules.name(label),
            stay: stay.isEmpty ? PlanRules.defaultStay : try PlanRules.stay(stay),
            pinned: at.isEmpty ? nil : try Self.time(at), notes: try PlanRules.notes(notes))
        return (try insert(stop, into: planText, at: position), stop)
    }

    /// Moves the stop `stopText` names to place `position` (1-based) of the day. Every stop whose
    /// place in the day changes gets a new sequence.
    @discardableResult
    public func moveStop(in planText: String, stop stopText: String, to position: Int) throws -> Plan {
        try changePlan(planText) { plan in
            let from = try stopIndex(stopText, in: plan)
            guard (1...plan.stops.count).contains(position) else {
                throw PlanInputError.position(count: plan.stops.count)
            }
            let stop = plan.stops.remove(at: from)
            plan.stops.insert(stop, at: position - 1)
        }
    }

    /// Puts the stops in the order of `stopIDs` (a suggestion): every id of the plan, each once.
    @discardableResult
    public func reorder(_ planText: String, stopIDs: [String]) throws -> Plan {
        try changePlan(planText) { plan in
            guard Set(stopIDs) == Set(plan.stops.map(\.id)), stopIDs.count == plan.stops.count else {
                throw PlanInputError.changedMeanwhile
            }
            let byID = Dictionary(uniqueKeysWithValues: plan.stops.map { ($0.id, $0) })
            plan.stops = stopIDs.compactMap { byID[$0] }
        }
    }

    /// Changes a stop's stay, pinned time (`""` unpins) or notes; nil leaves one as it is.
    @discardableResult
    public func changeStop(
        in planText: String, stop stopText: String, stay: String? = nil, at: String? = nil,
        notes: String? = nil
    ) throws -> Plan {
        let minutes = try stay.map { text throws(PlanError) in try PlanRules.stay(text) }
        let pin = try at.map { text throws in text.trimmingWhitespace.isEmpty ? nil : try Self.time(text) }
        let note = try notes.map { text throws(PlanError) in try PlanRules.notes(text) }
        return try changePlan(planText) { plan in
            let index = try stopIndex(stopText, in: plan)
            if let minutes { plan.stops[index].stay = minutes }
            if let pin { plan.stops[index].pinned = pin }
            if let note { plan.stops[index].notes = note }
            plan.stops[index].sequence += 1
        }
    }

    @discardableResult
    public func removeStop(from planText: String, stop stopText: String) throws -> PlanStop {
        var removed: PlanStop?
        try changePlan(planText) { plan in
            removed = plan.stops.remove(at: try stopIndex(stopText, in: plan))
        }
        guard let removed else { throw PlanLookupError.notFound("stop", stopText) }
        return removed
    }

    /// The draft that would leave `plan` as it is: what a form to change it starts from.
    public static func draft(of plan: Plan) -> Draft {
        Draft(
            name: plan.name, date: plan.date.description, start: plan.start.text, end: plan.end?.text ?? "",
            travel: plan.travel.rawValue, startPlace: plan.startPlace, endPlace: plan.endPlace,
            children: plan.children, members: plan.members)
    }

    /// Changes the plan's name, day, times, travel, places or who is going, as a whole draft gives
    /// them (`draft(of:)` and the changes): here no place and no child mean none, not the
    /// household's first place and every child as for a new plan.
    @discardableResult
    public func edit(_ planText: String, to draft: Draft) throws -> Plan {
        let fields = try Self.read(draft, household: try household.household())
        return try changePlan(planText) { plan in
            plan.name = fields.name
            plan.date = fields.date
            plan.start = fields.start
            plan.end = fields.end
            plan.travel = fields.travel
            plan.startPlace = draft.startPlace.trimmingWhitespace.isEmpty ? "" : fields.startPlace
            plan.endPlace = fields.endPlace
            plan.children = draft.children.isEmpty ? [] : fields.children
            plan.members = draft.members
            // The times of every stop may move: calendars must take the new version.
            for index in plan.stops.indices { plan.stops[index].sequence += 1 }
        }
    }

    @discardableResult
    public func delete(_ planText: String) throws -> Plan {
        let plan = try plan(named: planText)
        try change { plans in
            // By id: the text named this plan when it was read.
            guard plans.contains(where: { $0.id == plan.id }) else {
                throw PlanLookupError.notFound("plan", planText)
            }
            plans.removeAll { $0.id == plan.id }
        }
        return plan
    }

    /// Shares the plan read-only: stores `digest` (of a token the caller made and shows once),
    /// replacing any earlier link, which stops working.
    @discardableResult
    public func share(_ planText: String, digest: String) throws -> Plan {
        try changePlan(planText, resequence: false) { $0.shareDigest = digest }
    }

    /// Stops the share link working.
    @discardableResult
    public func unshare(_ planText: String) throws -> Plan {
        try changePlan(planText, resequence: false) { $0.shareDigest = "" }
    }

    /// A time as `When.TimeOfDay` reads it.
    public static func time(_ text: String) throws(PlanInputError) -> When.TimeOfDay {
        guard let time = When.TimeOfDay(text: Substring(text.trimmingWhitespace)) else { throw .time(text) }
        return time
    }

    private static func place(_ text: String, in household: Household) throws(HouseholdError) -> String? {
        guard !text.trimmingWhitespace.isEmpty else { return nil }
        guard let place = household.place(named: text) else { throw .noPlace(text) }
        return place.name
    }

    private func insert(_ stop: PlanStop, into planText: String, at position: Int?) throws -> Plan {
        try changePlan(planText) { plan in
            let index = position.map { $0 - 1 } ?? plan.stops.count
            guard (0...plan.stops.count).contains(index) else {
                throw PlanInputError.position(count: plan.stops.count + 1)
            }
            plan.stops.insert(stop, at: index)
        }
    }

    private func stopIndex(_ text: String, in plan: Plan) throws -> Int {
        let ids = Set(plan.stops.compactMap(\.attractionID))
        var names: [String: String] = [:]
        for id in ids { names[id] = try attractions.attraction(id: id)?.name }
        return try PlanReference.stopIndex(named: text, in: plan) { stop in
            stop.attractionID.flatMap { names[$0] } ?? stop.label
        }
    }

    /// Changes one plan; unless `resequence` is false, every stop whose place in the day changed
    /// gets a new sequence, so calendars take the new version.
    @discardableResult
    private func changePlan(_ planText: String, resequence: Bool = true, _ edit: (inout Plan) throws -> Void)
        throws -> Plan
    {
        var changed: Plan?
        try change { plans in
            let found = try PlanReference.plan(named: planText, in: plans)
            guard let index = plans.firstIndex(where: { $0.id == found.id }) else {
                throw PlanLookupError.notFound("plan", planText)
            }
            var plan = plans[index]
            let before = plan.stops.map(\.id)
            try edit(&plan)
            if resequence {
                for (position, stop) in plan.stops.enumerated()
                where position < before.count && before[position] != stop.id {
                    plan.stops[position].sequence += 1
                }
            }
            plans[index] = plan
            changed = plan
        }
        guard let changed else { throw PlanLookupError.notFound("plan", planText) }
        return changed
    }

    private func change(_ edit: (inout [Plan]) throws -> Void) throws {
        try store.updatePlans { plans in
            var changed = plans
            try edit(&changed)
            try PlanRules.check(changed)
            return changed
        }
    }
}

/// A value typed for a plan that Outings cannot read.
public enum PlanInputError: Error, Equatable, Sendable, CustomStringConvertible, CategorizedError {
    case date
    case time(String)
    case travel
    case position(count: Int)
    case changedMeanwhile

    public var description: String {
        switch self {
        case .date: "a plan's date is written \(CalendarDate.textFormat), e.g. 2026-12-12"
        case .time(let text): "'\(text)' is not a time: write 10, 10:30, 14:00 or 2pm"
        case .travel: "travel is one of \(TravelMode.allCases.map(\.rawValue).joined(separator: ", "))"
        case .position(let count): "a stop's place in the day is a number from 1 to \(count)"
        case .changedMeanwhile: "the plan's stops changed meanwhile: look at it again"
        }
    }

    public var category: ErrorCategory {
        switch self {
        case .position: .outOfRange
        case .changedMeanwhile: .conflict
        default: .invalid
        }
    }
}
