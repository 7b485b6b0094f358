/// A day out: where it starts, who is going, how the family travels and the stops in the order
/// they are visited. The times of the stops are not stored: they follow from the order, the stays
/// and the travel between stops (`PlanTimetable`), so every view shows the same day.
public struct Plan: Equatable, Sendable {
    /// Made by Outings as an attraction id is (a lowercase UUID); the rule is `AttractionID`'s.
    public var id: String
    public var name: String
    public var date: CalendarDate
    /// When the day starts at `startPlace` (or at the first stop when there is no place).
    public var start: When.TimeOfDay
    /// When the family wants to be back; nil when it does not matter.
    public var end: When.TimeOfDay?
    public var travel: TravelMode
    /// A household place's name ("Home"), or "" when the day starts at its first stop.
    public var startPlace: String
    /// A household place's name, or "" to come back to `startPlace`.
    public var endPlace: String
    /// The household children going, by name, in the order chosen.
    public var children: [String]
    /// The members going, by member id.
    public var members: [String]
    public var stops: [PlanStop]
    /// The SHA-256 of the plan's read-only share link token (64 hex digits), or "" when the plan
    /// is not shared. The token itself is shown once and never stored.
    public var shareDigest: String

    public init(
        id: String, name: String, date: CalendarDate, start: When.TimeOfDay, end: When.TimeOfDay? = nil,
        travel: TravelMode = .car, startPlace: String = "", endPlace: String = "", children: [String] = [],
        members: [String] = [], stops: [PlanStop] = [], shareDigest: String = ""
    ) {
        self.id = id
        self.name = name
        self.date = date
        self.start = start
        self.end = end
        self.travel = travel
        self.startPlace = startPlace
        self.endPlace = endPlace
        self.children = children
        self.members = members
        self.stops = stops
        self.shareDigest = shareDigest
    }

    /// Where the day ends: `endPlace`, else `startPlace`.
    public var homePlace: String { endPlace.isEmpty ? startPlace : endPlace }
}

/// One stop of a plan: an attraction of the guide, or a stop of free text ("lunch at home").
public struct PlanStop: Equatable, Sendable {
    /// Stable for the life of the stop: a calendar event's UID is made of it.
    public var id: String
    /// The attraction visited, or nil for a stop of free text.
    public var attractionID: String?
    /// The free text of a stop without an attraction; "" for an attraction's stop.
    public var label: String
    /// How long the family stays, in minutes.
    public var stay: Int
    /// A time the stop must start at, never moved by the order ("pinned"); nil when it follows
    /// from the stops before it.
    public var pinned: When.TimeOfDay?
    /// One line of notes, "" when none.
    public var notes: String
    /// Rises by one every time the stop changes (its stay, pin, notes or place in the day), as a
    /// calendar event's SEQUENCE must.
    public var sequence: Int

    public init(
        id: String, attractionID: String?, label: String = "", stay: Int, pinned: When.TimeOfDay? = nil,
        notes: String = "", sequence: Int = 0
    ) {
        self.id = id
        self.attractionID = attractionID
        self.label = label
        self.stay = stay
        self.pinned = pinned
        self.notes = notes
        self.sequence = sequence
    }
}

/// How the family gets from stop to stop, with the speed a leg's time is estimated at.
public enum TravelMode: String, CaseIterable, Hashable, Sendable {
    case walk, bike, car, transit

    /// Kilometres an hour over the ground.
    public var kilometresPerHour: Double {
        switch self {
        case .walk: 4.5
        case .bike: 14
        case .car: 35
        case .transit: 20
        }
    }

    /// Minutes added to every leg: parking, waiting for the bus.
    public var extraMinutes: Int {
        switch self {
        case .walk, .bike: 0
        case .car: 5
        case .transit: 8
        }
    }
}

/// A public holiday of the household's calendar: the days the `PH` rule of opening hours means.
public struct Holiday: Equatable, Hashable, Sendable {
    public let date: CalendarDate
    /// One line, "" when none was given.
    public let name: String

    public init(date: CalendarDate, name: String = "") {
        self.date = date
        self.name = name
    }
}
