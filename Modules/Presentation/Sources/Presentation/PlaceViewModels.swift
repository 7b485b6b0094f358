/// One row of the places list. JSON keys: id, name, title, subtitle, country.
public struct PlaceRowViewModel: Equatable, Sendable, Codable {
    public let id: String
    public let name: String
    public let title: String
    public let subtitle: String
    public let country: String

    public init(id: String, name: String, title: String, subtitle: String, country: String) {
        self.id = id
        self.name = name
        self.title = title
        self.subtitle = subtitle
        self.country = country
    }
}

/// Where the places are shown, by country.
public protocol PlacesView: AnyObject {
    /// The places in sections by country, in display order.
    func display(_ places: PlacesViewModel)
}
