import Foundation
import Testing

/// The attractions page's GET form reads the same filters as `GET /api/attractions` (shared
/// parser and rule), lists those closed at the asked time with when they open, maps the
/// results, and links the downloads of the same filter. The sample guide's hours are known.
@Suite(.serialized) struct WebAttractionPageFilterTests {
    static let zone = ["OUTINGS_TIMEZONE": "America/Denver"]

    /// The ids of the page's cards, in order: each card's heading links its page.
    private func cardIDs(_ page: String) -> [String] {
        page.components(separatedBy: "<li class=\"card attraction-card\">").dropFirst().compactMap { card in
            card.components(separatedBy: "<h2><a href=\"/attractions/").dropFirst().first
                .map { String($0.prefix { $0 != "\"" }) }
        }
    }

    private func apiIDs(_ guide: WebGuide, _ query: String) throws -> [String] {
        let rows = try #require(try guide.client.get("/api/attractions?\(query)").json() as? [[String: Any]])
        return rows.compactMap { $0["id"] as? String }
    }

    @Test(arguments: [
        "age=4&free=1", "tag=playground", "search=PARK", "near=40.5853,-105.0844&within=5km",
        "open-at=sat%2010:00&outside=1", "max-cost=5%20USD", "inside=1",
    ])
    func thePageListsWhatTheAPIGivesInItsOrder(query: String) throws {
        let guide = try WebGuide(environment: Self.zone)

        let page = try guide.client.get("/attractions?\(query)")

        #expect(page.status == 200)
        let ids = cardIDs(page.text)
        #expect(!ids.isEmpty, "\(query)")
        #expect(ids == (try apiIDs(guide, query)), "\(query)")
        // Every dot links to a listed attraction (those with a location; the sample's all have one).
        let dots = page.text.components(separatedBy: "<a href=\"/attractions/").dropFirst()
            .filter { $0.prefix(200).contains("<circle") }.map { String($0.prefix { $0 != "\"" }) }
        #expect(page.text.contains("Map of \(ids.count) attraction"))
        #expect(Set(dots) == Set(ids))
    }

    /// A form leaves fields empty: they are no filter. Values that cannot be read are 400 with the
    /// form, each problem beside its field and all of them listed, and no list.
    @Test func emptyFieldsAreNoFilterAndABadValueIs400() throws {
        let guide = try WebGuide(environment: Self.zone)

        let empty = try guide.client.get("/attractions?age=&max-cost=&free=1&search=")
        let bad = try guide.client.get("/attractions?age=four&open-at=sat&max-cost=ten&near=zzz")
        let nowhere = try guide.client.get("/attractions?near=zzz")
        let twice = try guide.client.get("/api/export?format=csv&format=json")

        #expect(cardIDs(empty.text) == (try apiIDs(guide, "free=1")))
        #expect(bad.status == 400)
        #expect(bad.text.contains("role=\"alert\""))
        // The parser's three and the guide's one (`near` naming nothing), together.
        #expect(bad.text.contains("4 filters could not be read"))
        for field in ["age", "open-at", "max-cost", "near"] {
            #expect(bad.text.contains("<p class=\"field-error\" id=\"f-\(field)-error\">"), "\(field)")
            #expect(bad.text.contains("aria-describedby=\"f-\(field)-error\""), "\(field)")
        }
        #expect(bad.text.contains("give a time after the day, e.g. sat 10am or sat 10:00"))
        #expect(cardIDs(bad.text).isEmpty)
        #expect(bad.text.contains("value=\"four\""))
        #expect(!bad.text.contains("No attractions yet"))
        // `near` is read by the guide, not the parser: the same form and status.
        #expect(nowhere.status == 400)
        #expect(nowhere.text.contains("near: names no attraction"))
        #expect(nowhere.text.contains("<form method=\"get\" action=\"/attractions\""))
        #expect(twice.status == 400)
    }

    /// Filters nothing fits say so, never that the guide is empty; `near` says which point it used.
    @Test func nothingFittingIsNotAnEmptyGuideAndNearSaysWhatItUsed() throws {
        let guide = try WebGuide(environment: Self.zone)

        let none = try guide.client.get("/attractions?search=zzzz")
        let near = try guide.client.get("/attractions?near=city%20PARK&within=1km")
        let point = try guide.client.get("/attractions?near=geo:40.5836,-105.1006")

        #expect(none.status == 200)
        #expect(none.text.contains("Nothing fits these filters."))
        #expect(!none.text.contains("No attractions yet"))
        #expect(near.status == 200)
        #expect(near.text.contains("Nearest first, from City Park"))
        #expect(point.text.contains("Nearest first, from 40.5836,-105.1006"))
    }

    /// Saturday 08:00: the farm (Tu-Sa 10:00-16:00) opens at 10:00, the library (Fr,Sa 09:00-18:00)
    /// at 09:00; City Park (Mo-Su 05:00-23:00) is open.
    @Test func attractionsClosedAtTheAskedTimeSayWhenTheyOpen() throws {
        let guide = try WebGuide(environment: Self.zone)

        let page = try guide.client.get("/attractions?open-at=sat+08%3A00").text

        #expect(page.contains("Closed at that time"))
        #expect(page.contains(">The Farm at Lee Martinez Park</a>: opens at 10:00</li>"))
        #expect(page.contains(">Old Town Library</a>: opens at 09:00</li>"))
        #expect(cardIDs(page).contains("6f1d2c3a-0003-4d6b-9a51-0a1f2e3d4c03"))
        #expect(!cardIDs(page).contains("6f1d2c3a-0002-4d6b-9a51-0a1f2e3d4c02"))
    }

    /// The download links carry the page's filter, and the file holds the same attractions.
    @Test func downloadsExportTheFilteredAttractions() throws {
        let guide = try WebGuide(environment: Self.zone)

        let page = try guide.client.get("/attractions?free=1&tag=playground").text
        let csv = try guide.client.get("/api/export?format=csv&free=1&tag=playground")

        #expect(page.contains("href=\"/api/export?format=csv&amp;free=1&amp;tag=playground\""))
        #expect(csv.status == 200)
        let rows = csv.text.split(separator: "\r\n").dropFirst().map { String($0.prefix { $0 != "," }) }
        #expect(rows == (try apiIDs(guide, "free=1&tag=playground")))
        #expect(!rows.isEmpty)
    }
}
