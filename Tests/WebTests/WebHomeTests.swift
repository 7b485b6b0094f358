import Foundation
import TestSupport
import Testing

/// `/`: "What can we do on Saturday?" asked as a GET form; its answers are the attractions the
/// API gives for the same filter, in the same order, as cards, with what was asked as one line.
@Suite struct WebHomeTests {
    static let zone = ["OUTINGS_TIMEZONE": "America/Denver"]

    private static func guideWithHousehold() throws -> WebGuide {
        let guide = try WebGuide(environment: zone)
        let store = "sqlite:\(guide.storePath)"
        for household in [
            ["child", "add", "Ana", "--born", "2022-06-01"], ["child", "add", "Ben", "--born", "2014-01-01"],
            ["place", "add", "Home", "--location", "40.5853,-105.0844"],
        ] {
            #expect(
                try WebServerProcess.cli(["--store", store, "household"] + household, home: guide.home) == 0)
        }
        return guide
    }

    /// The attraction ids the cards link, in order.
    private static func cardIDs(_ page: String) -> [String] {
        let cards = page.components(separatedBy: "<li class=\"card attraction-card\">").dropFirst()
        return cards.compactMap { card in
            card.range(of: "href=\"/attractions/").map { range in
                String(card[range.upperBound...].prefix { $0 != "\"" })
            }
        }
    }

    @Test(arguments: [
        (
            "date=2026-12-12&time=10:00&child=Ana&from=Home&within=25km&setting=inside&free=1",
            "open-at=2026-12-12T10:00&child=Ana&near=Home&within=25000m&inside=1&free=1",
            "Saturday 12 Dec, 10:00 · Ana 4 · from Home within 25 km · inside · free"
        ),
        (
            "date=2026-12-13&time=14:30&child=Ana&child=Ben&from=Home&within=any&setting=outside",
            "open-at=2026-12-13T14:30&child=Ana&child=Ben&near=Home&outside=1",
            "Sunday 13 Dec, 14:30 · Ana 4, Ben 12 · from Home · outside"
        ),
        (
            "date=2026-12-12&time=10:00&age=7&setting=either", "open-at=2026-12-12T10:00&age=7",
            "Saturday 12 Dec, 10:00 · age 7"
        ),
    ])
    func theAnswersAreTheAPIsForTheSameFilterInItsOrder(home: String, api: String, line: String) throws {
        let guide = try Self.guideWithHousehold()

        let page = try guide.client.get("/?" + home)
        let expected = try #require(
            try guide.client.get("/api/attractions?" + api).json() as? [[String: Any]])

        #expect(page.status == 200)
        #expect(!expected.isEmpty, "\(api)")
        #expect(Self.cardIDs(page.text) == expected.map { $0["id"] as? String ?? "" }, "\(home)")
        #expect(page.text.contains("<span class=\"asked\">\(line)</span>"), "\(page.text)")
        // Answered, the form folds into that line.
        #expect(page.text.contains("<details class=\"question\">"))
    }

    @Test func unaskedItOffersTheHouseholdAndTheComingSaturday() throws {
        let guide = try Self.guideWithHousehold()

        let page = try guide.client.get("/").text

        #expect(page.contains("<details class=\"question\" open>"))
        #expect(page.contains("name=\"child\" value=\"Ana\" checked>"))
        #expect(page.contains("<option value=\"Home\" selected>Home</option>"))
        #expect(page.contains("value=\"10:00\""))
        #expect(Self.cardIDs(page).isEmpty)
        // The Flickr places moved to /places, named Photos in the navigation.
        #expect(page.contains("<a href=\"/places\">Photos</a>"))
    }

    @Test func aClosedTimeListsWhatIsClosedThenWithWhenItOpens() throws {
        let guide = try Self.guideWithHousehold()

        let page = try guide.client.get("/?date=2026-12-12&time=06:00&setting=inside").text

        #expect(page.contains("<h2>Closed then</h2>"))
        #expect(page.contains("Fort Collins Museum of Discovery</a>: opens"), "\(page)")
    }

    @Test func everyUnreadableFieldIsSaidBesideItAndNothingIsAnswered() throws {
        let guide = try Self.guideWithHousehold()

        let bad = try guide.client.get("/?date=someday&time=25:00&age=x&child=Cleo")
        let unknownChild = try guide.client.get("/?date=2026-12-12&time=10:00&child=Cleo")

        #expect(bad.status == 400)
        for field in ["date", "time", "age"] {
            #expect(bad.text.contains("id=\"q-\(field)-error\""), "\(field)")
        }
        #expect(bad.text.contains("<details class=\"question\" open>"))
        #expect(Self.cardIDs(bad.text).isEmpty)
        #expect(unknownChild.status == 400)
        #expect(unknownChild.text.contains("names no child of the household (its children: Ana, Ben)"))
    }
}
