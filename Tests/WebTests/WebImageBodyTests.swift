import Foundation
import TestSupport
import Testing

/// `/images/...` serves only images: a body the image host sends empty, or that is not the image
/// type it announces, is never served as the photo nor cached.
struct WebImageBodyTests {
    @Test(arguments: ["empty", "wrongmagic", "pngasjpeg", "svg"])
    func anEmptyOrWrongImageIsNeitherServedNorCached(secret: String) throws {
        let flickr = try FakeFlickrServer()
        let guide = try WebGuide(imagesFrom: flickr, photo: "bad", secret: secret)
        let sent = try Data(contentsOf: URL(string: flickr.staticURL + "1/bad_\(secret)_b.jpg")!)

        let first = try guide.client.get("/images/bad/large")
        try waitForImageRequests(2, flickr)
        let second = try guide.client.get("/images/bad/large")
        // Not cached: the second request went to the image host again.
        try waitForImageRequests(3, flickr)

        // Whatever the server answers instead (an error or its placeholder), it is not what was sent.
        for response in [first, second] {
            #expect(response.status != 200 || response.body != sent)
            #expect(!response.body.isEmpty)
        }
        let cache = guide.home.appendingPathComponent(".cache/outings/photos").path
        let cached = ((try? FileManager.default.contentsOfDirectory(atPath: cache)) ?? []).filter {
            !$0.hasPrefix(".")
        }
        #expect(cached.isEmpty)
    }

    /// Waits (at most 20 s) until the image host has had `count` requests; the web app may fetch
    /// after it answered.
    private func waitForImageRequests(_ count: Int, _ flickr: FakeFlickrServer) throws {
        let deadline = Date().addingTimeInterval(20)
        while try flickr.imageRequests().count < count, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.02)
        }
        #expect(try flickr.imageRequests().count == count)
    }
}
