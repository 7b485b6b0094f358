import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A slow image host freezes nothing: downloads run off the request threads, a bounded number
/// at once and a bounded queue; beyond it, and when the server stops, the placeholder at once.
@Suite(.serialized) struct WebImageQueueTests {
    /// 4 downloading and 32 waiting (docs/web.md): these are the requests the server takes in.
    static let queued = 36

    @Test func imagesFromAHostThatNeverAnswersHoldUpNoPageAndNoStop() throws {
        let host = try SilentHost()
        let guide = try WebGuide(environment: ["OUTINGS_FLICKR_STATIC_URL": host.staticURL])
        let photos = try #require(
            try guide.client.get("/api/places/\(WebGuide.paris)/photos?limit=16").json() as? [[String: Any]])
        let ids = photos.compactMap { $0["id"] as? String }
        #expect(ids.count == 16)
        let sizes = ["large-square", "small", "medium"]
        let answers = Answers()
        var images = guide.client
        images.source = "127.0.0.2"
        let requests = Self.queued + 4
        for index in 0..<requests {
            let path = "/images/\(ids[index % ids.count])/\(sizes[index % sizes.count])"
            Thread { [images] in answers.add(try? images.get(path)) }.start()
        }
        // The four beyond the queue get the placeholder without waiting for the host.
        #expect(answers.wait(for: 4, within: 30))
        for answer in answers.all {
            #expect(answer?.status == 503)
            #expect(answer?.headers["content-type"] == "image/svg+xml")
            #expect(answer?.headers["cache-control"] == "private, max-age=60")
            #expect(answer?.headers["x-outings-placeholder"] == "unavailable")
        }
        var reader = guide.client
        reader.source = "127.0.0.3"
        let asked = Date()
        #expect(try reader.get("/places/\(WebGuide.paris)").status == 200)
        #expect(try reader.get("/").status == 200)
        #expect(Date().timeIntervalSince(asked) < 2)
        // SIGTERM with every download in flight: the documented 10 s at most.
        let stopping = Date()
        #expect(guide.server.stop(SIGTERM) == 0)
        let stopped = Date().timeIntervalSince(stopping)
        #expect(stopped <= 10, "stopped after \(stopped) s")
        // Every image request was answered, the waiting ones with the placeholder at the stop.
        #expect(answers.wait(for: requests, within: 30))
        #expect(answers.all.count == requests)
        #expect(
            answers.all.allSatisfy { $0?.status == 503 && $0?.headers["content-type"] == "image/svg+xml" })
        #expect(guide.server.stderr.contains("\"GET /images/\(ids[0])/large-square HTTP/1.1\" 503 "))
    }

    /// Requests for one image share one download, which takes one place in the queue: the host is
    /// asked once however many ask, and other images still get their turn.
    @Test func requestsForOneImageShareOneDownloadAndLeaveTheQueueToOthers() throws {
        let flickr = try FakeFlickrServer()
        let guide = try WebGuide(imagesFrom: flickr, photo: "hushed", secret: "silent")
        let answers = Answers()
        var images = guide.client
        images.source = "127.0.0.2"
        for _ in 0..<Self.queued {
            Thread { [images] in answers.add(try? images.get("/images/hushed/large")) }.start()
        }
        // Each waits its own 5 s for the one download, then gets the placeholder.
        #expect(answers.wait(for: Self.queued, within: 30))
        #expect(
            answers.all.allSatisfy { $0?.status == 503 && $0?.headers["content-type"] == "image/svg+xml" })
        #expect(try flickr.imageRequests().filter { $0.contains("/hushed_") }.count == 1)
        // An image from a host that answers is fetched now, not after the silent one's turns.
        let asked = Date()
        let other = try guide.client.get("/images/\(WebGuide.eiffel)/large")
        let waited = Date().timeIntervalSince(asked)
        #expect(other.status == 200)
        #expect(other.headers["content-type"] == "image/jpeg")
        #expect(waited < 3, "answered after \(waited) s")
        #expect(try flickr.imageRequests().filter { $0.contains("/hushed_") }.count == 1)
        #expect(guide.server.stop(SIGTERM) == 0)
    }

    @Test func anImageWaitsFiveSecondsAtMostForItsHost() throws {
        let host = try SilentHost()
        let guide = try WebGuide(environment: ["OUTINGS_FLICKR_STATIC_URL": host.staticURL])
        let asked = Date()
        let answer = try guide.client.get("/images/\(WebGuide.eiffel)/large")
        let waited = Date().timeIntervalSince(asked)
        #expect(answer.status == 503)
        #expect(answer.headers["content-type"] == "image/svg+xml")
        #expect(answer.headers["x-outings-placeholder"] == "unavailable")
        #expect(waited > 4.5 && waited < 9, "answered after \(waited) s")
        #expect(guide.server.stop(SIGTERM) == 0)
        // Answered once, logged once, though its download was abandoned after.
        let lines = guide.server.stderr.components(separatedBy: "\n")
        #expect(lines.filter { $0.contains("GET /images/\(WebGuide.eiffel)/large ") }.count == 1)
    }
}

/// Answers arriving from client threads, and a way to wait for a number of them.
final class Answers: @unchecked Sendable {
    private let condition = NSCondition()
    private var answers: [RawHTTPClient.Response?] = []

    func add(_ answer: RawHTTPClient.Response?) {
        condition.lock()
        answers.append(answer)
        condition.broadcast()
        condition.unlock()
    }

    var all: [RawHTTPClient.Response?] {
        condition.lock()
        defer { condition.unlock() }
        return answers
    }

    /// True once `count` answers are in; false if `seconds` pass first.
    func wait(for count: Int, within seconds: Double) -> Bool {
        let end = Date().addingTimeInterval(seconds)
        condition.lock()
        defer { condition.unlock() }
        while answers.count < count {
            guard condition.wait(until: end) else { return answers.count >= count }
        }
        return true
    }
}
