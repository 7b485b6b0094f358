import Domain
import Presentation
import UseCases

/// `places`, `places photos` and `photos list`: browsing the catalog, refreshed from Flickr first
/// with `--refresh`.
struct PlaceCommands {
    let command: ParsedCommand
    /// The browsing use case on this command's store, built only once the options are checked.
    let browsePlaces: () throws -> BrowsePlaces
    /// The live-Flickr use case with the user's key, built only for `--refresh`.
    let refreshCatalog: () throws -> RefreshCatalog
    /// Pages and items fetched, shown while a refresh runs (on a terminal only).
    let progress: RefreshProgressDisplay
    let places: PlacesPresenter
    /// A presenter for images of the given size (fails on a bad image-host setting).
    let photoPresenter: (PhotoSize) throws -> PhotoPresenter

    /// What `--limit` accepts (the fuzz harness checks the same range).
    static let limitRange = 0...10_000

    /// `places`.
    func listPlaces() throws {
        if command.has("refresh") {
            let refresh = try refreshCatalog()
            _ = try progress.showing(of: "places") { try refresh.places(progress: $0, warn: $1) }
        }
        places.present(try browsePlaces().sections())
    }

    /// `places photos PLACE_ID`.
    func placePhotos() throws {
        let placeID = command.argument(0)
        let limit = try command.integer("limit", in: Self.limitRange) ?? BrowsePlaces.defaultPhotoLimit
        if command.has("refresh") {
            let refresh = try refreshCatalog()
            _ = try progress.showing(of: "photos") {
                try refresh.photos(inPlace: placeID, maxResults: limit, progress: $0, warn: $1)
            }
        }
        let photos = try browsePlaces().photos(
            inPlace: placeID, limit: limit, reuseOnly: command.has("license"))
        try photoPresenter(PhotoPresenter.listSize).presentPlacePhotos(photos, placeID: placeID)
    }

    /// `photos`: the whole catalog.
    func listPhotos() throws {
        try photoPresenter(PhotoPresenter.listSize).presentCatalog(try browsePlaces().allPhotos())
    }
}
