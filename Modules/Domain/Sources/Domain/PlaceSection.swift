/// The places of one country, as the course app's table sections showed them.
public struct PlaceSection: Equatable, Sendable {
    public let country: String
    public let places: [Place]

    public init(country: String, places: [Place]) {
        self.country = country
        self.places = places
    }
}
