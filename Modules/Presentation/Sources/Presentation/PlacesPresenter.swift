import Domain

/// Turns places, in sections by country, into rows with Flickr's title/subtitle split.
public struct PlacesPresenter {
    private let view: any PlacesView

    public init(view: any PlacesView) {
        self.view = view
    }

    public func present(_ sections: [PlaceSection]) {
        view.display(
            PlacesViewModel(
                heading: "Places", sections: sections.map(Self.viewModel), emptyMessage: "No places yet."))
    }

    private static func viewModel(_ section: PlaceSection) -> PlaceSectionViewModel {
        PlaceSectionViewModel(
            country: section.country,
            places: section.places.map {
                PlaceRowViewModel(
                    id: $0.id, name: $0.name, title: $0.title, subtitle: $0.subtitle, country: $0.country)
            })
    }
}
