import Domain

/// Where live places and photos come from (Flickr's REST API in the app, a spy in tests).
/// `Sendable`: adapters may be called from several threads at once.
public protocol FlickrPhotoSource: Sendable {
    /// `flickr.places.getTopPlacesList` for cities (place type 7).
    func topPlaces() throws -> [Place]
    /// `flickr.photos.search` of geotagged photos in a place, at most `maxResults`.
    func photos(inPlace placeID: String, maxResults: Int) throws -> [Photo]
    /// The same search, calling `progress` after each page with the pages and photos so far.
    func photos(inPlace placeID: String, maxResults: Int, progress: (RefreshProgress) -> Void) throws
        -> [Photo]
    /// The most API queries `photos(inPlace:maxResults:)` makes for `maxResults` (one a page), so a
    /// refresh can see before it starts whether the hourly budget allows it.
    func queryCount(forPhotos maxResults: Int) -> Int
    /// `flickr.photos.licenses.getInfo`: the licences Flickr names, in its order (one query).
    func licences() throws -> [PhotoLicence]
}

extension FlickrPhotoSource {
    /// A source that cannot tell its pages apart reports nothing until it is done.
    public func photos(inPlace placeID: String, maxResults: Int, progress: (RefreshProgress) -> Void) throws
        -> [Photo]
    {
        try photos(inPlace: placeID, maxResults: maxResults)
    }

    /// A source that does not page makes one query.
    public func queryCount(forPhotos maxResults: Int) -> Int { 1 }
}
