import Domain

/// Shows the attraction list row by row as the store reads it, so a list of any length is shown
/// without being held (`AttractionsPresenter` builds the whole list first).
public struct AttractionRowsPresenter {
    private let view: any AttractionRowsView

    public init(view: any AttractionRowsView) {
        self.view = view
    }

    /// `walk` calls its argument with each attraction in order (as `EditAttractions.forEachAttraction`
    /// does). An error from the walk or the view ends the list and is rethrown; the rows shown so
    /// far stay shown.
    /// `emptyMessage` is what an empty list says (a filtered list: `noMatchesMessage`).
    public func present(
        _ walk: ((Attraction) throws -> Void) throws -> Void,
        emptyMessage: String = AttractionsPresenter.emptyMessage
    ) throws {
        view.beginRows(heading: AttractionsPresenter.heading, emptyMessage: emptyMessage)
        var count = 0
        try walk { attraction in
            count += 1
            try view.displayRow(AttractionsPresenter().viewModel(for: attraction))
        }
        try view.endRows(count: count)
    }
}

/// A view that receives the attraction list one row at a time.
public protocol AttractionRowsView: AnyObject {
    /// Before the first row, with the heading and empty state `AttractionListViewModel` carries.
    func beginRows(heading: String, emptyMessage: String)
    /// One row; may throw to stop the list (output that can no longer be written).
    func displayRow(_ row: AttractionViewModel) throws
    /// After the last row; `count` rows were shown, 0 meaning the empty state.
    func endRows(count: Int) throws
}
