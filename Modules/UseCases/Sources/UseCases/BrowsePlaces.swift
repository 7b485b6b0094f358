import Domain

/// Lists the catalog's places and the photos taken in one of them.
/// A `Sendable` value holding only its ports: build it once and share it with concurrent tasks.
public struct BrowsePlaces: Sendable {
    public static let defaultPhotoLimit = 50

    let catalog: any PhotoCatalogStore

    public init(catalog: any PhotoCatalogStore) {
        self.catalog = catalog
    }

    /// Places sorted by their full name in `PlaceNameOrder` (ignoring case and accents, then
    /// accents, then exact text); places with the very same name by id.
    public func places() throws -> [Place] {
        let keyed: [(order: PlaceNameOrder, place: Place)] = try catalog.places().map {
            (PlaceNameOrder($0.name), $0)
        }
        return keyed.sorted(by: Self.byNameThenID).map(\.place)
    }

    /// One section per country (`Place.country`), countries in `PlaceNameOrder` and the places
    /// within each as `places()` sorts them, the way the course app's table showed them.
    public func sections() throws -> [PlaceSection] {
        let byCountry = Dictionary(grouping: try places(), by: \.country)
        // Keys made once per name, not once per comparison.
        let countries: [(order: PlaceNameOrder, name: String)] = byCountry.keys.map {
            (PlaceNameOrder($0), $0)
        }
        return countries.sorted { $0.order < $1.order }.map { country in
            PlaceSection(country: country.name, places: byCountry[country.name] ?? [])
        }
    }

    private static func byNameThenID(
        _ lhs: (order: PlaceNameOrder, place: Place), _ rhs: (order: PlaceNameOrder, place: Place)
    ) -> Bool {
        lhs.order == rhs.order ? lhs.place.id < rhs.place.id : lhs.order < rhs.order
    }

    /// Every photo in the catalog, newest upload first (then by id).
    public func allPhotos() throws -> [Photo] {
        try catalog.allPhotos().sorted(by: Photo.newestFirst)
    }

    /// Up to `limit` photos of a place; with `reuseOnly`, only those whose licence permits reuse
    /// (`PhotoLicences.permitsReuse`, by the list `licences()` gives), up to `limit` of them. A place is known when it was imported as a
    /// place or when any imported photo names it.
    public func photos(inPlace placeID: String, limit: Int = defaultPhotoLimit, reuseOnly: Bool = false)
        throws
        -> [Photo]
    {
        let limit = max(0, limit)
        let all = try catalog.photos(inPlace: placeID, limit: reuseOnly ? Self.wholePlace : limit)
        if all.isEmpty, try catalog.place(id: placeID) == nil {
            throw StoreError.notFound(kind: "place", id: placeID)
        }
        guard reuseOnly else { return all }
        let licences = try licences()
        return Array(all.lazy.filter { LicenceChoice.reuse.keeps($0, by: licences) }.prefix(limit))
    }

    /// The licences credits name: the list a refresh stored, else the documented table.
    public func licences() throws -> PhotoLicences {
        PhotoLicences(stored: try catalog.photoLicences())
    }

    /// More photos than a place holds (Flickr's search gives at most 4,000), as a store's limit.
    private static let wholePlace = Int(Int32.max)

    /// The place with this id, nil when the catalog has none.
    public func place(id: String) throws -> Place? {
        try catalog.place(id: id)
    }

    /// `sections()` as cards. Cheap by design: each place reads the photos its page lists (one
    /// more, to know whether there are more) and asks `isCached` about them in order, stopping at
    /// the first yes; nothing is downloaded.
    public func cardSections(isCached: (Photo) -> Bool) throws -> [PlaceCardSection] {
        try sections().map { section in
            let cards = try section.places.map { place in
                let photos = try catalog.photos(inPlace: place.id, limit: Self.defaultPhotoLimit + 1)
                let listed = photos.prefix(Self.defaultPhotoLimit)
                return PlaceCard(
                    place: place, photoCount: listed.count, hasMorePhotos: photos.count > listed.count,
                    cover: listed.first(where: isCached))
            }
            return PlaceCardSection(country: section.country, cards: cards)
        }
    }

    /// The photo with its place, all the photos of its place and its neighbours among them, in the order
    /// the place's pages list them (so the grid's pages and the photo's previous/next agree, across
    /// a page's end too). A photo not among them (kept only in recents) has no neighbours.
    public func inPlace(_ photo: Photo) throws -> PhotoInPlace {
        guard !photo.placeID.isEmpty else {
            return PhotoInPlace(photo: photo, place: nil, previous: nil, next: nil)
        }
        let listed = try catalog.photos(inPlace: photo.placeID, limit: Int.max)
        let place = try catalog.place(id: photo.placeID)
        guard let index = listed.firstIndex(where: { $0.id == photo.id }) else {
            return PhotoInPlace(photo: photo, place: place, previous: nil, next: nil, placePhotos: listed)
        }
        return PhotoInPlace(
            photo: photo, place: place, previous: index > 0 ? listed[index - 1] : nil,
            next: index + 1 < listed.count ? listed[index + 1] : nil, placePhotos: listed)
    }
}
