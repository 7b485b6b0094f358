/// The day of a plan as times: the one ordering and timing every view of a plan shows.
///
/// The day starts at `plan.start` at `plan.startPlace`, or at the first stop when there is no
/// start place. Each stop is reached after the leg before it (`PlanLeg`); an unpinned stop starts
/// on arrival, a pinned one at its pinned time on `plan.date`: the family waits when early and the
/// stop keeps its time when the family cannot reach it (`lateBy`). The family leaves a stop when
/// its stay is over, and the day ends after the leg to `plan.homePlace` (none when the plan names
/// no place). Times past midnight carry into the next days.
public struct PlanTimetable: Equatable, Sendable {
    /// One stop of the day with its times.
    public struct Row: Equatable, Sendable {
        public let stop: PlanStop
        /// The stop's attraction; nil for a free-text stop or one no longer in the guide.
        public let attraction: Attraction?
        /// The travel to this stop; nil when the day starts here.
        public let legBefore: PlanLeg?
        /// When the family gets there.
        public let arrival: LocalDateTime
        /// When the visit starts: the arrival, or the pinned time.
        public let start: LocalDateTime
        /// When the family leaves: the start plus the stay.
        public let departure: LocalDateTime
        /// Minutes the family arrives after a pinned time (arrival - pinned); nil when on time.
        public let lateBy: Int?

        /// Minutes from `plan.date`'s midnight, for the checks made on them.
        let arrivalMinute: Int
        let startMinute: Int
        let departureMinute: Int

        /// Minutes waited between arriving and a pinned start.
        public var waitingMinutes: Int { max(0, startMinute - arrivalMinute) }

        /// Whether the stop names an attraction the guide no longer has.
        public var isMissingFromGuide: Bool { stop.attractionID != nil && attraction == nil }

        /// The attraction's name, else the stop's own text ("" for a stop no longer in the guide).
        public var title: String { attraction?.name ?? stop.label }
    }

    public let rows: [Row]
    /// The travel from the last stop (or the start place) to `plan.homePlace`; nil when the plan
    /// names no place to end at or has no stops.
    public let legHome: PlanLeg?
    /// When the day ends: back at the home place, or leaving the last stop.
    public let end: LocalDateTime
    let endMinute: Int

    /// The timetable of `plan`, with the attractions its stops name (by id) and the household
    /// whose places the plan starts and ends at.
    public init(plan: Plan, attractions: [String: Attraction], household: Household) {
        let day = PlanDay(plan: plan, household: household)
        var position = day.startPosition
        var minute = plan.start.minuteOfDay
        var rows: [Row] = []
        rows.reserveCapacity(plan.stops.count)
        for stop in plan.stops {
            let attraction = stop.attractionID.flatMap { attractions[$0] }
            let leg = day.leg(from: position, to: attraction?.location)
            let visit = PlanDay.Visit(PlanDay.Stop(stop), leg: leg?.minutes ?? 0, leaving: minute)
            rows.append(
                Row(
                    stop: stop, attraction: attraction, legBefore: leg,
                    arrival: day.moment(visit.arrival), start: day.moment(visit.start),
                    departure: day.moment(visit.departure), lateBy: visit.lateBy,
                    arrivalMinute: visit.arrival,
                    startMinute: visit.start, departureMinute: visit.departure))
            position = .at(attraction?.location)
            minute = visit.departure
        }
        self.rows = rows
        legHome = rows.isEmpty ? nil : day.legHome(from: position)
        endMinute = minute + (legHome?.minutes ?? 0)
        end = day.moment(endMinute)
    }

    /// The sum of every leg's minutes, the leg home included.
    public var travelMinutes: Int {
        rows.reduce(legHome?.minutes ?? 0) { $0 + ($1.legBefore?.minutes ?? 0) }
    }
}

/// Where the family is between stops: nowhere yet (the day starts at its first stop), or at a
/// place whose location may not be known.
enum PlanPosition {
    case notStarted
    case at(GeoCoordinate?)
}

/// The rules of a plan's day that the timetable and the order suggestion step through alike.
struct PlanDay {
    let date: CalendarDate
    let mode: TravelMode
    let startPosition: PlanPosition
    /// Nil when the plan names no place to end at.
    let home: PlanPosition?

    init(plan: Plan, household: Household) {
        date = plan.date
        mode = plan.travel
        startPosition =
            plan.startPlace.isEmpty ? .notStarted : .at(household.place(named: plan.startPlace)?.location)
        home = plan.homePlace.isEmpty ? nil : .at(household.place(named: plan.homePlace)?.location)
    }

    /// What a stop itself brings to its times.
    struct Stop {
        let stay: Int
        /// The pinned start in minutes of `date`; nil when the stop starts on arrival.
        let pinned: Int?

        init(_ stop: PlanStop) {
            stay = stop.stay
            pinned = stop.pinned?.minuteOfDay
        }
    }

    /// The times of one visit, in minutes from `date`'s midnight.
    struct Visit {
        let arrival: Int
        let start: Int
        let departure: Int

        /// The visit of `stop` reached after a leg of `leg` minutes (0 when the day starts at it)
        /// from a place left at `minute`.
        init(_ stop: Stop, leg: Int, leaving minute: Int) {
            arrival = minute + leg
            start = stop.pinned ?? arrival
            departure = start + stop.stay
        }

        /// Minutes after a pinned start the family arrives; nil when on time.
        var lateBy: Int? { arrival > start ? arrival - start : nil }
    }

    /// The leg from `position` to a stop at `location`; nil when the day starts at the stop.
    func leg(from position: PlanPosition, to location: GeoCoordinate?) -> PlanLeg? {
        guard case .at(let origin) = position else { return nil }
        return PlanLeg(from: origin, to: location, by: mode)
    }

    func legHome(from position: PlanPosition) -> PlanLeg? {
        guard case .at(let home) = home, case .at(let origin) = position else { return nil }
        return PlanLeg(from: origin, to: home, by: mode)
    }

    func moment(_ minutes: Int) -> LocalDateTime {
        LocalDateTime(date: date, minutesAfterMidnight: max(0, minutes))
    }
}
