import Domain

/// Turns attractions into view models: ask for them (`viewModel(for:)`), or have them shown on the
/// view given at init (`present`).
public struct AttractionsPresenter {
    static let heading = "Attractions"
    public static let emptyMessage = "No attractions yet."
    /// What a filtered list with no match says.
    public static let noMatchesMessage = "No attractions match."

    private let view: (any AttractionsView)?

    /// A presenter that only maps: for callers that build their own output from the view models.
    public init() {
        view = nil
    }

    /// A presenter whose `present` displays on `view`.
    public init(view: any AttractionsView) {
        self.view = view
    }

    public func viewModel(for attractions: [Attraction]) -> AttractionListViewModel {
        AttractionListViewModel(
            heading: Self.heading, attractions: attractions.map(viewModel(for:)),
            emptyMessage: Self.emptyMessage)
    }

    public func viewModel(for attraction: Attraction) -> AttractionViewModel {
        AttractionViewModel(attraction)
    }

    public func present(_ attractions: [Attraction]) {
        view?.display(viewModel(for: attractions))
    }

    public func present(_ attraction: Attraction) {
        view?.display(viewModel(for: attraction))
    }
}
