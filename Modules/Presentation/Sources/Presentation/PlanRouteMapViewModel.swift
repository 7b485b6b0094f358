/// A plan's day on a map without tiles, in `PhotoMapViewModel`'s drawing box: the household place
/// the day starts from, each stop with a location as a numbered dot in the day's order, and the
/// place it ends at, joined by a line in that order. Nothing is fetched, so it prints offline.
public struct PlanRouteMapViewModel: Equatable, Sendable {
    public static let width = PhotoMapViewModel.width
    public static let plotHeight = PhotoMapViewModel.plotHeight
    public static let height = PhotoMapViewModel.height

    /// One point of the route at (`x`, `y`) in the box, `y` growing southwards.
    public struct Point: Equatable, Sendable {
        /// The stop's number in the day; nil for a household place.
        public let stop: Int?
        /// The stop's title or the place's name.
        public let title: String
        public let x: Double
        public let y: Double
    }

    /// The stops and places, each once, in the order the day reaches them.
    public let points: [Point]
    /// The line the day travels: `points` in order, back to the start place when the day ends there.
    public let route: [Point]
    /// Nil when there are no points.
    public let scaleBar: PhotoMapViewModel.ScaleBar?
    /// The drawing's accessible name: what it shows and its scale, or why there is no map.
    public let summary: String
    /// A sentence naming the stops left off for want of a location; nil when none is.
    public let unlocatedNote: String?

    public var isEmpty: Bool { points.isEmpty }
}
