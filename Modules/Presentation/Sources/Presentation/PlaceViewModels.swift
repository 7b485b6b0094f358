/// One row of the places list. JSON keys: id, name, title, subtitle.
public struct PlaceRowViewModel: Equatable, Sendable, Codable {
    public let id: String
    public let name: String
    public let title: String
    public let subtitle: String

    public init(id: String, name: String, title: String, subtitle: String) {
        self.id = id
        self.name = name
        self.title = title
        self.subtitle = subtitle
    }
}

public protocol PlacesView: AnyObject {
    func display(_ places: [PlaceRowViewModel])
}
