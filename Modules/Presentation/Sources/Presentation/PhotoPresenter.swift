import Domain

/// Turns photos into view models whose URL is for the size the user asked for.
public struct PhotoPresenter {
    private let view: any PhotoView & PhotoListView
    private let size: PhotoSize
    private let base: String

    /// `base` is the image host (`Photo.staticBase`; tests point it at a local server).
    public init(view: any PhotoView & PhotoListView, size: PhotoSize, base: String = Photo.staticBase) {
        self.view = view
        self.size = size
        self.base = base
    }

    /// One photo's view model, for views that place photos themselves (a web page's grid).
    public func viewModel(for photo: Photo) -> PhotoViewModel {
        PhotoViewModel(
            id: photo.id, title: photo.displayTitle, subtitle: photo.displaySubtitle,
            owner: photo.ownerName, placeID: photo.placeID, url: photo.url(for: size, base: base),
            pageURL: photo.pageURL)
    }

    public func present(_ photo: Photo) {
        view.display(viewModel(for: photo))
    }

    public func presentPlacePhotos(_ photos: [Photo], placeID: String) {
        view.display(
            PhotoListViewModel(
                heading: "Photos of place \(placeID)", photos: photos.map(viewModel),
                emptyMessage: "No photos of place \(placeID).", isNumbered: false))
    }

    public func presentCatalog(_ photos: [Photo]) {
        view.display(
            PhotoListViewModel(
                heading: "Photos", photos: photos.map(viewModel), emptyMessage: "No photos yet.",
                isNumbered: false))
    }

    public func presentRecents(_ photos: [Photo]) {
        view.display(
            PhotoListViewModel(
                heading: "Recently viewed", photos: photos.map(viewModel),
                emptyMessage: "No recently viewed photos.",
                isNumbered: true))
    }
}
