import Domain
import FlickrFetcher
import Foundation
import TestSupport
import Testing

@Suite(.serialized)
struct FlickrFetcherTests {
    private let extras = "original_format,tags,description,geo,date_upload,owner_name,place_url"

    @Test func topPlacesSendsTheDocumentedQueryAndDecodesPlaces() throws {
        let server = try FakeFlickrServer()

        let places = try FlickrFetcher(apiKey: "KEY123", baseURL: server.baseURL).topPlaces()

        #expect(places.map(\.title) == ["Paris", "London", "Fort Collins"])
        #expect(
            try server.requests() == [
                [
                    "method": "flickr.places.getTopPlacesList", "place_type_id": "7", "format": "json",
                    "nojsoncallback": "1", "api_key": "KEY123",
                ]
            ])
    }

    @Test func photosSearchSendsTheDocumentedQuery() throws {
        let server = try FakeFlickrServer()

        let photos = try FlickrFetcher(apiKey: "KEY123", baseURL: server.baseURL)
            .photos(inPlace: "big.place", maxResults: 50)

        #expect(photos.count == 50)
        #expect(photos.first?.id == "big.place-1")
        #expect(
            photos.first?.url(for: .original)
                == "https://live.staticflickr.com/65535/big.place-1_o0001_o.jpg")
        #expect(photos.first?.pageURL == "https://www.flickr.com/photos/12345678@N00/big.place-1")
        #expect(
            try server.requests() == [
                [
                    "method": "flickr.photos.search", "has_geo": "1", "place_id": "big.place",
                    "per_page": "50",
                    "page": "1", "extras": extras, "format": "json", "nojsoncallback": "1",
                    "api_key": "KEY123",
                ]
            ])
    }

    @Test(arguments: [(600, 600, ["1", "2"]), (700, 620, ["1", "2"]), (500, 500, ["1"]), (3, 3, ["1"])])
    func photosPagesThroughResultsAtMostFiveHundredAPage(asked: Int, received: Int, pages: [String]) throws {
        let server = try FakeFlickrServer()

        let photos = try FlickrFetcher(apiKey: "k", baseURL: server.baseURL).photos(
            inPlace: "big.place", maxResults: asked)

        let requests = try server.requests()
        #expect(photos.count == received)
        #expect(Set(photos.map(\.id)).count == received)
        #expect(requests.map { $0["page"] } == pages)
        #expect(Set(requests.compactMap { $0["per_page"] }) == [String(min(asked, 500))])
    }

    @Test(arguments: [
        (
            "fail-key",
            FlickrServiceError.failed(code: 100, message: "Invalid API Key (Key has invalid format)")
        ),
        ("http-500", FlickrServiceError.httpStatus(500)),
    ])
    func failuresAreTypedErrors(key: String, expected: FlickrServiceError) throws {
        let server = try FakeFlickrServer()

        #expect(throws: expected) { try FlickrFetcher(apiKey: key, baseURL: server.baseURL).topPlaces() }
    }

    @Test func aBodyThatIsNotJSONIsABadResponse() throws {
        let server = try FakeFlickrServer()

        #expect { try FlickrFetcher(apiKey: "not-json", baseURL: server.baseURL).topPlaces() } throws: {
            error in
            guard case FlickrServiceError.badResponse(let reason) = error else { return false }
            return reason.contains("not valid JSON")
        }
    }

    @Test func aSlowServerTimesOut() throws {
        let server = try FakeFlickrServer()
        let started = Date()

        #expect(throws: FlickrServiceError.timedOut(seconds: 1)) {
            try FlickrFetcher(apiKey: "slow", baseURL: server.baseURL, timeout: 1).topPlaces()
        }
        #expect(Date().timeIntervalSince(started) < 4.5)
    }

    @Test func aClosedPortIsUnreachableAndTheMessageHoldsNoKey() throws {
        let closed = URL(string: "http://127.0.0.1:1/services/rest/")!

        #expect { try FlickrFetcher(apiKey: "SECRET-KEY", baseURL: closed).topPlaces() } throws: { error in
            guard case FlickrServiceError.unreachable = error else { return false }
            return !String(describing: error).contains("SECRET-KEY")
        }
    }
}
