/// A heading (the country) and the rows under it.
public struct PlaceSectionViewModel: Equatable, Sendable {
    public let country: String
    public let places: [PlaceRowViewModel]

    public init(country: String, places: [PlaceRowViewModel]) {
        self.country = country
        self.places = places
    }
}
