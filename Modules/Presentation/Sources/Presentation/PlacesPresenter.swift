import Domain
import UseCases

/// Turns places, in sections by country, into rows with Flickr's title/subtitle split: ask for the
/// view model (`viewModel(for:)`), or have it shown on the view given at init (`present`).
public struct PlacesPresenter {
    private let view: (any PlacesView)?

    /// A presenter that only maps: for callers that build their own output from the view models.
    public init() {
        view = nil
    }

    /// A presenter whose `present` displays on `view`.
    public init(view: any PlacesView) {
        self.view = view
    }

    static let heading = "Places"
    static let emptyMessage = "No places yet."
    /// What a place whose name gives no title (Flickr's `""` or `", Region"`) or no country
    /// (`"Town, "`) is called: a list row, a link and a heading always name something, as a photo
    /// without a title is "Unknown".
    static let unnamedPlace = "Unknown place"
    static let unknownCountry = "Unknown country"

    private static func shown(_ text: String, else fallback: String) -> String {
        text.allSatisfy(\.isWhitespace) ? fallback : text
    }

    public func viewModel(for sections: [PlaceSection]) -> PlacesViewModel {
        PlacesViewModel(
            heading: Self.heading, sections: sections.map(Self.viewModel), emptyMessage: Self.emptyMessage)
    }

    /// The places as cards; `photoPresenter` gives each cover's view model (its size's URL).
    public func cardsViewModel(for sections: [PlaceCardSection], photoPresenter: PhotoPresenter)
        -> PlaceCardsViewModel
    {
        PlaceCardsViewModel(
            heading: Self.heading,
            sections: sections.map { section in
                PlaceCardSectionViewModel(
                    country: Self.shown(section.country, else: Self.unknownCountry),
                    cards: section.cards.map { card in
                        PlaceCardViewModel(
                            place: Self.row(card.place), photoCount: Self.photoCount(card),
                            cover: card.cover.map(photoPresenter.viewModel(for:)))
                    })
            },
            emptyMessage: Self.emptyMessage)
    }

    private static func photoCount(_ card: PlaceCard) -> String {
        switch (card.photoCount, card.hasMorePhotos) {
        case (_, true): "\(card.photoCount)+ photos"
        case (0, _): "No photos yet"
        case (1, _): "1 photo"
        default: "\(card.photoCount) photos"
        }
    }

    public func present(_ sections: [PlaceSection]) {
        view?.display(viewModel(for: sections))
    }

    private static func viewModel(_ section: PlaceSection) -> PlaceSectionViewModel {
        PlaceSectionViewModel(
            country: shown(section.country, else: unknownCountry), places: section.places.map(row))
    }

    /// One place's row, for a view that names a single place (a page's way back to it).
    public static func row(_ place: Place) -> PlaceRowViewModel {
        PlaceRowViewModel(
            id: place.id, name: place.name, title: shown(place.title, else: unnamedPlace),
            subtitle: place.subtitle, country: shown(place.country, else: unknownCountry))
    }
}
