/// Where a place's photos were taken, as dots in a fixed drawing box of `width` × `height` units:
/// the plot (`plotHeight` high, dots at least `margin` from its edges) above a strip for the scale
/// bar. Every view draws the same box; none needs map tiles. Empty when no photo is geotagged.
public struct PhotoMapViewModel: Equatable, Sendable {
    public static let width = 360.0
    public static let plotHeight = 240.0
    public static let height = 272.0
    /// The free space around the dots: a dot drawn with a radius up to this stays in the plot.
    public static let margin = 16.0

    /// One geotagged photo (or attraction: `kind`) at (`x`, `y`) in the box, `y` growing southwards.
    public struct Dot: Equatable, Sendable {
        /// What the dot marks.
        public enum Kind: Equatable, Sendable {
            /// A photo, or an attraction, each a link to its page.
            case photo, attraction
            /// A point with no page of its own: where a typed location lands.
            case point
        }

        /// The photo's id, or the attraction's when `kind` is `.attraction`.
        public let photoID: String
        public var kind = Kind.photo
        /// The photo's title as shown (its link's name).
        public let title: String
        public let x: Double
        public let y: Double
        /// The photo whose page shows the map.
        public let isCurrent: Bool
    }

    /// A bar `length` units long standing for `metres` (1, 2 or 5 × 10^n), named by `label`.
    public struct ScaleBar: Equatable, Sendable {
        public let length: Double
        public let metres: Double
        public let label: String
    }

    /// The visible caption ("Where these photos were taken"), or why there is no map.
    public let caption: String
    /// The drawing's accessible name: what it shows and its scale.
    public let summary: String
    /// In drawing order: the current photo last, so it is on top.
    public let dots: [Dot]
    /// Nil when there are no dots.
    public let scaleBar: ScaleBar?
    /// The photos left off because they are not geotagged.
    public let ungeotaggedCount: Int
    /// A sentence about `ungeotaggedCount`, nil when it is 0 (or when no photo is geotagged: the
    /// caption says so).
    public let ungeotaggedNote: String?

    public var isEmpty: Bool { dots.isEmpty }
}
