import Domain

/// A member's own visits, rating and note of one attraction, shown only to that member. JSON
/// keys: visited (days as YYYY-MM-DD, earliest first), rating (1 to 5, or null) and note (null
/// when there is none).
public struct VisitsViewModel: Equatable, Sendable, Codable {
    public let visited: [String]
    public let rating: Int?
    public let note: String?

    public init(_ visits: AttractionVisits) {
        visited = visits.dates.map(\.description)
        rating = visits.rating?.value
        note = visits.note.isEmpty ? nil : visits.note
    }

    /// `2025-12-31, 2026-05-02 (2 visits)`, or `never`.
    public var visitedText: String { Self.visitedText(visited) }

    /// `visitedText` with each day in words on the guide's clock: `31 Dec 2025, yesterday (2 visits)`.
    public func visitedText(in words: MomentText) -> String {
        Self.visitedText(visited.map { CalendarDate(text: $0).map(words.day) ?? $0 })
    }

    private static func visitedText(_ days: [String]) -> String {
        guard let last = days.last else { return "never" }
        return days.count == 1 ? last : "\(days.joined(separator: ", ")) (\(days.count) visits)"
    }

    /// `4/5`, or `-`.
    public var ratingText: String { rating.map { "\($0)/\(Rating.range.upperBound)" } ?? "-" }

    /// The lines under an attraction, labelled as its fields are.
    public var lines: [String] {
        ["Visited: \(visitedText)", "Rating: \(ratingText)", "Note: \(note ?? "-")"]
    }

    private enum CodingKeys: String, CodingKey { case visited, rating, note }

    /// Written by hand only so a missing rating or note is null rather than left out.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(visited, forKey: .visited)
        try container.encode(rating, forKey: .rating)
        try container.encode(note, forKey: .note)
    }
}

/// An attraction with the member's own record: one JSON object with the attraction's keys and
/// `visited`, `rating` and `note`.
public struct AttractionVisitsViewModel: Equatable, Sendable, Encodable {
    public let attraction: AttractionViewModel
    public let visits: VisitsViewModel

    public init(_ attraction: Attraction, visits: AttractionVisits) {
        self.attraction = AttractionViewModel(attraction)
        self.visits = VisitsViewModel(visits)
    }

    public func encode(to encoder: any Encoder) throws {
        try attraction.encode(to: encoder)
        try visits.encode(to: encoder)
    }
}

/// Where an attraction is shown with the member's visits, rating and note.
public protocol VisitsView: AnyObject {
    /// An attraction and the member's own record of it (`attractions show`).
    func display(_ attraction: AttractionVisitsViewModel)
}

/// The member's record of an attraction as view models, and the one-line outcome of recording.
public struct VisitsPresenter {
    private let view: (any VisitsView & StatusView)?

    public init() {
        view = nil
    }

    public init(view: any VisitsView & StatusView) {
        self.view = view
    }

    public func present(_ attraction: Attraction, visits: AttractionVisits) {
        view?.display(AttractionVisitsViewModel(attraction, visits: visits))
    }

    public func visited(_ attraction: Attraction, _ visits: AttractionVisits) {
        let model = VisitsViewModel(visits)
        view?.display(StatusViewModel(message: "Visited \(attraction.name): \(model.visitedText)."))
    }

    public func rated(_ attraction: Attraction, _ visits: AttractionVisits) {
        view?.display(
            StatusViewModel(message: "Rated \(attraction.name) \(VisitsViewModel(visits).ratingText)."))
    }

    public func noted(_ attraction: Attraction, _ visits: AttractionVisits) {
        let message =
            visits.note.isEmpty
            ? "Cleared the note on \(attraction.name)." : "Saved the note on \(attraction.name)."
        view?.display(StatusViewModel(message: message))
    }
}
