import FlickrFetcher
import Foundation
import TestSupport
import Testing

// Only the tests use URLSession: `Data(contentsOf:)` over http fetches the reference bytes through
// a different HTTP stack than the downloader's libcurl client, and needs FoundationNetworking
// loaded. Now that FlickrFetcher no longer links it, this import is what loads it in the test
// binary, which the acceptance tests' `Data(contentsOf:)` references share.
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The bounded image client against the fake server's image host.
struct FlickrImageDownloaderTests {
    @Test func downloadsAJPEGWhole() throws {
        let server = try FakeFlickrServer()
        let url = server.staticURL + "65535/5330_abc123_b.jpg"
        let direct = try Data(contentsOf: URL(string: url)!)

        let image = try FlickrImageDownloader(allowsHTTP: true).image(at: url)

        #expect(image == direct)
        #expect(image.starts(with: [0xFF, 0xD8, 0xFF]))
        #expect(Array(image.suffix(2)) == [0xFF, 0xD9])
    }

    @Test func plainHTTPIsRefusedUnlessAllowed_andOtherSchemesAlways() throws {
        let server = try FakeFlickrServer()

        #expect(throws: ImageDownloadError.insecureURL(scheme: "http")) {
            try FlickrImageDownloader().image(at: server.staticURL + "1/x_y_b.jpg")
        }
        #expect(throws: ImageDownloadError.insecureURL(scheme: "file")) {
            try FlickrImageDownloader(allowsHTTP: true).image(at: "file:///etc/passwd")
        }
        #expect(try server.imageRequests().isEmpty)
    }

    @Test func aBodyOverTheLimitIsRefusedWhetherAnnouncedOrNot() throws {
        let server = try FakeFlickrServer()

        // The JPEG is a couple of hundred bytes with a Content-Length; "huge" streams without one.
        #expect(throws: ImageDownloadError.tooLarge(limit: 100)) {
            try FlickrImageDownloader(maxBytes: 100, allowsHTTP: true).image(
                at: server.staticURL + "1/x_y_b.jpg")
        }
        #expect(throws: ImageDownloadError.tooLarge(limit: 1 << 20)) {
            try FlickrImageDownloader(maxBytes: 1 << 20, allowsHTTP: true).image(
                at: server.staticURL + "1/x_huge_b.jpg")
        }
    }

    @Test(arguments: [
        ("1/x_notimage_b.jpg", ImageDownloadError.notAnImage(contentType: "text/html; charset=utf-8")),
        ("1/x_missing_b.jpg", ImageDownloadError.httpStatus(404)),
    ])
    func statusAndContentTypeAreChecked(path: String, expected: ImageDownloadError) throws {
        let server = try FakeFlickrServer()

        #expect(throws: expected) {
            try FlickrImageDownloader(allowsHTTP: true).image(at: server.staticURL + path)
        }
    }

    @Test func theTimeoutCoversTheWholeTransfer() throws {
        let server = try FakeFlickrServer()

        // Headers and 100 bytes arrive at once; the rest never does.
        #expect(throws: ImageDownloadError.timedOut(seconds: 1)) {
            try FlickrImageDownloader(timeout: 1, allowsHTTP: true).image(
                at: server.staticURL + "1/x_slowbody_b.jpg")
        }
    }

    @Test func aStoppedServerIsUnreachable() throws {
        let server = try FakeFlickrServer()
        server.stop()

        #expect(throws: ImageDownloadError.unreachable("connection refused")) {
            try FlickrImageDownloader(allowsHTTP: true).image(at: server.staticURL + "1/x_y_b.jpg")
        }
    }
}

/// The downloader goes through the API's libcurl client, so compressed bodies are counted after
/// decompression and redirects keep to the allowed schemes.
struct FlickrImageDownloaderSharedClientTests {
    @Test func aGzipEncodedImageArrivesInflated() throws {
        let server = try FakeFlickrServer()

        let image = try FlickrImageDownloader(allowsHTTP: true).image(
            at: server.staticURL + "1/x_gzipped_b.jpg")

        #expect(image.starts(with: [0xFF, 0xD8, 0xFF]))
        #expect(Array(image.suffix(2)) == [0xFF, 0xD9])
    }

