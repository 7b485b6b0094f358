/// A family outing in the guide. `position` is 1-based order in the list. `version` counts the
/// saved changes (0 = never saved), so a save can tell whether someone else changed it meanwhile.
/// What families choose by (ages, cost, hours, where, tags) is optional: nil or empty when unknown.
public struct Attraction: Equatable, Hashable, Sendable {
    public var id: String
    public var name: String
    public var type: String
    public var inside: Bool
    public var description: String
    public var website: String
    public var ages: AgeRange?
    public var cost: Cost?
    public var hours: OpeningHours?
    public var address: String
    public var location: GeoCoordinate?
    public var tags: Tags
    public var position: Int
    public var version: Int
    /// Stored values this version could not read (written by another version, or damaged), as
    /// their stored text, by field. The field reads as not known; the text is kept so that saving
    /// the other fields does not lose it, until the field is given a new value.
    public var unreadable: [AttractionField: String] = [:]

    public init(
        id: String, name: String, type: String = "", inside: Bool = false,
        description: String = "", website: String = "", ages: AgeRange? = nil, cost: Cost? = nil,
        hours: OpeningHours? = nil, address: String = "", location: GeoCoordinate? = nil,
        tags: Tags = Tags(), position: Int = 0, version: Int = 0
    ) {
        self.id = id
        self.name = name
        self.type = type
        self.inside = inside
        self.description = description
        self.website = website
        self.ages = ages
        self.cost = cost
        self.hours = hours
        self.address = address
        self.location = location
        self.tags = tags
        self.position = position
        self.version = version
    }

    /// The empty draft a new attraction starts from.
    public static func blank(id: String) -> Attraction {
        Attraction(id: id, name: "")
    }
}
