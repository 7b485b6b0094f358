import Domain
import FlickrJSON
import Foundation
import UseCases

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The Flickr REST API behind the `FlickrPhotoSource` port (the course's FlickrFetcher).
public final class FlickrFetcher: FlickrPhotoSource {
    public static let defaultBaseURL = URL(string: "https://api.flickr.com/services/rest/")!
    /// Flickr returns at most this many photos per page of a search.
    public static let maxPerPage = 500
    static let photoExtras = "original_format,tags,description,geo,date_upload,owner_name,place_url"

    private let apiKey: String
    private let baseURL: URL
    private let client: HTTPClient

    public init(apiKey: String, baseURL: URL = FlickrFetcher.defaultBaseURL, timeout: Double = 30) {
        self.apiKey = apiKey
        self.baseURL = baseURL
        self.client = HTTPClient(timeout: timeout)
    }

    public func topPlaces() throws -> [Place] {
        try request(["method": "flickr.places.getTopPlacesList", "place_type_id": "7"]).places
    }

    /// Pages through the search until `maxResults` photos or the last page.
    public func photos(inPlace placeID: String, maxResults: Int) throws -> [Photo] {
        guard maxResults > 0 else { return [] }
        let perPage = min(maxResults, Self.maxPerPage)
        var photos: [Photo] = []
        var page = 1
        while photos.count < maxResults {
            let response = try request([
                "method": "flickr.photos.search", "has_geo": "1", "place_id": placeID,
                "per_page": String(perPage),
                "page": String(page), "extras": Self.photoExtras,
            ])
            photos += response.photos
            let lastPage = response.pages ?? page
            if response.photos.count < perPage || page >= lastPage { break }
            page += 1
        }
        return Array(photos.prefix(maxResults))
    }

    private func request(_ parameters: [String: String]) throws -> FlickrCatalog {
        var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false)
        let common = ["format": "json", "nojsoncallback": "1", "api_key": apiKey]
        components?.queryItems = parameters.merging(common) { first, _ in first }
            .sorted { $0.key < $1.key }
            .map { URLQueryItem(name: $0.key, value: $0.value) }
        guard let url = components?.url else {
            throw FlickrServiceError.unreachable("the Flickr URL is invalid")
        }
        let body = try client.get(url)
        do {
            return try FlickrResponseDecoder.decode(body)
        } catch .failed(let code, let message) {
            throw FlickrServiceError.failed(code: code, message: message)
        } catch {
            throw FlickrServiceError.badResponse(error.description)
        }
    }
}
