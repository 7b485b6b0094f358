import Domain

/// A photo or place id longer than `CatalogID.maxBytes`; nothing was stored.
public struct CatalogIDError: Error, Equatable, Sendable, CustomStringConvertible {
    public let kind: String
    public let byteCount: Int

    public init(kind: String, byteCount: Int) {
        self.kind = kind
        self.byteCount = byteCount
    }

    public var description: String {
        "a \(kind) id of \(byteCount) bytes is longer than the \(CatalogID.maxBytes) bytes any store takes"
    }

    /// Throws for the first id in `places` or `photos` (their own ids and the places they name)
    /// that does not fit.
    static func check(places: [Place], photos: [Photo]) throws(CatalogIDError) {
        for place in places { try check(place) }
        for photo in photos { try check(photo) }
    }

    /// The check of one place, for callers that take entries one at a time (no array each).
    static func check(_ place: Place) throws(CatalogIDError) {
        if !CatalogID.fits(place.id) { throw CatalogIDError(kind: "place", byteCount: place.id.utf8.count) }
    }

    /// The check of one photo: its id and the place it names.
    static func check(_ photo: Photo) throws(CatalogIDError) {
        if !CatalogID.fits(photo.id) { throw CatalogIDError(kind: "photo", byteCount: photo.id.utf8.count) }
        if !CatalogID.fits(photo.placeID) {
            throw CatalogIDError(kind: "place", byteCount: photo.placeID.utf8.count)
        }
    }
}
