import Domain
import FlickrFetcher
import Foundation
import TestSupport
import Testing

@Suite(.serialized)
struct FlickrFetcherTests {
    private let extras = "license,original_format,tags,description,geo,date_upload,owner_name,place_url"

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

    @Test(arguments: [
        (600, 600, ["1", "2", "3"]), (700, 620, ["1", "2", "3"]), (500, 500, ["1", "2"]), (250, 250, ["1"]),
        (3, 3, ["1"]),
    ])
    func photosPagesThroughResultsAtMostTwoHundredFiftyAPage(asked: Int, received: Int, pages: [String])
        throws
    {
        let server = try FakeFlickrServer()

        let photos = try FlickrFetcher(apiKey: "k", baseURL: server.baseURL).photos(
            inPlace: "big.place", maxResults: asked)

        let requests = try server.requests()
        #expect(photos.count == received)
        #expect(Set(photos.map(\.id)).count == received)
        #expect(requests.map { $0["page"] } == pages)
        #expect(Set(requests.compactMap { $0["per_page"] }) == [String(min(asked, 250))])
    }

    /// 498 photos a page is more than asked, but not the last page: Flickr's `pages` decides.
    @Test func aFullerPageThanAskedIsNotTheLastOne() throws {
        let server = try FakeFlickrServer()

        let photos = try FlickrFetcher(apiKey: "fat-pages", baseURL: server.baseURL).photos(
            inPlace: "huge.place", maxResults: 2000)

        #expect(photos.count == 2000)
        #expect(Set(photos.map(\.id)).count == 2000)
        #expect(try server.requests().map { $0["page"] } == ["1", "2", "3", "4", "5"])
    }

    @Test(arguments: [4000, 4001, 10_000])
    func pagingStopsAtFlickrsFourThousandResultCeiling(asked: Int) throws {
        let server = try FakeFlickrServer()

        let photos = try FlickrFetcher(apiKey: "k", baseURL: server.baseURL).photos(
            inPlace: "huge.place", maxResults: asked)

        #expect(photos.count == 4000)
        #expect(try server.requests().map { $0["page"] } == (1...16).map(String.init))
    }

    /// Each value must reach the server exactly, including characters that mean something in a
    /// query (URLQueryItem sends `+` as is, which servers read as a space).
    @Test(arguments: [
        "a+b", "a b", "a&b=c", "x#y", "100%", "%2B", "é東京😀", "a/b?c", "~-._", "'\"<>;,", "\\", "+",
    ])
    func everyQueryValueArrivesExactly(value: String) throws {
        let server = try FakeFlickrServer()

        _ = try? FlickrFetcher(apiKey: "key+\(value)", baseURL: server.baseURL).photos(
            inPlace: value, maxResults: 1)

        let request = try #require(try server.requests().first)
        #expect(request["place_id"] == value)
        #expect(request["api_key"] == "key+\(value)")
        #expect(request["extras"] == extras)
    }

    @Test(arguments: [
        (
            "fail-key",
            FlickrServiceError.failed(code: "100", message: "Invalid API Key (Key has invalid format)")
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

    /// The timeout bounds the whole transfer, not each wait for a byte.
    @Test func aServerThatTricklesIsCutOffAtTheTimeout() throws {
        let server = try FakeFlickrServer()

        #expect(throws: FlickrServiceError.timedOut(seconds: 1)) {
            try FlickrFetcher(apiKey: "trickle", baseURL: server.baseURL, timeout: 1).topPlaces()
        }
    }

    @Test(arguments: ["gzip-bomb", "huge-body"])
    func aBodyOverTheLimitAfterDecompressionIsRefused(key: String) throws {
        let server = try FakeFlickrServer()

        #expect(throws: FlickrServiceError.tooLarge(limit: 64 * 1024 * 1024)) {
            try FlickrFetcher(apiKey: key, baseURL: server.baseURL, timeout: 120).topPlaces()
        }
    }

    @Test func aBodyThatDoesNotDecompressIsABadResponse() throws {
        let server = try FakeFlickrServer()

        #expect(throws: FlickrServiceError.badResponse("the response could not be decompressed")) {
            try FlickrFetcher(apiKey: "bad-gzip", baseURL: server.baseURL).topPlaces()
        }
    }

    @Test func aPageOfAMillionPhotosIsRefusedNotHeld() throws {
        let server = try FakeFlickrServer()

        #expect {
            try FlickrFetcher(apiKey: "million", baseURL: server.baseURL).photos(inPlace: "p", maxResults: 10)
        } throws: { error in
            guard case FlickrServiceError.badResponse(let reason) = error else { return false }
            return reason.contains("too large")
        }
    }

    @Test func aClosedPortIsUnreachableAndTheMessageHoldsNoKey() throws {
        let closed = URL(string: "http://127.0.0.1:1/services/rest/")!

        #expect { try FlickrFetcher(apiKey: "SECRET-KEY", baseURL: closed).topPlaces() } throws: { error in
            guard case FlickrServiceError.unreachable = error else { return false }
            return !String(describing: error).contains("SECRET-KEY")
        }
    }
}
