import Domain

/// Where a streaming import hands its places and photos: they go to the store a batch at a time.
/// Lives only for one `ImportCatalog(streaming:)` call, on one thread.
public final class ImportSink {
    private let batchSize: Int
    private let write: (_ places: [Place], _ photos: [Photo]) throws -> Void
    private var places: [Place] = []
    private var photos: [Photo] = []
    /// Distinct ids seen, for the summary: 8 or 16 bytes an id (`DistinctIDs`), never its text.
    private(set) var placeIDs = DistinctIDs()
    private(set) var photoIDs = DistinctIDs()

    init(batchSize: Int, write: @escaping (_ places: [Place], _ photos: [Photo]) throws -> Void) {
        self.batchSize = batchSize
        self.write = write
    }

    /// Ids that no store can index are refused, as `ImportCatalog` refuses them.
    public func add(_ place: Place) throws {
        try CatalogIDError.check(place)
        placeIDs.insert(place.id)
        places.append(place)
        try flushWhenFull()
    }

    public func add(_ photo: Photo) throws {
        try CatalogIDError.check(photo)
        photoIDs.insert(photo.id)
        photos.append(photo)
        try flushWhenFull()
    }

    private func flushWhenFull() throws {
        if places.count + photos.count >= batchSize { try flush() }
    }

    /// Writes what is pending. Within a batch a later entry of an id wins in every store, since
    /// each store upserts in order.
    func flush() throws {
        guard !places.isEmpty || !photos.isEmpty else { return }
        try write(places, photos)
        places.removeAll(keepingCapacity: true)
        photos.removeAll(keepingCapacity: true)
    }
}
