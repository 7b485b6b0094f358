import Domain

/// Adds decoded Flickr places and photos to the catalog; the same ids update what is there.
/// A `Sendable` value holding only its ports: build it once and share it with concurrent tasks.
public struct ImportCatalog: Sendable {
    /// How many places and photos an import saved.
    public struct Summary: Equatable, Sendable {
        public let places: Int
        public let photos: Int

        public init(places: Int, photos: Int) {
            self.places = places
            self.photos = photos
        }
    }

    private let catalog: any PhotoCatalogStore

    public init(catalog: any PhotoCatalogStore) {
        self.catalog = catalog
    }

    /// Saves what was given, each id once (a later entry of the same id wins, as it would in the
    /// store), and counts what was stored. Ids that no store can index are refused first.
    public func callAsFunction(places: [Place], photos: [Photo]) throws -> Summary {
        try CatalogIDError.check(places: places, photos: photos)
        let uniquePlaces = Self.lastOfEachID(places, id: \.id)
        let uniquePhotos = Self.lastOfEachID(photos, id: \.id)
        try catalog.save(places: uniquePlaces, photos: uniquePhotos)
        return Summary(places: uniquePlaces.count, photos: uniquePhotos.count)
    }

    /// Entries handed to the store at once while streaming: large enough that a batch costs little
    /// per entry, small enough that memory holds only a few hundred KB of them.
    public static let batchSize = 1_000

    /// Places and photos one import may hand a store that holds the whole catalog in memory
    /// (`CollectedCatalog`): each costs such a store about 2 KB while it saves, so this many keep an
    /// import of the smallest entries (`{"id":"1"}`) within 4 x the file + 64 MB. Twenty times the
    /// property-list store's intended scale. Stores that write each batch as it comes take any number.
    public static let maxCollectedEntries = 20_000

    /// Saves every place and photo `read` hands to its sink, in batches, as one atomic step: when
    /// `read` throws (a bad entry anywhere, even the last), nothing is saved and its error is
    /// rethrown. The same ids update, the later entry winning, and the summary counts distinct ids.
    public func callAsFunction(streaming read: (ImportSink) throws -> Void) throws -> Summary {
        var summary = Summary(places: 0, photos: 0)
        try catalog.saveStreaming { write in
            try withoutActuallyEscaping(write) { write in
                let sink = ImportSink(batchSize: Self.batchSize, write: write)
                try read(sink)
                try sink.flush()
                summary = Summary(places: sink.placeIDs.count, photos: sink.photoIDs.count)
            }
        }
        return summary
    }

    /// One value per id, the last given, in the order of those last occurrences.
    static func lastOfEachID<T>(_ values: [T], id: (T) -> String) -> [T] {
        var seen: Set<String> = []
        var result: [T] = []
        for value in values.reversed() where seen.insert(id(value)).inserted {
            result.append(value)
        }
        return result.reversed()
    }
}
