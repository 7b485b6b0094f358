/// The places, in sections by country, with the heading and empty state any view shows.
public struct PlacesViewModel: Equatable, Sendable {
    public let heading: String
    public let sections: [PlaceSectionViewModel]
    /// What to show when there are no places (a view may add how to get some).
    public let emptyMessage: String

    public init(heading: String, sections: [PlaceSectionViewModel], emptyMessage: String) {
        self.heading = heading
        self.sections = sections
        self.emptyMessage = emptyMessage
    }

    /// Every row, in display order (the JSON list).
    public var rows: [PlaceRowViewModel] { sections.flatMap(\.places) }
}

/// The attractions in order, with the heading and empty state any view shows.
public struct AttractionListViewModel: Equatable, Sendable {
    public let heading: String
    public let attractions: [AttractionViewModel]
    public let emptyMessage: String

    public init(heading: String, attractions: [AttractionViewModel], emptyMessage: String) {
        self.heading = heading
        self.attractions = attractions
        self.emptyMessage = emptyMessage
    }
}
