import Domain

/// One entry of a Flickr response, as the streaming decoder hands it over.
public enum FlickrEntry: Equatable, Sendable {
    case place(Place)
    case photo(Photo)
}
