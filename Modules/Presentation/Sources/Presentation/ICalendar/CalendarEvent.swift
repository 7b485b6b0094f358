import Domain

/// One event of a calendar file, as a UI-neutral value: a plan's stop, say. Times are wall times
/// in the calendar's zone.
public struct CalendarEvent: Equatable, Sendable {
    /// Stable across versions of the same event (a stop keeps its UID when it moves).
    public var uid: String
    /// Rises each time the event changes, so calendar apps take the newer version.
    public var sequence: Int
    public var start: LocalDateTime
    public var end: LocalDateTime
    /// One line: the title.
    public var summary: String
    /// The address, as a person reads it; "" for none.
    public var location: String
    public var geo: GeoCoordinate?
    /// An absolute URL (a page about the event), written as given.
    public var url: String?
    /// Any number of lines; "" for none.
    public var description: String

    public init(
        uid: String, sequence: Int = 0, start: LocalDateTime, end: LocalDateTime, summary: String,
        location: String = "", geo: GeoCoordinate? = nil, url: String? = nil, description: String = ""
    ) {
        self.uid = uid
        self.sequence = sequence
        self.start = start
        self.end = end
        self.summary = summary
        self.location = location
        self.geo = geo
        self.url = url
        self.description = description
    }
}
