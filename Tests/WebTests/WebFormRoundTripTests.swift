import Foundation
import Testing

/// A form opened and saved without touching a field stores that field as it was: every character
/// Domain lets an attraction hold comes back from the page unchanged; the same form posted twice
/// (a double click on Save) is saved once and is no conflict.
struct WebFormRoundTripTests {
    @Test func theSameFormPostedTwiceIsSavedOnceAndIsNoConflict() throws {
        let guide = try WebGuide()
        let id = try #require(try guide.attractions().first?["id"] as? String)
        var form = try PageForm(guide.client.get("/attractions/\(id)/edit").text)
        let version = try #require(Int(form["version"] ?? ""))
        form["type"] = "Science museum"

        let first = try guide.client.form("/attractions/\(id)/edit", form.submitting("save"))
        let second = try guide.client.form("/attractions/\(id)/edit", form.submitting("save"))

        #expect(first.status == 303)
        #expect(second.status == 303)
        #expect(second.headers["location"] == "/attractions")
        let stored = try #require(try guide.client.get("/api/attractions/\(id)").json() as? [String: Any])
        #expect(stored["type"] as? String == "Science museum")
        #expect(stored["version"] as? Int == version + 1)
    }

    @Test func savingAnotherFieldKeepsTheBidiIsolatesDomainStores() throws {
        let guide = try WebGuide()
        // Right-to-left text wrapped in isolates, as a bilingual name is typed; Domain accepts it.
        let name = "Museum \u{2067}מוזיאון\u{2069} (\u{2068}x\u{2069})"
        let description = "first \u{2066}ltr\u{2069}\nsecond"
        let added = try guide.client.json(
            "POST", "/api/attractions",
            ["name": name, "type": "Museum", "inside": true, "description": description, "website": ""])
        #expect(added.status == 201)
        let id = try #require(try added.json() as? [String: Any])["id"] as? String ?? ""

        var form = try PageForm(guide.client.get("/attractions/\(id)/edit").text)
        #expect(form["name"] == name)
        #expect(form["original_name"] == name)
        #expect(form["description"] == description)
        form["type"] = "Science museum"
        let saved = try guide.client.form("/attractions/\(id)/edit", form.submitting("save"))

        #expect(saved.status == 303)
        let stored = try #require(try guide.client.get("/api/attractions/\(id)").json() as? [String: Any])
        #expect(stored["name"] as? String == name)
        #expect(stored["description"] as? String == description)
        #expect(stored["type"] as? String == "Science museum")
        // Shown as text (a heading, a card), the isolates are still neutralised.
        let page = try guide.client.get("/attractions/\(id)").text
        #expect(page.contains("<h1>Museum \u{FFFD}מוזיאון\u{FFFD} (\u{FFFD}x\u{FFFD})</h1>"))
    }
}
