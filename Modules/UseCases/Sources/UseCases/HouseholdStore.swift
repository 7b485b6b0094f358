import Domain

/// The household's children and named places. `Sendable`, each method one atomic step, as every
/// store port. The rules below are what the store contract (the `StoreContract` package) checks of
/// every backend: the household is read back whole (names in any script, birth dates, locations
/// rounded as stored, addresses, holidays), each list in the order written.
public protocol HouseholdStore: Sendable {
    /// The household as `updateHousehold` last wrote it; an empty one in a new store.
    func household() throws -> Household
    /// Reads, changes and writes the whole household as one atomic step, so a rule over it (names
    /// unique) holds against concurrent changes. When `change` throws, nothing is written and the
    /// error is rethrown. `change` runs while the store is held, so it must be quick.
    @discardableResult func updateHousehold(_ change: (Household) throws -> Household) throws -> Household
}

/// The stored form every backend and the backup share: a birth date as `YYYY-MM-DD`, a location
/// as two numbers, an address as text ("" when none). A value Outings would not have written is
/// `StoreError.corrupt`.
public enum StoredHousehold {
    public static func child(name: String, born: String) throws(StoreError) -> HouseholdChild {
        guard let date = CalendarDate(text: born) else {
            throw .corrupt("the household's child \(name) has a malformed birth date")
        }
        return HouseholdChild(name: name, born: date)
    }

    public static func place(name: String, latitude: Double?, longitude: Double?, address: String)
        throws(StoreError) -> HouseholdPlace
    {
        guard let location = GeoCoordinate(latitude: latitude, longitude: longitude) else {
            throw .corrupt("the household's place \(name) has no valid location")
        }
        return HouseholdPlace(name: name, location: location, address: address)
    }

    public static func holiday(date: String, name: String) throws(StoreError) -> Holiday {
        guard let day = CalendarDate(text: date) else {
            throw .corrupt("the household's holiday \(name) has a malformed date")
        }
        return Holiday(date: day, name: name)
    }
}
