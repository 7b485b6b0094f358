import Domain

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

    public func viewModel(for sections: [PlaceSection]) -> PlacesViewModel {
        PlacesViewModel(
            heading: "Places", sections: sections.map(Self.viewModel), emptyMessage: "No places yet.")
    }

    public func present(_ sections: [PlaceSection]) {
        view?.display(viewModel(for: sections))
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
