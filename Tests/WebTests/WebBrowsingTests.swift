import Foundation
import TestSupport
import Testing

/// The browsing pages as a visitor meets them: cards with covers, breadcrumbs, previous and next
/// in the place's order, image tiles that never break, clearing recents, empty states, the icon.
@Suite(.serialized) struct WebBrowsingTests {
    /// Two photos of Paris uploaded after every photo of the sample (newest first: `newer` then
    /// `new`); the hostile photos have no upload date, so they come last, `xss1` before `xss2`.
    static let newPhotos = """
        ,{"id":"new","owner":"2@N01","secret":"n2","server":"1","title":"Second newest","dateupload":"1999999999",
         "place_id":"\(WebGuide.paris)"},
        {"id":"newer","owner":"2@N01","secret":"n1","server":"1","title":"Newest","dateupload":"2000000000",
         "place_id":"\(WebGuide.paris)"}
        """

    /// Every `<img ...>` tag of a page.
    static func imageTags(_ page: String) -> [String] {
        page.components(separatedBy: "<img ").dropFirst().map { String($0.prefix { $0 != ">" }) }
    }

    /// The `href` of the link with `rel`, nil when there is none.
    static func link(_ rel: String, in page: String) -> String? {
        guard let start = page.range(of: "<a rel=\"\(rel)\" href=\"") else { return nil }
        return String(page[start.upperBound...].prefix { $0 != "\"" })
    }

    @Test func anImageThatCannotBeHadIsAPlaceholderTileOfItsSizeKeptAMinute() throws {
        let flickr = try FakeFlickrServer()
        let guide = try WebGuide(environment: ["OUTINGS_FLICKR_STATIC_URL": flickr.staticURL])
        flickr.stop()
        for (size, width, height) in [("large-square", 150, 150), ("large", 1024, 768), ("square", 75, 75)] {
            let response = try guide.client.get("/images/\(WebGuide.eiffel)/\(size)")
            #expect(response.headers["content-type"] == "image/svg+xml", "\(size)")
            #expect(response.headers["x-outings-placeholder"] == "unavailable", "\(size)")
            #expect(response.headers["cache-control"] == "private, max-age=60", "\(size)")
            #expect(response.text.contains("width=\"\(width)\" height=\"\(height)\""), "\(size)")
            #expect(response.text.contains(">Photo unavailable</text>"), "\(size)")
            WebPageTests.expectSecurityHeaders(response, size)
        }
        // A photo without an image URL is a tile too, never an error page in an <img>.
        let noURL = try guide.client.get("/images/xss2/original")
        #expect(noURL.headers["content-type"] == "image/svg+xml")
        #expect(noURL.headers["x-outings-placeholder"] == "unavailable")
    }

    @Test func everyImageOnEveryBrowsingPageCarriesWidthAndHeight() throws {
        let guide = try WebGuide()
        _ = try guide.client.navigate("/photos/\(WebGuide.eiffel)")
        for path in ["/places", "/places/\(WebGuide.paris)", "/photos/\(WebGuide.eiffel)", "/recents"] {
            let tags = Self.imageTags(try guide.client.get(path).text)
            #expect(!tags.isEmpty, "\(path)")
            for tag in tags {
                #expect(
                    tag.range(of: #"width="\d+" height="\d+""#, options: .regularExpression) != nil,
                    "\(path): \(tag)")
            }
        }
    }

    @Test func pagesBelowHomeCarryBreadcrumbsAndTitlesThatNameThem() throws {
        let guide = try WebGuide()
        let place = try guide.client.get("/places/\(WebGuide.paris)").text
        #expect(place.contains("<title>Photos of Paris · Outings</title>"))
        #expect(
            place.contains(
                #"<nav class="breadcrumb" aria-label="Breadcrumb"><ol><li><a href="/">Home</a></li><li><a href="/places">Photos</a></li>"#
                    + #"<li>France</li><li aria-current="page">Paris</li></ol></nav>"#))
        let photo = try guide.client.get("/photos/\(WebGuide.eiffel)").text
        #expect(photo.contains("<title>Eiffel Tower from Trocadéro · Outings</title>"))
        #expect(
            photo.contains(
                #"<ol><li><a href="/">Home</a></li><li><a href="/places">Photos</a></li><li>France</li>"#
                    + #"<li><a href="/places/\#(WebGuide.paris)">Paris</a></li>"#
                    + #"<li aria-current="page">Eiffel Tower from Trocadéro</li></ol>"#))
        #expect(photo.contains("<a href=\"/places/\(WebGuide.paris)\">Back to Paris</a>"))
        let recents = try guide.client.get("/recents").text
        #expect(
            recents.contains(#"<ol><li><a href="/">Home</a></li><li aria-current="page">Recents</li></ol>"#)
        )
        let home = try guide.client.get("/").text
        #expect(!home.contains("aria-label=\"Breadcrumb\""))
        let places = try guide.client.get("/places").text
        #expect(
            places.contains(#"<ol><li><a href="/">Home</a></li><li aria-current="page">Places</li></ol>"#))
    }

    @Test func homeShowsEachPlaceAsACardWithItsCountAndTheFirstCachedPhotoAsCover() throws {
        let flickr = try FakeFlickrServer()
        let guide = try WebGuide(
            environment: ["OUTINGS_FLICKR_STATIC_URL": flickr.staticURL], extraPhotos: Self.newPhotos)
        let parisCard = #"<a href="/places/\#(WebGuide.paris)"><img src=""#
        // Nothing cached: the stand-in, and no download started for it.
        let before = try guide.client.get("/places").text
        #expect(
            before.contains(parisCard + "/placeholder/large-square\" width=\"150\" height=\"150\" alt=\"\">"))
        #expect(before.contains("<h2>France</h2>"))
        // 16 sample photos of Paris, 2 hostile ones and 2 new ones; London has the sample's 16.
        #expect(
            before.contains(
                "<span class=\"card-title\">Paris</span></a><span class=\"subtitle\">Ile-de-France, France</span><span class=\"count\">20 photos</span>"
            ))
        #expect(
            before.contains(
                "<span class=\"card-title\">London</span></a><span class=\"subtitle\">England, United Kingdom</span><span class=\"count\">16 photos</span>"
            ))
        #expect(try flickr.imageRequests().isEmpty)
        let placeholder = try guide.client.get("/placeholder/large-square")
        #expect(placeholder.status == 200)
        #expect(placeholder.headers["content-type"] == "image/svg+xml")

        // The second photo in the place's order is cached: it is the cover.
        #expect(try guide.client.get("/images/new/large-square").status == 200)
        #expect(try guide.client.get("/places").text.contains(parisCard + "/images/new/large-square\""))
        // Once the first is cached too, the first wins.
        #expect(try guide.client.get("/images/newer/large-square").status == 200)
        #expect(try guide.client.get("/places").text.contains(parisCard + "/images/newer/large-square\""))
        #expect(try flickr.imageRequests().count == 2)
    }

