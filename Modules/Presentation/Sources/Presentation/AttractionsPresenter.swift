import Domain

/// Turns attractions into view models.
public struct AttractionsPresenter {
    private let view: any AttractionsView

    public init(view: any AttractionsView) {
        self.view = view
    }

    public func present(_ attractions: [Attraction]) {
        view.display(
            AttractionListViewModel(
                heading: "Attractions", attractions: attractions.map(AttractionViewModel.init),
                emptyMessage: "No attractions yet."))
    }

    public func present(_ attraction: Attraction) {
        view.display(AttractionViewModel(attraction))
    }
}
