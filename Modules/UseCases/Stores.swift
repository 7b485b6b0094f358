/// The three ports one backend provides; a composition root picks a backend by building one.
public struct Stores {
    public let attractions: any AttractionStore
    public let catalog: any PhotoCatalogStore
    public let recents: any RecentsStore

    public init(
        attractions: any AttractionStore, catalog: any PhotoCatalogStore, recents: any RecentsStore
    ) {
        self.attractions = attractions
        self.catalog = catalog
        self.recents = recents
    }
}
