import Domain

/// An attraction as a card on any list of them, as a maps app shows a place: a photo (or a
/// drawing for its kind), the name, one line of facts ("Free · Ages 2-10 · Open 9:00-17:00 ·
/// 3.2 km · Inside", unknown parts left out), the member's rating and whether they have been.
public struct AttractionCardViewModel: Equatable, Sendable {
    public let id: String
    public let name: String
    /// The nearest cached photo within `AttractionCardViewModel.photoRadius`, nil for none.
    public let photo: Photo?
    /// What to draw without a photo.
    public let drawing: AttractionDrawing
    public let facts: [String]
    /// "Rated 4/5"; nil when not rated.
    public let rating: String?
    public let visited: Bool

    /// How far from an attraction its photo may have been taken, in metres.
    public static let photoRadius = 1000.0

    /// `from`: the point distances are measured from (none: no distance); `at`: the day and time
    /// asked about, whose day's hours the facts give (none: no hours).
    public init(
        _ attraction: Attraction, visits: AttractionVisits?, photo: Photo?, from: GeoCoordinate? = nil,
        at: LocalDateTime? = nil
    ) {
        id = attraction.id
        name = attraction.name
        self.photo = photo
        drawing = AttractionDrawing(kind: attraction.type)
        facts = Self.facts(attraction, from: from, at: at)
        rating = visits?.rating.map { "Rated \($0.value)/\(Rating.range.upperBound)" }
        visited = !(visits?.dates.isEmpty ?? true)
    }

    /// The facts line's parts, in order: cost, ages, the day's hours, distance, setting.
    public static func facts(_ attraction: Attraction, from: GeoCoordinate?, at: LocalDateTime?) -> [String] {
        var facts: [String] = []
        if let cost = attraction.cost { facts.append(AttractionWords.cost(cost)) }
        if let ages = attraction.ages { facts.append(AttractionWords.ages(ages)) }
        if let at, let hours = attraction.hours { facts.append(HoursText.day(hours, on: at.date)) }
        if let from, let location = attraction.location {
            facts.append(DistanceText.text(metres: from.distance(to: location)))
        }
        facts.append(AttractionWords.setting(inside: attraction.inside))
        return facts
    }

    /// The facts as one line.
    public var factsLine: String { facts.joined(separator: " · ") }
}

/// The drawing that stands for an attraction without a photo, chosen from words in its kind.
public enum AttractionDrawing: String, Sendable, CaseIterable {
    case building, nature, water, farm, place

    private static let words: [(AttractionDrawing, [String])] = [
        (.water, ["pool", "lake", "beach", "rink", "swim", "aquarium", "river"]),
        (.farm, ["farm", "zoo", "animal", "barn", "petting"]),
        (.nature, ["park", "garden", "nature", "trail", "forest", "playground", "wood"]),
        (.building, ["museum", "library", "gallery", "theatre", "theater", "cinema", "centre", "center"]),
    ]

    /// The first drawing one of whose words the kind contains (any case); `place` for none.
    public init(kind: String) {
        let kind = kind.lowercased()
        self = Self.words.first { $0.1.contains { kind.contains($0) } }?.0 ?? .place
    }
}
