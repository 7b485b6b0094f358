/// One place's card: its row, the photo count in words and the photo to show on it.
public struct PlaceCardViewModel: Equatable, Sendable {
    public let place: PlaceRowViewModel
    /// "1 photo", "12 photos", "50+ photos" (the page lists 50 of more), "No photos yet".
    public let photoCount: String
    /// The cover photo (its image is cached); nil when a view shows a stand-in instead.
    public let cover: PhotoViewModel?

    public init(place: PlaceRowViewModel, photoCount: String, cover: PhotoViewModel?) {
        self.place = place
        self.photoCount = photoCount
        self.cover = cover
    }
}

/// A country's heading and its cards.
public struct PlaceCardSectionViewModel: Equatable, Sendable {
    public let country: String
    public let cards: [PlaceCardViewModel]

    public init(country: String, cards: [PlaceCardViewModel]) {
        self.country = country
        self.cards = cards
    }
}

/// The places as cards in sections by country, with the heading and empty state any view shows.
public struct PlaceCardsViewModel: Equatable, Sendable {
    public let heading: String
    public let sections: [PlaceCardSectionViewModel]
    /// What to show when there are no places (a view may add how to get some).
    public let emptyMessage: String

    public init(heading: String, sections: [PlaceCardSectionViewModel], emptyMessage: String) {
        self.heading = heading
        self.sections = sections
        self.emptyMessage = emptyMessage
    }
}
