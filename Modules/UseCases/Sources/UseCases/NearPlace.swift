import Domain

/// Where "near" measures from, and how to say it: "near Home", "near Fort Collins Museum of
/// Discovery", "near 40.5853,-105.0844". `resolve` is the one rule the CLI's `--near`, the web's
/// near field and the API's `near` read a point by.
public struct NearPlace: Equatable, Sendable {
    /// The name of the place or attraction, or the point's `GeoCoordinate.text`.
    public let label: String
    public let point: GeoCoordinate

    public init(label: String, point: GeoCoordinate) {
        self.label = label
        self.point = point
    }

    /// A place or attraction `near` can name.
    public struct Candidate: Sendable {
        public let name: String
        /// Nil for an attraction without a location: naming it is refused.
        public let location: GeoCoordinate?

        public init(name: String, location: GeoCoordinate?) {
            self.name = name
            self.location = location
        }
    }

    /// The most names an ambiguous or unknown text lists.
    static let listedNames = 5

    /// The point `text` names, the one rule for `near` wherever it is read: a point in any form
    /// `GeoCoordinate(reading:)` reads; else the one of `places` (the household's named places,
    /// "Home") whose whole name it is, ignoring case and accents (`PlaceNameOrder`'s folding);
    /// else the one of `attractions` whose whole name it is. Two matches in the same list are
    /// ambiguous. A name that matches nothing whole is refused, listing the names that contain it,
    /// never picking one.
    public static func resolve(_ text: String, places: [Candidate] = [], attractions: [Candidate])
        throws(AttractionFilterError) -> NearPlace
    {
        let typed = text.trimmingWhitespace
        if let point = try? GeoCoordinate(reading: typed) {
            return NearPlace(label: point.text, point: point)
        }
        let folded = PlaceNameOrder.foldedScalars(of: typed)
        for (kind, list) in [("a place", places), ("an attraction", attractions)] {
            let matches = list.filter { PlaceNameOrder.foldedScalars(of: $0.name) == folded }
            guard let match = matches.first else { continue }
            guard matches.count == 1 else {
                throw AttractionFilterError(
                    .near,
                    "names several places (\(Self.list(matches.map(\.name)))); give coordinates instead")
            }
            guard let location = match.location else {
                throw AttractionFilterError(.near, "names \(kind) without a location")
            }
            return NearPlace(label: match.name, point: location)
        }
        let containing = (places + attractions).map(\.name).filter {
            contains(PlaceNameOrder.foldedScalars(of: $0), folded)
        }
        let hint = containing.isEmpty ? "" : " (did you mean \(Self.list(containing))?)"
        let named = places.isEmpty ? "attraction" : "place or attraction"
        throw AttractionFilterError(
            .near, "names no \(named)\(hint); expected a whole name, or \(GeoCoordinate.readForms)")
    }

    private static func list(_ names: [String]) -> String {
        let shown = names.prefix(listedNames).map { "\"\($0)\"" }.joined(separator: ", ")
        return names.count > listedNames ? shown + ", ..." : shown
    }

    private static func contains(_ text: [Unicode.Scalar], _ needle: [Unicode.Scalar]) -> Bool {
        guard !needle.isEmpty, needle.count <= text.count else { return false }
        return (0...(text.count - needle.count)).contains { text[$0...].starts(with: needle) }
    }
}
