import Domain
import Foundation
import Testing

/// Forms that help: every problem at once (a summary linking to each field, a message beside
/// each), limits from Domain's rules, and a conflict that keeps what the user typed.
@Suite(.serialized) struct WebFormHelpTests {
    /// The add form with the setting chosen, as a person must before saving.
    private func newForm(_ guide: WebGuide) throws -> PageForm {
        var form = try PageForm(guide.client.get("/attractions/new").text)
        form["inside"] = "outside"
        return form
    }

    @Test func everyProblemIsListedAtOnceAndMarkedBesideItsField() throws {
        let guide = try WebGuide()
        var form = try newForm(guide)
        form["name"] = "   "
        form["type"] = "esc\u{1B}[2J"
        form["description"] = "kept <as typed>"
        form["website"] = "ftp://x"

        let response = try guide.client.form("/attractions/new", form.submitting("save"))

        #expect(response.status == 422)
        let page = response.text
        let summary = try #require(
            page.range(
                of: #"<div class="error-summary" role="alert"[\s\S]*?</div>"#, options: .regularExpression))
        let links = page[summary].components(separatedBy: "<a href=\"#").dropFirst().map {
            $0.prefix { $0 != "\"" }
        }
        #expect(links == ["name", "type", "website"])
        #expect(page[summary].contains("<h2 id=\"error-summary-title\">"))
        for field in ["name", "type", "website"] {
            #expect(
                page.contains("aria-describedby=\"\(field)-hint \(field)-error\" aria-invalid=\"true\""),
                "\(field)")
            #expect(page.contains("<p class=\"field-error\" id=\"\(field)-error\">"), "\(field)")
        }
        #expect(
            page.contains(
                "id=\"description\" name=\"description\" rows=\"4\" aria-describedby=\"description-hint\">"))
        #expect(page.components(separatedBy: "aria-invalid").count == 4)
        #expect(page.contains("name is required"))
        #expect(page.contains("website must be empty or an http(s) URL, not &quot;ftp://x&quot;"))
        #expect(try PageForm(page)["description"] == "kept <as typed>")
        #expect(try guide.attractions().count == 12)
    }

    @Test func theNameLimitIsDomainsAndHoldsOnTheServer() throws {
        let guide = try WebGuide()
        let page = try guide.client.get("/attractions/new").text
        #expect(page.contains("id=\"name\" name=\"name\" required maxlength=\"\(Attraction.nameLimit)\""))
        #expect(page.components(separatedBy: "maxlength=").count == 2)
        #expect(page.components(separatedBy: " required").count == 2)
        #expect(page.contains("<form method=\"post\" action=\"/attractions/new\" class=\"edit\" novalidate>"))
        #expect(page.contains("type=\"url\" id=\"website\""))

        var form = try newForm(guide)
        form["name"] = String(repeating: "é", count: 201)
        let refused = try guide.client.form("/attractions/new", form.submitting("save"))
        #expect(refused.status == 422)
        #expect(refused.text.contains("name is longer than 200 characters"))
        form["name"] = String(repeating: "é", count: 200)
        #expect(try guide.client.form("/attractions/new", form.submitting("save")).status == 303)
        #expect(try guide.attractions().count == 13)
    }

    @Test func aStaleSaveShowsBothValuesKeepsTheTypedOnesAndSavesThemOnResubmit() throws {
        let guide = try WebGuide()
        let first = try #require(try guide.attractions().first)
        let id = try #require(first["id"] as? String)
        var mine = try PageForm(guide.client.get("/attractions/\(id)/edit").text)
        let version = try #require(Int(mine["version"] ?? ""))
        // Another client saves first.
        let theirs: [String: Any] = [
            "name": "Theirs", "type": "t", "inside": false, "description": "", "website": "",
            "version": version,
        ]
        #expect(try guide.client.json("PUT", "/api/attractions/\(id)", theirs).status == 200)
        mine["name"] = "Mine & <ours>"
        mine["description"] = "typed\r\nby me"

        let conflict = try guide.client.form("/attractions/\(id)/edit", mine.submitting("save"))

        #expect(conflict.status == 409)
        let page = conflict.text
        #expect(page.contains("<h1>Changed by someone else</h1>"))
        #expect(
            page.contains(
                #"<td data-label="Yours">Mine &amp; &lt;ours&gt;</td><td data-label="Stored now">Theirs</td>"#
            ))
        let again = try PageForm(page)
        #expect(again["name"] == "Mine & <ours>")
        #expect(again["description"] == "typed\nby me")
        #expect(again["version"] == String(version + 1))
        #expect(again["original_name"] == "Theirs")
        #expect(try guide.attractions().first?["name"] as? String == "Theirs")
        // Reset takes the stored values instead.
        let reset = try guide.client.form("/attractions/\(id)/edit", again.submitting("reset"))
        #expect(try PageForm(reset.text)["name"] == "Theirs")

        let saved = try guide.client.form("/attractions/\(id)/edit", again.submitting("save"))
        #expect(saved.status == 303)
        let stored = try #require(try guide.attractions().first)
        #expect(stored["name"] as? String == "Mine & <ours>")
        #expect(stored["description"] as? String == "typed\nby me")
        #expect(stored["version"] as? Int == version + 2)
    }

    @Test func aSaveOfARemovedAttractionOffersToAddTheTypedValues() throws {
        let guide = try WebGuide()
        let first = try #require(try guide.attractions().first)
        let id = try #require(first["id"] as? String)
        var mine = try PageForm(guide.client.get("/attractions/\(id)/edit").text)
        #expect(try guide.client.send("DELETE", "/api/attractions/\(id)").status == 204)
        mine["name"] = "Still mine"

        let conflict = try guide.client.form("/attractions/\(id)/edit", mine.submitting("save"))

        #expect(conflict.status == 409)
        #expect(conflict.text.contains("<h1>Removed by someone else</h1>"))
        #expect(conflict.text.contains("action=\"/attractions/new\""))
        let again = try PageForm(conflict.text)
        #expect(again["name"] == "Still mine")
        #expect(try guide.attractions().count == 11)
        #expect(try guide.client.form("/attractions/new", again.submitting("save")).status == 303)
        let added = try #require(try guide.attractions().last)
        #expect(added["name"] as? String == "Still mine")
        #expect(added["id"] as? String != id)
        #expect(added["description"] as? String == first["description"] as? String)
    }

    @Test func attractionsAreCardsWithNamedLinksAndEachHasItsPage() throws {
        let guide = try WebGuide()
        let attractions = try guide.attractions()
        let list = try guide.client.get("/attractions").text
        let arrange = try guide.client.get("/attractions/arrange").text
        #expect(!list.contains(">website</a>"))
        for attraction in attractions {
            let id = try #require(attraction["id"] as? String)
            let name = try #require(attraction["name"] as? String)
            #expect(list.contains("<h2><a href=\"/attractions/\(id)\">\(name)</a></h2>"), "\(name)")
            #expect(arrange.contains("<h2><a href=\"/attractions/\(id)\">\(name)</a></h2>"), "\(name)")
            #expect(arrange.contains("href=\"/attractions/\(id)/edit\" aria-label=\"Edit \(name)\">Edit</a>"))
            if let website = attraction["website"] as? String, !website.isEmpty {
                let page = try guide.client.get("/attractions/\(id)").text
                #expect(
                    page.contains("<a href=\"\(website)\" rel=\"noopener noreferrer\">\(name) website</a>"))
            }
        }
        let museum = try #require(attractions.first { ($0["website"] as? String)?.isEmpty == false })
        let id = try #require(museum["id"] as? String)
        let page = try guide.client.get("/attractions/\(id)")
        #expect(page.status == 200)
        #expect(page.text.contains("<h1>\(museum["name"] as? String ?? "")</h1>"))
        // The page reads as words, not database fields.
        #expect(!page.text.contains("<dt>Position</dt>"))
        #expect(!page.text.contains("<dt>Location</dt>"))
        #expect(page.text.contains("href=\"/attractions/\(id)/edit\">Edit</a>"))
        #expect(try guide.client.get("/attractions/no-such-id").status == 404)
    }
}
