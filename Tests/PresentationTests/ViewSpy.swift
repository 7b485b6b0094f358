import Presentation

/// Records every view model a presenter displays.
final class ViewSpy: PlacesView, PhotoListView, PhotoView, AttractionsView, StatusView {
    enum Message: Equatable {
        case places([PlaceSectionViewModel])
        case photoList(PhotoListViewModel)
        case photo(PhotoViewModel)
        case attractions([AttractionViewModel])
        case attraction(AttractionViewModel)
        case status(String)
    }

    private(set) var messages: [Message] = []

    func display(_ sections: [PlaceSectionViewModel]) { messages.append(.places(sections)) }
    func display(_ list: PhotoListViewModel) { messages.append(.photoList(list)) }
    func display(_ photo: PhotoViewModel) { messages.append(.photo(photo)) }
    func display(_ attractions: [AttractionViewModel]) { messages.append(.attractions(attractions)) }
    func display(_ attraction: AttractionViewModel) { messages.append(.attraction(attraction)) }
    func display(_ status: StatusViewModel) { messages.append(.status(status.message)) }
}