    @Test func previousAndNextFollowThePlacesOrderAlsoFromRecents() throws {
        let guide = try WebGuide(extraPhotos: Self.newPhotos)
        let newest = try guide.client.get("/photos/newer").text
        #expect(Self.link("prev", in: newest) == nil)
        #expect(Self.link("next", in: newest) == "/photos/new")
        let second = try guide.client.get("/photos/new").text
        #expect(Self.link("prev", in: second) == "/photos/newer")
        #expect(second.contains("<a rel=\"prev\" href=\"/photos/newer\">← Previous: Newest</a>"))
        let last = try guide.client.navigate("/photos/xss2").text
        #expect(Self.link("prev", in: last) == "/photos/xss1")
        #expect(Self.link("next", in: last) == nil)
        #expect(Self.link("next", in: try guide.client.get("/photos/xss1").text) == "/photos/xss2")
        // Opened from the recents list, the photo still leads through its place.
        let recents = try guide.client.get("/recents").text
        #expect(recents.contains("<a href=\"/photos/xss2\">"))
        #expect(Self.link("prev", in: try guide.client.navigate("/photos/xss2").text) == "/photos/xss1")
    }

    @Test func clearRecentsNeedsTheFormTokenAndEmptiesTheList() throws {
        let guide = try WebGuide()
        _ = try guide.client.navigate("/photos/\(WebGuide.eiffel)")
        let page = try guide.client.get("/recents").text
        #expect(page.contains("<form class=\"actions\" method=\"post\" action=\"/recents/clear\">"))
        #expect(page.contains("<button type=\"submit\" class=\"danger\">Clear recents</button>"))
        let token = try WebGuide.token(in: page)
        #expect(!token.isEmpty)

        // One character changed; a token that already starts with "0" gets a "1".
        let forgedToken = (token.hasPrefix("0") ? "1" : "0") + token.dropFirst()
        let forged = try guide.client.form("/recents/clear", [("csrf", forgedToken)])
        #expect(forged.status == 403)
        let crossOrigin = try guide.client.form(
            "/recents/clear", [("csrf", token)], headers: ["Origin": "http://evil.example"])
        #expect(crossOrigin.status == 403)
        #expect((try guide.client.get("/api/recents").json() as? [Any])?.count == 1)
        #expect(try guide.client.get("/recents/clear").status == 405)

        let cleared = try guide.client.form("/recents/clear", [("csrf", token)])
        #expect(cleared.status == 303)
        #expect(cleared.headers["location"] == "/recents")
        #expect((try guide.client.get("/api/recents").json() as? [Any])?.isEmpty == true)
        let empty = try guide.client.get("/recents").text
        #expect(empty.contains("<a href=\"/places\">Browse the places</a>"))
        #expect(!empty.contains("Clear recents"))
    }

    @Test func anEmptyGuideSaysHowToFillIt() throws {
        let server = try WebServerProcess(["--store", "memory:"])
        let page = try server.client.get("/places").text
        #expect(page.contains("No places yet."))
        for command in ["outings demo", "outings photos import FILE", "outings places --refresh"] {
            #expect(page.contains("<code>\(command)</code>"), "\(command)")
        }
        _ = server.stop()
    }

    @Test func theIconIsServedAsSVGAndLinkedFromEveryPage() throws {
        let guide = try WebGuide()
        for path in ["/favicon.ico", "/favicon.svg"] {
            let icon = try guide.client.get(path)
            #expect(icon.status == 200, "\(path)")
            #expect(icon.headers["content-type"] == "image/svg+xml", "\(path)")
            #expect(icon.headers["cache-control"] == "public, max-age=86400", "\(path)")
            #expect(icon.text.hasPrefix("<svg "), "\(path)")
        }
        for path in ["/", "/places", "/recents", "/attractions", "/places/\(WebGuide.paris)"] {
            #expect(
                try guide.client.get(path).text.contains(
                    "<link rel=\"icon\" href=\"/favicon.svg\" type=\"image/svg+xml\">"),
                "\(path)")
        }
    }
}
