import Domain

/// Adds decoded Flickr places and photos to the catalog; the same ids update what is there.
/// A `Sendable` value holding only its ports: build it once and share it with concurrent tasks.
public struct ImportCatalog: Sendable {
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

    public func callAsFunction(places: [Place], photos: [Photo]) throws -> Summary {
        try catalog.save(places: places, photos: photos)
        return Summary(places: places.count, photos: photos.count)
    }
}
