/// The travel between two places of a day, estimated offline: the great-circle distance x 1.3
/// at the travel mode's speed, plus its extra minutes, rounded up to whole minutes. A leg of
/// 0 m takes 0 minutes (no parking). When either end has no location the distance is not known
/// and the leg counts 0 minutes: `isKnown` says so.
public struct PlanLeg: Equatable, Sendable {
    /// How much longer a road or path is than the straight line, on average.
    public static let detourFactor = 1.3

    /// Minutes travelling; 0 when the travel is not known.
    public let minutes: Int
    /// Metres in a straight line over the ground; nil when either end has no location.
    public let metres: Double?

    public init(minutes: Int, metres: Double?) {
        self.minutes = minutes
        self.metres = metres
    }

    /// Whether the travel could be estimated (both ends have a location).
    public var isKnown: Bool { metres != nil }

    /// What a view says of the leg: `28 min (estimate)`, or that it is not known.
    public var text: String {
        isKnown ? "\(minutes) min (estimate)" : "travel time not known (no location): allow time for it"
    }

    /// The estimate from `origin` to `destination` by `mode`.
    public init(from origin: GeoCoordinate?, to destination: GeoCoordinate?, by mode: TravelMode) {
        guard let origin, let destination else {
            self.init(minutes: 0, metres: nil)
            return
        }
        let metres = origin.distance(to: destination)
        self.init(minutes: Self.minutes(metres: metres, by: mode), metres: metres)
    }

    /// Whole minutes, rounded up, to go `metres` in a straight line by `mode`.
    public static func minutes(metres: Double, by mode: TravelMode) -> Int {
        guard metres > 0 else { return 0 }
        let hours = metres / 1000 * detourFactor / mode.kilometresPerHour
        return Int((hours * 60).rounded(.up)) + mode.extraMinutes
    }
}
