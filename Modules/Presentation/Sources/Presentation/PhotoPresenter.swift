import Domain
import UseCases

/// Turns photos into view models whose URL is for the size the user asked for: ask for them
/// (`viewModel(for:)`, `listViewModel(_:)`), or have them shown on the view given at init
/// (`present`...).
public struct PhotoPresenter {
    /// Which photos a list shows; it decides the heading, the empty state and the numbering.
    public enum List: Equatable, Sendable {
        case place(id: String)
        case catalog
        /// The recently viewed photos, numbered from 1.
        case recents
    }

    /// The size whose URL a list of photos gives (`places photos`, `photos`, `recents`, and the
    /// JSON API's lists), in every app: one resource, one answer.
    public static let listSize = PhotoSize.square
    /// The size whose URL one photo gives when none is asked for (`photos show`, `recents show`,
    /// `GET /api/photos/{id}`, `POST /api/recents`).
    public static let photoSize = PhotoSize.large

    private let view: (any PhotoView & PhotoListView)?
    private let size: PhotoSize
    private let base: String
    private let licences: PhotoLicences

    /// A presenter that only maps. `base` is the image host (`Photo.staticBase`; tests point it at
    /// a local server); `licences` names the licences in credits (`BrowsePlaces.licences()`).
    public init(size: PhotoSize, base: String = Photo.staticBase, licences: PhotoLicences = .documented) {
        view = nil
        self.size = size
        self.base = base
        self.licences = licences
    }

    /// A presenter whose `present`... methods display on `view`.
    public init(
        view: any PhotoView & PhotoListView, size: PhotoSize, base: String = Photo.staticBase,
        licences: PhotoLicences = .documented
    ) {
        self.view = view
        self.size = size
        self.base = base
        self.licences = licences
    }

    /// One photo's view model, for views that place photos themselves (a web page's grid).
    public func viewModel(for photo: Photo) -> PhotoViewModel { viewModel(for: photo, place: nil) }

    /// One photo's view model whose location, given the photo's place, says how far the photo is
    /// from the place's centre.
    public func viewModel(for photo: Photo, place: Place?) -> PhotoViewModel {
        PhotoViewModel(
            id: photo.id, title: photo.displayTitle, subtitle: photo.displaySubtitle,
            owner: photo.ownerName, placeID: photo.placeID, url: photo.url(for: size, base: base),
            pageURL: photo.pageURL, credit: PhotoCreditViewModel(photo: photo, licences: licences),
            position: Self.position(of: photo), location: PhotoLocationViewModel(photo: photo, place: place))
    }

    private static func position(of photo: Photo) -> GeoPosition? {
        guard let latitude = photo.latitude, let longitude = photo.longitude else { return nil }
        return GeoPosition(latitude: latitude, longitude: longitude, accuracy: photo.accuracy)
    }

    /// A photo with its place and neighbours, for a page that leads on through the place.
    public func pageViewModel(for photo: PhotoInPlace) -> PhotoPageViewModel {
        PhotoPageViewModel(
            photo: viewModel(for: photo.photo), place: photo.place.map(PlacesPresenter.row),
            previous: photo.previous.map(viewModel(for:)), next: photo.next.map(viewModel(for:)))
    }

    public func listViewModel(_ photos: [Photo], of list: List) -> PhotoListViewModel {
        let models = photos.map(viewModel(for:))
        switch list {
        case .place(let id):
            return PhotoListViewModel(
                heading: "Photos of place \(id)", photos: models, emptyMessage: "No photos of place \(id).",
                isNumbered: false)
        case .catalog:
            return PhotoListViewModel(
                heading: "Photos", photos: models, emptyMessage: "No photos yet.", isNumbered: false)
        case .recents:
            return PhotoListViewModel(
                heading: "Recently viewed", photos: models, emptyMessage: "No recently viewed photos.",
                isNumbered: true)
        }
    }

    /// One photo; with its place, its location includes the distance from the place's centre.
    public func present(_ photo: Photo, place: Place? = nil) {
        view?.display(viewModel(for: photo, place: place))
    }

    public func presentPlacePhotos(_ photos: [Photo], placeID: String) {
        view?.display(listViewModel(photos, of: .place(id: placeID)))
    }

    public func presentCatalog(_ photos: [Photo]) {
        view?.display(listViewModel(photos, of: .catalog))
    }

    public func presentRecents(_ photos: [Photo]) {
        view?.display(listViewModel(photos, of: .recents))
    }
}
