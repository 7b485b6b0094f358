import Domain
import Presentation
import UseCases

/// The maps on the place and photo pages. Both show every stored photo of the place, not only
/// the page's 30: each dot links its photo, so the map also reaches the other pages.
extension PageController {
    /// Nil when the place has no photos at all (its page says that already).
    func placeMap(_ id: String, title: String?) throws -> PhotoMapViewModel? {
        let photos = try browsePlaces.photos(inPlace: id, limit: Int.max)
        return photos.isEmpty ? nil : PhotoMapPresenter.map(of: photos, placeTitle: title)
    }

    /// The photo's place's photos with this one marked; the photo alone when it has no place.
    static func photoMap(_ photo: PhotoInPlace) -> PhotoMapViewModel {
        PhotoMapPresenter.map(
            of: photo.placePhotos, current: photo.photo,
            placeTitle: photo.place.map(PlacesPresenter.row)?.title)
    }
}
