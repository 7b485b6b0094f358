import Domain

/// The household as every app shows it: each child with their age on a given day, each place
/// with its coordinates. `Encodable` with the keys `outings household --json` documents:
/// `children` (name, born as YYYY-MM-DD, age), `places` (name, latitude, longitude, address) and
/// `holidays` (date as YYYY-MM-DD, name).
public struct HouseholdViewModel: Equatable, Sendable, Encodable {
    public struct Child: Equatable, Sendable, Encodable {
        public let name: String
        public let born: String
        /// Whole years on the day the view is of; nil before the child was born.
        public let age: Int?
        /// "Ana, 4".
        public var label: String { age.map { "\(name), \($0)" } ?? name }
    }

    public struct Place: Equatable, Sendable, Encodable {
        public let name: String
        public let latitude: Double
        public let longitude: Double
        public let address: String
        /// Where it is, for a link or its text (`GeoCoordinate.text`).
        public var location: GeoCoordinate? { GeoCoordinate(latitude: latitude, longitude: longitude) }
        /// "40.5853,-105.0844", as a location is typed.
        public var coordinates: String { location?.text ?? "" }
    }

    public struct Holiday: Equatable, Sendable, Encodable {
        public let date: String
        public let name: String
    }

    public let children: [Child]
    public let places: [Place]
    public let holidays: [Holiday]

    public init(_ household: Household, on day: CalendarDate) {
        children = household.children.map {
            Child(name: $0.name, born: $0.born.description, age: $0.age(on: day))
        }
        places = household.places.map {
            Place(
                name: $0.name, latitude: $0.location.latitude, longitude: $0.location.longitude,
                address: $0.address)
        }
        holidays = household.holidays.map { Holiday(date: $0.date.description, name: $0.name) }
    }

    public static let noChildren = "No children yet."
    public static let noPlaces = "No places yet."
    public static let noHolidays = "No public holidays yet."
}
