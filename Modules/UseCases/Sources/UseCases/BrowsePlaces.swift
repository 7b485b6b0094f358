import Domain
import Foundation

/// Lists the catalog's places and the photos taken in one of them.
public struct BrowsePlaces {
    public static let defaultPhotoLimit = 50

    private let catalog: any PhotoCatalogStore

    public init(catalog: any PhotoCatalogStore) {
        self.catalog = catalog
    }

    /// Places sorted by their full name, ignoring case, in the user's locale.
    public func places() throws -> [Place] {
        try catalog.places().sorted { lhs, rhs in
            switch lhs.name.localizedCaseInsensitiveCompare(rhs.name) {
            case .orderedAscending: true
            case .orderedDescending: false
            case .orderedSame: lhs.id < rhs.id
            }
        }
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
