import Foundation
import TestSupport
import Testing

/// The attraction cards: a photo taken within 1 km whose card image is cached (else a drawing),
/// the facts line with the distance from `near`, the member's rating and Visited mark; and the
/// Arrange view, which only editors reach.
@Suite(.serialized) struct WebAttractionCardTests {
    private static let museum = "6f1d2c3a-0001-4d6b-9a51-0a1f2e3d4c01"

    /// The card of `id` on `page`, from its opening tag to its end.
    private func card(_ id: String, in page: String) -> String? {
        page.components(separatedBy: "<li class=\"card attraction-card\">").dropFirst()
            .first { $0.contains("<h2><a href=\"/attractions/\(id)\">") }
            .map { String($0.components(separatedBy: "</li>")[0]) }
    }

    /// Photos 500 m and 1.7 km south of a new attraction (a degree of latitude is 111.2 km): only
    /// the near one, once its card image is cached, stands for the attraction.
    @Test func aCardShowsTheNearestCachedPhotoWithinAKilometre() throws {
        let flickr = try FakeFlickrServer()
        let photos = """
            ,{"id":"near1","secret":"abc","server":"1","title":"Near","latitude":"48.8600","longitude":"2.2900",\
            "place_id":"\(WebGuide.paris)"},\
            {"id":"far1","secret":"abc","server":"1","title":"Far","latitude":"48.8490","longitude":"2.2900",\
            "place_id":"\(WebGuide.paris)"}
            """
        let guide = try WebGuide(
            environment: ["OUTINGS_FLICKR_STATIC_URL": flickr.staticURL], extraPhotos: photos)
        let added = try guide.client.json(
            "POST", "/api/attractions",
            ["name": "Riverside", "type": "Park", "latitude": 48.8645, "longitude": 2.29])
        let id = try #require((try added.json() as? [String: Any])?["id"] as? String)

        let before = try #require(card(id, in: try guide.client.get("/attractions").text))
        #expect(try guide.client.get("/images/far1/large-square").status == 200)
        let farOnly = try #require(card(id, in: try guide.client.get("/attractions").text))
        #expect(try guide.client.get("/images/near1/large-square").status == 200)
        let after = try #require(card(id, in: try guide.client.get("/attractions").text))
        let page = try guide.client.get("/attractions/\(id)").text

        #expect(before.contains("<svg class=\"card-drawing\""))
        #expect(!before.contains("<img"))
        #expect(!farOnly.contains("<img"))
        #expect(after.contains("<img class=\"card-photo\" src=\"/images/near1/large-square\""), "\(after)")
        #expect(!after.contains("card-drawing"))
        #expect(page.contains("src=\"/images/near1/small\""))
        #expect(page.contains("<a href=\"/photos/near1\">Near</a>"))
    }

    /// From (40.5853, -105.0844) the museum at (40.5925, -105.0754) is 800 m north and 760 m east:
    /// 1.1 km.
    @Test func nearPutsTheDistanceInTheFactsLine() throws {
        let guide = try WebGuide(environment: ["OUTINGS_TIMEZONE": "America/Denver"])

        let near = try guide.client.get("/attractions?near=40.5853,-105.0844").text
        let plain = try guide.client.get("/attractions").text

        let facts = try #require(card(Self.museum, in: near))
        #expect(facts.contains("<p class=\"facts\"><span>10.50 USD</span> · <span>All ages</span> · "))
        #expect(facts.contains(" · <span>1.1 km</span> · <span>Inside</span></p>"), "\(facts)")
        #expect(!(try #require(card(Self.museum, in: plain))).contains(" km</span>"))
    }

    @Test func aCardShowsTheMembersRatingAndVisitAndNoOneElses() throws {
        let guide = try WebGuide(members: WebGuide.household)
        let vic = try guide.cookie("vic")
        let ada = try guide.cookie("ada")
        _ = try guide.post(
            "/attractions/\(Self.museum)/visit-record",
            [("on", "2026-01-02"), ("rating", "4"), ("note", "")],
            cookie: vic)

        let vics = try #require(
            card(Self.museum, in: try guide.client.get("/attractions", headers: ["Cookie": vic]).text))
        let adas = try #require(
            card(Self.museum, in: try guide.client.get("/attractions", headers: ["Cookie": ada]).text))

        #expect(vics.contains("<p class=\"card-mine\">Rated 4/5 · Visited</p>"), "\(vics)")
        #expect(!adas.contains("card-mine"))
    }

    @Test func onlyEditorsArrangeTheList() throws {
        let guide = try WebGuide(members: WebGuide.household)
        let vic = try guide.cookie("vic")
        let eddie = try guide.cookie("eddie")

        let viewersList = try guide.client.get("/attractions", headers: ["Cookie": vic]).text
        let viewersArrange = try guide.client.get("/attractions/arrange", headers: ["Cookie": vic])
        let editorsList = try guide.client.get("/attractions", headers: ["Cookie": eddie]).text
        let editorsArrange = try guide.client.get("/attractions/arrange", headers: ["Cookie": eddie])

        #expect(!viewersList.contains("/attractions/arrange"))
        #expect(viewersArrange.status == 403)
        #expect(editorsList.contains("href=\"/attractions/arrange\""))
        #expect(editorsArrange.status == 200)
        #expect(editorsArrange.text.contains("<h1>Arrange the attractions</h1>"))
        #expect(editorsArrange.text.contains(">Move down</button>"))
    }
}
