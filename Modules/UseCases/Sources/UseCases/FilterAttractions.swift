import Domain
import PlatformFoundation

/// The attraction list narrowed by an `AttractionFilter`: in the guide's order, or nearest first
/// when the filter has `near`. What the filter needs besides the attractions (the clock, the
/// guide's time zone, the point `near` names, the visited attractions) is read once, before the
/// walk, so the store is never called from inside it and a bad value fails before any row.
/// A `Sendable` value of `Sendable` parts: one instance may serve concurrent requests.
public struct FilterAttractions: Sendable {
    /// The ids of the attractions the member asking has visited.
    public typealias VisitedIDs = @Sendable () throws -> Set<String>

    private let store: any AttractionStore
    private let timeZone: @Sendable () throws -> LocalTimeConverter
    private let now: @Sendable () -> Date
    private let visitedIDs: VisitedIDs?
    private let currency: @Sendable () throws -> String?
    private let household: @Sendable () throws -> Household

    /// `timeZone` is read only for a filter with a time (a bad configured zone stops only those),
    /// `currency` (the guide's, nil when none is set) only for a `max-cost`, `household` (its
    /// places are where a `near` name is looked up before the attractions; its children are whom
    /// `child` names) only for a `near` that is no point or a `child`; without `visitedIDs` a
    /// `not-visited` filter is refused (no visits are recorded).
    public init(
        store: any AttractionStore, timeZone: @escaping @Sendable () throws -> LocalTimeConverter,
        now: @escaping @Sendable () -> Date = Date.init, visitedIDs: VisitedIDs? = nil,
        currency: @escaping @Sendable () throws -> String? = { nil },
        household: @escaping @Sendable () throws -> Household = { Household() }
    ) {
        self.store = store
        self.timeZone = timeZone
        self.now = now
        self.visitedIDs = visitedIDs
        self.currency = currency
        self.household = household
    }

    /// Calls `body` with each attraction that meets every condition of `filter`: an empty filter
    /// streams the whole list as `AttractionStore.forEachAttraction` does; with `near`, the
    /// matches are held and handed over nearest first (equal distances in guide order). Returns
    /// the point `near` was read as, to say which it used. A `near`, `max-cost` or `not-visited`
    /// the guide cannot answer is refused before any row, every such problem at once.
    @discardableResult
    public func forEachMatch(_ filter: AttractionFilter, _ body: (Attraction) throws -> Void) throws
        -> NearPlace?
    {
        let wallTime = try wallTime(filter.open)
        let (near, budget, visited, ages, problems) = try readings(filter, on: wallTime?.date)
        if let error = AttractionFilterError(problems: problems) { throw error }
        let rule = AttractionMatch(
            filter, wallTime: wallTime, centre: near?.point, budget: budget, visited: visited,
            ages: ages ?? [])
        guard let centre = rule.centre else {
            try store.forEachAttraction { attraction in
                if rule.matches(attraction) { try body(attraction) }
            }
            return near
        }
        var measured: [(attraction: Attraction, distance: Double)] = []
        try store.forEachAttraction { attraction in
            guard rule.matches(attraction), let location = attraction.location else { return }
            measured.append((attraction, centre.distance(to: location)))
        }
        // Stable for equal distances: the walk's order is the guide's.
        let nearest = measured.enumerated().sorted {
            ($0.element.distance, $0.offset) < ($1.element.distance, $1.offset)
        }
        for entry in nearest { try body(entry.element.attraction) }
        return near
    }

    /// What `forEachMatch` would refuse in `filter` besides its time zone: a `near` the guide
    /// cannot resolve, a `max-cost` without a currency, a `not-visited` without a member, a
    /// `child` the household does not have. For a caller whose parser refused other parameters,
    /// to report these with them.
    public func problems(in filter: AttractionFilter) throws -> [AttractionFilterError.Problem] {
        try readings(filter, on: nil).problems
    }

