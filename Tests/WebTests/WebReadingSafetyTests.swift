import Foundation
import Testing

/// Reading is safe: a photo's page records a view only for a top-level navigation on this site or
/// typed by the user; HEAD, an `<img>` on any site, a link from another site and a client without
/// Fetch Metadata read the page and change nothing.
@Suite(.serialized) struct WebReadingSafetyTests {
    struct Case: Sendable {
        let name: String
        let method: String
        let headers: [String: String]
        let records: Bool
    }

    static let cases: [Case] = [
        Case(name: "curl or an old browser: no Fetch Metadata", method: "GET", headers: [:], records: false),
        Case(
            name: "HEAD of a navigation", method: "HEAD",
            headers: ["Sec-Fetch-Site": "same-origin", "Sec-Fetch-Mode": "navigate"], records: false),
        Case(
            name: "<img> on another website", method: "GET",
            headers: [
                "Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "no-cors", "Sec-Fetch-Dest": "image",
            ],
            records: false),
        Case(
            name: "a link on another website", method: "GET",
            headers: ["Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "navigate"], records: false),
        Case(
            name: "a link on a sibling site", method: "GET",
            headers: ["Sec-Fetch-Site": "same-site", "Sec-Fetch-Mode": "navigate"], records: false),
        Case(
            name: "<img> on this site", method: "GET",
            headers: [
                "Sec-Fetch-Site": "same-origin", "Sec-Fetch-Mode": "no-cors", "Sec-Fetch-Dest": "image",
            ],
            records: false),
        Case(
            name: "a fetch from this site", method: "GET",
            headers: ["Sec-Fetch-Site": "same-origin", "Sec-Fetch-Mode": "cors"], records: false),
        Case(
            name: "no Fetch Metadata (plain HTTP to a LAN address): a link on this site", method: "GET",
            headers: ["Referer": "http://127.0.0.1:PORT/places/x", "Accept": "text/html,*/*;q=0.8"],
            records: true),
        Case(
            name: "no Fetch Metadata: a link on another website", method: "GET",
            headers: ["Referer": "http://127.0.0.1:PORT.evil.example/", "Accept": "text/html"],
            records: false),
        Case(
            name: "no Fetch Metadata: another port of the same host", method: "GET",
            headers: ["Referer": "http://127.0.0.1:1/", "Accept": "text/html"], records: false),
        Case(
            name: "no Fetch Metadata: <img> on this site", method: "GET",
            headers: ["Referer": "http://127.0.0.1:PORT/", "Accept": "image/avif,image/webp,*/*"],
            records: false),
        Case(
            name: "no Fetch Metadata: a typed address", method: "GET", headers: ["Accept": "text/html"],
            records: false),
        Case(
            name: "a prerender of a typed address", method: "GET",
            headers: [
                "Sec-Fetch-Site": "none", "Sec-Fetch-Mode": "navigate", "Sec-Purpose": "prefetch;prerender",
            ],
            records: false),
        Case(
            name: "a prefetch without Fetch Metadata", method: "GET",
            headers: ["Referer": "http://127.0.0.1:PORT/", "Accept": "text/html", "Purpose": "prefetch"],
            records: false),
        Case(
            name: "a link on this site", method: "GET",
            headers: ["Sec-Fetch-Site": "same-origin", "Sec-Fetch-Mode": "navigate"], records: true),
        Case(
            name: "an address typed or a bookmark", method: "GET",
            headers: ["Sec-Fetch-Site": "none", "Sec-Fetch-Mode": "navigate"], records: true),
    ]

    @Test func onlyANavigationOnThisSiteOrTypedRecordsAView() throws {
        let guide = try WebGuide()
        let photos = try #require(
            try guide.client.get("/api/places/\(WebGuide.paris)/photos?limit=\(Self.cases.count)").json()
                as? [[String: Any]])
        let ids = photos.compactMap { $0["id"] as? String }
        try #require(ids.count == Self.cases.count)
        var expected: [String] = []
        for (testCase, id) in zip(Self.cases, ids) {
            // PORT stands for the server's port, known only once it runs.
            let headers = testCase.headers.mapValues {
                $0.replacingOccurrences(of: "PORT", with: String(guide.client.port))
            }
            let response = try guide.client.send(testCase.method, "/photos/\(id)", headers: headers)
            #expect(response.status == 200, "\(testCase.name)")
            if testCase.records { expected.insert(id, at: 0) }
            let recents = try guide.client.get("/api/recents").json() as? [[String: Any]]
            #expect(recents?.compactMap { $0["id"] as? String } == expected, "\(testCase.name)")
        }
        #expect(expected.count == 3)
    }

    /// The page is the same whether or not the view was recorded.
    @Test func aPhotoPageReadWithoutRecordingShowsThePhoto() throws {
        let guide = try WebGuide()
        let read = try guide.client.get("/photos/\(WebGuide.eiffel)").text
        let navigated = try guide.client.navigate("/photos/\(WebGuide.eiffel)").text
        #expect(read.contains("<h1>Eiffel Tower from Trocadéro</h1>"))
        #expect(read == navigated)
        #expect(try guide.client.get("/photos/none").status == 404)
    }
}
