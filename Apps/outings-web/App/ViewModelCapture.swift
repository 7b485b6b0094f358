import Presentation

/// The view the presenters display to, for one request: it keeps what was displayed so a page or
/// a JSON body can be made from it. Presenters stay the only place view models come from.
final class ViewModelCapture: PlacesView, PhotoView, PhotoListView, AttractionsView, ErrorView {
    private(set) var places: PlacesViewModel?
    private(set) var photo: PhotoViewModel?
    private(set) var photoList: PhotoListViewModel?
    private(set) var attractionList: AttractionListViewModel?
    private(set) var attraction: AttractionViewModel?
    private(set) var error: ErrorViewModel?

    func display(_ places: PlacesViewModel) { self.places = places }
    func display(_ photo: PhotoViewModel) { self.photo = photo }
    func display(_ list: PhotoListViewModel) { photoList = list }
    func display(_ list: AttractionListViewModel) { attractionList = list }
    func display(_ attraction: AttractionViewModel) { self.attraction = attraction }
    func display(_ error: ErrorViewModel) { self.error = error }
}