    /// The values `filter` needs from outside the attractions, and every problem reading them;
    /// children's ages are counted on `day` (today in the guide's zone when nil).
    private func readings(_ filter: AttractionFilter, on day: CalendarDate?) throws -> (
        near: NearPlace?, budget: Cost?, visited: Set<String>?, ages: [Int]?,
        problems: [AttractionFilterError.Problem]
    ) {
        var problems: [AttractionFilterError.Problem] = []
        func read<Value>(_ part: () throws -> Value?) throws -> Value? {
            do {
                return try part()
            } catch let error as AttractionFilterError {
                problems += error.problems
                return nil
            }
        }
        // Read at most once, by whichever of `near` and `child` needs it first.
        var stored: Household?
        let household = { [self] () throws -> Household in
            if let stored { return stored }
            let read = try self.household()
            stored = read
            return read
        }
        let near = try read { try nearPlace(filter.near, household: household) }
        let budget = try read { try self.budget(filter.maxCost) }
        let visited = try read { try self.visited(filter.notVisited) }
        let ages = try read { try self.ages(of: filter.children, on: day, household: household) }
        return (near, budget, visited, ages, problems)
    }

    /// Each named child's age on `day`, in the order named.
    private func ages(of names: [String], on day: CalendarDate?, household: () throws -> Household) throws
        -> [Int]
    {
        guard !names.isEmpty else { return [] }
        let household = try household()
        let day = try day ?? timeZone().today(at: now())
        var problems: [AttractionFilterError.Problem] = []
        var ages: [Int] = []
        for name in names {
            guard let child = household.child(named: name) else {
                let known = household.children.map(\.name).joined(separator: ", ")
                let hint = known.isEmpty ? "the household has no children yet" : "its children: \(known)"
                problems.append(.init(.child, "names no child of the household (\(hint))"))
                continue
            }
            guard let age = child.age(on: day) else {
                problems.append(.init(.child, "names \(child.name), who is not born yet on \(day)"))
                continue
            }
            ages.append(age)
        }
        if let error = AttractionFilterError(problems: problems) { throw error }
        return ages
    }

    /// The guide's time zone, where the filter's times are read.
    public func guideZone() throws -> LocalTimeConverter { try timeZone() }

    /// The wall time `open` asks about, in the guide's zone (`When.moment(from:)` placed from now
    /// there); a time a spring change skips reads as `LocalTimeConverter.instant(at:)` reads it
    /// (02:30 in Denver that day is 03:30).
    public func wallTime(_ open: When?) throws -> LocalDateTime? {
        guard let open else { return nil }
        let zone = try timeZone()
        let current = zone.localTime(at: now())
        if open == .now { return current }
        return zone.localTime(at: zone.instant(at: open.moment(from: current)))
    }

    /// The point `near` measures from and how to say it (`NearPlace.resolve`: the named places
    /// first, then the guide's attractions); nil without `near`.
    public func nearPlace(_ near: AttractionFilter.NearPoint?) throws -> NearPlace? {
        try nearPlace(near, household: household)
    }

    private func nearPlace(_ near: AttractionFilter.NearPoint?, household: () throws -> Household) throws
        -> NearPlace?
    {
        switch near {
        case nil: return nil
        case .point(let point): return NearPlace(label: point.text, point: point)
        case .name(let text):
            let places = try household().places.map {
                NearPlace.Candidate(name: $0.name, location: $0.location)
            }
            var attractions: [NearPlace.Candidate] = []
            try store.forEachAttraction { attractions.append(.init(name: $0.name, location: $0.location)) }
            return try NearPlace.resolve(text, places: places, attractions: attractions)
        }
    }

    /// The most an attraction may cost, in the guide's currency for a bare number.
    private func budget(_ maxCost: Cost.Written?) throws -> Cost? {
        guard let maxCost else { return nil }
        do {
            return try maxCost.cost(currency: try currency())
        } catch let error as CostError {
            // The cost's own message, without its "cost: ": the filter names its parameter.
            throw AttractionFilterError(.maxCost, String(error.description.dropFirst("cost: ".count)))
        }
    }

    /// Why `not-visited` cannot be read: the guide has members and the request names none.
    public static let nobodysVisits =
        "is not available: visits are each member's own, and no member is named (--member NAME or OUTINGS_MEMBER)"

    private func visited(_ asked: Bool) throws -> Set<String>? {
        guard asked else { return nil }
        guard let visitedIDs else {
            throw AttractionFilterError(.notVisited, Self.nobodysVisits)
        }
        return try visitedIDs()
    }
}
