import Domain
import UseCases

/// Turns `PhotosNear`'s answer into a list by distance: ask for the view model, or have it shown
/// on the view given at init.
public struct NearbyPhotosPresenter {
    private let view: (any NearbyPhotosView)?
    /// Maps each photo (its URL in `PhotoPresenter.listSize`, as every list).
    private let photos: PhotoPresenter

    /// A presenter that only maps.
    public init(photos: PhotoPresenter) {
        view = nil
        self.photos = photos
    }

    public init(view: any NearbyPhotosView, photos: PhotoPresenter) {
        self.view = view
        self.photos = photos
    }

    /// `within` in metres, nil for any distance.
    public func viewModel(_ nearby: [NearbyPhoto], centre: GeoCoordinate, within: Double?)
        -> NearbyPhotoListViewModel
    {
        let point = PhotoLocationViewModel.text(of: centre)
        let range = within.map { "within \(DistanceText.text(metres: $0)) of" } ?? "near"
        return NearbyPhotoListViewModel(
            heading: "Photos \(range) \(point)", photos: nearby.map(viewModel),
            emptyMessage: "No geotagged photos \(range) \(point).")
    }

    public func present(_ nearby: [NearbyPhoto], centre: GeoCoordinate, within: Double?) {
        view?.display(viewModel(nearby, centre: centre, within: within))
    }

    private func viewModel(_ nearby: NearbyPhoto) -> NearbyPhotoViewModel {
        NearbyPhotoViewModel(
            photo: photos.viewModel(for: nearby.photo), distance: nearby.distance,
            distanceText: DistanceText.text(metres: nearby.distance),
            placeTitle: nearby.place.map { PlacesPresenter.row($0).title } ?? nearby.photo.placeID)
    }
}
