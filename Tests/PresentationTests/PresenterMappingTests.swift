import Domain
import Presentation
import Testing
import UseCases

/// Presenters without a view are mappings: the view model comes back as a value, and it is the
/// one a view would have been shown.
struct PresenterMappingTests {
    private let photo = Photo(
        id: "9", title: "Bridge", ownerName: "Bo", placeID: "p", server: "3", secret: "z")

    @Test func photoPresenter_listsAreTheOnesAViewIsShown() {
        let mapping = PhotoPresenter(size: .square, base: "http://127.0.0.1:9/")
        let view = ViewSpy()
        let presenter = PhotoPresenter(view: view, size: .square, base: "http://127.0.0.1:9/")
        let row = PhotoViewModel(
            id: "9", title: "Bridge", subtitle: "", owner: "Bo", placeID: "p",
            url: "http://127.0.0.1:9/3/9_z_s.jpg", credit: PhotoCreditViewModel(photo: photo))

        presenter.presentRecents([photo])
        presenter.presentCatalog([])
        presenter.presentPlacePhotos([photo], placeID: "p")

        let expected = [
            PhotoListViewModel(
                heading: "Recently viewed", photos: [row], emptyMessage: "No recently viewed photos.",
                isNumbered: true),
            PhotoListViewModel(
                heading: "Photos", photos: [], emptyMessage: "No photos yet.", isNumbered: false),
            PhotoListViewModel(
                heading: "Photos of place p", photos: [row], emptyMessage: "No photos of place p.",
                isNumbered: false),
        ]
        #expect(
            [
                mapping.listViewModel([photo], of: .recents), mapping.listViewModel([], of: .catalog),
                mapping.listViewModel([photo], of: .place(id: "p")),
            ] == expected)
        #expect(view.messages == expected.map(ViewSpy.Message.photoList))
    }

    @Test func attractionsPresenter_mapsAListWithItsHeadingAndEmptyState() {
        let model = AttractionsPresenter().viewModel(for: [])

        #expect(
            model
                == AttractionListViewModel(
                    heading: "Attractions", attractions: [], emptyMessage: "No attractions yet."))
    }

    @Test func errorPresenter_mapsACategoryToItsTitle() {
        #expect(
            ErrorPresenter().viewModel(for: .conflict, message: "changed")
                == ErrorViewModel(title: "Changed by someone else", message: "changed"))
    }

    @Test func statusPresenter_mapsAnOutcomeToTheLineAViewIsShown() {
        let view = ViewSpy()
        StatusPresenter(view: view).removed(Attraction(id: "a1", name: "City Park"))

        #expect(
            StatusPresenter().viewModel(for: .removed(Attraction(id: "a1", name: "City Park")))
                == StatusViewModel(message: "Removed City Park."))
        #expect(view.messages == [.status("Removed City Park.")])
    }

    @Test func aPresenterWithoutAViewMapsAndShowsNothing() {
        // Nothing to display on, and nothing to crash on.
        PlacesPresenter().present([])
        AttractionsPresenter().present([])
    }
}

/// The front page's cards: the count in words, the cover's view model, the place's row.
struct PlaceCardsMappingTests {
    private func card(count: Int, more: Bool = false, cover: Photo? = nil) -> PlaceCard {
        PlaceCard(
            place: Place(id: "p", name: "Town, Region, Country"), photoCount: count, hasMorePhotos: more,
            cover: cover)
    }

    @Test func cardsViewModel_saysTheCountInWordsAndKeepsTheCover() {
        let cover = Photo(id: "9", title: "Bridge", placeID: "p", server: "3", secret: "z")
        let sections = [
            PlaceCardSection(
                country: "Country",
                cards: [
                    card(count: 0), card(count: 1, cover: cover), card(count: 7), card(count: 50, more: true),
                ])
        ]

        let model = PlacesPresenter().cardsViewModel(
            for: sections, photoPresenter: PhotoPresenter(size: .largeSquare, base: "http://127.0.0.1:9/"))

        #expect(model.heading == "Places")
        #expect(model.emptyMessage == "No places yet.")
        let cards = model.sections.first?.cards ?? []
        #expect(cards.map(\.photoCount) == ["No photos yet", "1 photo", "7 photos", "50+ photos"])
        #expect(cards.map { $0.cover?.id } == [nil, "9", nil, nil])
        #expect(cards.first?.place.title == "Town")
        #expect(cards.first?.place.subtitle == "Region, Country")
    }

    /// Flickr data can name a place with nothing before its first ", " or nothing at all; every
    /// view still has a title to link and a country to head its section with.
    @Test func aPlaceWithoutATitleOrCountryIsCalledUnknown() {
        let places = [
            Place(id: "a", name: ""), Place(id: "b", name: ", Region"), Place(id: "c", name: "Town, "),
        ]
        let sections = [
            PlaceCardSection(
                country: " ",
                cards: places.map { PlaceCard(place: $0, photoCount: 1, hasMorePhotos: false, cover: nil) })
        ]

        let model = PlacesPresenter().cardsViewModel(
            for: sections, photoPresenter: PhotoPresenter(size: .largeSquare, base: "http://127.0.0.1:9/"))

        #expect(model.sections.map(\.country) == ["Unknown country"])
        let rows = model.sections.first?.cards.map(\.place) ?? []
        #expect(rows.map(\.title) == ["Unknown place", "Unknown place", "Town"])
        #expect(rows.map(\.country) == ["Unknown country", "Region", "Unknown country"])
        #expect(
            PlacesPresenter().viewModel(for: [PlaceSection(country: "", places: places)]).sections.map(
                \.country)
                == ["Unknown country"])
    }
}
