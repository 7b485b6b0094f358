import Foundation
import TestSupport
import Testing

/// Every page: status, the security headers, the navigation, and what it shows.
@Suite(.serialized) struct WebPageTests {
    static let securityHeaders = [
        "content-security-policy":
            "default-src 'none'; img-src 'self'; style-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
        "x-content-type-options": "nosniff", "referrer-policy": "same-origin",
    ]

    static func expectSecurityHeaders(_ response: RawHTTPClient.Response, _ path: String) {
        for (name, value) in securityHeaders {
            #expect(response.headers[name] == value, "\(name) on \(path)")
        }
    }

    @Test func everyPageAnswersWithTitleHeadingNavigationAndHeaders() throws {
        let guide = try WebGuide()
        let attraction = try #require(try guide.attractions().first?["id"] as? String)
        let pages = [
            "/", "/places", "/places/\(WebGuide.paris)", "/photos/\(WebGuide.eiffel)", "/recents",
            "/attractions",
            "/attractions/new", "/attractions/\(attraction)", "/attractions/\(attraction)/edit",
            "/attractions/\(attraction)/remove",
        ]
        for path in pages {
            let response = try guide.client.get(path)
            #expect(response.status == 200, "\(path)")
            #expect(response.headers["content-type"] == "text/html; charset=utf-8", "\(path)")
            Self.expectSecurityHeaders(response, path)
            #expect(response.text.contains("<title>"), "\(path)")
            #expect(response.text.contains("<h1>"), "\(path)")
            for link in ["href=\"/\"", "href=\"/recents\"", "href=\"/attractions\""] {
                #expect(response.text.contains(link), "\(path) \(link)")
            }
            #expect(!response.text.contains("<script"), "\(path)")
            #expect(!response.text.contains("style=\""), "\(path)")
        }
    }

    @Test func placesShowsSectionsByCountryLinkingEachPlace() throws {
        let guide = try WebGuide()
        let page = try guide.client.get("/places").text
        #expect(page.contains("<h2>France</h2>"))
        #expect(page.contains("<a href=\"/places/\(WebGuide.paris)\">"))
        #expect(
            page.contains(
                "<span class=\"card-title\">Paris</span></a><span class=\"subtitle\">Ile-de-France, France</span>"
            ))
        let france = try #require(page.range(of: "<h2>France</h2>"))
        let kingdom = try #require(page.range(of: "<h2>United Kingdom</h2>"))
        #expect(france.lowerBound < kingdom.lowerBound)
    }

    @Test func aPlaceShowsAGridOfLargeSquareThumbnailsWithTheTitleAsAltText() throws {
        let guide = try WebGuide()
        let page = try guide.client.get("/places/\(WebGuide.paris)").text
        #expect(
            page.contains(
                "<a href=\"/photos/\(WebGuide.eiffel)\"><img src=\"/images/\(WebGuide.eiffel)/large-square\"")
        )
        #expect(page.contains("alt=\"Eiffel Tower from Trocadéro\""))
        #expect(page.components(separatedBy: "<li>").count - 1 <= 50)
    }

    @Test func aPhotoPageShowsTheLargeImageOwnerAndFlickrLinkAndRecordsItInRecents() throws {
        let guide = try WebGuide()
        #expect((try guide.client.get("/api/recents").json() as? [Any])?.isEmpty == true)
        let page = try guide.client.navigate("/photos/\(WebGuide.eiffel)").text
        #expect(
            page.contains(
                "<img src=\"/images/\(WebGuide.eiffel)/large\" width=\"1024\" height=\"768\" alt=\"Eiffel Tower from Trocadéro by bkwalker (CC BY 2.0)\">"
            ))
        #expect(page.contains("bkwalker"))
        #expect(page.contains("href=\"https://www.flickr.com/photos/91220385@N06/\(WebGuide.eiffel)\""))
        let recents = try guide.client.get("/api/recents").json() as? [[String: Any]]
        #expect(recents?.map { $0["id"] as? String } == [WebGuide.eiffel])
        let recentsPage = try guide.client.get("/recents").text
        #expect(recentsPage.contains("/images/\(WebGuide.eiffel)/large-square"))
    }

    @Test func unknownIdsAndPathsAre404Pages() throws {
        let guide = try WebGuide()
        for path in [
            "/places/nowhere", "/photos/none", "/attractions/none/edit", "/attractions/none/remove",
            "/nothing",
            "/images/none/large", "/images/\(WebGuide.eiffel)/enormous", "/../etc/passwd",
            "/images/..%2F..%2Fetc%2Fpasswd/large",
            // A NUL ends no path early: these are not /attractions/, /recents or /places/.
            "/attractions/%00", "/attractions/%00/edit", "/recents%00/clear", "/places/%00",
        ] {
            let response = try guide.client.get(path)
            #expect(response.status == 404, "\(path)")
            #expect(response.headers["content-type"] == "text/html; charset=utf-8", "\(path)")
            Self.expectSecurityHeaders(response, path)
            #expect(response.text.contains("<h1>Not found</h1>"), "\(path)")
        }
    }

    @Test func wrongMethodsAre405WithAllow() throws {
        let guide = try WebGuide()
        let response = try guide.client.send("DELETE", "/")
        #expect(response.status == 405)
        #expect(response.headers["allow"] == "GET, HEAD")
        Self.expectSecurityHeaders(response, "DELETE /")
    }

    @Test func imagesComeThroughTheCacheAndStillShowWithoutTheNetwork() throws {
        let flickr = try FakeFlickrServer()
        let guide = try WebGuide(environment: ["OUTINGS_FLICKR_STATIC_URL": flickr.staticURL])
        let online = try guide.client.get("/images/xss1/large-square")
        #expect(online.status == 200)
        #expect(online.headers["content-type"] == "image/jpeg")
        #expect(online.body.starts(with: [0xFF, 0xD8, 0xFF]))
        Self.expectSecurityHeaders(online, "image")
        flickr.stop()
        let offline = try guide.client.get("/images/xss1/large-square")
        #expect(offline.status == 200)
        #expect(offline.body == online.body)
        // Not cached and the host gone: the placeholder tile, with the status saying why.
        let failed = try guide.client.get("/images/xss1/large")
        #expect(failed.status == 502)
        #expect(failed.headers["x-outings-placeholder"] == "unavailable")
    }
}
