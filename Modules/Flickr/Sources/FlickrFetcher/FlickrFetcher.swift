import Domain
import FlickrJSON
import PlatformFoundation
import UseCases

/// The Flickr REST API behind the `FlickrPhotoSource` port (the course's FlickrFetcher).
public final class FlickrFetcher: FlickrPhotoSource {
    public static let defaultBaseURL = URL(string: "https://api.flickr.com/services/rest/")!
    /// Flickr documents at most 250 photos per page for searches with geo parameters.
    public static let maxPerPage = 250
    /// Flickr returns no more than 4,000 results for one search, whatever the page.
    public static let resultCeiling = 4000
    static let photoExtras = "license,original_format,tags,description,geo,date_upload,owner_name,place_url"

    private let apiKey: String
    private let baseURL: URL
    private let client: HTTPClient
    private let timeout: Double

    /// `timeout` bounds everything this fetcher does from now on: every page, connection and byte.
    public init(
        apiKey: String, baseURL: URL = FlickrFetcher.defaultBaseURL, timeout: Double = 30,
        bodyLimit: Int = 64 * 1024 * 1024
    ) {
        self.apiKey = apiKey
        self.baseURL = baseURL
        self.timeout = timeout
        self.client = HTTPClient(deadline: Deadline(secondsFromNow: timeout), bodyLimit: bodyLimit)
    }

    public func topPlaces() throws -> [Place] {
        try request([("method", "flickr.places.getTopPlacesList"), ("place_type_id", "7")]).places
    }

    /// Pages through the search until `maxResults` photos (at most Flickr's 4,000), or the last
    /// page Flickr announces: a short page is not the last one, and no more than `maxResults`
    /// photos are ever held whatever a page holds.
    public func photos(inPlace placeID: String, maxResults: Int) throws -> [Photo] {
        try photos(inPlace: placeID, maxResults: maxResults) { _ in }
    }

    /// One query a page: the pages `maxResults` photos fill, at most Flickr's 4,000 results.
    public func queryCount(forPhotos maxResults: Int) -> Int {
        let wanted = min(maxResults, Self.resultCeiling)
        guard wanted > 0 else { return 0 }
        let perPage = min(wanted, Self.maxPerPage)
        return (wanted + perPage - 1) / perPage
    }

    /// The same, telling `progress` after each page how many pages and photos it has so far.
    public func photos(inPlace placeID: String, maxResults: Int, progress: (RefreshProgress) -> Void) throws
        -> [Photo]
    {
        let wanted = min(maxResults, Self.resultCeiling)
        guard wanted > 0 else { return [] }
        let perPage = min(wanted, Self.maxPerPage)
        var photos: [Photo] = []
        var page = 1
        while true {
            let response = try request([
                ("method", "flickr.photos.search"), ("has_geo", "1"), ("place_id", placeID),
                ("per_page", String(perPage)), ("page", String(page)), ("extras", Self.photoExtras),
            ])
            photos += response.photos.prefix(wanted - photos.count)
            progress(RefreshProgress(pages: page, items: photos.count))
            // Without a page count, a short page is taken as the end.
            let lastPage = response.pages ?? (response.photos.count < perPage ? page : page + 1)
            let pastCeiling = page * perPage >= Self.resultCeiling
            if photos.count >= wanted || page >= lastPage || response.photos.isEmpty || pastCeiling { break }
            page += 1
        }
        return photos
    }

    /// `flickr.photos.licenses.getInfo`: every licence Flickr names, in its order.
    public func licences() throws -> [PhotoLicence] {
        try request([("method", "flickr.photos.licenses.getInfo")], decode: FlickrLicenceDecoder.decode)
    }

    private func request(_ parameters: [(String, String)]) throws -> FlickrCatalog {
        try request(parameters, decode: FlickrResponseDecoder.decode)
    }

    private func request<Answer>(
        _ parameters: [(String, String)], decode: (Data) throws(FlickrJSONError) -> Answer
    ) throws -> Answer {
        let address = try url(parameters)
        let body: Data
        do {
            body = try client.get(address).body
        } catch {
            throw Self.error(for: error, timeout: timeout, limit: client.bodyLimit)
        }
        do {
            return try decode(body)
        } catch .failed(let code, let message) {
            throw FlickrServiceError.failed(code: code, message: message)
        } catch {
            throw FlickrServiceError.badResponse(error.description)
        }
    }

    /// The client's failure in the API's words.
    private static func error(for failure: HTTPFailure, timeout: Double, limit: Int) -> FlickrServiceError {
        switch failure {
        case .timedOut: .timedOut(seconds: timeout)
        case .unreachable(let reason): .unreachable(reason)
        case .httpStatus(let status): .httpStatus(status)
        case .tooLarge: .tooLarge(limit: limit)
        case .undecodable: .badResponse("the response could not be decompressed")
        // The API client requires no Content-Type; the decoder judges the body.
        case .refusedContentType(let type): .badResponse("unexpected Content-Type '\(type)'")
        case .refusedScheme(let scheme): .unreachable("a redirect to '\(scheme)' was refused")
        }
    }

    /// The request URL. Every name and value is percent-encoded as a query component (all but
    /// RFC 3986's unreserved characters), so `+`, space, `&`, `=`, `#`, `%` and non-ASCII text
    /// reach Flickr exactly as given; URLQueryItem leaves `+`, which servers read as a space.
    func url(_ parameters: [(String, String)]) throws(FlickrServiceError) -> URL {
        let all = parameters + [("format", "json"), ("nojsoncallback", "1"), ("api_key", apiKey)]
        let query = all.sorted { $0.0 < $1.0 }.map { "\(Self.encode($0.0))=\(Self.encode($0.1))" }
            .joined(separator: "&")
        var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false)
        let existing = components?.percentEncodedQuery.map { $0.isEmpty ? "" : $0 + "&" } ?? ""
        components?.percentEncodedQuery = existing + query
        guard let url = components?.url else { throw .unreachable("the Flickr URL is invalid") }
        return url
    }

    /// RFC 3986's unreserved characters: every other byte of the UTF-8 text is written %XX.
    private static let unreserved = Set(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~".utf8)

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    static func encode(_ text: String) -> String {
        var encoded = ""
        for byte in text.utf8 {
            if unreserved.contains(byte) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                encoded.unicodeScalars.append("%")
                encoded.unicodeScalars.append(Unicode.Scalar(hexDigits[Int(byte >> 4)]))
                encoded.unicodeScalars.append(Unicode.Scalar(hexDigits[Int(byte & 0xF)]))
            }
        }
        return encoded
    }
}
