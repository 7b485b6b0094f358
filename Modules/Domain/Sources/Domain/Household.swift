/// Who goes on outings and from where: the household's children and its named places ("Home",
/// "Grandma's"), each list in the order added, and the public holidays its calendar knows (what
/// opening hours' `PH` means), by date. Names are unique within a list, compared without case, so
/// "home" finds "Home".
public struct Household: Equatable, Sendable {
    public var children: [HouseholdChild]
    public var places: [HouseholdPlace]
    /// Sorted by date, one per date.
    public var holidays: [Holiday]

    public init(children: [HouseholdChild] = [], places: [HouseholdPlace] = [], holidays: [Holiday] = []) {
        self.children = children
        self.places = places
        self.holidays = holidays
    }

    public var isEmpty: Bool { children.isEmpty && places.isEmpty && holidays.isEmpty }

    /// The dates of `holidays`, as opening hours read them.
    public var holidayDates: Set<CalendarDate> { Set(holidays.map(\.date)) }

    public func child(named name: String) -> HouseholdChild? {
        children.first { HouseholdRules.sameName($0.name, name) }
    }

    public func place(named name: String) -> HouseholdPlace? {
        places.first { HouseholdRules.sameName($0.name, name) }
    }
}

/// A child of the household: what "who is coming" is chosen from.
public struct HouseholdChild: Equatable, Sendable {
    public let name: String
    public let born: CalendarDate

    /// `name` as `HouseholdRules.name` returns it.
    public init(name: String, born: CalendarDate) {
        self.name = name
        self.born = born
    }

    /// Whole years completed on `day`; nil before the child was born. Someone born on 29 February
    /// turns a year older on 1 March in other years.
    public func age(on day: CalendarDate) -> Int? {
        guard day >= born else { return nil }
        let hadBirthday = (day.month.rawValue, day.day) >= (born.month.rawValue, born.day)
        return day.year - born.year - (hadBirthday ? 0 : 1)
    }
}

/// A place outings start from, found by its name wherever a place is asked for ("near Home").
public struct HouseholdPlace: Equatable, Sendable {
    public let name: String
    /// Rounded as every stored location is (`GeoCoordinate.rounded`).
    public let location: GeoCoordinate
    /// One line, empty when none was given.
    public let address: String

    public init(name: String, location: GeoCoordinate, address: String = "") {
        self.name = name
        self.location = location.rounded
        self.address = address
    }
}
