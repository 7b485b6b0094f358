import Foundation
import Testing

/// Clients at once: nothing recorded or added is lost.
@Suite(.serialized) struct WebConcurrencyTests {
    @Test func sixteenClientsRecordingRecentsAtOnceLoseNothing() throws {
        let guide = try WebGuide()
        let photos = try #require(
            try guide.client.get("/api/places/\(WebGuide.paris)/photos?limit=16").json() as? [[String: Any]])
        let ids = photos.compactMap { $0["id"] as? String }
        #expect(ids.count == 16)
        let client = guide.client
        let failures = Failures()
        DispatchQueue.concurrentPerform(iterations: 16) { index in
            let status = (try? client.json("POST", "/api/recents", ["id": ids[index]]).status) ?? 0
            if status != 200 { failures.add("\(ids[index]): \(status)") }
        }
        #expect(failures.all.isEmpty)
        let recents = try #require(try guide.client.get("/api/recents").json() as? [[String: Any]])
        #expect(Set(recents.compactMap { $0["id"] as? String }) == Set(ids))
    }

    @Test func manyClientsAddingAttractionsAtOnceLoseNothing() throws {
        let guide = try WebGuide()
        let client = guide.client
        let failures = Failures()
        DispatchQueue.concurrentPerform(iterations: 32) { index in
            let status =
                (try? client.json("POST", "/api/attractions", ["name": "Added \(index)"]).status) ?? 0
            if status != 201 { failures.add("\(index): \(status)") }
        }
        #expect(failures.all.isEmpty)
        let attractions = try guide.attractions()
        #expect(attractions.count == 44)
        #expect(attractions.compactMap { $0["position"] as? Int } == Array(1...44))
    }
}
