import Domain

/// Loads a sample guide without undoing the user's work: the catalog is imported (the same ids
/// update), and the attractions are added only to a guide that has none and never had one
/// removed, in one atomic step, so concurrent runs add them once and a removed one never returns.
public struct LoadSampleGuide {
    /// What loading the sample added: its catalog, and how many attractions (none when the guide
    /// has or had some).
    public struct Summary: Equatable, Sendable {
        public let catalog: ImportCatalog.Summary
        public let addedAttractions: Int
    }

    private let importCatalog: ImportCatalog
    private let guide: any GuideStore

    public init(catalog: any PhotoCatalogStore, guide: any GuideStore) {
        importCatalog = ImportCatalog(catalog: catalog)
        self.guide = guide
    }

    public func callAsFunction(places: [Place], photos: [Photo], attractions: [Attraction]) throws -> Summary
    {
        let catalog = try importCatalog(places: places, photos: photos)
        let added = try guide.seedAttractions(attractions)
        return Summary(catalog: catalog, addedAttractions: added.count)
    }
}
