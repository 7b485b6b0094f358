import Foundation
import Testing

/// The attraction forms: add, Save, Cancel, Reset, validation (422), conflicts (409), removal
/// with confirmation, and moves.
@Suite(.serialized) struct WebFormTests {
    private func fields(name: String, version: Int, original: String, action: String, csrf: String) -> [(
        String, String
    )] {
        [
            ("csrf", csrf), ("version", String(version)), ("original_name", original), ("original_type", ""),
            ("original_inside", "outside"), ("original_description", ""), ("original_website", ""),
            ("name", name),
            ("type", "park"), ("inside", "inside"), ("description", "line one\r\nline two"), ("website", ""),
            ("action", action),
        ]
    }

    @Test func addingThroughTheFormSavesAtTheEnd() throws {
        let guide = try WebGuide()
        let saved = try guide.client.form(
            "/attractions/new",
            fields(name: "Duck pond", version: 0, original: "", action: "save", csrf: try guide.csrf()))
        #expect(saved.status == 303)
        #expect(saved.headers["location"] == "/attractions")
        let last = try #require(try guide.attractions().last)
        #expect(last["name"] as? String == "Duck pond")
        #expect(last["inside"] as? Bool == true)
        #expect(last["description"] as? String == "line one\nline two")
        #expect(last["position"] as? Int == 13)
    }

    @Test func invalidInputIsShownAgainWithTheMessageAs422() throws {
        let guide = try WebGuide()
        var posted = fields(name: "  ", version: 0, original: "", action: "save", csrf: try guide.csrf())
        posted[posted.firstIndex { $0.0 == "type" }!] = ("type", "<kept & shown>")
        let response = try guide.client.form("/attractions/new", posted)
        #expect(response.status == 422)
        #expect(response.text.contains("name is required"))
        #expect(response.text.contains("value=\"&lt;kept &amp; shown&gt;\""))
        #expect(response.text.contains("<label for=\"name\">Name</label>"))
        #expect(try guide.attractions().count == 12)
    }

    @Test func cancelChangesNothingAndResetRestoresTheOpeningValues() throws {
        let guide = try WebGuide()
        let first = try #require(try guide.attractions().first)
        let id = try #require(first["id"] as? String)
        let name = try #require(first["name"] as? String)
        let version = try #require(first["version"] as? Int)
        let cancelled = try guide.client.form(
            "/attractions/\(id)/edit",
            fields(
                name: "Changed", version: version, original: name, action: "cancel", csrf: try guide.csrf()))
        #expect(cancelled.status == 303)
        #expect(try guide.attractions().first?["name"] as? String == name)
        #expect(try guide.attractions().first?["version"] as? Int == version)
        let reset = try guide.client.form(
            "/attractions/\(id)/edit",
            fields(name: "Changed", version: version, original: name, action: "reset", csrf: try guide.csrf())
        )
        #expect(reset.status == 200)
        #expect(reset.text.contains("id=\"name\" name=\"name\" required maxlength=\"200\"") == true)
        #expect(reset.text.contains("value=\"\(name)\""))
        #expect(!reset.text.contains("value=\"Changed\""))
    }

    @Test func removeAsksFirstAndMoveUpAndDownArePosts() throws {
        let guide = try WebGuide()
        let before = try guide.attractions().compactMap { $0["id"] as? String }
        let list = try guide.client.get("/attractions").text
        let filtered = try guide.client.get("/attractions?free=1").text
        let arrange = try guide.client.get("/attractions/arrange").text
        #expect(!list.contains("/remove\""))
        let page = try guide.client.get("/attractions/\(before[0])").text
        // Remove is under More, a disclosure, on the attraction's page.
        #expect(page.contains("<details class=\"more\"><summary>More</summary>"))
        #expect(page.contains("class=\"button danger\" href=\"/attractions/\(before[0])/remove\""))
        // Only the Arrange view of the whole list moves attractions; the list links it.
        for answer in [list, filtered] {
            #expect(!answer.contains("/move\""))
            #expect(!answer.contains(">Move up</button>"))
        }
        #expect(list.contains("href=\"/attractions/arrange\""))
        #expect(!filtered.contains("href=\"/attractions/arrange\""))
        #expect(arrange.contains("action=\"/attractions/\(before[0])/move\""))
        #expect(arrange.components(separatedBy: ">Move down</button>").count - 1 == before.count - 1)
        #expect(arrange.components(separatedBy: ">Move up</button>").count - 1 == before.count - 1)
        let confirm = try guide.client.get("/attractions/\(before[0])/remove")
        #expect(confirm.text.contains("method=\"post\" action=\"/attractions/\(before[0])/remove\""))
        #expect(confirm.text.contains("<button type=\"submit\" class=\"danger\">Remove</button>"))
        #expect(try guide.attractions().count == 12)
        let token = try guide.csrf()
        let moved = try guide.client.form(
            "/attractions/\(before[1])/move", [("csrf", token), ("position", "1")])
        #expect(moved.status == 303)
        #expect(moved.headers["location"] == "/attractions/arrange")
        #expect(
            try guide.attractions().compactMap { $0["id"] as? String }.prefix(2) == [before[1], before[0]])
        #expect(try guide.client.form("/attractions/\(before[1])/remove", [("csrf", token)]).status == 303)
        #expect(try guide.attractions().compactMap { $0["id"] as? String }.first == before[0])
        #expect(try guide.client.form("/attractions/\(before[1])/remove", [("csrf", token)]).status == 404)
    }
}
