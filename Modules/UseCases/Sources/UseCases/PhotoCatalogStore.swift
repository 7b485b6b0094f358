import Domain

/// The places and photos known to Outings, as imported from Flickr.
/// `Sendable`: an adapter serializes its own access, so one instance may be shared by any number
/// of threads or tasks and each method is one atomic step (the
/// concurrency contract in docs/architecture.md).
public protocol PhotoCatalogStore: Sendable {
    /// Inserts or updates (by id) all places and photos at once: either all land or none.
    func save(places: [Place], photos: [Photo]) throws
    /// Inserts or updates (by id) every batch `produce` hands to `write`, as one atomic step: when
    /// `produce` (or a write) throws, nothing of it lands and the error is rethrown unchanged. A
    /// store that writes to disk writes each batch as it comes, so a caller holds one batch at a
    /// time; a store held in memory may collect them all and save once.
    func saveStreaming(
        _ produce: (_ write: (_ places: [Place], _ photos: [Photo]) throws -> Void) throws -> Void)
        throws
    func places() throws -> [Place]
    func place(id: String) throws -> Place?
    /// Photos of a place, newest upload first (then by id), at most `limit`.
    func photos(inPlace placeID: String, limit: Int) throws -> [Photo]
    func photo(id: String) throws -> Photo?
    /// Every photo, in no particular order.
    func allPhotos() throws -> [Photo]
    /// Makes the catalog hold exactly these places and photos: one atomic step.
    func replaceAll(places: [Place], photos: [Photo]) throws
    /// The licence list a refresh last fetched from Flickr (`flickr.photos.licenses.getInfo`), in
    /// Flickr's order; empty when none was fetched (see `PhotoLicences`).
    func photoLicences() throws -> [PhotoLicence]
    /// Makes the stored licence list exactly `licences`: one atomic step.
    func replacePhotoLicences(_ licences: [PhotoLicence]) throws
}

extension PhotoCatalogStore {
    /// For stores that hold the whole catalog in memory anyway: collects every batch, then saves.
    /// More than `ImportCatalog.maxCollectedEntries` entries throw `CollectedImportError` before
    /// anything is saved.
    public func saveCollecting(
        _ produce: (_ write: (_ places: [Place], _ photos: [Photo]) throws -> Void) throws -> Void
    ) throws {
        try saveCollecting(limit: ImportCatalog.maxCollectedEntries, produce)
    }

    /// `saveCollecting` with another limit (for tests).
    public func saveCollecting(
        limit: Int,
        _ produce: (_ write: (_ places: [Place], _ photos: [Photo]) throws -> Void) throws -> Void
    ) throws {
        var places: [Place] = []
        var photos: [Photo] = []
        try produce { batchPlaces, batchPhotos in
            guard places.count + photos.count + batchPlaces.count + batchPhotos.count <= limit else {
                throw CollectedImportError(limit: limit)
            }
            places += batchPlaces
            photos += batchPhotos
        }
        // Each id once, the later entry winning, as `ImportCatalog` hands over a whole import.
        try save(
            places: ImportCatalog.lastOfEachID(places, id: \.id),
            photos: ImportCatalog.lastOfEachID(photos, id: \.id))
    }
}
