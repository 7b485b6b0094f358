import Foundation
import TestSupport
import Testing

/// An attraction's page reads as a family decides by it: facts, whether it is open, the week in
/// words, how to get there, website, ages and cost in words, tags, a small map, the visit form,
/// Edit, and Remove under More. The museum of the sample guide: Tu-Su 10:00-17:00, 10.50 USD,
/// all ages, inside, at 40.5925,-105.0754.
struct WebAttractionPageTests {
    private static let museum = "/attractions/6f1d2c3a-0001-4d6b-9a51-0a1f2e3d4c01"
    private static let days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

    @Test func thePageSaysWhatAFamilyDecidesBy() throws {
        let guide = try WebGuide(environment: ["OUTINGS_TIMEZONE": "America/Denver"])

        let page = try guide.client.get(Self.museum).text

        // Open or not depends on when the test runs: one of the museum's possible states.
        let states =
            ["Open now, closes 17:00", "Opens today 10:00"]
            + Self.days.dropFirst().map { "Opens \($0) 10:00" }
        #expect(
            states.contains { page.contains("<p class=\"open-state\"><strong>\($0)</strong></p>") }, "\(page)"
        )
        #expect(
            ["Open 10:00-17:00", "Closed Monday"].contains {
                page.contains(
                    "<p class=\"facts\"><span>10.50 USD</span> · <span>All ages</span> · <span>\($0)</span> · "
                        + "<span>Inside</span></p>")
            })
        #expect(
            page.contains(
                "<ul class=\"week\"><li>Monday: closed</li><li>Tuesday: 10:00-17:00</li><li>Wednesday: 10:00-17:00</li>"
                    + "<li>Thursday: 10:00-17:00</li><li>Friday: 10:00-17:00</li><li>Saturday: 10:00-17:00</li>"
                    + "<li>Sunday: 10:00-17:00</li></ul>"))
        #expect(page.contains("<p class=\"address\">408 Mason Ct, Fort Collins, CO 80524</p>"))
        #expect(page.contains("href=\"https://www.openstreetmap.org/directions?to=40.5925%2C-105.0754\""))
        #expect(page.contains("href=\"geo:40.5925,-105.0754\""))
        #expect(page.contains("<dt>Ages</dt><dd>All ages</dd><dt>Cost</dt><dd>10.50 USD a child</dd>"))
        #expect(page.contains("<dt>Setting</dt><dd>Inside</dd>"))
        #expect(page.contains("<dt>Tags</dt><dd>museum, restrooms, science, stroller</dd>"))
        #expect(page.contains("<figcaption>Where it is</figcaption>"))
        #expect(page.contains("aria-current=\"page\""))
        // No database fields or opening-hours syntax.
        for field in ["Position", "Location", "Tu-Su"] { #expect(!page.contains(field), "\(field)") }
        // Edit in sight, Remove behind More.
        #expect(page.contains("<a class=\"button primary\" href=\"\(Self.museum)/edit\">Edit</a>"))
        let more = try #require(
            page.components(separatedBy: "<details class=\"more\"><summary>More</summary>").last)
        #expect(more.contains("href=\"\(Self.museum)/remove\""))
        #expect(page.components(separatedBy: "/remove\"").count == 2)
    }

    /// Today in Denver as `YYYY-MM-DD`, by Foundation's calendar.
    private static func denverToday() -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "America/Denver") ?? .gmt
        let parts = calendar.dateComponents([.year, .month, .day], from: Date())
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }

    /// The visit form: the day defaults to today (the guide's) and may not be later; no rating is
    /// chosen; the note is empty.
    @Test func theVisitFormStartsAtTodayWithNoRating() throws {
        let guide = try WebGuide(environment: ["OUTINGS_TIMEZONE": "America/Denver"])
        let before = Self.denverToday()

        let page = try guide.client.get(Self.museum).text

        let days = [before, Self.denverToday()]
        let form = try #require(page.components(separatedBy: "<form class=\"edit visit-record\"").last)
        #expect(form.contains("<label for=\"visit-on\">We went on</label>"))
        #expect(
            days.contains {
                form.contains("type=\"date\" id=\"visit-on\" name=\"on\" value=\"\($0)\" max=\"\($0)\"")
            },
            "\(form)")
        #expect(!form.contains("checked"))
        #expect(form.components(separatedBy: "type=\"radio\" name=\"rating\"").count == 6)
        #expect(form.contains("></textarea>"))
    }

    /// An attraction known by its name alone: the facts say only its setting, the hours section
    /// that they are not known, and nothing else claims what is not known.
    @Test func aBareAttractionSaysOnlyWhatIsKnown() throws {
        let guide = try WebGuide()
        let added = try guide.client.json("POST", "/api/attractions", ["name": "Bare"])
        let id = try #require((try added.json() as? [String: Any])?["id"] as? String)

        let page = try guide.client.get("/attractions/\(id)").text

        #expect(page.contains("<p class=\"facts\"><span>Outside</span></p>"))
        #expect(page.components(separatedBy: "Hours not known").count == 2)
        #expect(!page.contains("open-state"))
        #expect(!page.contains("Getting there"))
        #expect(!page.contains("<dt>Ages</dt>"))
        #expect(!page.contains("<dt>Cost</dt>"))
    }
}
