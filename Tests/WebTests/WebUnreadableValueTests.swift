import Foundation
import TestSupport
import Testing

/// A stored value Outings cannot read (damaged with sqlite3) never takes the web app down: the
/// pages, the API and the export answer, showing the value as unreadable; a value whose stored
/// form would not read back is refused on the API with 422, naming the field.
@Suite(.serialized) struct WebUnreadableValueTests {
    static let longHours = Array(repeating: "1:00-2:00", count: 25).joined(separator: ",")

    @Test func pagesTheAPIAndTheExportAnswerAroundAnUnreadableValue() throws {
        let guide = try WebGuide()
        let ids = try guide.attractions().compactMap { $0["id"] as? String }
        try #require(ids.count == 12)
        try SQLiteShell.run(
            guide.storePath, "UPDATE attractions SET hours = '25:00-26:00' WHERE id = '\(ids[2])'")

        let list = try guide.client.get("/attractions")
        let page = try guide.client.get("/attractions/\(ids[2])")
        let api = try guide.client.get("/api/attractions")
        let one = try guide.client.get("/api/attractions/\(ids[2])")
        let export = try guide.client.get("/api/export?format=json")

        #expect(list.status == 200)
        #expect(page.status == 200)
        #expect(page.text.contains("unreadable"), "\(page.text)")
        #expect(api.status == 200)
        let listed = try #require(try api.json() as? [[String: Any]])
        #expect(listed.count == 12)
        #expect(listed[2]["unreadable"] as? [String] == ["hours"])
        #expect(listed[2]["hours"] is NSNull)
        #expect(one.status == 200)
        #expect(export.status == 200)
    }

    @Test func hoursLongerThanTheLimitOnceStoredAreRefusedWith422() throws {
        let guide = try WebGuide()
        let before = try SQLiteShell.run(guide.storePath, ".dump")

        let added = try guide.client.json(
            "POST", "/api/attractions", ["name": "Long", "hours": Self.longHours])

        #expect(added.status == 422, "\(added.text)")
        #expect(added.text.contains("hours"))
        #expect(try SQLiteShell.run(guide.storePath, ".dump") == before)
    }

    /// The edit form of an attraction with an unreadable value, saved with another field changed,
    /// keeps the stored text: nothing the family did not touch is lost.
    @Test func savingTheFormWithAnotherFieldChangedKeepsTheUnreadableValue() throws {
        let guide = try WebGuide()
        let id = try #require(try guide.attractions().first?["id"] as? String)
        try SQLiteShell.run(
            guide.storePath, "UPDATE attractions SET hours = '25:00-26:00' WHERE id = '\(id)'")
        var form = try PageForm(guide.client.get("/attractions/\(id)/edit").text)
        form["type"] = "Science museum"

        let saved = try guide.client.form("/attractions/\(id)/edit", form.submitting("save"))

        #expect(saved.status == 303, "\(saved.text)")
        let stored = try SQLiteShell.run(
            guide.storePath, "SELECT type || '|' || hours FROM attractions WHERE id = '\(id)'")
        #expect(stored.trimmingCharacters(in: .whitespacesAndNewlines) == "Science museum|25:00-26:00")
    }
}
