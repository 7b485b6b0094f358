/// The rules every change to a household is held to, checked on the household a change would
/// leave, so the CLI, the web pages and a restored backup all meet the same ones.
public enum HouseholdRules {
    public static let maximumNameLength = 40
    public static let maximumAddressLength = 200
    /// Bounds what one page of the household shows and what a form offers to choose from.
    public static let maximumChildren = 30
    public static let maximumPlaces = 50
    /// A few years of a country's public holidays.
    public static let maximumHolidays = 500
    /// The oldest a child's birth date may make them: a typo of the year (1926 for 2026) is told,
    /// not stored.
    public static let oldestChild = 25

    /// A child's or a place's name as typed: trimmed, one line of 1 to 40 characters of any
    /// script ("Zoë", "Grandma's"), without control or bidi characters.
    public static func name(_ text: String) throws(HouseholdError) -> String {
        let trimmed = text.trimmingWhitespace
        guard !trimmed.isEmpty else { throw .emptyName }
        guard isOneCleanLine(trimmed, characters: maximumNameLength) else {
            throw .name(maximum: maximumNameLength)
        }
        return trimmed
    }

    /// An address: trimmed, one line of at most 200 characters; empty is none.
    public static func address(_ text: String) throws(HouseholdError) -> String {
        let trimmed = text.trimmingWhitespace
        guard isOneCleanLine(trimmed, characters: maximumAddressLength) else {
            throw .address(maximum: maximumAddressLength)
        }
        return trimmed
    }

    /// A birth date from `YYYY-MM-DD`, not after `today` and at most `oldestChild` years before it.
    public static func born(_ text: String, today: CalendarDate) throws(HouseholdError) -> CalendarDate {
        guard let date = CalendarDate(text: text.trimmingWhitespace) else { throw .bornForm }
        guard date <= today else { throw .bornAfterToday }
        guard let age = HouseholdChild(name: "", born: date).age(on: today), age <= oldestChild else {
            throw .bornTooLongAgo(maximumAge: oldestChild)
        }
        return date
    }

    public static func sameName(_ left: String, _ right: String) -> Bool {
        left.lowercased() == right.trimmingWhitespace.lowercased()
    }

    /// Checks the household a change would leave: names valid and unique within their list, the
    /// lists within their bounds. A restored backup is held to the same.
    public static func check(_ household: Household) throws(HouseholdError) {
        guard household.children.count <= maximumChildren else { throw .tooMany("children", maximumChildren) }
        guard household.places.count <= maximumPlaces else { throw .tooMany("places", maximumPlaces) }
        var seen = Set<String>()
        for child in household.children {
            guard try name(child.name) == child.name else { throw .name(maximum: maximumNameLength) }
            guard seen.insert(child.name.lowercased()).inserted else { throw .childExists(child.name) }
        }
        guard household.holidays.count <= maximumHolidays else {
            throw .tooMany("holidays", maximumHolidays)
        }
        for (earlier, later) in zip(household.holidays, household.holidays.dropFirst())
        where earlier.date >= later.date {
            throw .holidayExists(later.date)
        }
        for holiday in household.holidays where try holidayName(holiday.name) != holiday.name {
            throw .name(maximum: maximumNameLength * 2)
        }
        seen = []
        for place in household.places {
            guard try name(place.name) == place.name, try address(place.address) == place.address else {
                throw .name(maximum: maximumNameLength)
            }
            guard seen.insert(place.name.lowercased()).inserted else { throw .placeExists(place.name) }
        }
    }

    /// A holiday's name: trimmed, one line; empty is none.
    public static func holidayName(_ text: String) throws(HouseholdError) -> String {
        let trimmed = text.trimmingWhitespace
        guard isOneCleanLine(trimmed, characters: maximumNameLength * 2) else {
            throw .name(maximum: maximumNameLength * 2)
        }
        return trimmed
    }

    /// The household with `holiday` added in date order; a date already listed is replaced, so
    /// importing the same calendar twice changes nothing.
    public static func adding(_ holiday: Holiday, to household: Household) -> Household {
        var changed = household
        changed.holidays.removeAll { $0.date == holiday.date }
        let index = changed.holidays.firstIndex { $0.date > holiday.date } ?? changed.holidays.endIndex
        changed.holidays.insert(holiday, at: index)
        return changed
    }

    static func isOneCleanLine(_ text: String, characters limit: Int) -> Bool {
        // Controls would drive a terminal; bidi characters would reorder the page a name is on.
        TypedText.fits(text, characters: limit)
            && !text.unicodeScalars.contains { Attraction.isForbidden($0) || TypedText.isBidiFormatting($0) }
    }
}

public enum HouseholdError: Error, Equatable, Sendable, CustomStringConvertible {
    case emptyName
    case name(maximum: Int)
    case address(maximum: Int)
    case location
    case bornForm
    case bornAfterToday
    case bornTooLongAgo(maximumAge: Int)
    case childExists(String)
    case placeExists(String)
    case holidayExists(CalendarDate)
    case holidayForm
    case noHoliday(CalendarDate)
    case noChild(String)
    case noPlace(String)
    case tooMany(String, Int)

    public var description: String {
        switch self {
        case .emptyName: "a name cannot be empty"
        case .name(let maximum):
            "a name is one line of at most \(maximum) characters, without control or bidi characters"
        case .address(let maximum):
            "an address is one line of at most \(maximum) characters, without control or bidi characters"
        case .location: "location: expected \(GeoCoordinate.readForms)"
        case .bornForm: "a birth date is written YYYY-MM-DD, e.g. 2021-05-14"
        case .bornAfterToday: "a birth date cannot be after today"
        case .bornTooLongAgo(let age):
            "a child of the household is at most \(age) years old; check the year of the birth date"
        case .childExists(let name): "the household already has a child named \(name)"
        case .placeExists(let name): "the household already has a place named \(name)"
        case .holidayExists(let date): "the household lists the holiday of \(date) twice"
        case .holidayForm: "a holiday's date is written YYYY-MM-DD, e.g. 2026-12-25"
        case .noHoliday(let date): "the household has no holiday on \(date)"
        case .noChild(let name): "the household has no child named \(name)"
        case .noPlace(let name): "the household has no place named \(name)"
        case .tooMany(let list, let maximum): "a household has at most \(maximum) \(list)"
        }
    }
}
