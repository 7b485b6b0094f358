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

    /// `timeZone` is read only for a filter with a time (a bad configured zone stops only those);
    /// without `visitedIDs` a `not-visited` filter is refused (no visits are recorded).
    public init(
        store: any AttractionStore, timeZone: @escaping @Sendable () throws -> LocalTimeConverter,
        now: @escaping @Sendable () -> Date = Date.init, visitedIDs: VisitedIDs? = nil
    ) {
        self.store = store
        self.timeZone = timeZone
        self.now = now
        self.visitedIDs = visitedIDs
    }

    /// Calls `body` with each attraction that meets every condition of `filter`: an empty filter
    /// streams the whole list as `AttractionStore.forEachAttraction` does; with `near`, the
    /// matches are held and handed over nearest first (equal distances in guide order).
    public func forEachMatch(_ filter: AttractionFilter, _ body: (Attraction) throws -> Void) throws {
        let rule = AttractionMatch(
            filter, wallTime: try wallTime(filter.open), centre: try centre(filter.near),
            visited: try visited(filter.notVisited))
        guard let centre = rule.centre else {
            try store.forEachAttraction { attraction in
                if rule.matches(attraction) { try body(attraction) }
            }
            return
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
    }

    /// The guide's time zone, where the filter's times are read.
    public func guideZone() throws -> LocalTimeConverter { try timeZone() }

    /// The wall time `open` asks about, in the guide's zone; a time a spring change skips reads as
    /// `LocalTimeConverter.instant(at:)` reads it (02:30 in Denver that day is 03:30).
    public func wallTime(_ open: AttractionFilter.OpenMoment?) throws -> LocalDateTime? {
        guard let open else { return nil }
        let zone = try timeZone()
        let current = zone.localTime(at: now())
        let asked: LocalDateTime
        switch open {
        case .now: return current
        case .at(let moment): asked = moment
        case .next(let weekday, let hour, let minute):
            var date = current.date
            while true {
                if date.weekday == weekday,
                    let candidate = LocalDateTime(date: date, hour: hour, minute: minute),
                    candidate >= current
                {
                    asked = candidate
                    break
                }
                date = date.next
            }
        }
        return zone.localTime(at: zone.instant(at: asked))
    }

    /// The point `near` names (nil without one): what distances are measured from.
    public func centre(_ near: AttractionFilter.NearPoint?) throws -> GeoCoordinate? {
        switch near {
        case nil: return nil
        case .point(let point): return point
        case .attraction(let text):
            let named: Attraction
            do {
                named = try AttractionReference(store: store).attraction(named: text)
            } catch is AttractionReferenceError {
                throw AttractionFilterError(
                    .near,
                    "names no attraction; expected \(GeoCoordinate.textForm), or an attraction's number, id or name"
                )
            }
            guard let location = named.location else {
                throw AttractionFilterError(.near, "names an attraction without a location")
            }
            return location
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
