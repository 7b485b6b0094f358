import Presentation

/// Records every view model a presenter displays.
final class ViewSpy: PlacesView, PhotoListView, PhotoView, AttractionsView, StatusView, ErrorView {
    enum Message: Equatable {
        case places(PlacesViewModel)
        case photoList(PhotoListViewModel)
        case photo(PhotoViewModel)
        case attractions(AttractionListViewModel)
        case attraction(AttractionViewModel)
        case status(String)
        case error(ErrorViewModel)
    }

    private(set) var messages: [Message] = []

    func display(_ places: PlacesViewModel) { messages.append(.places(places)) }
    func display(_ list: PhotoListViewModel) { messages.append(.photoList(list)) }
    func display(_ photo: PhotoViewModel) { messages.append(.photo(photo)) }
    func display(_ list: AttractionListViewModel) { messages.append(.attractions(list)) }
    func display(_ attraction: AttractionViewModel) { messages.append(.attraction(attraction)) }
    func display(_ status: StatusViewModel) { messages.append(.status(status.message)) }
    func display(_ error: ErrorViewModel) { messages.append(.error(error)) }
}
