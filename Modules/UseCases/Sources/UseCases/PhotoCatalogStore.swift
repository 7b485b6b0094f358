import Domain

/// The places and photos known to Outings, as imported from Flickr. `Sendable`: an adapter
/// serializes its own access, so one instance may be shared by any number of threads or tasks and
/// each method is one atomic step (the concurrency contract in docs/architecture.md).
///
/// The rules below are what the store contract (the `StoreContract` package) checks of every
/// backend. Places and photos come back whole and exactly as saved: every field (licence, owner,
/// accuracy, tags, a place's centre), absent values as absent, text with any control character but
/// NUL (CR, escape sequences, U+FFFE and U+FFFF included), coordinates to the last digit (the poles
/// and both sides of the antimeridian included). A latitude or longitude out of range is stored as
/// given and reported by `GuideStore.problems()`.
public protocol PhotoCatalogStore: Sendable {
    /// Inserts or updates (by id) every batch `produce` hands to `write` and, when `licences` is
    /// given, makes the stored licence list exactly `licences` (replacing the old one whole), as
    /// one atomic step: an id in a later batch updates the one an earlier batch wrote, and a
    /// `produce` that writes nothing changes no place or photo. When `produce` (or a write)
    /// throws, even after batches were written, nothing of it lands (nor the licences) and the
    /// error is rethrown unchanged. A store that writes to disk writes each batch as it comes, so
    /// a caller holds one batch at a time; a store held in memory may collect them all and save
    /// once. A licence without a name or with a URL that is not http(s) is stored and reported by
    /// `GuideStore.problems()`.
    func saveStreaming(
        licences: [PhotoLicence]?,
        _ produce: (_ write: (_ places: [Place], _ photos: [Photo]) throws -> Void) throws -> Void)
        throws
    /// Every place.
    func places() throws -> [Place]
    /// The photos `selection` names, read in one step (`PhotoSelection` says in what order).
    func photos(_ selection: PhotoSelection) throws -> [Photo]
    /// The licence list a refresh last fetched from Flickr (`flickr.photos.licenses.getInfo`), in
    /// Flickr's order and exactly as stored; empty when none was fetched (see `PhotoLicences`).
    func photoLicences() throws -> [PhotoLicence]
}

/// Which photos `PhotoCatalogStore.photos(_:)` reads.
public enum PhotoSelection: Equatable, Sendable {
    /// The photo with this id: it alone, or none.
    case id(String)
    /// A place's photos, newest upload first (then by id), those without an upload date last, at
    /// most `limit`; none for a place without photos.
    case place(String, limit: Int)
    /// Every photo, in no particular order.
    case all
}

extension PhotoCatalogStore {
    /// The photo with `id`, or nil.
    public func photo(id: String) throws -> Photo? {
        try photos(.id(id)).first
    }

    /// Photos of a place, newest first, at most `limit` (`PhotoSelection.place`).
    public func photos(inPlace placeID: String, limit: Int) throws -> [Photo] {
        try photos(.place(placeID, limit: limit))
    }

    /// Every photo, in no particular order.
    public func allPhotos() throws -> [Photo] {
        try photos(.all)
    }

    /// `saveStreaming(licences:_:)` keeping the stored licence list.
    public func saveStreaming(
        _ produce: (_ write: (_ places: [Place], _ photos: [Photo]) throws -> Void) throws -> Void
    ) throws {
        try saveStreaming(licences: nil, produce)
    }

    /// Inserts or updates (by id) all places and photos at once, with the licence list when
    /// given: either all land or none. A known id is updated in place, never stored twice.
    public func save(places: [Place], photos: [Photo], licences: [PhotoLicence]? = nil) throws {
        try saveStreaming(licences: licences) { write in try write(places, photos) }
    }

    /// The place with `id`, or nil (a guide has a few hundred places at most).
    public func place(id: String) throws -> Place? {
        try places().first { $0.id == id }
    }
}

/// For stores that hold the whole catalog in memory anyway: every batch of a streamed save,
/// collected to be saved at once.
public enum CollectedCatalog {
    /// The places and photos `produce` writes, each id once (the later entry winning, as
    /// `ImportCatalog` hands over a whole import). More than `limit` entries throw
    /// `CollectedImportError` before anything is returned.
    public static func collect(
        limit: Int = ImportCatalog.maxCollectedEntries,
        _ produce: (_ write: (_ places: [Place], _ photos: [Photo]) throws -> Void) throws -> Void
    ) throws -> (places: [Place], photos: [Photo]) {
        var places: [Place] = []
        var photos: [Photo] = []
        try produce { batchPlaces, batchPhotos in
            guard places.count + photos.count + batchPlaces.count + batchPhotos.count <= limit else {
                throw CollectedImportError(limit: limit)
            }
            places += batchPlaces
            photos += batchPhotos
        }
        return (ImportCatalog.lastOfEachID(places, id: \.id), ImportCatalog.lastOfEachID(photos, id: \.id))
    }
}
