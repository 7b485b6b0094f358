import Domain

/// Adds, renames and removes the household's children and places: the only way apps change the
/// household, so each change meets `HouseholdRules` on the household it would leave. Who may
/// change it (owners and editors) is the app's check, as for attractions.
public struct ManageHousehold: Sendable {
    private let store: any HouseholdStore
    /// The day it is where the guide is: the latest a child may be born.
    private let today: @Sendable () -> CalendarDate

    public init(store: any HouseholdStore, today: @escaping @Sendable () -> CalendarDate) {
        self.store = store
        self.today = today
    }

    public func household() throws -> Household {
        try store.household()
    }

    @discardableResult
    public func addChild(name: String, born bornText: String) throws -> HouseholdChild {
        let child = HouseholdChild(
            name: try HouseholdRules.name(name), born: try HouseholdRules.born(bornText, today: today()))
        try change { $0.children.append(child) }
        return child
    }

    @discardableResult
    public func renameChild(_ name: String, to newName: String) throws -> HouseholdChild {
        let newName = try HouseholdRules.name(newName)
        var renamed: HouseholdChild?
        try change { household throws(HouseholdError) in
            guard let index = household.children.firstIndex(where: { HouseholdRules.sameName($0.name, name) })
            else { throw .noChild(name) }
            renamed = HouseholdChild(name: newName, born: household.children[index].born)
            household.children[index] = renamed!
        }
        return renamed!
    }

    public func removeChild(_ name: String) throws {
        try change { household throws(HouseholdError) in
            guard let index = household.children.firstIndex(where: { HouseholdRules.sameName($0.name, name) })
            else { throw .noChild(name) }
            household.children.remove(at: index)
        }
    }

    /// `location` in any form `GeoCoordinate(reading:)` reads (`LAT,LON`, `geo:`, a maps link).
    @discardableResult
    public func addPlace(name: String, location locationText: String, address: String = "") throws
        -> HouseholdPlace
    {
        guard let location = try? GeoCoordinate(reading: locationText.trimmingWhitespace) else {
            throw HouseholdError.location
        }
        let place = HouseholdPlace(
            name: try HouseholdRules.name(name), location: location,
            address: try HouseholdRules.address(address))
        try change { $0.places.append(place) }
        return place
    }

    public func removePlace(_ name: String) throws {
        try change { household throws(HouseholdError) in
            guard let index = household.places.firstIndex(where: { HouseholdRules.sameName($0.name, name) })
            else { throw .noPlace(name) }
            household.places.remove(at: index)
        }
    }

    /// Adds a public holiday (`YYYY-MM-DD`); a date already listed takes the new name.
    @discardableResult
    public func addHoliday(date text: String, name: String = "") throws -> Holiday {
        guard let date = CalendarDate(text: text.trimmingWhitespace) else { throw HouseholdError.holidayForm }
        let holiday = Holiday(date: date, name: try HouseholdRules.holidayName(name))
        try change { household in household = HouseholdRules.adding(holiday, to: household) }
        return holiday
    }

    /// Adds every holiday of a calendar in one step (all or none); returns how many dates were new.
    @discardableResult
    public func importHolidays(_ holidays: [Holiday]) throws -> Int {
        let cleaned = try holidays.map { holiday throws(HouseholdError) in
            Holiday(date: holiday.date, name: try HouseholdRules.holidayName(holiday.name))
        }
        var added = 0
        try change { household in
            let known = household.holidayDates
            for holiday in cleaned { household = HouseholdRules.adding(holiday, to: household) }
            added = household.holidayDates.subtracting(known).count
        }
        return added
    }

    public func removeHoliday(date text: String) throws {
        guard let date = CalendarDate(text: text.trimmingWhitespace) else { throw HouseholdError.holidayForm }
        try change { household throws(HouseholdError) in
            guard household.holidays.contains(where: { $0.date == date }) else { throw .noHoliday(date) }
            household.holidays.removeAll { $0.date == date }
        }
    }

    private func change(_ edit: (inout Household) throws(HouseholdError) -> Void) throws {
        try store.updateHousehold { household in
            var changed = household
            try edit(&changed)
            try HouseholdRules.check(changed)
            return changed
        }
    }
}

extension HouseholdError: CategorizedError {
    public var category: ErrorCategory {
        switch self {
        case .childExists, .placeExists: .exists
        case .noChild, .noPlace, .noHoliday: .notFound
        default: .invalid
        }
    }
}
