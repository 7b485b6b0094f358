import Domain

/// Fetches from Flickr and stores the result. The fetches complete before anything is written, and
/// the write is one `save` (with the licence list), so a failure midway leaves the catalog as it
/// was. Before the first query it reserves in `budget` every query it may make (the source's most
/// pages, and one for the licences), so a refresh the hourly limit would cut short is refused
/// whole, before anything is fetched or written.
///
/// Each refresh also fetches Flickr's licence list (`flickr.photos.licenses.getInfo`) once and
/// stores it, for the credits (`PhotoLicences`). That fetch failing does not fail the refresh: the
/// stored list (or the documented table) stays, and `warn` hears why.
public struct RefreshCatalog: Sendable {
    private let source: any FlickrPhotoSource
    private let catalog: any PhotoCatalogStore
    private let budget: any QueryBudget

    public init(source: any FlickrPhotoSource, catalog: any PhotoCatalogStore, budget: any QueryBudget) {
        self.source = source
        self.catalog = catalog
        self.budget = budget
    }

    /// The queries a refresh makes besides its places or photos: the licence list.
    public static let licenceQueries = 1

    /// `progress` hears of the one page of top places once it is fetched.
    @discardableResult
    public func places(
        progress: (RefreshProgress) -> Void = { _ in }, warn: (RefreshWarning) -> Void = { _ in }
    ) throws -> [Place] {
        try budget.reserve(1 + Self.licenceQueries)
        let fetched = try source.topPlaces()
        progress(RefreshProgress(pages: 1, items: fetched.count))
        let places = ImportCatalog.lastOfEachID(fetched, id: \.id)
        try CatalogIDError.check(places: places, photos: [])
        try catalog.save(places: places, photos: [], licences: try fetchedLicences(warn: warn))
        return places
    }

    /// `progress` hears after each page fetched how many pages and photos there are so far.
    @discardableResult
    public func photos(
        inPlace placeID: String, maxResults: Int = BrowsePlaces.defaultPhotoLimit,
        progress: (RefreshProgress) -> Void = { _ in }, warn: (RefreshWarning) -> Void = { _ in }
    ) throws -> [Photo] {
        guard CatalogID.fits(placeID) else {
            throw CatalogIDError(kind: "place", byteCount: placeID.utf8.count)
        }
        try budget.reserve(source.queryCount(forPhotos: maxResults) + Self.licenceQueries)
        // Flickr may show a photo on two pages when uploads shift the results between requests.
        let photos = ImportCatalog.lastOfEachID(
            try source.photos(inPlace: placeID, maxResults: maxResults, progress: progress), id: \.id)
        // Flickr omits place_id for some photos; they were found in this place, so they belong to it.
        let placed = photos.map { photo in
            var copy = photo
            if copy.placeID.isEmpty { copy.placeID = placeID }
            return copy
        }
        try CatalogIDError.check(places: [], photos: placed)
        try catalog.save(places: [], photos: placed, licences: try fetchedLicences(warn: warn))
        return placed
    }

    /// The licence list to store, fetched. A failed fetch, or an empty list, is nil (what is
    /// stored stays) and a warning.
    private func fetchedLicences(warn: (RefreshWarning) -> Void) throws -> [PhotoLicence]? {
        do {
            let fetched = ImportCatalog.lastOfEachID(try source.licences(), id: \.id)
            guard !fetched.isEmpty else { throw FlickrAnswerError.noLicences }
            return fetched
        } catch {
            warn(.licencesNotFetched(error, hadStoredList: !(try catalog.photoLicences()).isEmpty))
            return nil
        }
    }
}

/// An answer that parses but cannot be used.
enum FlickrAnswerError: Error, CategorizedError {
    case noLicences

    var category: ErrorCategory { .remoteProtocol }
    var message: String { "Flickr named no licences" }
}
