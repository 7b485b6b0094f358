import Domain

/// The places and photos known to Outings, as imported from Flickr.
/// `Sendable`: an adapter serializes its own access, so one instance may be shared by any number
/// of threads or tasks and each method is one atomic step (README, "Using the modules from many
/// threads").
public protocol PhotoCatalogStore: Sendable {
    /// Inserts or updates (by id) all places and photos at once: either all land or none.
    func save(places: [Place], photos: [Photo]) throws
    func places() throws -> [Place]
    func place(id: String) throws -> Place?
    /// Photos of a place, newest upload first (then by id), at most `limit`.
    func photos(inPlace placeID: String, limit: Int) throws -> [Photo]
    func photo(id: String) throws -> Photo?
    /// Every photo, in no particular order.
    func allPhotos() throws -> [Photo]
    /// Makes the catalog hold exactly these places and photos: one atomic step.
    func replaceAll(places: [Place], photos: [Photo]) throws
}
