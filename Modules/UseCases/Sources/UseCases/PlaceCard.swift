import Domain

/// What a place's card on a front page shows: the place, how many photos its page lists, and a
/// cover photo whose image is already cached.
public struct PlaceCard: Equatable, Sendable {
    public let place: Place
    /// The photos the place's page lists (at most `BrowsePlaces.defaultPhotoLimit`).
    public let photoCount: Int
    /// Whether the catalog holds more photos of the place than its page lists.
    public let hasMorePhotos: Bool
    /// The first listed photo whose image is in the cache; nil when none is.
    public let cover: Photo?

    public init(place: Place, photoCount: Int, hasMorePhotos: Bool, cover: Photo?) {
        self.place = place
        self.photoCount = photoCount
        self.hasMorePhotos = hasMorePhotos
        self.cover = cover
    }
}

/// The cards of one country, in `BrowsePlaces.sections()` order.
public struct PlaceCardSection: Equatable, Sendable {
    public let country: String
    public let cards: [PlaceCard]

    public init(country: String, cards: [PlaceCard]) {
        self.country = country
        self.cards = cards
    }
}

/// A photo with the place it belongs to and its neighbours in the place's page order.
public struct PhotoInPlace: Equatable, Sendable {
    public let photo: Photo
    /// The place as the catalog knows it; nil when the photo has no place or the catalog has no
    /// such place.
    public let place: Place?
    public let previous: Photo?
    public let next: Photo?
    /// Every photo of its place in page order (the photo among them unless only recents keep it);
    /// empty when it has no place.
    public let placePhotos: [Photo]

    public init(photo: Photo, place: Place?, previous: Photo?, next: Photo?, placePhotos: [Photo] = []) {
        self.photo = photo
        self.place = place
        self.previous = previous
        self.next = next
        self.placePhotos = placePhotos
    }
}
