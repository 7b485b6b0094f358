import Domain

/// What one Flickr response holds, in Domain values.
public struct FlickrCatalog: Equatable, Sendable {
    public var places: [Place]
    public var photos: [Photo]
    /// How many pages the response said the whole result has, when it said.
    public var pages: Int?

    public init(places: [Place] = [], photos: [Photo] = [], pages: Int? = nil) {
        self.places = places
        self.photos = photos
        self.pages = pages
    }
}
