import Domain

/// Turns attractions into view models.
public struct AttractionsPresenter {
    private let view: any AttractionsView

    public init(view: any AttractionsView) {
        self.view = view
    }

    public func present(_ attractions: [Attraction]) {
        view.display(attractions.map(AttractionViewModel.init))
    }

    public func present(_ attraction: Attraction) {
        view.display(AttractionViewModel(attraction))
    }
}
