import Foundation
import Testing

/// The add/edit form's opening hours as a week: existing hours load into it when they fit, the
/// week writes the `opening_hours` text, the text under "Advanced" wins when it was changed, and a
/// week that is no hours is refused naming the day with the typed times kept.
@Suite(.serialized) struct WebOpeningHoursWeekTests {
    /// The museum of the sample guide: Tu-Su 10:00-17:00, written with `Mo off` after it.
    private static let museum = "6f1d2c3a-0001-4d6b-9a51-0a1f2e3d4c01"

    private func hours(_ guide: WebGuide, _ id: String) throws -> String? {
        (try guide.client.get("/api/attractions/\(id)").json() as? [String: Any])?["hours"] as? String
    }

    @Test func theHoursLoadIntoTheWeek() throws {
        let guide = try WebGuide()

        let form = try PageForm(try guide.client.get("/attractions/\(Self.museum)/edit").text)

        #expect(form["hours-week"] == "1")
        #expect(form["hours-mo-closed"] == "1")
        #expect(form["hours-mo-from"] == "")
        #expect(form["hours-tu-closed"] == nil)
        #expect(form["hours-tu-from"] == "10:00")
        #expect(form["hours-su-to"] == "17:00")
        #expect(form["hours-su-from2"] == "")
        #expect(form["hours"] == "Tu-Su 10:00-17:00; Mo off")
    }

    @Test func aWeekWithALunchBreakIsSavedAsText() throws {
        let guide = try WebGuide()
        var form = try PageForm(try guide.client.get("/attractions/new").text)
        form["inside"] = "inside"
        form["name"] = "Lunch Museum"
        for day in ["mo", "tu", "we", "th", "fr"] {
            form["hours-\(day)-from"] = "09:00"
            form["hours-\(day)-to"] = "12:00"
            form["hours-\(day)-from2"] = "13:00"
            form["hours-\(day)-to2"] = "17:00"
        }
        form["hours-sa-from"] = "10:00"
        form["hours-sa-to"] = "00:00"
        form["hours-su-closed"] = "1"

        let saved = try guide.client.form("/attractions/new", form.submitting("save"))

        #expect(saved.status == 303, "\(saved.text)")
        let added = try #require(try guide.attractions().first { $0["name"] as? String == "Lunch Museum" })
        #expect(added["hours"] as? String == "Mo-Fr 09:00-12:00,13:00-17:00; Sa 10:00-24:00")
    }

    /// Saving the form untouched keeps the hours as written; a changed day changes them; text
    /// typed under Advanced wins over the week.
    @Test func theWeekOrTheChangedTextIsSaved() throws {
        let guide = try WebGuide()
        let path = "/attractions/\(Self.museum)/edit"

        let same = try PageForm(try guide.client.get(path).text)
        #expect(try guide.client.form(path, same.submitting("save")).status == 303)
        #expect(try hours(guide, Self.museum) == "Tu-Su 10:00-17:00; Mo off")

        var monday = try PageForm(try guide.client.get(path).text)
        monday["hours-mo-closed"] = nil
        monday["hours-mo-from"] = "12:00"
        monday["hours-mo-to"] = "16:00"
        #expect(try guide.client.form(path, monday.submitting("save")).status == 303)
        #expect(try hours(guide, Self.museum) == "Mo 12:00-16:00; Tu-Su 10:00-17:00")

        var typed = try PageForm(try guide.client.get(path).text)
        typed["hours"] = "Jun-Aug Mo-Su 10:00-20:00"
        typed["hours-we-closed"] = "1"
        #expect(try guide.client.form(path, typed.submitting("save")).status == 303)
        #expect(try hours(guide, Self.museum) == "Jun-Aug Mo-Su 10:00-20:00")

        // Hours that do not fit a week are edited as text alone.
        let text = try guide.client.get(path).text
        #expect(text.contains("These hours do not fit one week of days"))
        #expect(!text.contains("name=\"hours-week\""))
    }

    @Test func aWeekThatIsNoHoursIsRefusedNamingTheDayAndKeepsWhatWasTyped() throws {
        let guide = try WebGuide()
        let path = "/attractions/\(Self.museum)/edit"
        var form = try PageForm(try guide.client.get(path).text)
        form["hours-th-from"] = "17:00"
        form["hours-th-to"] = "09:00"
        form["name"] = ""

        let refused = try guide.client.form(path, form.submitting("save"))

        #expect(refused.status == 422)
        #expect(refused.text.contains("Not saved: 2 problems to fix"), "\(refused.text)")
        #expect(refused.text.contains("Thursday: the opening time must be before the closing time"))
        #expect(refused.text.contains("id=\"hours-th-from\" name=\"hours-th-from\" value=\"17:00\""))
        #expect(try hours(guide, Self.museum) == "Tu-Su 10:00-17:00; Mo off")
        form["name"] = "Museum"
        form["hours-th-to"] = "18:00"
        form["hours-fr-to"] = ""
        let friday = try guide.client.form(path, form.submitting("save"))
        #expect(friday.status == 422)
        #expect(friday.text.contains("Friday: give both the opening and the closing time"))
    }
}
