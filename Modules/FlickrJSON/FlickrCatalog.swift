import Domain

/// What one Flickr response holds, in Domain values.
public struct FlickrCatalog: Equatable, Sendable {
    public var places: [Place]
    public var photos: [Photo]

    public init(places: [Place] = [], photos: [Photo] = []) {
        self.places = places
        self.photos = photos
    }
}
