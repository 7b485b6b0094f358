import Foundation
import Testing

/// A form saved after someone else saved the same attraction is the conflict page (409), with the
/// stored values beside the typed ones: only the changed fields are set, never over a newer save.
struct WebLateSaveTests {
    @Test func aFormSavedAfterAnotherClientsSaveIsTheConflictPage() throws {
        let guide = try WebGuide()
        let id = try #require(try guide.attractions().first?["id"] as? String)
        var form = try PageForm(guide.client.get("/attractions/\(id)/edit").text)
        let stored = try #require(try guide.client.get("/api/attractions/\(id)").json() as? [String: Any])
        var other: [String: Any] = [:]
        for key in ["type", "inside", "description", "website", "version"] { other[key] = stored[key] }
        other["name"] = "Saved by someone else"
        let put = try guide.client.json("PUT", "/api/attractions/\(id)", other)
        try #require(put.status == 200, "\(put.text)")
        form["description"] = "My late change"

        let late = try guide.client.form("/attractions/\(id)/edit", form.submitting("save"))

        #expect(late.status == 409, "\(late.status) \(late.text.prefix(400))")
        #expect(late.text.contains("Changed by someone else"))
        #expect(late.text.contains("Saved by someone else"))
    }
}
