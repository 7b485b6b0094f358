import Domain

/// An attraction as shown. JSON keys: id, name, type, inside, description, website, position,
/// version.
public struct AttractionViewModel: Equatable, Sendable, Codable {
    public let id: String
    public let name: String
    public let type: String
    public let inside: Bool
    public let description: String
    public let website: String
    public let position: Int
    public let version: Int

    public init(_ attraction: Attraction) {
        id = attraction.id
        name = attraction.name
        type = attraction.type
        inside = attraction.inside
        description = attraction.description
        website = attraction.website
        position = attraction.position
        version = attraction.version
    }

    /// "inside" or "outside", the words the CLI accepts back.
    public var setting: String { inside ? "inside" : "outside" }
}

public protocol AttractionsView: AnyObject {
    func display(_ list: AttractionListViewModel)
    func display(_ attraction: AttractionViewModel)
}
