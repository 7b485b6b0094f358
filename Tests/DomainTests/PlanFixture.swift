import Domain
import Testing

/// A family's Saturday (12 December 2026) around Home, with places on one meridian so that each
/// distance is the latitude change times 111,195.08 m (the mean Earth radius in metres x pi / 180).
enum PlanFixture {
    static let saturday = CalendarDate(year: 2026, month: 12, day: 12)!
    static let longitude = -0.1

    static func point(_ latitude: Double) -> GeoCoordinate {
        GeoCoordinate(latitude: latitude, longitude: longitude)!
    }

    /// Home at 51.5; the Museum 0.09 degrees north (10,007.56 m), the Park 0.045 further
    /// (5,003.78 m), so the Park is 0.135 degrees from Home (15,011.34 m).
    static let home = HouseholdPlace(name: "Home", location: point(51.5))

    static func attraction(
        _ id: String, _ name: String, at latitude: Double?, hours: String? = "24/7", ages: String? = nil,
        cost: Cost? = nil
    ) throws -> Attraction {
        Attraction(
            id: id, name: name, ages: try ages.map { try AgeRange(text: $0) }, cost: cost,
            hours: try hours.map { try OpeningHours(text: $0) }, location: latitude.map(point))
    }

    static func museum(hours: String? = "24/7", ages: String? = nil, cost: Cost? = nil) throws -> Attraction {
        try attraction("museum", "Museum", at: 51.59, hours: hours, ages: ages, cost: cost)
    }

    static func park(hours: String? = "24/7", ages: String? = nil, cost: Cost? = nil) throws -> Attraction {
        try attraction("park", "Park", at: 51.635, hours: hours, ages: ages, cost: cost)
    }

    static func time(_ text: String) -> When.TimeOfDay { When.TimeOfDay(text: Substring(text))! }

    static func stop(_ attraction: String?, stay: Int, at pinned: String? = nil, label: String = "")
        -> PlanStop
    {
        PlanStop(
            id: "stop-" + (attraction ?? label), attractionID: attraction, label: label, stay: stay,
            pinned: pinned.map(time))
    }

    static func plan(
        _ stops: [PlanStop], start: String = "09:00", end: String? = nil, startPlace: String = "Home",
        on date: CalendarDate = saturday, by travel: TravelMode = .car, children: [String] = [],
        members: [String] = []
    ) -> Plan {
        Plan(
            id: "plan", name: "Saturday", date: date, start: time(start), end: end.map(time), travel: travel,
            startPlace: startPlace, children: children, members: members, stops: stops)
    }

    static func byID(_ attractions: [Attraction]) -> [String: Attraction] {
        Dictionary(uniqueKeysWithValues: attractions.map { ($0.id, $0) })
    }

    static let household = Household(places: [home])

    /// "2026-12-12 09:28".
    static func moment(_ text: String) -> LocalDateTime {
        let numbers = text.split { $0 == "-" || $0 == " " || $0 == ":" }.compactMap { Int($0) }
        return LocalDateTime(
            year: numbers[0], month: numbers[1], day: numbers[2], hour: numbers[3], minute: numbers[4])!
    }
}
