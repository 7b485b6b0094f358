import Domain

/// An attraction as shown. JSON keys: id, name, type, inside, description, website, ages, cost,
/// hours, address, latitude, longitude, tags, position, version; a value not known is null (tags:
/// an empty array), so every attraction has every key.
public struct AttractionViewModel: Equatable, Sendable, Codable {
    public let id: String
    public let name: String
    public let type: String
    public let inside: Bool
    public let description: String
    public let website: String
    /// Canonical text (`3-12`, `8 USD`, `Mo-Fr 09:00-17:00`), nil when not known.
    public let ages: String?
    public let cost: String?
    public let hours: String?
    public let address: String?
    public let latitude: Double?
    public let longitude: Double?
    public let tags: [String]
    public let position: Int
    public let version: Int

    public init(_ attraction: Attraction) {
        id = attraction.id
        name = attraction.name
        type = attraction.type
        inside = attraction.inside
        description = attraction.description
        website = attraction.website
        ages = attraction.ages?.text
        cost = attraction.cost?.text
        hours = attraction.hours?.text
        address = attraction.address.isEmpty ? nil : attraction.address
        latitude = attraction.location?.latitude
        longitude = attraction.location?.longitude
        tags = attraction.tags.values
        position = attraction.position
        version = attraction.version
    }

    private enum CodingKeys: String, CodingKey {
        case id, name, type, inside, description, website, ages, cost, hours, address, latitude, longitude
        case tags, position, version
    }

    /// Written by hand only so unknown values are null rather than left out.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(type, forKey: .type)
        try container.encode(inside, forKey: .inside)
        try container.encode(description, forKey: .description)
        try container.encode(website, forKey: .website)
        try container.encode(ages, forKey: .ages)
        try container.encode(cost, forKey: .cost)
        try container.encode(hours, forKey: .hours)
        try container.encode(address, forKey: .address)
        try container.encode(latitude, forKey: .latitude)
        try container.encode(longitude, forKey: .longitude)
        try container.encode(tags, forKey: .tags)
        try container.encode(position, forKey: .position)
        try container.encode(version, forKey: .version)
    }

    /// "40.5853,-105.0844", the text `--location` and the form accept back; nil when unknown.
    public var locationText: String? { GeoCoordinate(latitude: latitude, longitude: longitude)?.text }

    /// Each choice field with its label and value as shown ("-" when not known), in field order,
    /// so the terminal and the web page list the same facts.
    public var choiceLines: [(field: AttractionField, label: String, value: String)] {
        let values: [(AttractionField, String?)] = [
            (.ages, ages), (.cost, cost), (.hours, hours), (.address, address), (.location, locationText),
            (.tags, tags.isEmpty ? nil : tags.joined(separator: ", ")),
        ]
        return values.map { ($0, AttractionFieldGuide.label($0), $1 ?? "-") }
    }

    /// "inside" or "outside", the words the CLI accepts back.
    public var setting: String { inside ? "inside" : "outside" }
}

public protocol AttractionsView: AnyObject {
    func display(_ list: AttractionListViewModel)
    func display(_ attraction: AttractionViewModel)
}
