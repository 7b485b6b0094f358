import Domain

/// Turns attractions into view models.
public struct AttractionsPresenter {
    static let heading = "Attractions"
    static let emptyMessage = "No attractions yet."

    private let view: any AttractionsView

    public init(view: any AttractionsView) {
        self.view = view
    }

    public func present(_ attractions: [Attraction]) {
        view.display(
            AttractionListViewModel(
                heading: Self.heading, attractions: attractions.map(AttractionViewModel.init),
                emptyMessage: Self.emptyMessage))
    }

    public func present(_ attraction: Attraction) {
        view.display(AttractionViewModel(attraction))
    }
}