    @Test func aGzipBombIsStoppedAtTheLimitAfterDecompression() throws {
        let server = try FakeFlickrServer()

        // About 100 KB on the wire, 100 MB inflated: the limit counts the inflated bytes.
        #expect(throws: ImageDownloadError.tooLarge(limit: 64 * 1024 * 1024)) {
            try FlickrImageDownloader(allowsHTTP: true).image(at: server.staticURL + "1/x_gzipbomb_b.jpg")
        }
        #expect(throws: ImageDownloadError.tooLarge(limit: 1 << 20)) {
            try FlickrImageDownloader(maxBytes: 1 << 20, allowsHTTP: true).image(
                at: server.staticURL + "1/x_gzipbomb_b.jpg")
        }
    }

    @Test func aRedirectToAnotherSchemeIsRefused() throws {
        let server = try FakeFlickrServer()

        #expect(throws: ImageDownloadError.insecureURL(scheme: "file")) {
            try FlickrImageDownloader(allowsHTTP: true).image(at: server.staticURL + "1/x_tofile_b.jpg")
        }
    }
}

extension FlickrImageDownloaderSharedClientTests {
    @Test func aBodyThatIsNotAnImageIsRefusedAtItsFirstByte() throws {
        let server = try FakeFlickrServer()
        let trickle = server.baseURL.absoluteString + "?api_key=trickle"
        let start = Date()

        // "trickle" sends JSON one byte every 0.2 seconds for about two minutes: only a check made
        // before the body is read answers well within the timeout.
        #expect(throws: ImageDownloadError.notAnImage(contentType: "application/json")) {
            try FlickrImageDownloader(timeout: 20, allowsHTTP: true).image(at: trickle)
        }
        #expect(Date().timeIntervalSince(start) < 10)
    }
}

/// A body is kept only when it is an image of the type its Content-Type announces.
struct FlickrImageBodyTests {
    @Test(arguments: [
        ("empty", ImageDownloadError.emptyImage),
        ("wrongmagic", .notTheImageAnnounced(contentType: "image/jpeg")),
        ("pngasjpeg", .notTheImageAnnounced(contentType: "image/jpeg")),
        ("svg", .unsupportedImage(contentType: "image/svg+xml")),
    ])
    func anEmptyOrWrongBodyIsRefused(secret: String, expected: ImageDownloadError) throws {
        let server = try FakeFlickrServer()

        #expect(throws: expected) {
            try FlickrImageDownloader(allowsHTTP: true).image(at: server.staticURL + "1/x_\(secret)_b.jpg")
        }
    }

    @Test(arguments: [
        ("abc", [0xFF, 0xD8, 0xFF] as [UInt8]), ("png", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
        ("gif", Array("GIF89a".utf8)), ("webp", Array("RIFF".utf8)),
    ])
    func eachImageTypeArrivesWhole(secret: String, signature: [UInt8]) throws {
        let server = try FakeFlickrServer()
        let url = server.staticURL + "1/x_\(secret)_b.jpg"
        let direct = try Data(contentsOf: URL(string: url)!)

        let image = try FlickrImageDownloader(allowsHTTP: true).image(at: url)

        #expect(image == direct)
        #expect(image.starts(with: signature))
    }

    @Test(arguments: [
        ("", nil), ("image/jpeg", ImageFormat.jpeg), ("IMAGE/PNG; charset=binary", .png),
        (" image/gif ", .gif), ("image/webp", .webp), ("image/jpg", .jpeg), ("Image/JPG", .jpeg),
        ("image/pjpeg", nil), ("image/svg+xml", nil),
        ("text/html", nil),
    ])
    func theAnnouncedTypeIsTheMediaTypeIgnoringParametersAndCase(contentType: String, expected: ImageFormat?)
    {
        #expect(ImageFormat(contentType: contentType) == expected)
    }

    @Test(
        arguments: [
            ([], nil), ([0xFF, 0xD8], nil), ([0xFF, 0xD8, 0xFF, 0xE0], ImageFormat.jpeg),
            ([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], .png), ([0x89, 0x50, 0x4E, 0x47], nil),
            (Array("GIF87a".utf8), .gif), (Array("GIF89a".utf8), .gif), (Array("GIF88a".utf8), nil),
            (Array("RIFF\u{1A}\0\0\0WEBPVP8L".utf8), .webp), (Array("RIFF\u{1A}\0\0\0WAVEfmt ".utf8), nil),
            (Array("RIFF".utf8), nil), (Array("<svg".utf8), nil),
        ] as [([UInt8], ImageFormat?)])
    func theSignatureIsTheFirstBytes(bytes: [UInt8], expected: ImageFormat?) {
        #expect(ImageFormat(signatureOf: Data(bytes)) == expected)
    }
}
