import Domain
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Lists the catalog's places and the photos taken in one of them.
/// A `Sendable` value holding only its ports: build it once and share it with concurrent tasks.
public struct BrowsePlaces: Sendable {
    public static let defaultPhotoLimit = 50

    private let catalog: any PhotoCatalogStore

    public init(catalog: any PhotoCatalogStore) {
        self.catalog = catalog
    }

    /// Places sorted by their full name, ignoring case, in the user's locale.
    public func places() throws -> [Place] {
        try catalog.places().sorted(by: Self.byName)
    }

    /// One section per country (`Place.country`), countries and the places within each sorted
    /// as `places()` sorts, the way the course app's table showed them.
    public func sections() throws -> [PlaceSection] {
        let byCountry = Dictionary(grouping: try places(), by: \.country)
        return byCountry.keys.sorted(by: Self.inLocalizedOrder).map { country in
            PlaceSection(country: country, places: byCountry[country] ?? [])
        }
    }

    private static func byName(_ lhs: Place, _ rhs: Place) -> Bool {
        lhs.name.lowercased() == rhs.name.lowercased()
            ? lhs.id < rhs.id : inLocalizedOrder(lhs.name, rhs.name)
    }

    /// Localized and case-insensitive; names that compare the same fall back to their exact
    /// text, so the order never depends on a dictionary's.
    private static func inLocalizedOrder(_ lhs: String, _ rhs: String) -> Bool {
        lhs.lowercased() == rhs.lowercased() ? lhs < rhs : lhs.lowercased() < rhs.lowercased()
    }

    /// Every photo in the catalog, newest upload first (then by id).
    public func allPhotos() throws -> [Photo] {
        try catalog.allPhotos().sorted(by: Photo.newestFirst)
    }

    /// Up to `limit` photos of a place. A place is known when it was imported as a place or
    /// when any imported photo names it.
    public func photos(inPlace placeID: String, limit: Int = defaultPhotoLimit) throws -> [Photo] {
        let photos = try catalog.photos(inPlace: placeID, limit: max(0, limit))
        if photos.isEmpty, try catalog.place(id: placeID) == nil {
            throw StoreError.notFound(kind: "place", id: placeID)
        }
        return photos
    }
}
