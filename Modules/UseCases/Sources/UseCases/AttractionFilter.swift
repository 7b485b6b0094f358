import Domain

/// What a family asks of the attraction list (`outings attractions list --age 4 --free ...`,
/// `GET /api/attractions?age=4&free=1`): every condition given must hold. Read from the
/// command line and the query string by the one parser, `init(parameters:)`, and applied by
/// `FilterAttractions`, so the CLI, the API and the web page cannot differ.
public struct AttractionFilter: Equatable, Sendable {
    /// Suits a child of this age (`AgeRange.contains`); an attraction without ages does not.
    public var age: Int?
    /// Suits each of these household children (by name, as `Household.child(named:)` finds them)
    /// at their age on the day asked about: the day of `open`, else today in the guide's zone.
    public var children: [String] = []
    /// Costs nothing; an attraction without a cost does not.
    public var free = false
    /// Costs at most this per child (`Cost.isAtMost`: free fits, another currency never does), a
    /// bare number in the guide's currency; `free` is the same as the `free` switch.
    public var maxCost: Cost.Written?
    /// Open at this moment, placed from the current time in the guide's time zone
    /// (`When.moment(from:)`); an attraction without hours is not.
    public var open: When?
    /// Indoors (true) or outdoors (false).
    public var inside: Bool?
    /// Where distances are measured from; attractions without a location are left out and the
    /// rest come nearest first.
    public var near: NearPoint?
    /// At most this many metres from `near` (any distance when nil).
    public var within: Double?
    /// Tags that must all be there, lower-case.
    public var tags: [String] = []
    /// Text the name, description or a tag contains, ignoring case and accents
    /// (`PlaceNameOrder`'s folding).
    public var search: String?
    /// Not visited by the member asking (the caller supplies their visited attractions).
    public var notVisited = false

    public init() {}

    /// No condition: the whole list in guide order.
    public var isEmpty: Bool { self == AttractionFilter() }

    /// Where `near` measures from.
    public enum NearPoint: Equatable, Sendable {
        case point(GeoCoordinate)
        /// A name, resolved by `NearPlace.resolve` among the guide's places.
        case name(String)
    }
}
